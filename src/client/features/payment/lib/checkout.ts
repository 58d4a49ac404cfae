/**
 * Razorpay Standard Checkout in the browser. checkout.js is loaded only here, only when the visitor
 * pays through Razorpay, from the URL the server answered (so tests can point it at a stand-in), and
 * once per page: a second attempt reuses it.
 */
import type { RazorpayHandlerFields, StartPaymentResult } from '../../../../shared/contracts/payments.ts';

type RazorpayAnswer = Extract<StartPaymentResult, { kind: 'razorpay' }>;

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: RazorpayHandlerFields) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on?(event: 'payment.failed', listener: (response: unknown) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** checkout.js from `src`, once; a failed load may be tried again. */
export function loadCheckout(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('checkout.js defined no Razorpay')));
      script.onerror = () => {
        script.remove();
        reject(new Error('checkout.js did not load'));
      };
      document.head.appendChild(script);
    }).catch((err: unknown) => {
      loading.delete(src);
      throw err;
    });
    loading.set(src, pending);
  }
  return pending;
}

export interface CheckoutCallbacks {
  /** The buyer paid: the three fields for the server to verify. */
  paid(fields: RazorpayHandlerFields): void;
  /** The buyer closed Razorpay's window without paying. */
  dismissed(): void;
  /** A payment attempt failed inside the window (the window stays open for another try). */
  failed?(): void;
}

/** Opens Razorpay's window for the order the server made. */
export async function openCheckout(answer: RazorpayAnswer, callbacks: CheckoutCallbacks): Promise<void> {
  const Razorpay = await loadCheckout(answer.checkoutUrl);
  const checkout = new Razorpay({
    key: answer.keyId,
    amount: answer.amountPaise,
    currency: answer.currency,
    name: answer.name,
    description: answer.description,
    order_id: answer.orderId,
    prefill: answer.prefill,
    handler: (response) =>
      callbacks.paid({ razorpay_payment_id: response.razorpay_payment_id, razorpay_order_id: response.razorpay_order_id, razorpay_signature: response.razorpay_signature }),
    modal: { ondismiss: callbacks.dismissed },
  });
  if (callbacks.failed) checkout.on?.('payment.failed', callbacks.failed);
  checkout.open();
}
