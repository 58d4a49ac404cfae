/**
 * "Finish your payment" (issue 51): a registration awaiting payment gets no e-mail while its person
 * is at the payment page; only when its hold is about to end unpaid, a few minutes before
 * holdExpiresAt, are they told, once, with the button back to the payment. The payment hold job
 * (payments/service.ts) runs this beside the expiry of holds.
 *
 * Once per registration, decided by the database: one conditional UPDATE sets holdRemindedAt on
 * the registrations due and returns them, inside the transaction that writes their e-mails, so two
 * instances running the job at once remind nobody twice.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payments, registrations, webinars, type RegistrationRow, type WebinarRow } from '../../db/schema.ts';

/** How long before a hold ends its reminder goes. */
export const HOLD_REMINDER_LEAD_MINUTES = 5;

/**
 * The reminder's lead for a hold of `holdMs`: five minutes, or a quarter of a short hold (a hold
 * of a few minutes would otherwise be "about to end" the moment it is taken).
 */
export const holdReminderLeadMs = (holdMs: number) => Math.min(HOLD_REMINDER_LEAD_MINUTES * 60_000, Math.floor(holdMs / 4));

export async function remindHolds(
  deps: { db: Db; holdMs: number; remind: (tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null) => Promise<void> },
  now = new Date(),
): Promise<number> {
  const lead = holdReminderLeadMs(deps.holdMs);
  const at = now.toISOString();
  const until = new Date(now.getTime() + lead).toISOString();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .update(registrations)
      .set({ holdRemindedAt: now })
      .where(
        and(
          eq(registrations.status, 'pending_payment'),
          isNull(registrations.holdRemindedAt),
          sql`${registrations.holdExpiresAt} > ${at}::timestamptz`,
          sql`${registrations.holdExpiresAt} <= ${until}::timestamptz`,
          // A checkout opened in these last minutes is still being paid: no e-mail in its middle.
          sql`not exists (select 1 from ${payments} where ${payments.registrationId} = ${registrations.id} and ${payments.status} = 'pending' and ${payments.createdAt} > ${new Date(now.getTime() - lead).toISOString()}::timestamptz)`,
        ),
      )
      .returning();
    if (!due.length) return 0;
    const eventIds = [...new Set(due.map((r) => r.webinarId).filter((id): id is string => !!id))];
    const events = new Map((eventIds.length ? await tx.select().from(webinars).where(inArray(webinars.id, eventIds)) : []).map((w) => [w.id, w]));
    for (const reg of due) await deps.remind(tx, reg, reg.webinarId ? (events.get(reg.webinarId) ?? null) : null);
    return due.length;
  });
}
