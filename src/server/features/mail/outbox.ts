/**
 * Every e-mail is first written to the email_outbox table, in the same transaction as whatever it
 * confirms; a worker sends it later with retries. Nothing is lost when SMTP is down, and nothing is
 * sent for a change that was rolled back.
 */
import type { Db, Tx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

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

/** Several e-mails with one INSERT (one round trip to the database, whatever their number). */
export async function enqueueEmails(db: Db | Tx, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  const now = new Date();
  await db
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ics: email.ics,
        kind: email.kind,
        locale: email.locale ?? 'en',
        sendAfter: email.sendAfter ?? now,
        dedupeKey: email.dedupeKey,
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}
