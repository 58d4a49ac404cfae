/**
 * A local stand-in for Razorpay, for tests (no test may reach the internet). It speaks the documented
 * REST API the site uses (Basic auth with key id and secret; POST /v1/orders, GET /v1/orders/:id,
 * GET /v1/orders/:id/payments, GET /v1/payments/:id, POST /v1/payments/:id/capture,
 * POST /v1/payments/:id/refund; amounts in paise;
 * errors as `{ error: { code, description } }`) and signs exactly as Razorpay does: the checkout
 * handler's fields with HMAC-SHA256(key secret, order_id|payment_id), webhooks with
 * HMAC-SHA256(webhook secret, raw body) in X-Razorpay-Signature.
 *
 * What a buyer does in Razorpay's own window is played by `pay()`: it makes the payment (captured, or
 * only `authorized` as on an account with manual capture) and answers what checkout.js hands the
 * page's handler. `failRefund()` plays a refund Razorpay accepted and later could not complete. `webhook()` builds a delivery as Razorpay would post it;
 * the test decides when (and whether, and how often) to post it, since real deliveries may come late,
 * twice, out of order, or never.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, webhookSignature, type RazorpayOrder, type RazorpayPayment, type RazorpayRefund, type RazorpayWebhookEvent } from '../features/payments/razorpay.ts';

export interface StandInOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
}

export interface CheckoutHandlerFields {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface WebhookDelivery {
  /** The exact bytes to post. */
  body: string;
  headers: { 'content-type': 'application/json'; 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {
    super(description);
  }
}

