/**
 * Every e-mail is first written to the email_outbox table, in the same transaction as whatever it
 * confirms; a worker sends it later with retries. Nothing is lost when SMTP is down, and nothing is
 * sent for a change that was rolled back.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invite, attached as invite.ics. */
  ics?: string;
  /** What the message is, for the admin and for tests: 'contact-notify', 'registration-confirmed', ... */
  kind: string;
  locale?: string;
  /** Not before this instant (reminders). */
  sendAfter?: Date;
  /** Scheduling the same key twice stores one message (reminders per registration, say). */
  dedupeKey?: string;
}

export async function enqueueEmail(db: Db | Tx, email: OutgoingEmail): Promise<void> {
  await enqueueEmails(db, [email]);
}

/** The outbox columns an enqueued message sets; the others keep their defaults (id, status, attempts, created_at). */
const INSERT_HEAD = sql.raw('insert into email_outbox ("to", subject, text, html, ics, kind, locale, send_after, dedupe_key) values ');

/**
 * Several e-mails with one INSERT (one round trip to the database, whatever their number). Written
 * as SQL with parameters rather than through the query builder, which costs about ten times as much
 * CPU for these wide rows, on every registration.
 */
export async function enqueueEmails(db: Db | Tx, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  const now = new Date().toISOString();
  const rows = emails.map(
    (e) =>
      sql`(${e.to}, ${e.subject}, ${e.text}, ${e.html ?? null}, ${e.ics ?? null}, ${e.kind}, ${e.locale ?? 'en'}, ${e.sendAfter?.toISOString() ?? now}::timestamptz, ${e.dedupeKey ?? null})`,
  );
  await db.execute(sql`${INSERT_HEAD}${sql.join(rows, sql`, `)} on conflict (dedupe_key) do nothing`);
}
