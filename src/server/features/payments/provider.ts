/**
 * Who takes the money for a payment that is started (docs/decisions/0017). The flow is an order →
 * the buyer pays in the provider's window or their UPI app → the server verifies → confirmed; there
 * is no synchronous "charge" any more. What is configured decides:
 *
 * - razorpay: Standard Checkout (cards, net banking, wallets, UPI), when RAZORPAY_KEY_ID and
 *   RAZORPAY_KEY_SECRET are set: the methods `upi` (Razorpay's UPI), `card` and `netbanking`;
 * - upi: straight to the founder's UPI ID (UPI_VPA), no fee; the founder checks the UTR: the method
 *   `upi_id`, and every method when UPI_VPA is the only way configured;
 * - unavailable: `upi_id` while no UPI ID is configured (the caller answers 400);
 * - manual: production with neither: "booking on request", the founder confirms it herself;
 * - simulated: development and tests with neither: confirmed at once as a test payment (never
 *   revenue, never a receipt number); refused in production.
 */
import type { PayMethod } from '../../../shared/contracts/payments.ts';
import type { Config } from '../../config.ts';

export type PaymentRoute = 'razorpay' | 'upi' | 'manual' | 'simulated' | 'unavailable';

export function paymentRouteFor(config: Pick<Config, 'env' | 'payments'>, method: Exclude<PayMethod, 'free'>): PaymentRoute {
  const { razorpay, upi } = config.payments;
  if (method === 'upi_id') return upi ? 'upi' : 'unavailable';
  if (razorpay) return 'razorpay';
  // Only direct UPI is configured: every method pays the founder's UPI ID.
  if (upi) return 'upi';
  return config.env === 'production' ? 'manual' : 'simulated';
}
