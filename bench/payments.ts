/**
 * Section 4: confirmed payments per second on PostgreSQL, the whole Razorpay path of a buyer: a
 * registration (POST /api/unified-registration) → an order made at the Razorpay stand-in (POST
 * /api/registrations/:id/payment) → the buyer pays in "Razorpay's window" (the stand-in) → the
 * checkout handler's fields verified by the server, which fetches the payment from the stand-in
 * and confirms (POST /api/registrations/:id/payment/razorpay). 20 buyers at once, each one another
 * visitor (own address through X-Forwarded-For, TRUST_PROXY on). A confirmation counts when the
 * handler answers 200 with status confirmed.
 */
import { randomUUID } from 'node:crypto';
import type { RazorpayStandIn } from '../src/server/testing/razorpay-stand-in.ts';
import type { RunningProcess } from './lib/site.ts';
import { registrationBody } from './registrations.ts';

export const PAYMENT_CLIENTS = 20;

export interface PaymentFigure {
  available: boolean;
  note?: string;
  perSecond?: number;
  confirmed?: number;
  /** Flows that ended otherwise (a step answered non-2xx, or not confirmed), by the step and status. */
  failed?: Record<string, number>;
  errors?: number;
  /** Of one whole flow (four requests and the stand-in's two calls). */
  p99Ms?: number;
  durationS?: number;
  rssPeakMb?: number;
}

let visitor = 1_000_000;

async function flow(site: RunningProcess, rzp: RazorpayStandIn): Promise<'confirmed' | string> {
  const n = visitor++;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const post = (path: string, body: string, extra: Record<string, string> = {}) => fetch(site.url + path, { method: 'POST', headers: { ...headers, ...extra }, body });
  const reg = await post('/api/unified-registration', registrationBody(n), { 'idempotency-key': randomUUID() });
  if (!reg.ok) return `register ${reg.status}`;
  const { id, paymentUrl } = (await reg.json()) as { id: string; paymentUrl?: string };
  // The signed link of the answer (sig, exp): the id alone starts no payment.
  const link = new URL(paymentUrl ?? '/', site.url).searchParams;
  const start = await post(`/api/registrations/${id}/payment?sig=${link.get('sig')}&exp=${link.get('exp')}`, JSON.stringify({ method: 'card' }));
  if (!start.ok) return `start ${start.status}`;
  const { orderId } = (await start.json()) as { orderId: string };
  const { payment: _payment, ...fields } = rzp.pay(orderId, { method: 'card' });
  const verified = await post(`/api/registrations/${id}/payment/razorpay`, JSON.stringify(fields));
  if (!verified.ok) return `handler ${verified.status}`;
  const outcome = (await verified.json()) as { status: string };
  return outcome.status === 'confirmed' ? 'confirmed' : `handler ${outcome.status}`;
}

async function load(site: RunningProcess, rzp: RazorpayStandIn, durationS: number) {
  const until = Date.now() + durationS * 1000;
  const latencies: number[] = [];
  const failed: Record<string, number> = {};
  let confirmed = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: PAYMENT_CLIENTS }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        try {
          const outcome = await flow(site, rzp);
          if (outcome === 'confirmed') {
            confirmed++;
            latencies.push(performance.now() - t0);
          } else failed[outcome] = (failed[outcome] ?? 0) + 1;
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { confirmed, failed, errors, p99Ms: latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]) : undefined };
}

export async function runPayments(site: RunningProcess, rzp: RazorpayStandIn, durationS: number): Promise<PaymentFigure> {
  const probe = await flow(site, rzp).catch((err: Error) => `error ${err.message}`);
  if (probe !== 'confirmed') return { available: false, note: `not available: one payment ended with ${probe}` };
  // A 2 s warm-up, not counted, as before every load run.
  await load(site, rzp, 2);
  const started = performance.now();
  const result = await load(site, rzp, durationS);
  const seconds = (performance.now() - started) / 1000;
  return { available: true, perSecond: result.confirmed / seconds, confirmed: result.confirmed, failed: result.failed, errors: result.errors, p99Ms: result.p99Ms, durationS };
}
