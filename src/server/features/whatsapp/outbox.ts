/**
 * WhatsApp beside e-mail (issue 52): the template messages a client who opted in receives, and how
 * they are written. A message travels with its e-mail: an OutgoingEmail carrying `whatsapp` writes
 * one row to whatsapp_messages in the same statement or transaction as the e-mail (mail/outbox.ts),
 * so it exists only if what it confirms was stored; the WhatsApp worker sends it. A reminder's row
 * points at its e-mail's dedupe key and is dropped with it when the event or booking moves.
 *
 * The templates (names, languages, parameters) are those docs/whatsapp.md asks the founder to create
 * in WhatsApp Manager: change one here, change it there.
 */
import { sql } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../shared/constants.ts';
import { whatsAppNumber } from '../../../shared/whatsapp-number.ts';
import { whatsappConsents, whatsappMessages } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';

/** Each template's body parameters, in order ({{1}}, {{2}} …). */
export const WHATSAPP_TEMPLATES = {
  registration_confirmed: ['name', 'title', 'when'],
  registration_received: ['name', 'title'],
  payment_received: ['name', 'title', 'amount'],
  payment_not_found: ['name', 'title', 'amount'],
  payment_refunded: ['name', 'title', 'amount'],
  session_reminder_24h: ['name', 'title', 'when'],
  session_reminder_1h: ['name', 'title', 'when', 'place'],
  joining_link_changed: ['name', 'title', 'link'],
  session_rescheduled: ['name', 'title', 'when'],
  registration_cancelled: ['name', 'title'],
  waitlist_seat_opened: ['name', 'title', 'when'],
  course_day_open: ['name', 'title', 'day', 'link'],
} as const;
export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;
type Fact = (typeof WHATSAPP_TEMPLATES)[WhatsAppTemplate][number];

/** A template message composed beside an e-mail. */
export interface WhatsAppNote {
  to: string;
  template: WhatsAppTemplate;
  params: string[];
}

/** What a message says, as the e-mail beside it says it (in the client's language). */
export type WhatsAppFacts = Partial<Record<Fact, string | null | undefined>>;

/** Which template goes with which e-mail (its kind); kinds not named here go by e-mail only. */
const TEMPLATE_OF_KIND: Record<string, WhatsAppTemplate | ((facts: WhatsAppFacts) => WhatsAppTemplate)> = {
  'registration-confirmed': (facts) => (facts.when ? 'registration_confirmed' : 'registration_received'),
  'booking-confirmed': 'registration_confirmed',
  'payment-received': 'payment_received',
  // The founder found no such UPI payment: the client should send the right UTR or pay again.
  'payment-rejected': 'payment_not_found',
  // Money back: refunded by the founder, or returned at once (late, twice, the wrong amount).
  'payment-refunded': 'payment_refunded',
  'payment-refunded-automatically': 'payment_refunded',
  // The hold ended unpaid: the registration is cancelled, as the e-mail says with where to book again.
  'payment-hold-expired': 'registration_cancelled',
  'reminder-24h': 'session_reminder_24h',
  'reminder-1h': 'session_reminder_1h',
  'join-link-changed': 'joining_link_changed',
  'booking-link-changed': 'joining_link_changed',
  'booking-rescheduled': 'session_rescheduled',
  'event-updated': 'session_rescheduled',
  'registration-cancelled': 'registration_cancelled',
  'event-cancelled': 'registration_cancelled',
  'waitlist-promoted': 'waitlist_seat_opened',
  'course-day-open': 'course_day_open',
};

/** The registration fields a message or a consent is made from. */
export interface WhatsAppClient {
  phone: string | null;
  fullName: string;
  email: string;
  locale: string;
  userId?: string | null;
  formData: Record<string, unknown>;
}

/** Whether the client ticked "Send me updates on WhatsApp" (`whatsappOptIn: true`, kept in formData). */
export const optedIn = (client: WhatsAppClient) => client.formData.whatsappOptIn === true;

/** The client's WhatsApp number (E.164 digits) when they opted in: the consultation form's WhatsApp field, else the phone. */
export function whatsAppNumberOf(client: WhatsAppClient): string | null {
  if (!optedIn(client)) return null;
  const given = typeof client.formData.whatsapp === 'string' && client.formData.whatsapp.trim() ? client.formData.whatsapp : client.phone;
  return given ? whatsAppNumber(given) : null;
}

/**
 * The template message that goes with an e-mail of `kind`, when the client opted in with a number
 * WhatsApp can reach and the e-mail's kind has one (else undefined: e-mail only). A template
 * parameter may not be empty: a missing fact is written as a dash.
 */
export function whatsAppNote(client: WhatsAppClient, kind: string, facts: WhatsAppFacts): WhatsAppNote | undefined {
  const to = whatsAppNumberOf(client);
  const pick = TEMPLATE_OF_KIND[kind];
  if (!to || !pick) return undefined;
  const template = typeof pick === 'function' ? pick(facts) : pick;
  const values: WhatsAppFacts = { name: client.fullName, ...facts };
  return { to, template, params: WHATSAPP_TEMPLATES[template].map((fact) => values[fact]?.trim() || '-') };
}

/** An e-mail as far as its WhatsApp twin needs it (mail/outbox.ts's OutgoingEmail). */
interface EmailWithNote {
  kind: string;
  locale?: string;
  sendAfter?: Date;
  dedupeKey?: string;
  whatsapp?: WhatsAppNote;
}

const languageOf = (locale: string | undefined): Language => (isLanguage(locale) ? locale : 'en');

/**
 * Writes the WhatsApp twins of `emails` (those with a note) with one INSERT, in the caller's
 * transaction. A repeated dedupe key stores one message, as for the e-mail.
 */
export async function enqueueWhatsApp(db: Db | Tx, emails: EmailWithNote[]): Promise<void> {
  const now = new Date();
  const rows = emails
    .filter((e): e is EmailWithNote & { whatsapp: WhatsAppNote } => !!e.whatsapp)
    .map((e) => ({
      phone: e.whatsapp.to,
      kind: e.kind,
      template: e.whatsapp.template,
      language: languageOf(e.locale),
      params: e.whatsapp.params,
      sendAfter: e.sendAfter ?? now,
      dedupeKey: e.dedupeKey ? `whatsapp:${e.dedupeKey}` : null,
      emailDedupeKey: e.dedupeKey ?? null,
    }));
  if (!rows.length) return;
  await db.insert(whatsappMessages).values(rows).onConflictDoNothing({ target: whatsappMessages.dedupeKey });
}

/**
 * Stores the client's consent with its time and the words they agreed to (`wording`, the form's
 * label in their language); a new consent after a withdrawal opens the channel again. Nothing when
 * they did not opt in or gave no number WhatsApp can reach.
 */
export async function saveWhatsAppConsent(db: Db | Tx, client: WhatsAppClient, wording: string): Promise<void> {
  const phone = whatsAppNumberOf(client);
  if (!phone) return;
  const row = { phone, name: client.fullName, email: client.email, locale: languageOf(client.locale), userId: client.userId ?? null, optedInAt: new Date(), wording };
  await db
    .insert(whatsappConsents)
    .values(row)
    .onConflictDoUpdate({
      target: whatsappConsents.phone,
      set: {
        name: row.name,
        email: row.email,
        locale: row.locale,
        userId: sql`coalesce(excluded.user_id, ${whatsappConsents.userId})`,
        optedInAt: row.optedInAt,
        wording: row.wording,
        withdrawnAt: null,
        withdrawnVia: null,
      },
    });
}
