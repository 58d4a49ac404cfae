/**
 * Razorpay's REST API (Orders, Payments with capture, Refunds) and its two signatures, as documented
 * (docs/payments.md; ../shared/design/PAYMENTS.md). A small client over fetch rather than the
 * `razorpay` npm package: that package fixes its host to api.razorpay.com, and the tests point
 * RAZORPAY_API_URL at a local stand-in (src/server/testing/razorpay-stand-in.ts) that speaks the same
 * API and signs the same way, since no test may reach the internet.
 *
 * Amounts here are paise (Razorpay's unit); the rest of the site counts whole rupees.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  email?: string;
  contact?: string;
  error_code?: string | null;
  error_description?: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string> | [];
  created_at: number;
}

/** A webhook delivery's body (the parts the site reads). */
export interface RazorpayWebhookEvent {
  entity: 'event';
  account_id?: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
  };
  created_at: number;
}

/** Razorpay answered with an error (its body: `{ error: { code, description } }`), or could not be reached (statusCode 0). */
export class RazorpayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    description: string,
  ) {
    super(`Razorpay ${statusCode} ${code}: ${description}`);
  }
}

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  apiUrl: string;
}

/** How long one call to Razorpay may take before the site gives up (the caller answers 502, nothing is lost). */
const REQUEST_TIMEOUT_MS = 15_000;

export function createRazorpayClient(settings: RazorpaySettings) {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${settings.apiUrl}/v1${path}`, {
        method,
        headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      throw new RazorpayError(0, 'NETWORK_ERROR', (err as Error).message);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      throw new RazorpayError(res.status, 'BAD_RESPONSE', text.slice(0, 200));
    }
    if (!res.ok) {
      const error = (json as { error?: { code?: string; description?: string } }).error;
      throw new RazorpayError(res.status, error?.code ?? 'SERVER_ERROR', error?.description ?? res.statusText);
    }
    return json as T;
  }

  return {
    keyId: settings.keyId,
    /** POST /v1/orders. `receipt` is our reference (at most 40 characters). */
    createOrder: (input: { amount: number; currency: 'INR'; receipt: string; notes?: Record<string, string> }) => call<RazorpayOrder>('POST', '/orders', input),
    fetchOrder: (orderId: string) => call<RazorpayOrder>('GET', `/orders/${encodeURIComponent(orderId)}`),
    fetchOrderPayments: async (orderId: string) => (await call<{ items: RazorpayPayment[] }>('GET', `/orders/${encodeURIComponent(orderId)}/payments`)).items,
    fetchPayment: (paymentId: string) => call<RazorpayPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`),
    /** POST /v1/payments/:id/capture: an `authorized` payment becomes captured (amount and currency as authorized). */
    capture: (paymentId: string, input: { amount: number; currency: string }) => call<RazorpayPayment>('POST', `/payments/${encodeURIComponent(paymentId)}/capture`, input),
    /** POST /v1/payments/:id/refund; no amount refunds what is left. */
    refund: (paymentId: string, input: { amount?: number; notes?: Record<string, string> } = {}) =>
      call<RazorpayRefund>('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, input),
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** The checkout handler's signature: hex HMAC-SHA256(key secret, order_id + "|" + payment_id). */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) => hmacHex(keySecret, `${orderId}|${paymentId}`);

/** True when `signature` is Razorpay's for this order (the one WE stored, never the browser's) and payment. */
export const verifyCheckoutSignature = (keySecret: string, orderId: string, paymentId: string, signature: unknown) =>
  sameHex(checkoutSignature(keySecret, orderId, paymentId), signature);

/** A webhook's X-Razorpay-Signature: hex HMAC-SHA256(webhook secret, the raw body bytes). */
export const webhookSignature = (webhookSecret: string, rawBody: string | Buffer) => hmacHex(webhookSecret, rawBody);

export const verifyWebhookSignature = (webhookSecret: string, rawBody: string | Buffer, signature: unknown) => sameHex(webhookSignature(webhookSecret, rawBody), signature);

/** Rupees to paise and back: the catalogue counts whole rupees. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;