export async function startRazorpayStandIn(options: StandInOptions = {}) {
  const keyId = options.keyId ?? 'rzp_test_standin0001';
  const keySecret = options.keySecret ?? 'stand-in-key-secret';
  const webhookSecret = options.webhookSecret ?? 'stand-in-webhook-secret';
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  /** Every API call, for assertions ("one order per registration"). */
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  /** Answers to force on the next calls of a path prefix (an outage, a 500). */
  const faults: Array<{ method: string; pathPrefix: string; status: number }> = [];

  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  function route(method: string, path: string, body: Record<string, unknown>): unknown {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/orders') {
      const { amount, currency, receipt, notes } = body;
      if (!Number.isInteger(amount) || (amount as number) < 100) throw new ApiError(400, 'The amount must be atleast INR 1.00');
      if (currency !== 'INR') throw new ApiError(400, 'Currency is not supported');
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) throw new ApiError(400, 'receipt: the length must be no more than 40.');
      const order: RazorpayOrder = {
        id: id('order'),
        entity: 'order',
        amount: amount as number,
        amount_paid: 0,
        amount_due: amount as number,
        currency: 'INR',
        receipt: (receipt as string) ?? null,
        status: 'created',
        attempts: 0,
        notes: (notes as Record<string, string>) ?? [],
        created_at: now(),
      };
      orders.set(order.id, order);
      return order;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)$/))) return orderOf(m[1]);
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      orderOf(m[1]);
      const items = [...payments.values()].filter((p) => p.order_id === m![1]);
      return { entity: 'collection', count: items.length, items };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payments\/([^/]+)$/))) return paymentOf(m[1]);
    if (method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/capture$/))) {
      const payment = paymentOf(m[1]);
      if (payment.status !== 'authorized') throw new ApiError(400, 'This payment has already been captured');
      if (!Number.isInteger(body.amount)) throw new ApiError(400, 'The amount must be an integer.');
      if (body.amount !== payment.amount) throw new ApiError(400, 'Capture amount must be equal to the amount authorized');
      if (body.currency !== payment.currency) throw new ApiError(400, 'The currency should be same as the payment currency');
      payment.status = 'captured';
      payment.captured = true;
      if (payment.order_id) {
        const order = orderOf(payment.order_id);
        order.amount_paid += payment.amount;
        order.amount_due = Math.max(0, order.amount - order.amount_paid);
        if (order.amount_due === 0) order.status = 'paid';
      }
      return payment;
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const payment = paymentOf(m[1]);
      if (payment.status !== 'captured' && payment.status !== 'refunded') throw new ApiError(400, 'The payment has not been captured');
      const left = payment.amount - payment.amount_refunded;
      const amount = body.amount === undefined ? left : body.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100) throw new ApiError(400, 'The refund amount provided is less than minimum amount allowed');
      if ((amount as number) > left) throw new ApiError(400, 'The refund amount provided is greater than amount captured');
      payment.amount_refunded += amount as number;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
      const refund: RazorpayRefund = {
        id: id('rfnd'),
        entity: 'refund',
        amount: amount as number,
        currency: 'INR',
        payment_id: payment.id,
        status: 'processed',
        notes: (body.notes as Record<string, string>) ?? [],
        created_at: now(),
      };
      refunds.set(refund.id, refund);
      return refund;
    }
    throw new ApiError(404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  }

  function orderOf(orderId: string): RazorpayOrder {
    const order = orders.get(orderId);
    if (!order) throw new ApiError(400, 'The id provided does not exist');
    return order;
  }
  function paymentOf(paymentId: string): RazorpayPayment {
    const payment = payments.get(paymentId);
    if (!payment) throw new ApiError(400, 'The id provided does not exist');
    return payment;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0];
    const method = req.method ?? 'GET';
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.headers.authorization !== expectedAuth) throw new ApiError(401, 'Authentication failed');
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          throw new ApiError(400, 'The request body is not valid JSON');
        }
      }
      calls.push({ method, path, body });
      const fault = faults.findIndex((f) => f.method === method && path.startsWith(f.pathPrefix));
      if (fault >= 0) {
        const [{ status }] = faults.splice(fault, 1);
        throw new ApiError(status, 'We are facing some trouble completing your request at the moment.', 'SERVER_ERROR');
      }
      send(200, route(method, path, body));
    } catch (err) {
      if (err instanceof ApiError) send(err.status, { error: { code: err.code, description: err.description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
      else send(500, { error: { code: 'SERVER_ERROR', description: String(err) } });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    calls,
    /** The settings a test app needs to talk to this stand-in. */
    env: { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_URL: url },

    /**
     * The buyer pays in Razorpay's window: a captured payment of the order (or a failed one), and what
     * checkout.js hands the page's handler on success. `amount` (paise) lets a test short-pay.
     */
    pay(orderId: string, opts: { method?: string; amount?: number; fail?: boolean; authorizeOnly?: boolean; email?: string; contact?: string } = {}): CheckoutHandlerFields & { payment: RazorpayPayment } {
      const order = orderOf(orderId);
      order.attempts += 1;
      if (order.status === 'created') order.status = 'attempted';
      const amount = opts.amount ?? order.amount_due;
      const payment: RazorpayPayment = {
        id: id('pay'),
        entity: 'payment',
        amount,
        currency: 'INR',
        status: opts.fail ? 'failed' : opts.authorizeOnly ? 'authorized' : 'captured',
        order_id: order.id,
        method: opts.method ?? 'upi',
        captured: !opts.fail && !opts.authorizeOnly,
        amount_refunded: 0,
        refund_status: null,
        email: opts.email,
        contact: opts.contact,
        error_code: opts.fail ? 'BAD_REQUEST_ERROR' : null,
        error_description: opts.fail ? 'Payment failed' : null,
        created_at: now(),
      };
      payments.set(payment.id, payment);
      if (!opts.fail && !opts.authorizeOnly) {
        order.amount_paid += amount;
        order.amount_due = Math.max(0, order.amount - order.amount_paid);
        if (order.amount_due === 0) order.status = 'paid';
      }
      return {
        payment,
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: checkoutSignature(keySecret, order.id, payment.id),
      };
    },

    /**
     * A webhook delivery as Razorpay posts it: payment.authorized / payment.captured / payment.failed
     * (payment), order.paid (payment and order), refund.processed / refund.failed (refund and payment), signed with the webhook
     * secret. The same `eventId` again is a redelivery.
     */
    webhook(event: 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed' | 'refund.failed', ref: { paymentId?: string; refundId?: string }, opts: { eventId?: string; secret?: string } = {}): WebhookDelivery & { eventId: string } {
      const refund = ref.refundId ? refunds.get(ref.refundId) : undefined;
      const payment = paymentOf(ref.paymentId ?? refund?.payment_id ?? '');
      const payload: RazorpayWebhookEvent['payload'] = { payment: { entity: { ...payment } } };
      if (event === 'order.paid' && payment.order_id) payload.order = { entity: { ...orderOf(payment.order_id) } };
      if (event === 'refund.processed' || event === 'refund.failed') {
        if (!refund) throw new Error(`${event} needs a refundId`);
        payload.refund = { entity: { ...refund } };
      }
      const body = JSON.stringify({ entity: 'event', account_id: 'acc_StandIn0000001', event, contains: Object.keys(payload), payload, created_at: now() } satisfies RazorpayWebhookEvent);
      const eventId = opts.eventId ?? id('evt');
      return {
        eventId,
        body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(opts.secret ?? webhookSecret, body), 'x-razorpay-event-id': eventId },
      };
    },

    /** Razorpay could not complete an accepted refund (the bank refused it): the money is back with the merchant. */
    failRefund(refundId: string) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      refund.status = 'failed';
      const payment = paymentOf(refund.payment_id);
      payment.amount_refunded -= refund.amount;
      payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
      if (payment.status === 'refunded') payment.status = 'captured';
      return refund;
    },

    /** The next call of `method` to a path starting with `pathPrefix` answers `status` (an outage). */
    fail(method: 'GET' | 'POST', pathPrefix: string, status = 500) {
      faults.push({ method, pathPrefix, status });
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
