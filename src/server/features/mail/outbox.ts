/**
 * Every e-mail is first written to the email_outbox table, in the same transaction as whatever it
 * confirms; a worker sends it later with retries. Nothing is lost when SMTP is down, and nothing is
 * sent for a change that was rolled back.
 */
import type { Db, Tx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { enqueueWhatsApp, type WhatsAppNote } from '../whatsapp/outbox.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invite (REQUEST or CANCEL), sent as the message's text/calendar alternative. */
  ics?: string;
  /** Reply-To: the visitor, on the founder's notices about them; unset, the worker puts the practice address. */
  replyTo?: string;
  /** What the message is, for the admin and for tests: 'contact-notify', 'registration-confirmed', ... */
  kind: string;
  locale?: string;
  /** Not before this instant (reminders). */
  sendAfter?: Date;
  /** Scheduling the same key twice stores one message (reminders per registration, say). */
  dedupeKey?: string;
  /** The same news as a WhatsApp template message, for a client who opted in (whatsapp/outbox.ts): written with the e-mail. */
  whatsapp?: WhatsAppNote;
}

/**
 * What a feature needs to send e-mail: the outbox, inside the caller's transaction when given one
 * (buildApp makes it; features take this type, not the whole app's services).
 */
export interface MailOutbox {
  /** Writes an e-mail to the outbox, inside the caller's transaction when given one. */
  enqueue(db: Db | Tx, email: OutgoingEmail): Promise<void>;
  /** Tells the founder (ADMIN_NOTIFY_EMAIL, else ADMIN_EMAIL) about something new; no-op when unset. */
  notifyAdmin(db: Db | Tx, email: Omit<OutgoingEmail, 'to'>): Promise<void>;
}

export async function enqueueEmail(db: Db | Tx, email: OutgoingEmail): Promise<void> {
  await enqueueEmails(db, [email]);
}

/** Several e-mails with one INSERT (one round trip to the database, whatever their number). A repeated dedupe key (a reminder scheduled twice) stores one. */
export async function enqueueEmails(db: Db | Tx, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  const now = new Date();
  const rows = emails.map((e) => ({
    to: e.to,
    subject: e.subject,
    text: e.text,
    html: e.html ?? null,
    ics: e.ics ?? null,
    replyTo: e.replyTo ?? null,
    kind: e.kind,
    locale: e.locale ?? 'en',
    sendAfter: e.sendAfter ?? now,
    dedupeKey: e.dedupeKey ?? null,
  }));
  await db.insert(emailOutbox).values(rows).onConflictDoNothing({ target: emailOutbox.dedupeKey });
  // Their WhatsApp twins, for clients who opted in (issue 52), in the same transaction.
  await enqueueWhatsApp(db, emails);
}

/** One e-mail, answering its outbox id (the inbox keeps it beside the answer it carries, for its status). */
export async function enqueueEmailReturningId(db: Db | Tx, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: email.to, subject: email.subject, text: email.text, html: email.html, ics: email.ics, replyTo: email.replyTo, kind: email.kind, locale: email.locale ?? 'en', sendAfter: email.sendAfter ?? new Date() })
    .returning({ id: emailOutbox.id });
  return row.id;
}
