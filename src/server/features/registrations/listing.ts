/**
 * Registrations as the admin reads them: with the event's title and the payment's state and reference.
 * Also the one place that says whether a registration was paid (issue 48): the ledger's paid payment,
 * else the registration's status and amount. Nothing about money is read from formData.
 */
import { and, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PaymentStatus, RegistrationType } from '../../../shared/constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { payments, registrations, webinars, type RegistrationRow } from '../../db/schema.ts';
import { countRows, type PageWindow } from '../../lib/paging.ts';

export interface ListedRegistration extends RegistrationRow {
  webinarTitle: string | null;
  payment: { status: PaymentStatus; providerRef: string | null; method: string | null; provider: string } | null;
}

export interface RegistrationFilter {
  types?: RegistrationType[];
  webinarId?: string;
  /** Only registrations for an event or webinar. */
  withWebinar?: boolean;
  /** Only these (a page of the submissions table). */
  ids?: string[];
  /** Any other condition, on the tables the listing joins (the submissions table's filters). */
  where?: SQL;
}

function whereOf(filter: RegistrationFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.types) where.push(inArray(registrations.type, filter.types));
  if (filter.webinarId) where.push(eq(registrations.webinarId, filter.webinarId));
  if (filter.withWebinar) where.push(isNotNull(registrations.webinarId));
  if (filter.ids) where.push(inArray(registrations.id, filter.ids));
  if (filter.where) where.push(filter.where);
  return where.length ? and(...where) : undefined;
}

/**
 * A registration's payment as a join condition: a registration may have a payment per provider
 * (Razorpay, direct UPI), and the paid one that is not flagged is its payment (at most one:
 * payments_one_paid_idx). A flagged payment is money the founder must look at, not this registration's.
 */
export const paidPaymentJoin = and(eq(payments.registrationId, registrations.id), eq(payments.status, 'paid'), isNull(payments.flag))!;

/** Registrations matching the filter (the total of a page). */
export const countRegistrations = (db: Db, filter: Omit<RegistrationFilter, 'where'> = {}) => countRows(db, registrations, whereOf(filter));

/** Newest first; one window of them when `window` is given. */
export async function listRegistrations(db: Db, filter: RegistrationFilter = {}, window?: PageWindow): Promise<ListedRegistration[]> {
  if (filter.ids?.length === 0) return [];
  const query = db
    .select({ reg: registrations, webinarTitle: webinars.title, pay: payments })
    .from(registrations)
    .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
    .leftJoin(payments, paidPaymentJoin)
    .where(whereOf(filter))
    .orderBy(desc(registrations.submittedAt), desc(registrations.id))
    .$dynamic();
  const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
  return rows.map(({ reg, webinarTitle, pay }) => ({
    ...reg,
    webinarTitle,
    payment: pay ? { status: pay.status, providerRef: pay.providerPaymentId ?? pay.utr, method: pay.method, provider: pay.provider } : null,
  }));
}

/** A failed attempt leaves the registration pending (it may still be paid): the list never says failed. */
export type ShownPaymentStatus = 'paid' | 'pending' | 'free';

/**
 * The payment status shown (spec §3) in the admin's lists, the CSV and the e-mails: paid when the
 * ledger has its paid payment; else free when nothing is owed; else paid when the registration is
 * confirmed all the same (settled outside the ledger: a payment of before it kept every one, whose
 * formData said "paid" until migration 0020), else pending.
 */
export function paymentStatusOf(reg: Pick<RegistrationRow, 'amountInr' | 'status'> & { payment: { status: PaymentStatus } | null }): ShownPaymentStatus {
  if (reg.payment?.status === 'paid') return 'paid';
  if (reg.amountInr <= 0) return 'free';
  return reg.status === 'confirmed' ? 'paid' : 'pending';
}

/** paymentStatusOf for registrations read without the listing's join (before a cancellation changes their status). */
export async function paymentStatusesOf(db: Db | Tx, regs: Pick<RegistrationRow, 'id' | 'amountInr' | 'status'>[]): Promise<Map<string, ShownPaymentStatus>> {
  const ids = regs.map((r) => r.id);
  const paid = ids.length
    ? new Set(
        (await db.select({ id: payments.registrationId }).from(payments).where(and(inArray(payments.registrationId, ids), eq(payments.status, 'paid'), isNull(payments.flag)))).map(
          (p) => p.id,
        ),
      )
    : new Set<string>();
  return new Map(regs.map((r) => [r.id, paymentStatusOf({ ...r, payment: paid.has(r.id) ? { status: 'paid' } : null })]));
}
