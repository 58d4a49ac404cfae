/**
 * Payments, recorded on the server (spec §2 "Payment", §4): the amount is the registration's, never
 * the browser's; a payment moves pending → paid and its registration pending_payment → confirmed.
 * Paying twice (two clicks, a retry, two tabs) records one payment: the provider is asked with the
 * payment's own id as its reference, and the second answer replays the first.
 *
 * The provider is called between two short transactions, not inside one: a slow provider must not
 * hold a database connection (with PGlite, the only one) or a row lock while it works.
 */
import { eq } from 'drizzle-orm';
import type { PaymentRequest, PaymentResult } from '../../../shared/contracts/registration.ts';
import type { Db, Tx } from '../../db/client.ts';
import { payments, registrations, webinars, type RegistrationRow, type WebinarRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { PaymentProvider } from './provider.ts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The receipt e-mail, the one thing payments need of the registrations' mailer (registrations/index.ts
 * passes that mailer in; payments import nothing of registrations, so the two features make no cycle).
 */
export interface ReceiptMailer {
  paid(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, payment: { amountInr: number; reference: string | null }): Promise<void>;
}

const resultOf = (reg: RegistrationRow, payment: PaymentRow): PaymentResult => ({
  registrationId: reg.id,
  status: reg.status,
  paymentStatus: 'paid',
  amountInr: payment.amountInr,
  reference: payment.providerPaymentId,
});

async function lockRegistration(tx: Tx, id: string): Promise<RegistrationRow> {
  if (!isUuid(id)) throw notFound('payment:errors.notFound');
  const [reg] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  if (!reg) throw notFound('payment:errors.notFound');
  return reg;
}

const paymentOf = async (tx: Tx, registrationId: string) => (await tx.select().from(payments).where(eq(payments.registrationId, registrationId)))[0];

export function createPaymentService(deps: { db: Db; provider: PaymentProvider; mailer: ReceiptMailer; onChange: () => void }) {
  const { db, provider, mailer, onChange } = deps;

  /** Marks the payment paid and confirms the registration; sends the receipt. */
  async function settle(tx: Tx, reg: RegistrationRow, payment: PaymentRow, update: { method: string; providerRef: string | null }): Promise<PaymentResult> {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', method: update.method, providerPaymentId: update.providerRef, paidAt: new Date() })
      .where(eq(payments.id, payment.id))
      .returning();
    const [confirmed] = await tx
      .update(registrations)
      .set({
        status: reg.status === 'pending_payment' ? 'confirmed' : reg.status,
        formData: { ...reg.formData, paymentStatus: 'paid', paymentMethod: update.method, paidAt: paid.paidAt?.toISOString() },
      })
      .where(eq(registrations.id, reg.id))
      .returning();
    const webinar = confirmed.webinarId ? ((await tx.select().from(webinars).where(eq(webinars.id, confirmed.webinarId)))[0] ?? null) : null;
    await mailer.paid(tx, confirmed, webinar, { amountInr: paid.amountInr, reference: paid.providerPaymentId });
    return resultOf(confirmed, paid);
  }

  return {
    async pay(registrationId: string, request: PaymentRequest): Promise<PaymentResult> {
      // 1. Check what is owed and open (or reopen) the payment record.
      const opened = await db.transaction(async (tx) => {
        const reg = await lockRegistration(tx, registrationId);
        const existing = await paymentOf(tx, reg.id);
        if (existing?.status === 'paid') return { done: resultOf(reg, existing) };
        if (reg.status === 'cancelled') throw new HttpError(409, 'registration_cancelled', 'payment:errors.cancelled');
        if (reg.status === 'waitlisted') throw new HttpError(409, 'registration_waitlisted', 'payment:errors.waitlisted');
        const free = reg.amountInr <= 0;
        if (free !== (request.method === 'free')) throw new HttpError(400, 'method_not_allowed', free ? 'payment:errors.freeOnly' : 'payment:errors.methodRequired');
        let payment = existing;
        if (!payment) {
          [payment] = await tx
            .insert(payments)
            .values({ registrationId: reg.id, amountInr: reg.amountInr, status: 'pending', provider: free ? 'none' : provider.name, isTest: provider.name === 'simulated', method: request.method })
            .returning();
        } else if (payment.status === 'failed' || payment.amountInr !== reg.amountInr) {
          [payment] = await tx
            .update(payments)
            .set({ status: 'pending', amountInr: reg.amountInr, method: request.method })
            .where(eq(payments.id, payment.id))
            .returning();
        }
        if (free) return { done: await settle(tx, reg, payment, { method: 'free', providerRef: null }) };
        return { payment };
      });
      if ('done' in opened && opened.done) {
        onChange();
        return opened.done;
      }
      const payment = opened.payment!;

      // 2. Ask the provider, outside any transaction.
      const charge = await provider.charge({ reference: payment.id, amountInr: payment.amountInr, method: request.method as Exclude<PaymentRequest['method'], 'free'> });

      // 3. Record the outcome once, whoever gets here first.
      try {
        return await db.transaction(async (tx) => {
          const reg = await lockRegistration(tx, registrationId);
          const current = (await paymentOf(tx, reg.id))!;
          if (current.status === 'paid') return resultOf(reg, current);
          if (!charge.ok) {
            await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, current.id));
            return null;
          }
          return settle(tx, reg, current, { method: request.method, providerRef: charge.providerRef });
        }).then((result) => {
          if (!result) throw new HttpError(402, 'payment_failed', 'payment:errors.failed');
          return result;
        });
      } finally {
        onChange();
      }
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
