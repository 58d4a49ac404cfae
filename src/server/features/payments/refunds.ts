/**
 * Refunds (issue 18 §3): the admin gives back all or part of a payment; cancelling through the
 * signed link gives back what the refund policy says (shared/refund-policy.ts).
 *
 * The database decides how much may still be refunded: one conditional UPDATE adds the amount to
 * payments.refunded_inr only while the sum stays within the amount (and a check constraint holds it
 * too). That reservation is made BEFORE Razorpay is asked, and given back if Razorpay refuses, so two
 * clicks, two admins or two server copies never refund more than was paid. Razorpay is called
 * between two short transactions, never inside one. A direct-UPI (or manual) payment was refunded by
 * the founder herself: she records it with its reference, and it is processed at once.
 *
 * Refunding the whole amount ends the registration (refunded): its seat goes to the waitlist, its
 * reminders are deleted. The person is e-mailed either way, in their language. A processed refund of
 * an invoiced payment gets a credit note number (receipt-numbers.ts issueCreditNote).
 */
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { RefundRequest } from '../../../shared/contracts/payments.ts';
import type { RefundPreview, RefundResult } from '../../../shared/contracts/ledger.ts';
import { SEAT_HOLDING_STATUSES, type RegistrationStatus } from '../../../shared/constants.ts';
import { refundDecision } from '../../../shared/refund-policy.ts';
import type { Db, Tx } from '../../db/client.ts';
import { emailOutbox, payments, refunds, registrations, webinars, type PaymentRow, type RefundRow, type RegistrationRow, type WebinarRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { RazorpayClient } from './razorpay.ts';
import { issueCreditNote } from './receipt-numbers.ts';
import { recordAudit } from '../../lib/audit.ts';
import { claimUnusedCredits } from '../packages/credits.ts';

/** What refunds need of the registrations feature (passed in: payments import nothing of it). */
export interface RefundHooks {
  /** Seats of the event came free: the waitlist moves up. */
  releaseSeats(tx: Tx, webinarId: string): Promise<void>;
  /** The person's e-mail about the refund (in their language). */
  /** `withdrawInvite`: the refund ended a confirmed seat or session, whose calendar invite is withdrawn (METHOD:CANCEL). */
  refunded(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, refund: { amountInr: number; full: boolean; reference: string | null; withdrawInvite?: boolean; creditNoteNo?: string | null }): Promise<void>;
}

export interface RefundActor {
  id: string;
  email: string;
}

const SEAT_HOLDING: readonly RegistrationStatus[] = SEAT_HOLDING_STATUSES;

/**
 * How much a refund gives back: a number, or decided inside the refund's first transaction (the
 * unused part of a package: its credits zeroed under their lock in that same transaction), with what
 * undoes that decision when the provider refuses the refund.
 */
type RefundAmount = number | { claim: (tx: Tx) => Promise<{ amountInr: number; restore: (tx: Tx) => Promise<void> }> };

const overRefund = () => new HttpError(409, 'over_refund', 'ledger:errors.overRefund');
const nothingToRefund = () => new HttpError(409, 'nothing_unused', 'packages:errors.nothingUnused');

/** Razorpay refunds through its API; every other provider's money was moved by hand. */
const byHand = (p: PaymentRow) => p.provider !== 'razorpay';

export function createRefundService(deps: { db: Db; razorpay?: RazorpayClient; hooks: RefundHooks; onChange: () => void; log?: (msg: string, err?: unknown) => void }) {
  const { db, razorpay, hooks, onChange } = deps;

  async function paymentOf(paymentId: string): Promise<PaymentRow> {
    if (!isUuid(paymentId)) throw notFound('ledger:errors.paymentNotFound');
    const [p] = await db.select().from(payments).where(eq(payments.id, paymentId.toLowerCase()));
    if (!p) throw notFound('ledger:errors.paymentNotFound');
    return p;
  }

  /** Adds `amount` to what is refunded, only while it stays within the amount paid: the one statement that decides. */
  async function reserve(tx: Tx, paymentId: string, amount: number): Promise<PaymentRow | undefined> {
    const [p] = await tx
      .update(payments)
      .set({ refundedInr: sql`${payments.refundedInr} + ${amount}` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'paid'), eq(payments.isTest, false), sql`${payments.refundedInr} + ${amount} <= ${payments.amountInr}`))
      .returning();
    return p;
  }

  /**
   * After money went back: a full refund ends the registration (a cancelled one stays cancelled),
   * frees its seat and deletes its pending reminders; the person is told. Locks the event first, then
   * the registration (the order registering uses).
   */
  async function afterRefund(tx: Tx, payment: PaymentRow, refund: { amountInr: number; reference: string | null; creditNoteNo?: string | null }) {
    const [found] = await tx.select({ webinarId: registrations.webinarId }).from(registrations).where(eq(registrations.id, payment.registrationId));
    const webinar = found?.webinarId ? ((await tx.select().from(webinars).where(eq(webinars.id, found.webinarId)).for('update'))[0] ?? null) : null;
    let [reg] = await tx.select().from(registrations).where(eq(registrations.id, payment.registrationId)).for('update');
    const full = payment.refundedInr >= payment.amountInr;
    const heldSeat = SEAT_HOLDING.includes(reg.status);
    // Only a confirmed seat or session was sent a calendar invite: that one is withdrawn.
    const withdrawInvite = full && reg.status === 'confirmed';
    if (full && heldSeat) {
      [reg] = await tx
        .update(registrations)
        // A booked session's withdrawn invite is a later version of it (the CANCEL's SEQUENCE), as when it is cancelled.
        // When and how much was refunded is the ledger's (refunds); the registration only ends.
        .set({ status: 'refunded', ...(withdrawInvite && reg.slotStart ? { slotSequence: reg.slotSequence + 1 } : {}) })
        .where(eq(registrations.id, reg.id))
        .returning();
      await tx.delete(emailOutbox).where(and(like(emailOutbox.dedupeKey, `reminder:${reg.id}:%`), eq(emailOutbox.status, 'pending')));
    }
    await hooks.refunded(tx, reg, webinar, { amountInr: refund.amountInr, full, reference: refund.reference, withdrawInvite, creditNoteNo: refund.creditNoteNo ?? null });
    if (full && heldSeat && webinar) await hooks.releaseSeats(tx, webinar.id);
    return reg;
  }

  const resultOf = (payment: PaymentRow, refund: RefundRow, reg: RegistrationRow): RefundResult => ({
    paymentId: payment.id,
    refundId: refund.id,
    amountInr: refund.amountInr,
    refundedInr: payment.refundedInr,
    status: refund.status,
    registrationStatus: reg.status,
  });

  /** A refund made by hand (UPI): recorded processed with its reference; a pending one the policy asked for is the one settled. */
  /**
   * A refund made, by hand or by Razorpay: its credit note (now, or for Razorpay when refund.processed
   * arrives), the registration after it (its e-mail), and the founder's audit line; one answer.
   */
  async function recorded(tx: Tx, payment: PaymentRow, refund: RefundRow, reference: string | null, audit?: (tx: Tx, r: RefundResult) => Promise<void>): Promise<RefundResult> {
    const creditNoteNo = await issueCreditNote(tx, refund.id);
    const reg = await afterRefund(tx, payment, { amountInr: refund.amountInr, reference, creditNoteNo });
    const result = resultOf(payment, refund, reg);
    if (audit) await audit(tx, result);
    return result;
  }

  /** The amount reserved on the payment (one conditional UPDATE), or the refusal: nothing to refund, or more than is left. */
  async function reserveOrRefuse(tx: Tx, paymentId: string, amount: number): Promise<PaymentRow> {
    if (amount <= 0) throw nothingToRefund();
    const reserved = await reserve(tx, paymentId, amount);
    if (!reserved) throw overRefund();
    return reserved;
  }

  /** The oldest refund of the payment left to make by hand (of this amount, when given), locked: the one this refund completes. */
  async function waitingRefund(tx: Tx, paymentId: string, amountInr?: number): Promise<RefundRow | undefined> {
    const [waiting] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending'), isNull(refunds.providerRefundId), amountInr === undefined ? undefined : eq(refunds.amountInr, amountInr)))
      .orderBy(asc(refunds.createdAt))
      .limit(1)
      .for('update');
    return waiting;
  }

  async function recordByHand(payment: PaymentRow, asked: RefundAmount, input: { reference: string; reason?: string | null; actor?: RefundActor | null }, audit?: (tx: Tx, r: RefundResult) => Promise<void>) {
    const done = await db.transaction(async (tx) => {
      const amount = typeof asked === 'number' ? asked : (await asked.claim(tx)).amountInr;
      const reserved = await reserveOrRefuse(tx, payment.id, amount);
      const waiting = await waitingRefund(tx, payment.id);
      const values = { amountInr: amount, status: 'processed' as const, reference: input.reference, reason: input.reason ?? waiting?.reason ?? null, createdBy: input.actor?.email ?? null, processedAt: new Date() };
      const [refund] = waiting
        ? await tx.update(refunds).set(values).where(eq(refunds.id, waiting.id)).returning()
        : await tx.insert(refunds).values({ paymentId: payment.id, ...values }).returning();
      return recorded(tx, reserved, refund, input.reference, audit);
    });
    onChange();
    return done;
  }

  /** Through Razorpay's Refunds API, the amount reserved first and given back if Razorpay refuses. */
  async function refundThroughRazorpay(payment: PaymentRow, asked: RefundAmount, input: { reason?: string | null; actor?: RefundActor | null }, audit?: (tx: Tx, r: RefundResult) => Promise<void>) {
    if (!razorpay || !payment.providerPaymentId) throw new HttpError(409, 'razorpay_unavailable', 'ledger:errors.razorpayUnavailable');
    let restore: ((tx: Tx) => Promise<void>) | undefined;
    const pending = await db.transaction(async (tx) => {
      let amount: number;
      if (typeof asked === 'number') amount = asked;
      else ({ amountInr: amount, restore } = await asked.claim(tx));
      await reserveOrRefuse(tx, payment.id, amount);
      // A refund of this amount waiting to be made by hand (Razorpay had refused or failed it) is the one tried again.
      const waiting = await waitingRefund(tx, payment.id, amount);
      const values = { paymentId: payment.id, amountInr: amount, status: 'pending' as const, reason: input.reason ?? waiting?.reason ?? null, createdBy: input.actor?.email ?? null };
      const [refund] = waiting ? await tx.update(refunds).set(values).where(eq(refunds.id, waiting.id)).returning() : await tx.insert(refunds).values(values).returning();
      return refund;
    });
    const amount = pending.amountInr;
    let answer: Awaited<ReturnType<RazorpayClient['refund']>>;
    try {
      answer = await razorpay.refund(payment.providerPaymentId, { amount: amount * 100, notes: { refundId: pending.id } });
    } catch (err) {
      deps.log?.('razorpay refund refused', err);
      await db.transaction(async (tx) => {
        await tx.update(payments).set({ refundedInr: sql`${payments.refundedInr} - ${amount}` }).where(eq(payments.id, payment.id));
        await tx.update(refunds).set({ status: 'failed', failure: (err as Error).message.slice(0, 500) }).where(eq(refunds.id, pending.id));
        // What the claim took (a package's credits) is the member's again: no money went back.
        await restore?.(tx);
      });
      throw new HttpError(502, 'refund_failed', 'ledger:errors.refundFailed');
    }
    const done = await db.transaction(async (tx) => {
      const [refund] = await tx
        .update(refunds)
        .set({ providerRefundId: answer.id, status: answer.status, processedAt: answer.status === 'processed' ? new Date() : null })
        .where(eq(refunds.id, pending.id))
        .returning();
      const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      return recorded(tx, current, refund, answer.id, audit);
    });
    onChange();
    return done;
  }

  /**
   * A refund nobody asked for by hand (a cancellation): Razorpay's through its API; one made by hand,
   * or one Razorpay refused, left as a pending refund for the founder's "refund to make" list.
   */
  async function refundOrLeavePending(payment: PaymentRow, amount: number, reason: string): Promise<'refunded' | 'pending'> {
    if (!byHand(payment) && razorpay) {
      try {
        await refundThroughRazorpay(payment, amount, { reason });
        return 'refunded';
      } catch (err) {
        deps.log?.(`refund (${reason}) failed; left for the founder`, err);
      }
    }
    await db.insert(refunds).values({ paymentId: payment.id, amountInr: amount, status: 'pending', reason });
    onChange();
    return 'pending';
  }

  return {
    /**
     * The admin's refund: all that is left when no amount is given. Refused: a test payment (400), a
     * payment not paid (409), more than is left (409; a second click finds nothing left), a refund
     * by hand without its reference (400).
     */
    async refund(paymentId: string, request: RefundRequest, actor: RefundActor): Promise<RefundResult> {
      // In the refund's own transaction, like every admin change (admin/audit.ts; not imported: admin uses registrations, which uses payments).
      const audit = async (tx: Tx, r: RefundResult) => {
        await recordAudit(tx, actor, { action: 'refund', entity: 'payment', entityId: r.paymentId, details: { amountInr: r.amountInr, status: r.status, reason: request.reason ?? null } });
      };
      const payment = await paymentOf(paymentId);
      if (payment.isTest) throw new HttpError(400, 'test_payment', 'ledger:errors.testPayment');
      if (payment.status !== 'paid') throw new HttpError(409, 'not_paid', 'ledger:errors.notPaid');
      const left = payment.amountInr - payment.refundedInr;
      const amount = request.amountInr ?? left;
      if (left <= 0) throw new HttpError(409, 'already_refunded', 'ledger:errors.alreadyRefunded');
      if (amount > payment.amountInr) throw new HttpError(400, 'over_refund', 'ledger:errors.overRefund', { amountInr: 'ledger:errors.overRefund' });
      if (byHand(payment)) {
        if (!request.reference) throw new HttpError(400, 'reference_required', 'payment:errors.refundReferenceRequired', { reference: 'payment:errors.refundReferenceRequired' });
        return recordByHand(payment, amount, { reference: request.reference, reason: request.reason, actor }, audit);
      }
      // A Razorpay payment whose refund Razorpay refused or failed: the founder made it by hand and gives its reference.
      if (request.reference) return recordByHand(payment, amount, { reference: request.reference, reason: request.reason, actor }, audit);
      return refundThroughRazorpay(payment, amount, { reason: request.reason, actor }, audit);
    },

    /**
     * The founder refunds the unused part of a paid package (issue 54 part 1): price paid × unused ÷
     * sessions, down to the rupee, through the refund path above (Razorpay's API, or by hand with its
     * reference), with its credit note. The credits left are zeroed in the refund's first transaction,
     * under their lock, so a booking cannot take one the refund is paying back; given back if Razorpay refuses.
     */
    async refundUnusedPackage(registrationId: string, request: { reference?: string; reason?: string }, actor: RefundActor): Promise<RefundResult> {
      if (!isUuid(registrationId)) throw notFound('registration:errors.registrationNotFound');
      const [payment] = await db
        .select({ pay: payments })
        .from(payments)
        .innerJoin(registrations, eq(registrations.id, payments.registrationId))
        .where(and(eq(registrations.id, registrationId.toLowerCase()), eq(registrations.type, 'package'), eq(payments.status, 'paid'), isNull(payments.flag)));
      if (!payment) throw new HttpError(409, 'not_a_package', 'packages:errors.notAPackage');
      const pay = payment.pay;
      if (pay.isTest) throw new HttpError(400, 'test_payment', 'ledger:errors.testPayment');
      const asked: RefundAmount = { claim: (tx) => claimUnusedCredits(tx, pay.registrationId, pay.amountInr) };
      const reason = request.reason ?? 'package-unused';
      const audit = async (tx: Tx, r: RefundResult) => {
        await recordAudit(tx, actor, { action: 'refund', entity: 'payment', entityId: r.paymentId, details: { amountInr: r.amountInr, status: r.status, reason, package: true } });
      };
      if (byHand(pay) || request.reference) {
        if (!request.reference) throw new HttpError(400, 'reference_required', 'payment:errors.refundReferenceRequired', { reference: 'payment:errors.refundReferenceRequired' });
        return recordByHand(pay, asked, { reference: request.reference, reason, actor }, audit);
      }
      return refundThroughRazorpay(pay, asked, { reason, actor }, audit);
    },

    /** What cancelling this registration now would refund under the policy (for the cancel page). */
    async preview(registrationId: string): Promise<RefundPreview> {
      if (!isUuid(registrationId)) throw notFound('registration:errors.registrationNotFound');
      const [row] = await db
        .select({ pay: payments, startsAt: webinars.startsAt, slotStart: registrations.slotStart, type: registrations.type })
        .from(registrations)
        .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
        .leftJoin(payments, and(eq(payments.registrationId, registrations.id), eq(payments.status, 'paid'), isNull(payments.flag)))
        .where(eq(registrations.id, registrationId.toLowerCase()));
      if (!row) throw notFound('registration:errors.registrationNotFound');
      if (!row.pay || row.pay.isTest) return { paidInr: 0, refundInr: 0, policy: 'none', reason: 'not_paid' };
      // A booked session is dated like an event (with its own notice: REFUND_POLICY.bookingFullRefundHours).
      // A course opens its day 1 when paid (features/course): a cancellation after that is the founder's to refund, not automatic.
      // A package's credits are usable once paid: its unused part is the founder's to refund, pro rata (refundUnusedPackage).
      const courseOpenedAt = row.type === 'course' || row.type === 'package' ? row.pay.paidAt : null;
      const { refundInr, reason } = refundDecision({ paidInr: row.pay.amountInr, refundedInr: row.pay.refundedInr, eventStartsAt: row.startsAt, sessionStartsAt: row.slotStart, paidAt: row.pay.paidAt, courseOpenedAt });
      return { paidInr: row.pay.amountInr, refundInr, policy: row.startsAt || row.slotStart ? 'event' : 'undated', reason };
    },

    /**
     * After a self-service cancellation: refunds what the policy gives back. Razorpay through its API;
     * a direct-UPI payment gets a pending refund for the founder to make by hand (the payments tab's
     * "refund pending" list). Never throws: the cancellation stands whatever happens here.
     */
    async afterCancellation(registrationId: string): Promise<number> {
      try {
        const preview = await this.preview(registrationId);
        if (preview.refundInr <= 0) return 0;
        const [payment] = await db
          .select()
          .from(payments)
          .where(and(eq(payments.registrationId, registrationId.toLowerCase()), eq(payments.status, 'paid'), isNull(payments.flag)));
        if (!payment) return 0;
        await refundOrLeavePending(payment, preview.refundInr, 'cancellation');
        return preview.refundInr;
      } catch (err) {
        deps.log?.('refund after cancellation failed', err);
        return 0;
      }
    },

    /**
     * After the practice cancelled an event: everyone whose seat it cancelled and who paid gets back
     * all that is left, whatever the policy says (it was not their choice). Someone who had cancelled
     * before keeps what the policy gave them then. Razorpay through its API; a payment made by hand, or
     * one Razorpay refused, becomes a pending refund in the founder's "refund pending" list. Called
     * once, by the cancellation that ended the event; never throws (the cancellation stands).
     */
    async afterEventCancelled(webinarId: string): Promise<{ refunded: number; pending: number }> {
      const out = { refunded: 0, pending: 0 };
      const paid = await db
        .select({ pay: payments })
        .from(payments)
        .innerJoin(registrations, eq(registrations.id, payments.registrationId))
        .where(and(eq(registrations.webinarId, webinarId), eq(registrations.status, 'cancelled'), eq(registrations.cancelledBy, 'practice'), eq(payments.status, 'paid'), eq(payments.isTest, false), isNull(payments.flag), sql`${payments.refundedInr} < ${payments.amountInr}`));
      for (const { pay } of paid) {
        try {
          out[await refundOrLeavePending(pay, pay.amountInr - pay.refundedInr, 'event-cancelled')]++;
        } catch (err) {
          deps.log?.('refund after the event was cancelled failed', err);
        }
      }
      return out;
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
