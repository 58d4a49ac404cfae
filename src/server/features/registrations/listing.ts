/** Registrations as the admin reads them: with the event's title and the payment's state and reference. */
import { and, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PaymentStatus, RegistrationType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { payments, registrations, webinars, type RegistrationRow } from '../../db/schema.ts';
import { countRows, type PageWindow } from '../../lib/paging.ts';

export interface ListedRegistration extends RegistrationRow {
  webinarTitle: string | null;
  payment: { status: PaymentStatus; providerRef: string | null; method: string | null } | null;
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

/** Registrations matching the filter (the total of a page). */
export const countRegistrations = (db: Db, filter: Omit<RegistrationFilter, 'where'> = {}) => countRows(db, registrations, whereOf(filter));

/** Newest first; one window of them when `window` is given. */
export async function listRegistrations(db: Db, filter: RegistrationFilter = {}, window?: PageWindow): Promise<ListedRegistration[]> {
  if (filter.ids?.length === 0) return [];
  const query = db
    .select({ reg: registrations, webinarTitle: webinars.title, pay: payments })
    .from(registrations)
    .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
    // A registration may have a payment per provider (Razorpay, direct UPI): the paid one is its payment (one at most).
    .leftJoin(payments, and(eq(payments.registrationId, registrations.id), eq(payments.status, 'paid'), isNull(payments.flag)))
    .where(whereOf(filter))
    .orderBy(desc(registrations.submittedAt), desc(registrations.id))
    .$dynamic();
  const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
  return rows.map(({ reg, webinarTitle, pay }) => ({
    ...reg,
    webinarTitle,
    payment: pay ? { status: pay.status, providerRef: pay.providerPaymentId ?? pay.utr, method: pay.method } : null,
  }));
}

/** The payment status shown (spec §3): the payment's own, else the stored paymentStatus, else Free or Pending by the amount. */
export function paymentStatusOf(reg: ListedRegistration): 'paid' | 'pending' | 'free' | 'failed' {
  if (reg.payment) return reg.payment.status === 'paid' || reg.payment.status === 'failed' ? reg.payment.status : 'pending';
  const stored = reg.formData?.paymentStatus;
  if (stored === 'paid' || stored === 'pending' || stored === 'free' || stored === 'failed') return stored;
  return reg.amountInr > 0 ? 'pending' : 'free';
}
