/**
 * Payments (issue 18 §2, §3; docs/decisions/0017): order → the buyer pays in Razorpay's window or
 * their UPI app → the server verifies → confirmed. The amount is always the registration's (the
 * catalogue's, set by the server), never the browser's.
 *
 * Every path that confirms money (the checkout handler, the webhook, the founder's check of a UPI
 * payment or of a booking on request, the development-only simulated payment) goes through one
 * `settle()`: one transaction that locks the event first, then the registration, then the payment,
 * and decides under those locks. So the handler and the webhook may arrive in any order, twice, or
 * alone, and a payment that arrives after its hold expired gets the seat only if one is free;
 * money that confirms nothing is flagged and, for Razorpay, refunded in full after the
 * transaction (a Razorpay call never runs inside one: it must not hold a lock or, with PGlite, the
 * only connection).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES, type Language, type PaymentFlag, type RegistrationStatus } from '../../../shared/constants.ts';
import { stateOfGstin } from '../../../shared/gst-states.ts';
import type { PaymentOutcome, RazorpayHandlerFields, RazorpayMethod, StartPayment, StartPaymentResult, VerifyPayment } from '../../../shared/contracts/payments.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { paymentWebhookEvents, payments, refunds, registrations, webinars, type PaymentRow, type RegistrationRow, type WebinarRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Translator } from '../../lib/i18n.ts';
import type { PracticeContact } from '../../lib/contact-line.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { SQL } from 'drizzle-orm';
import { enqueueEmails } from '../mail/outbox.ts';
import { isOverlapViolation, slotBusyInCalendars } from '../scheduling/service.ts';
import { createPaymentMailer } from './emails.ts';
import { paymentRouteFor } from './provider.ts';
import { createRazorpayClient, RazorpayError, toPaise, verifyCheckoutSignature, verifyWebhookSignature, type RazorpayClient, type RazorpayPayment, type RazorpayWebhookEvent } from './razorpay.ts';
import { issueCreditNote, nextReceiptNo } from './receipt-numbers.ts';
import { paymentReferenceOf, upiLink, upiQrSvg } from './upi.ts';
import { startJob, type Job } from '../../lib/job.ts';
import { remindHolds } from './hold-reminders.ts';
import { recordAudit } from '../../lib/audit.ts';
import { grantCredits } from '../packages/credits.ts';

/**
 * The receipt e-mail, the one thing payments need of the registrations' mailer (registrations/index.ts
 * passes that mailer in; payments import nothing of registrations, so the two features make no cycle).
 */
export interface ReceiptMailer {
  /** "Finish your payment": the hold ends in a few minutes (hold-reminders.ts decides when, once). */
  finishPayment(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, now?: Date): Promise<void>;
  /** The signed link back to a registration's payment page (the payment e-mails' button: the id alone opens nothing). */
  payUrl(reg: RegistrationRow): string;
  paid(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, payment: { id: string; amountInr: number; receiptNo: string | null; reference: string | null }): Promise<void>;
}

/** What confirms a payment: the provider's payment id and, for Razorpay, the amount and currency it reports. */
interface Evidence {
  providerPaymentId?: string | null;
  method?: string | null;
  /** Razorpay's amount (paise) and currency: they must equal the order's. */
  amountPaise?: number;
  currency?: string;
  /** The admin who confirmed a UPI payment or a booking on request. */
  verifiedBy?: string;
  /** Paid into an order a coupon replaced (payments.supersededOrderIds): flagged and given back. */
  superseded?: boolean;
}

export interface Actor {
  id: string;
  email: string;
}

/** A signed-in user, as the ownership rule reads one. */
export interface Owner {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * Who asks to pay (issue 49 item 7): a registration's id alone is no key (it is in page addresses,
 * e-mails and logs). Starting a payment or sending a UTR takes the registration's signed
 * resume-payment link (the registration's answer, its e-mails and the dashboard carry one), or the
 * session of the member it belongs to (dashboard/ownership.ts: sent signed in, or with their
 * verified address).
 */
export interface PaymentAccess {
  /** The link's `sig` and `exp`; a link, once given, must be valid (403) and current (410). */
  link?: { signature: string; exp?: string };
  /** The signed-in user of the request. */
  user?: Owner | null;
}

/** How the caller was let in: `owner` (their own session) or `link` (anyone holding the signed link). */
type Via = 'link' | 'owner';

/**
 * The rules of who may pay, from the features that own them (wired by registrations/index.ts and
 * app.ts; payments import neither): the resume-payment link's (registrations) and which
 * registrations are a member's (dashboard/ownership.ts).
 */
export interface PaymentLinkRules {
  verify(id: string, link: { signature: string; exp?: string }): { exp: Date | null };
  refuseStale(check: { exp: Date | null }, reg: RegistrationRow, webinar: WebinarRow | null): void;
  /** The condition on `registrations` that selects the owner's. */
  owned(owner: Owner): SQL;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const holdExpired = () => new HttpError(410, 'hold_expired', 'payment:errors.holdExpired');
const linkRequired = () => new HttpError(403, 'payment_link_required', 'payment:errors.linkRequired');
const signatureInvalid = () => new HttpError(400, 'signature_invalid', 'payment:errors.signatureInvalid');
const providerUnavailable = () => new HttpError(502, 'provider_unavailable', 'payment:errors.providerUnavailable');
const paymentNotFound = () => notFound('payment:errors.paymentNotFound');
const utrInUse = () => new HttpError(409, 'utr_in_use', 'payment:errors.utrInUse');
const utrLimit = () => new HttpError(409, 'utr_limit', 'payment:errors.utrLimit');

/** Tries to give flagged Razorpay money back before it is left to the founder, and the wait after each failed one. */
export const MAX_REFUND_ATTEMPTS = 5;
const REFUND_RETRY_MINUTES = [1, 5, 30, 120];

/** UTRs one payment may be sent: a typo can be put right once; a made-up one cannot hold the seat again and again. */
export const MAX_UTR_ATTEMPTS = 2;

/** Statuses in which a registration may still pay. */
const PAYABLE: RegistrationStatus[] = ['pending_payment', 'awaiting_verification'];

async function seatsTaken(tx: Tx, webinarId: string): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.webinarId, webinarId), inArray(registrations.status, [...SEAT_HOLDING_STATUSES])));
  return row?.taken ?? 0;
}

