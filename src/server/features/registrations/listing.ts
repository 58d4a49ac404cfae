/** Registrations as the admin reads them: with the event's title and the payment's state and reference. */
import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { RegistrationType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { payments, registrations, webinars, type RegistrationRow } from '../../db/schema.ts';

export interface ListedRegistration extends RegistrationRow {
  webinarTitle: string | null;
  payment: { status: 'pending' | 'paid' | 'failed'; providerRef: string | null; method: string | null } | null;
}

export interface RegistrationFilter {
  types?: RegistrationType[];
  webinarId?: string;
  /** Only registrations for an event or webinar. */
  withWebinar?: boolean;
}

/** Newest first. */
export async function listRegistrations(db: Db, filter: RegistrationFilter = {}): Promise<ListedRegistration[]> {
  const where: SQL[] = [];
  if (filter.types) where.push(inArray(registrations.type, filter.types));
  if (filter.webinarId) where.push(eq(registrations.webinarId, filter.webinarId));
  if (filter.withWebinar) where.push(isNotNull(registrations.webinarId));
  const rows = await db
    .select({ reg: registrations, webinarTitle: webinars.title, pay: payments })
    .from(registrations)
    .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
    .leftJoin(payments, eq(payments.registrationId, registrations.id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(registrations.submittedAt), desc(registrations.id));
  return rows.map(({ reg, webinarTitle, pay }) => ({
    ...reg,
    webinarTitle,
    payment: pay ? { status: pay.status, providerRef: pay.providerRef, method: pay.method } : null,
  }));
}

/** The payment status shown (spec §3): the payment's own, else the stored paymentStatus, else Free or Pending by the amount. */
export function paymentStatusOf(reg: ListedRegistration): 'paid' | 'pending' | 'free' | 'failed' {
  if (reg.payment) return reg.payment.status;
  const stored = reg.formData?.paymentStatus;
  if (stored === 'paid' || stored === 'pending' || stored === 'free' || stored === 'failed') return stored;
  return reg.amountInr > 0 ? 'pending' : 'free';
}