const outcomeOf = (reg: RegistrationRow, payment: PaymentRow | undefined): PaymentOutcome => ({
  registrationId: reg.id,
  status: reg.status,
  amountInr: reg.amountInr,
  receiptNo: payment?.status === 'paid' && !payment.flag ? payment.receiptNo : null,
  test: payment?.isTest ?? false,
});

/**
 * Late money for a booked slot: the registration takes its time back only if nobody booked it
 * meanwhile. The exclusion constraint decides (registrations_no_overlap), inside a savepoint so that
 * a refusal leaves the payment's transaction usable: false, and the payment is flagged late_no_seat.
 */
async function slotRetaken(tx: Tx, registrationId: string): Promise<boolean> {
  try {
    await tx.transaction((sp) => sp.update(registrations).set({ status: 'confirmed' }).where(eq(registrations.id, registrationId)));
    return true;
  } catch (err) {
    if (isOverlapViolation(err)) return false;
    throw err;
  }
}

export function createPaymentService(deps: {
  db: Db;
  config: Config;
  translator: Translator;
  mailer: ReceiptMailer;
  /** Seats of an event came free: the waitlist moves up (registrations' releaseSeats; takes the event's lock). */
  releaseSeats: (tx: Tx, webinarId: string) => Promise<void>;
  /** Gives back the coupon uses of registrations whose hold expired unpaid (features/coupons; wired by registrations/index.ts). */
  releaseCoupons?: (tx: Tx, registrationIds: string[], now: Date) => Promise<unknown>;
  /** Checks of the signed resume-payment link (registrations' rules). */
  paymentLink: PaymentLinkRules;
  onChange: () => void;
  /** A Razorpay client of one's own (tests); else made from config.payments.razorpay. */
  razorpay?: RazorpayClient;
  log?: Logger;
  /** How the e-mails say to reach the practice: its phone and e-mail as visitors see them (features/content); blank: "reply to this e-mail". */
  contact?: PracticeContact;
  /**
   * Reads the founder's calendar feeds again (scheduling/calendars.ts refreshDue; network, so never
   * inside a transaction): a payment confirming a held slot checks it against her calendars as they are now.
   */
  refreshCalendars?: () => Promise<void>;
}) {
  const { db, config, translator, mailer, releaseSeats, onChange } = deps;
  const log = deps.log ?? silent;
  const settings = config.payments;
  const rzp = deps.razorpay ?? (settings.razorpay ? createRazorpayClient(settings.razorpay) : undefined);
  const payMail = createPaymentMailer({ config, translator, contact: deps.contact, payUrl: mailer.payUrl });
  const holdMs = settings.holdMinutes * 60_000;
  /** Orders being made, per registration: a double click or two tabs in this process wait for the one order. */
  const ordering = new Map<string, Promise<StartPaymentResult>>();

  async function registrationOf(db_: Db | Tx, id: string) {
    if (!isUuid(id)) throw notFound('payment:errors.notFound');
    const [row] = await db_.select({ reg: registrations, webinar: webinars }).from(registrations).leftJoin(webinars, eq(webinars.id, registrations.webinarId)).where(eq(registrations.id, id.toLowerCase()));
    if (!row) throw notFound('payment:errors.notFound');
    return row;
  }

  /**
   * The registration a caller may pay for, and how they were let in: a link is checked before
   * anything is read (a wrong one 403, an expired one 410), then against the record (410 once its
   * event has started, unless the work is done); without a link only the owner's session will do.
   * Nobody without either learns anything, not even whether the id exists.
   */
  async function payableBy(id: string, access: PaymentAccess): Promise<{ reg: RegistrationRow; webinar: WebinarRow | null; via: Via }> {
    if (access.link) {
      const check = deps.paymentLink.verify(id, access.link);
      const row = await registrationOf(db, id);
      if (!['cancelled', 'confirmed', 'refunded'].includes(row.reg.status)) deps.paymentLink.refuseStale(check, row.reg, row.webinar);
      return { ...row, via: 'link' };
    }
    // Another's registration and no registration at all are answered alike.
    if (!access.user || !isUuid(id)) throw linkRequired();
    const [own] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.id, id.toLowerCase()), deps.paymentLink.owned(access.user)));
    if (!own) throw linkRequired();
    return { ...(await registrationOf(db, own.id)), via: 'owner' };
  }

  const paidPaymentOf = async (db_: Db | Tx, registrationId: string) =>
    (await db_.select().from(payments).where(and(eq(payments.registrationId, registrationId), eq(payments.status, 'paid'), isNull(payments.flag))).limit(1))[0];

  const providerPaymentOf = async (db_: Db | Tx, registrationId: string, provider: string) =>
    (await db_.select().from(payments).where(and(eq(payments.registrationId, registrationId), eq(payments.provider, provider), isNull(payments.duplicateOf))))[0];

  /** The payment row of a registration and provider, made once (the unique key decides between two requests). */
  async function ensurePayment(reg: RegistrationRow, provider: string, input: Pick<StartPayment, 'payerState' | 'payerGstin' | 'payerAddress'>): Promise<PaymentRow> {
    // A GSTIN names its holder's state (its first two digits): that is the recipient's state on the invoice.
    const payerState = input.payerGstin ? stateOfGstin(input.payerGstin) : input.payerState;
    const payer = {
      ...(payerState ? { payerState } : {}),
      ...(input.payerGstin ? { payerGstin: input.payerGstin, payerAddress: input.payerAddress ?? null } : {}),
    };
    const [row] = await db
      .insert(payments)
      .values({ registrationId: reg.id, provider, amountInr: reg.amountInr, status: 'pending', isTest: provider === 'simulated', ...payer })
      .onConflictDoUpdate({ target: [payments.registrationId, payments.provider], targetWhere: isNull(payments.duplicateOf), set: { ...payer, updatedAt: new Date() } })
      .returning();
    return row;
  }

  /* ----------------------------------------------------------------------------------------------
   * Settling: the one way a payment becomes paid.
   * -------------------------------------------------------------------------------------------- */

  interface Settled {
    reg: RegistrationRow;
    payment: PaymentRow;
    /** This call marked the payment paid (false: it already was). */
    changed: boolean;
  }

  async function settleInTx(tx: Tx, paymentId: string, evidence: Evidence): Promise<Settled> {
    const [found] = await tx
      .select({ registrationId: payments.registrationId, webinarId: registrations.webinarId })
      .from(payments)
      .innerJoin(registrations, eq(registrations.id, payments.registrationId))
      .where(eq(payments.id, paymentId));
    if (!found) throw paymentNotFound();
    // The event first, then the registration, then the payment: the order registering and releasing seats use.
    const webinar = found.webinarId ? ((await tx.select().from(webinars).where(eq(webinars.id, found.webinarId)).for('update'))[0] ?? null) : null;
    const [reg] = await tx.select().from(registrations).where(eq(registrations.id, found.registrationId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (payment.status === 'paid') {
      // Razorpay lets an order take a second payment: it pays nothing new, but it is money taken,
      // so it gets a ledger row of its own (flagged, refunded by settle()); once, by its payment id.
      const extraPayment = payment.provider === 'razorpay' && evidence.providerPaymentId && payment.providerPaymentId && evidence.providerPaymentId !== payment.providerPaymentId;
      if (!extraPayment) return { reg, payment, changed: false };
      const [extra] = await tx
        .insert(payments)
        .values({
          registrationId: reg.id,
          provider: 'razorpay',
          amountInr: evidence.amountPaise === undefined ? payment.amountInr : Math.max(1, Math.round(evidence.amountPaise / 100)),
          currency: evidence.currency ?? payment.currency,
          status: 'paid',
          flag: 'already_paid',
          providerPaymentId: evidence.providerPaymentId,
          method: evidence.method ?? null,
          duplicateOf: payment.id,
          paidAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      if (!extra) return { reg, payment, changed: false };
      await payMail.flagged(tx, reg, webinar, extra);
      return { reg, payment: extra, changed: true };
    }

    let flag: PaymentFlag | null = null;
    // Money paid into an order a coupon replaced is never what is owed now, whatever its amount.
    if (evidence.superseded || (evidence.amountPaise !== undefined && (evidence.amountPaise !== toPaise(payment.amountInr) || (evidence.currency ?? 'INR') !== payment.currency))) flag = 'amount_mismatch';
    if (!flag && (await paidPaymentOf(tx, reg.id))) flag = 'already_paid';
    let status = reg.status;
    // A held slot her calendars made busy since it was booked (issue 53): the same check a booking
    // makes (read again by settle() just before), so the money buys no time she cannot give.
    const calendarBusy = async () => !!(reg.slotStart && reg.slotEnd && reg.slotBusyUntil) && (await slotBusyInCalendars(tx, { slotStart: reg.slotStart, slotEnd: reg.slotEnd, slotBusyUntil: reg.slotBusyUntil }));
    if (!flag) {
      if (PAYABLE.includes(reg.status)) {
        if (await calendarBusy()) flag = 'slot_busy';
        else status = 'confirmed';
      } else if (reg.status === 'expired' || reg.status === 'cancelled') {
        // Late money: it gets the seat only if one is free now (counted under the event's lock), the
        // event has not started, and the person has not registered again meanwhile.
        const again = webinar
          ? (await tx
              .select({ id: registrations.id })
              .from(registrations)
              .where(and(eq(registrations.webinarId, webinar.id), sql`lower(${registrations.email}) = lower(${reg.email})`, ne(registrations.id, reg.id), inArray(registrations.status, [...SEAT_HOLDING_STATUSES, 'waitlisted'])))
              .limit(1))[0]
          : undefined;
        const busy = reg.slotStart && reg.slotStart.getTime() > Date.now() && (await calendarBusy());
        const seat = reg.slotStart
          ? !busy && reg.slotStart.getTime() > Date.now() && (await slotRetaken(tx, reg.id))
          : !webinar || (webinar.startsAt.getTime() > Date.now() && !again && (await seatsTaken(tx, webinar.id)) < webinar.maxAttendees);
        if (seat) status = 'confirmed';
        else flag = busy ? 'slot_busy' : 'late_no_seat';
      } else if (reg.status !== 'confirmed') {
        // waitlisted or refunded: nothing this money can buy.
        flag = 'late_no_seat';
      }
    }

    const paidAt = new Date();
    const receiptNo = !flag && !payment.isTest ? await nextReceiptNo(tx, paidAt) : null;
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'paid',
        paidAt,
        flag,
        receiptNo,
        // Other rupees than those owed: the ledger says what was taken (all of it is given back: refundFlagged).
        ...(flag === 'amount_mismatch' && evidence.amountPaise !== undefined && (evidence.currency ?? 'INR') === 'INR' ? { amountInr: Math.max(1, Math.round(evidence.amountPaise / 100)) } : {}),
        providerPaymentId: evidence.providerPaymentId ?? payment.providerPaymentId,
        method: evidence.method ?? payment.method,
        verifiedBy: evidence.verifiedBy ?? payment.verifiedBy,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (flag) {
      await payMail.flagged(tx, reg, webinar, paid);
      if (flag === 'slot_busy' && PAYABLE.includes(reg.status)) {
        // Its time is hers no longer: the hold ends now (not at its expiry, whose e-mail would say no
        // money was taken), the slot is free in the listings, and the money is refunded or left to her.
        const [released] = await tx
          .update(registrations)
          .set({ status: 'expired', holdExpiresAt: null, expiredAt: paidAt })
          .where(eq(registrations.id, reg.id))
          .returning();
        return { reg: released, payment: paid, changed: true };
      }
      return { reg, payment: paid, changed: true };
    }
    const [confirmed] = await tx
      .update(registrations)
      // How and when it was paid is the payment's (the ledger): nothing of it is copied here.
      .set({ status, holdExpiresAt: null })
      .where(eq(registrations.id, reg.id))
      .returning();
    // A package's credits are made with its payment, once (features/packages: unique per registration).
    if (confirmed.type === 'package' && confirmed.status === 'confirmed') await grantCredits(tx, eq(registrations.id, confirmed.id));
    // The receipt e-mail names the receipt (its number, a signed link to it) apart from the payment's own reference.
    await mailer.paid(tx, confirmed, webinar, { id: paid.id, amountInr: paid.amountInr, receiptNo: paid.receiptNo, reference: paid.providerPaymentId ?? paid.utr });
    return { reg: confirmed, payment: paid, changed: true };
  }

  /** Settles a payment (idempotent: settling a paid payment again changes nothing) and refunds flagged Razorpay money. */
  async function settle(paymentId: string, evidence: Evidence): Promise<Settled> {
    if (deps.refreshCalendars) {
      const [pending] = await db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(registrations, eq(registrations.id, payments.registrationId))
        .where(and(eq(payments.id, paymentId), ne(payments.status, 'paid'), isNotNull(registrations.slotStart)));
      // Failures are the feeds' own to store (their last copy keeps counting); the money is settled all the same.
      if (pending) await deps.refreshCalendars().catch((err: Error) => log.warn({ paymentId, err: err.message }, 'calendar feeds not read before a payment'));
    }
    let settled: Settled;
    try {
      settled = await db.transaction((tx) => settleInTx(tx, paymentId, evidence));
    } finally {
      onChange();
    }
    if (settled.changed && settled.payment.flag && settled.payment.provider === 'razorpay') await refundFlagged(settled.payment.id, evidence.amountPaise);
    return settled;
  }

  /**
   * Gives flagged Razorpay money back in full through the Refunds API. The refund is claimed first
   * by a conditional update (refunded_inr = 0 → the amount), so two callers never refund twice. A
   * failed call releases the claim and counts a try: the periodic job tries again after a wait that
   * grows (REFUND_RETRY_MINUTES), and after MAX_REFUND_ATTEMPTS the refund goes on the founder's
   * list of refunds to make by hand (a pending refund with the reason it failed).
   */
  async function refundFlagged(paymentId: string, capturedPaise?: number, now = new Date()): Promise<void> {
    if (!rzp) return;
    const [claimed] = await db
      .update(payments)
      .set({ refundedInr: capturedPaise === undefined ? payments.amountInr : sql`least(${payments.amountInr}, ${Math.max(1, Math.round(capturedPaise / 100))})` })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.provider, 'razorpay'),
          eq(payments.status, 'paid'),
          isNotNull(payments.flag),
          isNotNull(payments.providerPaymentId),
          eq(payments.refundedInr, 0),
          sql`${payments.refundAttempts} < ${MAX_REFUND_ATTEMPTS}`,
          sql`not exists (select 1 from refunds r where r.payment_id = ${payments.id} and r.status = 'pending')`,
        ),
      )
      .returning();
    if (!claimed) return;
    let refund;
    try {
      refund = await rzp.refund(claimed.providerPaymentId!, { notes: { reason: claimed.flag!, registrationId: claimed.registrationId } });
    } catch (err) {
      const attempts = claimed.refundAttempts + 1;
      const message = (err as Error).message.slice(0, 500);
      const giveUp = attempts >= MAX_REFUND_ATTEMPTS;
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ refundedInr: 0, refundAttempts: attempts, refundRetryAt: giveUp ? null : new Date(now.getTime() + REFUND_RETRY_MINUTES[attempts - 1] * 60_000) })
          .where(eq(payments.id, paymentId));
        // Left to the founder: the payments tab's "refund to make" list.
        if (giveUp) await tx.insert(refunds).values({ paymentId, amountInr: claimed.refundedInr, status: 'pending', reason: claimed.flag, failure: message });
      });
      if (giveUp) log.error({ paymentId, attempts, err: message }, 'refund of a flagged payment refused again; left for the founder to make by hand');
      else log.warn({ paymentId, attempts, err: message }, 'refund of a flagged payment failed; it will be tried again later');
      return;
    }
    await db.transaction(async (tx) => {
      const amountInr = Math.min(claimed.amountInr, Math.max(1, Math.round(refund.amount / 100)));
      await tx
        .insert(refunds)
        .values({
          paymentId,
          amountInr,
          status: refund.status,
          providerRefundId: refund.id,
          reason: claimed.flag,
          processedAt: refund.status === 'processed' ? new Date() : null,
        })
        .onConflictDoNothing();
      await tx.update(payments).set({ refundedInr: amountInr, refundRetryAt: null }).where(eq(payments.id, paymentId));
      const { reg, webinar } = await registrationOf(tx, claimed.registrationId);
      await payMail.returned(tx, reg, webinar, { amountInr, flag: claimed.flag as PaymentFlag });
    });
  }

  /* ----------------------------------------------------------------------------------------------
   * Starting a payment.
   * -------------------------------------------------------------------------------------------- */

  async function razorpayOrder(reg: RegistrationRow, webinar: WebinarRow | null, input: StartPayment, lang: Language, via: Via): Promise<StartPaymentResult> {
    const client = rzp!;
    let payment = await ensurePayment(reg, 'razorpay', input);
    if (!payment.providerOrderId) {
      let order;
      try {
        order = await client.createOrder({ amount: toPaise(reg.amountInr), currency: 'INR', receipt: paymentReferenceOf(reg.id), notes: { registrationId: reg.id } });
      } catch (err) {
        log.error({ registrationId: reg.id, err: (err as Error).message }, 'Razorpay order not created');
        throw providerUnavailable();
      }
      // Another instance may have stored an order meanwhile: the database keeps the first one.
      const [stored] = await db
        .update(payments)
        .set({ providerOrderId: order.id, amountInr: reg.amountInr })
        .where(and(eq(payments.id, payment.id), isNull(payments.providerOrderId)))
        .returning();
      payment = stored ?? (await providerPaymentOf(db, reg.id, 'razorpay'))!;
    }
    const t = translator.t(lang);
    return {
      kind: 'razorpay',
      registrationId: reg.id,
      keyId: client.keyId,
      orderId: payment.providerOrderId!,
      amountPaise: toPaise(payment.amountInr),
      currency: 'INR',
      name: settings.business.name,
      description: webinar ? (lang === 'en' ? undefined : webinar.translations?.[lang]?.title) || webinar.title : t(`emails:services.${reg.type}`),
      // The name and phone only to the member's own session: a link may be a registration's answer
      // to someone who typed a known address (docs/security.md), and knows no more than that address.
      prefill: via === 'owner' ? { name: reg.fullName, email: reg.email, contact: reg.phone ?? '' } : { name: '', email: reg.email, contact: '' },
      checkoutUrl: settings.razorpay!.checkoutUrl,
      // paymentRouteFor sends only these three to Razorpay.
      method: input.method as RazorpayMethod,
      holdExpiresAt: reg.holdExpiresAt?.toISOString() ?? null,
    };
  }

  async function start(id: string, input: StartPayment, lang: Language, access: PaymentAccess): Promise<StartPaymentResult> {
    const { reg, webinar, via } = await payableBy(id, access);
    const free = reg.amountInr <= 0;
    if (free !== (input.method === 'free')) throw new HttpError(400, 'method_not_allowed', free ? 'payment:errors.freeOnly' : 'payment:errors.methodRequired');
    const paid = await paidPaymentOf(db, reg.id);
    if (paid || (reg.status === 'confirmed' && free)) return { kind: 'done', ...outcomeOf(reg, paid) };
    if (reg.status === 'cancelled') throw new HttpError(409, 'registration_cancelled', 'payment:errors.cancelled');
    if (reg.status === 'refunded') throw new HttpError(409, 'registration_refunded', 'payment:errors.refunded');
    if (reg.status === 'waitlisted') throw new HttpError(409, 'registration_waitlisted', 'payment:errors.waitlisted');
    if (reg.status === 'expired' || (reg.status === 'pending_payment' && reg.holdExpiresAt && reg.holdExpiresAt.getTime() <= Date.now())) throw holdExpired();
    if (webinar && webinar.startsAt.getTime() <= Date.now()) throw new HttpError(410, 'event_started', 'registration:errors.linkEventStartedPay');
    if (input.method === 'free') return { kind: 'done', ...outcomeOf(reg, undefined) };

    const route = paymentRouteFor(config, input.method);
    if (route === 'unavailable') throw new HttpError(400, 'upi_unavailable', 'payment:errors.upiUnavailable');
    if (route === 'razorpay') {
      // Per caller kind too: the answer's prefill depends on it (the database keeps one order either way).
      const key = `${reg.id}:${via}`;
      let pending = ordering.get(key);
      if (!pending) {
        pending = razorpayOrder(reg, webinar, input, lang, via).finally(() => ordering.delete(key));
        ordering.set(key, pending);
      }
      return pending;
    }
    if (route === 'upi') {
      const upi = settings.upi!;
      await ensurePayment(reg, 'upi', input);
      const reference = paymentReferenceOf(reg.id);
      const link = upiLink({ vpa: upi.vpa, payeeName: upi.payeeName, amountInr: reg.amountInr, reference });
      return {
        kind: 'upi',
        registrationId: reg.id,
        link,
        qrSvg: await upiQrSvg(link),
        vpa: upi.vpa,
        payeeName: upi.payeeName,
        amountInr: reg.amountInr,
        reference,
        holdExpiresAt: reg.status === 'pending_payment' ? (reg.holdExpiresAt?.toISOString() ?? null) : null,
      };
    }
    if (route === 'manual') {
      // Booking on request: the seat is kept (no expiry) until the founder confirms it.
      const payment = await ensurePayment(reg, 'manual', input);
      const moved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(registrations)
          .set({ status: 'awaiting_verification', holdExpiresAt: null })
          .where(and(eq(registrations.id, reg.id), eq(registrations.status, 'pending_payment')))
          .returning();
        if (row) await payMail.awaitingFounder(tx, row, webinar, payment, paymentReferenceOf(reg.id));
        return row;
      });
      if (!moved && reg.status === 'pending_payment') throw holdExpired();
      return { kind: 'on_request', registrationId: reg.id, status: moved?.status ?? reg.status, amountInr: reg.amountInr };
    }
    // Development and tests only (paymentRouteFor never answers this in production): a test payment, at once.
    const payment = await ensurePayment(reg, 'simulated', input);
    const settled = await settle(payment.id, { providerPaymentId: payment.providerPaymentId ?? `sim_${randomBytes(9).toString('base64url')}`, method: input.method });
    return { kind: 'done', ...outcomeOf(settled.reg, settled.payment), test: true };
  }

  /* ----------------------------------------------------------------------------------------------
   * Razorpay: the checkout handler's fields, and the webhook.
   * -------------------------------------------------------------------------------------------- */

  /**
   * Confirms what Razorpay reports of one of our orders' payments. An `authorized` payment (an
   * account with manual capture, or auto-capture not yet done) is captured through the Payments
   * API first: Razorpay gives back what is never captured, so nothing is confirmed before the money
   * is ours. A second payment on an order already paid gets its own ledger row, flagged and
   * refunded (settleInTx).
   */
  async function settleRazorpayPayment(row: PaymentRow, rp: Pick<RazorpayPayment, 'id' | 'status' | 'amount' | 'currency' | 'method' | 'order_id'>): Promise<Settled | undefined> {
    const superseded = !!rp.order_id && row.supersededOrderIds.includes(rp.order_id);
    if (rp.order_id !== row.providerOrderId && !superseded) return undefined;
    if (rp.status === 'failed') {
      await markFailed(row.id);
      return undefined;
    }
    if (rp.status !== 'captured' && rp.status !== 'authorized') return undefined;
    let captured = rp;
    if (rp.status === 'authorized') {
      // An authorized payment for an order another payment already paid is never captured: Razorpay gives it back by itself.
      const current = await paymentRowOf(row.id);
      if (current?.status === 'paid' && current.providerPaymentId !== rp.id) return undefined;
      captured = await capture(rp);
    }
    return settle(row.id, { providerPaymentId: captured.id, method: captured.method, amountPaise: captured.amount, currency: captured.currency, superseded });
  }

  const paymentRowOf = async (paymentId: string) => (await db.select().from(payments).where(eq(payments.id, paymentId)))[0];

  /** Captures an authorized payment for the amount and currency authorized (they are checked against ours in settle). */
  async function capture(rp: Pick<RazorpayPayment, 'id' | 'amount' | 'currency'>): Promise<Pick<RazorpayPayment, 'id' | 'status' | 'amount' | 'currency' | 'method' | 'order_id'>> {
    try {
      return await rzp!.capture(rp.id, { amount: rp.amount, currency: rp.currency });
    } catch (err) {
      // The handler and the webhook may both capture: the second is told it is done already.
      const now = await rzp!.fetchPayment(rp.id).catch(() => undefined);
      if (now?.status === 'captured') return now;
      log.error({ paymentId: rp.id, err: (err as Error).message }, 'Razorpay payment not captured');
      throw providerUnavailable();
    }
  }

  /** A declined attempt: the payment may still be paid later (another attempt on the same order). */
  const markFailed = (paymentId: string) => db.update(payments).set({ status: 'failed' }).where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));

  async function razorpayHandler(id: string, fields: RazorpayHandlerFields): Promise<PaymentOutcome> {
    const { reg } = await registrationOf(db, id);
    const row = await providerPaymentOf(db, reg.id, 'razorpay');
    // The order id is the one WE stored, never the browser's; a forged or tampered signature changes nothing.
    // An order a coupon replaced is still ours (its money is found and given back: settleInTx).
    const ours = !!row && (fields.razorpay_order_id === row.providerOrderId || row.supersededOrderIds.includes(fields.razorpay_order_id));
    if (!rzp || !row || !ours || !verifyCheckoutSignature(settings.razorpay!.keySecret, fields.razorpay_order_id, fields.razorpay_payment_id, fields.razorpay_signature)) {
      throw signatureInvalid();
    }
    let rp: RazorpayPayment;
    try {
      rp = await rzp.fetchPayment(fields.razorpay_payment_id);
    } catch (err) {
      log.error({ registrationId: reg.id, err: (err as Error).message }, 'Razorpay payment not fetched');
      throw err instanceof RazorpayError && err.statusCode === 400 ? signatureInvalid() : providerUnavailable();
    }
    if (rp.status === 'failed') {
      await markFailed(row.id);
      throw new HttpError(402, 'payment_failed', 'payment:errors.failed');
    }
    const settled = await settleRazorpayPayment(row, rp);
    if (!settled) {
      // This payment was given back already (a second one for a paid order): the order's answer stands.
      const paid = await paidPaymentOf(db, reg.id);
      if (paid) return outcomeOf((await registrationOf(db, reg.id)).reg, paid);
      throw new HttpError(402, 'payment_failed', 'payment:errors.failed');
    }
    // A second payment for a paid order: the answer is the order's (paid), the extra money is being returned.
    if (settled.payment.duplicateOf) return outcomeOf(settled.reg, await paidPaymentOf(db, settled.reg.id));
    return outcomeOf(settled.reg, settled.payment);
  }

  /**
   * One webhook delivery: 'bad_signature' (400, nothing changes), else handled or ignored (200).
   * Deliveries are deduplicated by X-Razorpay-Event-Id (recorded once handled, so one that failed
   * half-way is handled again when Razorpay retries) and by payment id (settle() is idempotent).
   */
  async function webhook(raw: Buffer, signature: unknown, eventId: string | undefined): Promise<'bad_signature' | 'bad_payload' | 'handled' | 'duplicate' | 'ignored'> {
    const secret = settings.razorpay?.webhookSecret;
    if (!secret || !verifyWebhookSignature(secret, raw, signature)) return 'bad_signature';
    let event: RazorpayWebhookEvent;
    try {
      event = JSON.parse(raw.toString('utf8')) as RazorpayWebhookEvent;
    } catch {
      return 'bad_payload';
    }
    // Signed but not an event (null, a number, an array, no event name): nothing to act on.
    if (typeof event !== 'object' || event === null || Array.isArray(event) || typeof event.event !== 'string') return 'bad_payload';
    const key = eventId?.slice(0, 200);
    if (key && (await db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, key))).length) return 'duplicate';
    const outcome = await handleEvent(event);
    if (key) await db.insert(paymentWebhookEvents).values({ id: key, event: String(event.event).slice(0, 100) }).onConflictDoNothing();
    return outcome;
  }

  async function handleEvent(event: RazorpayWebhookEvent): Promise<'handled' | 'ignored'> {
    if (event.event === 'refund.processed') {
      const refund = event.payload?.refund?.entity;
      if (!refund?.id) return 'ignored';
      const done = await db.transaction(async (tx) => {
        const rows = await tx
          .update(refunds)
          .set({ status: 'processed', processedAt: new Date() })
          .where(and(eq(refunds.providerRefundId, refund.id), ne(refunds.status, 'processed')))
          .returning({ id: refunds.id });
        for (const row of rows) await issueCreditNote(tx, row.id);
        return rows;
      });
      return done.length ? 'handled' : 'ignored';
    }
    if (event.event === 'refund.failed') {
      const refund = event.payload?.refund?.entity;
      if (!refund?.id) return 'ignored';
      return (await refundFailed(refund.id)) ? 'handled' : 'ignored';
    }
    if (!['payment.authorized', 'payment.captured', 'order.paid', 'payment.failed'].includes(event.event)) return 'ignored';
    const rp = event.payload?.payment?.entity;
    const orderId = rp?.order_id ?? event.payload?.order?.entity?.id;
    const [row] = orderId
      ? await db
          .select()
          .from(payments)
          .where(and(or(eq(payments.providerOrderId, orderId), sql`${orderId} = any(${payments.supersededOrderIds})`), eq(payments.provider, 'razorpay')))
      : [];
    if (!row || !rp) {
      log.info({ event: event.event, orderId }, 'Razorpay webhook for an order that is not ours: ignored');
      return 'ignored';
    }
    if (event.event === 'payment.failed') {
      await markFailed(row.id);
      return 'handled';
    }
    const order = event.payload.order?.entity;
    // order.paid carries the order too: its amount must be ours as well.
    if (order && order.amount !== toPaise(row.amountInr)) {
      await settle(row.id, { providerPaymentId: rp.id, method: rp.method, amountPaise: order.amount, currency: order.currency });
      return 'handled';
    }
    await settleRazorpayPayment(row, { ...rp, status: rp.status === 'failed' ? 'failed' : rp.status === 'authorized' ? 'authorized' : 'captured' });
    return 'handled';
  }

  /**
   * Razorpay could not complete a refund it had accepted: the money is back with the practice. The
   * refund becomes one to make by hand again (pending, with the reason), and what it reserved of the
   * payment is given back, so recording it by hand (or refunding again) reserves it anew. One
   * conditional UPDATE decides, so a redelivered webhook changes nothing.
   */
  async function refundFailed(providerRefundId: string): Promise<boolean> {
    const done = await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(refunds)
        .set({ status: 'pending', providerRefundId: null, processedAt: null, failure: `Razorpay refund ${providerRefundId} failed` })
        .where(and(eq(refunds.providerRefundId, providerRefundId), ne(refunds.status, 'failed')))
        .returning();
      if (!failed) return undefined;
      await tx.update(payments).set({ refundedInr: sql`greatest(0, ${payments.refundedInr} - ${failed.amountInr})` }).where(eq(payments.id, failed.paymentId));
      return failed;
    });
    if (!done) return false;
    log.error({ refundId: done.id, providerRefundId }, 'Razorpay reported a refund failed; it is back on the list of refunds to make by hand');
    onChange();
    return true;
  }

  /* ----------------------------------------------------------------------------------------------
   * Direct UPI: the payer's UTR, the founder's check.
   * -------------------------------------------------------------------------------------------- */

  async function submitUtr(id: string, utr: string, access: PaymentAccess): Promise<PaymentOutcome> {
    const { reg } = await payableBy(id, access);
    const paid = await paidPaymentOf(db, reg.id);
    if (paid) return outcomeOf(reg, paid);
    if (!settings.upi) throw new HttpError(400, 'upi_unavailable', 'payment:errors.upiUnavailable');
    if (reg.status === 'cancelled') throw new HttpError(409, 'registration_cancelled', 'payment:errors.cancelled');
    if (reg.status === 'waitlisted') throw new HttpError(409, 'registration_waitlisted', 'payment:errors.waitlisted');
    if (!PAYABLE.includes(reg.status)) throw holdExpired();
    if (reg.amountInr <= 0) throw new HttpError(400, 'method_not_allowed', 'payment:errors.freeOnly');
    const row = await ensurePayment(reg, 'upi', {});
    try {
      return await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(registrations).where(eq(registrations.id, reg.id)).for('update');
        // The hold may have ended a moment ago (the expiry job, under the same lock).
        if (!PAYABLE.includes(locked.status) || (locked.status === 'pending_payment' && locked.holdExpiresAt && locked.holdExpiresAt.getTime() <= Date.now())) throw holdExpired();
        const [current] = await tx.select().from(payments).where(eq(payments.id, row.id)).for('update');
        // The same UTR again (a second click, a reload): nothing new.
        if (current.status === 'submitted' && current.utr === utr) return outcomeOf(locked, current);
        if (current.utrAttempts >= MAX_UTR_ATTEMPTS) throw utrLimit();
        let submitted: PaymentRow | undefined;
        try {
          // A savepoint: the unique index on live UTRs refuses one that pays for another registration.
          [submitted] = await tx.transaction((sp) =>
            sp
              .update(payments)
              .set({ status: 'submitted', utr, method: 'upi', flag: null, utrOverrideReason: null, utrSubmittedAt: new Date(), utrAttempts: sql`${payments.utrAttempts} + 1` })
              .where(and(eq(payments.id, row.id), inArray(payments.status, ['pending', 'submitted', 'rejected', 'failed']), sql`${payments.utrAttempts} < ${MAX_UTR_ATTEMPTS}`))
              .returning(),
          );
        } catch (err) {
          if (isUniqueViolation(err, 'payments_utr_live_idx')) throw utrInUse();
          throw err;
        }
        if (!submitted) return outcomeOf(locked, undefined);
        // It keeps its seat until the founder has looked (after UPI_VERIFY_HOURS the payments tab lists it as overdue).
        const [waiting] = await tx.update(registrations).set({ status: 'awaiting_verification', holdExpiresAt: null }).where(eq(registrations.id, reg.id)).returning();
        const webinar = waiting.webinarId ? ((await tx.select().from(webinars).where(eq(webinars.id, waiting.webinarId)))[0] ?? null) : null;
        await payMail.awaitingFounder(tx, waiting, webinar, submitted, paymentReferenceOf(reg.id));
        return outcomeOf(waiting, submitted);
      });
    } finally {
      onChange();
    }
  }

  /**
   * The founder found the money and gives the UTR herself: a UTR another registration's payment
   * carries is refused (409) unless she gives the reason, which stays with the payment and in the audit.
   */
  async function attachUtrByFounder(row: PaymentRow, utr: string, reason: string | undefined): Promise<void> {
    if (row.utr === utr && (row.status === 'submitted' || row.status === 'paid')) return;
    try {
      await db
        .update(payments)
        .set({ utr, method: 'upi', status: 'submitted', utrOverrideReason: reason ?? null, utrSubmittedAt: row.utrSubmittedAt ?? new Date() })
        .where(and(eq(payments.id, row.id), inArray(payments.status, ['pending', 'submitted', 'rejected', 'failed'])));
    } catch (err) {
      if (isUniqueViolation(err, 'payments_utr_live_idx')) throw new HttpError(409, 'utr_in_use', 'payment:errors.utrInUseAdmin');
      throw err;
    }
  }

  /** The founder's decision on a direct-UPI payment or a booking on request. */
  async function verify(paymentId: string, input: VerifyPayment, actor: Actor): Promise<PaymentOutcome> {
    if (!isUuid(paymentId)) throw paymentNotFound();
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId.toLowerCase()));
    if (!row) throw paymentNotFound();
    if (!['upi', 'manual'].includes(row.provider)) throw new HttpError(409, 'not_verifiable', 'payment:errors.notVerifiable');
    if (input.decision === 'confirm') {
      if (row.status === 'paid') return outcomeOf((await registrationOf(db, row.registrationId)).reg, row);
      if (!['submitted', 'pending'].includes(row.status)) throw new HttpError(409, 'not_verifiable', 'payment:errors.notVerifiable');
      if (input.utr) {
        if (row.provider !== 'upi') throw new HttpError(409, 'not_verifiable', 'payment:errors.notVerifiable');
        await attachUtrByFounder(row, input.utr, input.overrideReason);
      }
      const settled = await settle(row.id, { verifiedBy: actor.email, method: row.provider === 'upi' ? 'upi' : row.method });
      await audit(actor, 'payment.verify', row.id, {
        decision: 'confirm',
        registrationId: row.registrationId,
        flag: settled.payment.flag,
        ...(input.utr ? { utr: input.utr } : {}),
        ...(input.utr && input.overrideReason ? { utrOverrideReason: input.overrideReason } : {}),
      });
      return outcomeOf(settled.reg, settled.payment);
    }
    try {
      return await db.transaction(async (tx) => {
        const { reg, webinar } = await registrationOf(tx, row.registrationId);
        if (webinar) await tx.select({ id: webinars.id }).from(webinars).where(eq(webinars.id, webinar.id)).for('update');
        const [locked] = await tx.select().from(registrations).where(eq(registrations.id, reg.id)).for('update');
        const [rejected] = await tx
          .update(payments)
          .set({ status: 'rejected', verifiedBy: actor.email })
          .where(and(eq(payments.id, row.id), inArray(payments.status, ['submitted', 'pending'])))
          .returning();
        if (!rejected) throw new HttpError(409, 'not_verifiable', 'payment:errors.notVerifiable');
        let current = locked;
        if (locked.status === 'awaiting_verification') {
          // Back to waiting for payment, with a fresh hold: the seat is still theirs for that long.
          [current] = await tx
            .update(registrations)
            .set({ status: 'pending_payment', holdExpiresAt: new Date(Date.now() + holdMs) })
            .where(eq(registrations.id, reg.id))
            .returning();
        }
        await payMail.rejected(tx, current, webinar, rejected);
        await audit(actor, 'payment.verify', row.id, { decision: 'reject', registrationId: row.registrationId }, tx);
        return outcomeOf(current, rejected);
      });
    } finally {
      onChange();
    }
  }

  /**
   * The admin's action in the audit trail. Written here rather than through admin/audit.ts: the
   * admin feature uses registrations, which use payments, so payments may not use admin.
   */
  async function audit(actor: Actor, action: string, entityId: string, details: Record<string, unknown>, tx?: Tx) {
    await recordAudit(tx ?? db, actor, { action, entity: 'payment', entityId, details });
  }

  /* ----------------------------------------------------------------------------------------------
   * Holds: a pending_payment registration keeps its seat until holdExpiresAt, then expires.
   * -------------------------------------------------------------------------------------------- */

  /**
   * Ends the holds that are over: one conditional UPDATE … RETURNING decides which (a payment being
   * settled holds the registration's lock, and the update waits for it and then skips a registration
   * no longer pending), their seats go to the waitlist, and each person gets one e-mail. The events
   * concerned are locked first, in id order, the order settling and registering use.
   */
  async function expireHolds(now = new Date()): Promise<number> {
    const expired = await db.transaction(async (tx) => {
      const due = and(eq(registrations.status, 'pending_payment'), sql`${registrations.holdExpiresAt} < ${now.toISOString()}::timestamptz`);
      const events = await tx.selectDistinct({ id: registrations.webinarId }).from(registrations).where(and(due, isNotNull(registrations.webinarId)));
      const eventIds = events.map((e) => e.id!).sort();
      if (eventIds.length) await tx.select({ id: webinars.id }).from(webinars).where(inArray(webinars.id, eventIds)).orderBy(webinars.id).for('update');
      const rows = await tx
        .update(registrations)
        .set({ status: 'expired', expiredAt: now })
        .where(due)
        .returning();
      if (!rows.length) return rows;
      const byId = new Map((eventIds.length ? await tx.select().from(webinars).where(inArray(webinars.id, eventIds)) : []).map((w) => [w.id, w]));
      await enqueueEmails(
        tx,
        rows.map((reg) => payMail.holdExpiredEmail(reg, reg.webinarId ? (byId.get(reg.webinarId) ?? null) : null)),
      );
      for (const id of eventIds) await releaseSeats(tx, id);
      // A coupon code applied to a hold that ended unpaid gives its use back (features/coupons).
      await deps.releaseCoupons?.(tx, rows.map((r) => r.id), now);
      return rows;
    });
    if (expired.length) {
      onChange();
      log.info({ count: expired.length }, 'payment holds expired');
    }
    return expired.length;
  }

  /** Flagged Razorpay money not yet given back (the refund call failed, or the process stopped before it). */
  async function retryRefunds(now = new Date()): Promise<void> {
    if (!rzp) return;
    const due = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'razorpay'),
          eq(payments.status, 'paid'),
          isNotNull(payments.flag),
          eq(payments.refundedInr, 0),
          isNotNull(payments.providerPaymentId),
          sql`${payments.refundAttempts} < ${MAX_REFUND_ATTEMPTS}`,
          sql`(${payments.refundRetryAt} is null or ${payments.refundRetryAt} <= ${now.toISOString()}::timestamptz)`,
        ),
      )
      .limit(50);
    for (const { id: paymentId } of due) await refundFlagged(paymentId, undefined, now);
  }

  let job: Job | undefined;
  const remindHoldsDue = (now = new Date()) => remindHolds({ db, holdMs, remind: (tx, reg, webinar) => mailer.finishPayment(tx, reg, webinar, now) }, now);
  const runJobs = async () => {
    await remindHoldsDue();
    await expireHolds();
    await retryRefunds();
  };

  return {
    start,
    razorpayHandler,
    webhook,
    submitUtr,
    verify,
    /** Who may pay for a registration (the signed link or the owner's session): applying a coupon code asks the same. */
    payableBy,
    /** For tests and the bench: settle by hand what a provider reported. */
    settle: (paymentId: string, evidence: Evidence) => settle(paymentId, evidence),
    holds: {
      expire: expireHolds,
      /** "Finish your payment" to the holds ending within a few minutes, once each. */
      remind: remindHoldsDue,
      retryRefunds,
      /** Every `intervalMs`, in every instance (the conditional update makes several instances harmless). */
      start(intervalMs = 30_000) {
        job ??= startJob('payment hold job', runJobs, intervalMs, log);
      },
      async stop() {
        await job?.stop();
        job = undefined;
      },
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
