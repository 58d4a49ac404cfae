/**
 * The e-mails a registration sends, in the visitor's language: confirmation (with an .ics invite in
 * IST and the join link when set), waitlist, payment due, payment received, seat opened, cancelled,
 * reminders 24 h and 1 h before the start, and the founder's notifications. They are written to the
 * outbox inside the caller's transaction, so they go out only if the registration is stored.
 */
import { createEvent, type EventAttributes } from 'ics';
import { PRACTICE_TIME_ZONE, isLanguage, type Language, type RegistrationType } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';
import { SCHEDULING_DEFAULTS } from '../../../shared/contracts/scheduling.ts';
import { formatIstDate, formatIstDateTime, istToday } from '../../../shared/ist.ts';
import { pageUrl } from '../../../shared/language-address.ts';
import { formatDuration } from '../../../shared/duration.ts';
import { formatInr } from '../../../shared/money.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { services, type RegistrationRow, type WebinarRow } from '../../db/schema.ts';
import type { Translator } from '../../lib/i18n.ts';
import { contactLine, NO_CONTACT, type PracticeContact } from '../../lib/contact-line.ts';
import { ICAL_PRODUCT_ID, foldCalendar, safeParamValue } from '../../lib/icalendar.ts';
import { linkQuery, type LinkSigner } from '../../lib/signed-links.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { creditsExpireAt, termsOf } from '../packages/credits.ts';
import { chatButtonOf, factsBlock, renderEmail, type Facts, type FactsBlock, type MailBlock } from '../mail/layout.ts';
import { saveWhatsAppConsent, whatsAppNote, type WhatsAppFacts } from '../whatsapp/outbox.ts';

export interface MailPort {
  /** Writes messages to the outbox with one statement, inside the caller's transaction. */
  enqueueEmails(db: Db | Tx, emails: OutgoingEmail[]): Promise<void>;
}

export const REMINDER_OFFSETS = [
  { key: '24h', ms: 24 * 3_600_000 },
  { key: '1h', ms: 3_600_000 },
] as const;

export const reminderDedupeKeys = (registrationId: string) => REMINDER_OFFSETS.map((o) => `reminder:${registrationId}:${o.key}`);

/**
 * A booked session's reminders carry the booking's slotSequence in their key: after a reschedule the
 * new time's reminders are new messages (an old one may have gone out already), each sent once.
 * `reminder:<id>:%` matches every reminder of a registration, booked or not.
 */
export const bookingReminderKey = (registrationId: string, offset: string, sequence: number) => `reminder:${registrationId}:${offset}:${sequence}`;
export const reminderKeyPattern = (registrationId: string) => `reminder:${registrationId}:%`;

/** A booked consultation as its e-mails describe it (features/scheduling/booking-details.ts reads it from the service and the rules). */
export interface BookingDetails {
  /** The service's title in the booking's language. */
  title: string;
  mode: 'online' | 'in_person';
  /** The room of an online session (the booking's own, else the settings' fixed room); null: sent later. */
  meetingLink: string | null;
  /** Where an in-person session takes place. */
  address: string | null;
  /** Until how many hours before its start the client may reschedule or cancel. */
  cutoffHours: number;
}

/** IST has no daylight saving: one fixed offset describes it completely. */
const IST_VTIMEZONE = ['BEGIN:VTIMEZONE', 'TZID:Asia/Kolkata', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530', 'TZNAME:IST', 'END:STANDARD', 'END:VTIMEZONE'];

const istStamp = (instant: Date) => {
  const local = new Date(instant.getTime() + 330 * 60_000);
  return local.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, '');
};

/**
 * An invite whose start and end are written in IST (TZID=Asia/Kolkata with its VTIMEZONE), so the
 * founder's time is what the invite says; calendars convert it to the attendee's own zone. One UID
 * per registration for its whole life: a later SEQUENCE with METHOD:REQUEST updates it in the
 * attendee's calendar, METHOD:CANCEL (STATUS:CANCELLED) withdraws it. Names are made safe for their
 * quoted parameter and lines are folded at 75 octets (lib/icalendar.ts).
 */
export function buildInvite(input: {
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMin: number;
  location?: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The invite's version: a later one (same UID, higher SEQUENCE) replaces it in the attendee's calendar. */
  sequence?: number;
  /** CANCEL withdraws the invite of the same UID. */
  method?: 'REQUEST' | 'CANCEL';
}): string {
  const cancel = input.method === 'CANCEL';
  const event: EventAttributes = {
    uid: input.uid,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMin },
    title: input.title,
    description: input.description,
    location: input.location,
    url: input.url,
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    method: cancel ? 'CANCEL' : 'REQUEST',
    ...(input.sequence !== undefined ? { sequence: input.sequence } : {}),
    organizer: { name: safeParamValue(input.organizer.name), email: input.organizer.email },
    attendees: [{ name: safeParamValue(input.attendee.name), email: input.attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    productId: ICAL_PRODUCT_ID,
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('could not build the calendar invite');
  const end = new Date(input.startsAt.getTime() + input.durationMin * 60_000);
  // Unfolded first (the package folds by characters), rewritten in IST, then folded at 75 octets.
  const lines = value.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => !line.startsWith('DURATION:'));
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('DTSTART')) {
      out.push(`DTSTART;TZID=${PRACTICE_TIME_ZONE}:${istStamp(input.startsAt)}`, `DTEND;TZID=${PRACTICE_TIME_ZONE}:${istStamp(end)}`);
    } else if (line === 'BEGIN:VEVENT') {
      out.push(...IST_VTIMEZONE, line);
    } else {
      out.push(line);
    }
  }
  return foldCalendar(out.join('\r\n'));
}

type BookedSlot = { slotStart: Date; slotEnd: Date };
/** A registration's booked time, when it has one. */
const bookedSlot = (reg: Pick<RegistrationRow, 'slotStart' | 'slotEnd'>): BookedSlot | null => (reg.slotStart && reg.slotEnd ? { slotStart: reg.slotStart, slotEnd: reg.slotEnd } : null);

/** "Name <address>" → parts, for the invite's organizer. */
export function parseAddress(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || match[2], email: match[2] } : { name: from, email: from };
}


/** A message's blocks (mail/layout.ts): only our own URLs, in buttons and named links, become links. */
type Paragraph = MailBlock;

/** Blocks → the text part and the HTML part of the same message, in the one mail layout. */
const render = (blocks: Array<Paragraph | Paragraph[]>, lang: Language) => renderEmail(lang, blocks.flat());

/** The payment a receipt e-mail is about: the payment row, or the parts of it the caller has. */
export interface PaidPayment {
  amountInr: number;
  id?: string;
  receiptNo?: string | null;
  reference?: string | null;
  providerPaymentId?: string | null;
  utr?: string | null;
  /** When it was paid: a package's credits run from it. */
  paidAt?: Date | null;
}

/** A confirmed registrant's personal joining link (features/join), when it has one. */
type JoinUrl = string | null | undefined;

export interface RegistrationMailer {
  /** What the visitor and the founder receive when a registration is stored (composed, not written). */
  registeredEmails(reg: RegistrationRow, webinar: WebinarRow | null, booking?: BookingDetails, join?: JoinUrl): OutgoingEmail[];
  /** The same messages, written to the outbox. */
  registered(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null): Promise<void>;
  /** The signed link to a registration's payment page, in its language (the payment e-mails' button). */
  payUrl(reg: RegistrationRow): string;
  /** The hold on an unpaid registration ends in a few minutes: "finish your payment", once (its dedupe key). */
  finishPayment(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, now?: Date): Promise<void>;
  /** After a payment: the registration is confirmed (with the invite and reminders for events). */
  paid(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, payment: PaidPayment): Promise<void>;
  /** Money given back (all or part); a full refund ends the booking, and withdraws its calendar invite (METHOD:CANCEL, same UID, a later SEQUENCE). */
  refunded(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, refund: { amountInr: number; full: boolean; reference: string | null; withdrawInvite?: boolean; creditNoteNo?: string | null }): Promise<void>;
  /** A seat opened for someone on the waitlist. */
  promoted(tx: Tx, reg: RegistrationRow, webinar: WebinarRow): Promise<void>;
  /**
   * The address of a live registration was registered again for the same event (issue 49 item 14):
   * its person is told they are already in, in their registration's language, at most once a day.
   */
  alreadyRegistered(tx: Tx, reg: RegistrationRow, webinar: WebinarRow): Promise<void>;
  /**
   * A registration cancelled (by the person, or by the founder for them). `heldInvite`: it was
   * confirmed, so its calendar invite is withdrawn (METHOD:CANCEL, same UID, a later SEQUENCE).
   * `paid`: it was paid (listing.ts paymentStatusOf, read before the cancellation), so the refund is spoken of.
   */
  cancelled(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, options?: { heldInvite?: boolean; paid?: boolean }): Promise<void>;
  /**
   * The event moved or its place changed: the new details to one live registrant; a confirmed seat's
   * message carries the invite's update (same UID, the event's new inviteSequence). Once per version.
   */
  eventUpdatedEmail(reg: RegistrationRow, webinar: WebinarRow, join?: JoinUrl): OutgoingEmail;
  /** The practice cancelled the event: to one registrant (the invite withdrawn when `heldInvite`, the refund promised when `paid`). */
  eventCancelledEmail(reg: RegistrationRow, webinar: WebinarRow, options: { heldInvite: boolean; paid: boolean }): OutgoingEmail;
  /** The reminders of a confirmed seat as they read now (re-rendered when the event changes: date, link). */
  reminderEmails(reg: RegistrationRow, webinar: WebinarRow, join?: JoinUrl): OutgoingEmail[];
  /** The new joining link of an online event, to one confirmed registrant, with the invite's update; `dedupeKey` makes it once per change. */
  joinLinkEmail(reg: RegistrationRow, webinar: WebinarRow, dedupeKey: string, join?: JoinUrl): OutgoingEmail;
  /**
   * The personal joining links (/join/<token>, features/join) of the confirmed ones among `regs`,
   * made inside the transaction that writes their e-mails; pass each to the composers above.
   */
  joinUrls(tx: Db | Tx, regs: RegistrationRow[]): Promise<Map<string, string>>;
  /** A booked session moved (same UID, higher SEQUENCE) or its room changed: the update and the reminders of the new time. */
  bookingChanged(tx: Tx, reg: RegistrationRow, booking: BookingDetails, what: 'rescheduled' | 'link-changed'): Promise<void>;
  /** The pending reminders of a booked session as they read now. */
  bookingReminderEmails(reg: RegistrationRow, booking: BookingDetails, join?: JoinUrl): OutgoingEmail[];
  /** The client's WhatsApp consent (issue 52), with the words they agreed to, when they opted in and WhatsApp is set up. */
  whatsAppConsent(tx: Db | Tx, reg: RegistrationRow): Promise<void>;
}

export function createRegistrationMailer(deps: {
  config: Config;
  translator: Translator;
  mail: MailPort;
  links: LinkSigner;
  /** What a booked session's e-mails say about it (its service, room or address, cut-off), read inside the caller's transaction. */
  bookingDetails?: (db: Db | Tx, reg: RegistrationRow) => Promise<BookingDetails>;
  /** How the e-mails say to reach the practice: its phone and e-mail as visitors see them (features/content); blank: "reply to this e-mail". */
  contact?: PracticeContact;
  /**
   * A registration's personal joining link (features/join linkFor), made inside the caller's
   * transaction. Given (as the app does), a client is never sent the room itself: the link leads to
   * the room as it is when they open it. Without it (a mailer on its own), the room is written.
   */
  joinLinks?: (db: Db | Tx, registrationId: string) => Promise<string | null>;
}): RegistrationMailer {
  const { config, translator, mail, links } = deps;
  const contact = deps.contact ?? NO_CONTACT;
  const base = config.publicUrl;
  const organizer = parseAddress(config.mailFrom);

  const langOf = (reg: RegistrationRow): Language => (isLanguage(reg.locale) ? reg.locale : 'en');
  /** The link a client is given to an online room: their joining link when the app makes them, else the room. */
  const roomLink = (join: JoinUrl, room: string | null): string | null => (deps.joinLinks ? (join ?? null) : room);
  /** A confirmed registration's joining link (null for any other, or without the join feature). */
  const joinOf = async (tx: Db | Tx, reg: RegistrationRow): Promise<string | null> =>
    deps.joinLinks && reg.status === 'confirmed' ? deps.joinLinks(tx, reg.id) : null;
  const titleOf = (webinar: WebinarRow | null, lang: Language) => {
    if (!webinar) return '';
    const tr = lang === 'en' ? undefined : webinar.translations?.[lang];
    return tr?.title || webinar.title;
  };
  /** The event's title, or the service's as it was booked (in the booking's language), else the kind of registration. */
  const serviceName = (reg: RegistrationRow, webinar: WebinarRow | null, lang: Language) =>
    webinar
      ? titleOf(webinar, lang)
      : // The service's title as the person booked it (in their language): the founder's notice names it too, whatever the language.
        (typeof reg.formData.serviceTitle === 'string' && reg.formData.serviceTitle) || translator.t(lang)(`emails:services.${reg.type as RegistrationType}`);
  const placeOf = (webinar: WebinarRow, lang: Language) => {
    const tr = lang === 'en' ? undefined : webinar.translations?.[lang];
    return webinar.isOnline ? translator.t(lang)('emails:onlineVideoCall') : tr?.location || webinar.location || '';
  };
  // Signed links that expire (lib/signed-links.ts); their clock starts when the e-mail goes out.
  // Pages in the reader's language, at its own address (`/hi/…`: ADR 0019).
  const cancelUrl = (reg: RegistrationRow, sentAt?: Date) =>
    pageUrl(base, langOf(reg), `/registration/cancel?id=${reg.id}&${linkQuery(links.sign('cancel-registration', reg.id, sentAt))}`);
  const payUrl = (reg: RegistrationRow) => pageUrl(base, langOf(reg), `/payment?service=${reg.type}&registrationId=${reg.id}&${linkQuery(links.sign('resume-payment', reg.id))}`);
  /** The translator of a language (the blocks below are composed in the reader's). */
  const t_ = (lang: Language) => translator.t(lang);
  /** The main action of paying what is due: a button naming the amount, to the signed payment page. */
  const payButton = (reg: RegistrationRow, lang: Language): Paragraph => ({ button: t_(lang)('emails:buttons.pay', { amount: formatInr(reg.amountInr, lang) }), url: payUrl(reg) });
  /** "Can no longer attend? Cancel my registration" (or leave the waitlist), a named link, never the raw URL. */
  const cancelLink = (reg: RegistrationRow, lang: Language, sentAt?: Date): Paragraph => {
    const waiting = reg.status === 'waitlisted';
    return { lead: t_(lang)(waiting ? 'emails:cancelWaitlist' : 'emails:cancelLine'), link: t_(lang)(waiting ? 'emails:links.leaveWaitlist' : 'emails:links.cancel'), url: cancelUrl(reg, sentAt) };
  };
  /** How to reach us, then the signature (no raw reference: the e-mail is found by its address and text when an account is deleted). */
  const footer = (lang: Language) => {
    const t = translator.t(lang);
    const reach = contact(lang);
    return [contactLine(t, reach), chatButtonOf(t, reach.whatsapp), t('emails:signature', { practice: practice.name[lang] })];
  };

  /** "When: <date> IST (<how long, as said in the language>)": the calendar invite's description and the founder's notices. */
  const whenLine = (lang: Language, startsAt: Date, minutes: number) =>
    translator.t(lang)('emails:when', { date: formatIstDateTime(startsAt, lang), duration: formatDuration(minutes, lang) });

  /**
   * What a message is about (mail/layout.ts factsBlock), its time also on the visitor's own clock
   * when the registration stored their zone (formData.timeZone, an IANA name).
   */
  const factsOf = (reg: RegistrationRow, lang: Language, x: Omit<Facts, 'timeZone'>): FactsBlock => factsBlock(t_(lang), lang, { ...x, timeZone: reg.formData.timeZone });

  /** The facts of whatever a registration is for (an event, a booked session, or a service alone), for the messages that are about it after the fact (cancelled, refunded). */
  const whatOf = (reg: RegistrationRow, webinar: WebinarRow | null, lang: Language, booking: BookingDetails | null): FactsBlock => {
    if (webinar) return factsOf(reg, lang, { title: titleOf(webinar, lang), startsAt: webinar.startsAt, minutes: webinar.duration, where: placeOf(webinar, lang), amountInr: reg.amountInr });
    const slot = bookedSlot(reg);
    return factsOf(reg, lang, { title: booking?.title ?? serviceName(reg, null, lang), startsAt: slot?.slotStart, minutes: slot ? minutesOf(slot) : null, amountInr: reg.amountInr });
  };

  /** The event lines as plain text (the invite's description, the founder's notice): when (IST), how long, where, the join link. */
  const eventText = (webinar: WebinarRow, lang: Language, withJoinLink: boolean, join?: JoinUrl) => {
    const t = translator.t(lang);
    const link = roomLink(join, webinar.zoomLink);
    return [
      whenLine(lang, webinar.startsAt, webinar.duration),
      t('emails:where', { place: placeOf(webinar, lang) }),
      withJoinLink && webinar.isOnline ? (link ? t('emails:joinLink', { url: link }) : t('emails:joinLinkLater')) : null,
    ]
      .filter(Boolean)
      .join('\n');
  };
  /** An event in a message: its facts, then (a confirmed seat of an online event) the join button, or when the link will come. */
  const eventLines = (reg: RegistrationRow, webinar: WebinarRow, lang: Language, withJoinLink: boolean, join?: JoinUrl): Paragraph[] => {
    const link = withJoinLink && webinar.isOnline ? roomLink(join, webinar.zoomLink) : null;
    return [
      factsOf(reg, lang, { title: titleOf(webinar, lang), startsAt: webinar.startsAt, minutes: webinar.duration, where: placeOf(webinar, lang), amountInr: reg.amountInr }),
      link ? { button: t_(lang)('emails:buttons.join'), url: link } : withJoinLink && webinar.isOnline ? t_(lang)('emails:joinLinkLater') : null,
    ];
  };

  /** The WhatsApp template message beside an e-mail: when WhatsApp is set up and the client opted in (whatsapp/outbox.ts). */
  const wa = (reg: RegistrationRow, kind: string, facts: WhatsAppFacts) => (config.whatsapp ? whatsAppNote(reg, kind, facts) : undefined);
  /** What a WhatsApp message says of an event: its title, time (IST), joining link or place, and the amount. */
  const eventFacts = (reg: RegistrationRow, webinar: WebinarRow, lang: Language, join?: JoinUrl): WhatsAppFacts => ({
    title: titleOf(webinar, lang),
    when: formatIstDateTime(webinar.startsAt, lang),
    place: webinar.isOnline ? roomLink(join, webinar.zoomLink) || translator.t(lang)('emails:onlineVideoCall') : placeOf(webinar, lang),
    link: webinar.isOnline ? roomLink(join, webinar.zoomLink) : null,
    amount: formatInr(reg.amountInr, lang),
  });

  /** One step's messages and the founder's notice of it (when there is someone to tell). */
  const withNotice = (emails: OutgoingEmail[], notice: Omit<OutgoingEmail, 'to'> | undefined): OutgoingEmail[] =>
    notice && config.adminNotifyEmail ? [...emails, { ...notice, to: config.adminNotifyEmail }] : emails;

  /** Writes one step's messages to the outbox, with one statement. */
  const send = (tx: Tx, emails: OutgoingEmail[], notice: Omit<OutgoingEmail, 'to'> | undefined) => mail.enqueueEmails(tx, withNotice(emails, notice));

  /** The confirmed-seat message: invite attached, cancel link, reminders scheduled. */
  function confirmSeat(reg: RegistrationRow, webinar: WebinarRow, kind: 'registration-confirmed' | 'waitlist-promoted' | 'payment-received', intro: Paragraph | Paragraph[], join: JoinUrl): OutgoingEmail[] {
    const lang = langOf(reg);
    const t = translator.t(lang);
    const title = titleOf(webinar, lang);
    const subjectKey = { 'registration-confirmed': 'emails:confirmed.subject', 'waitlist-promoted': 'emails:promoted.subject', 'payment-received': 'emails:paid.subject' }[kind];
    const { text, html } = render(
      [t('emails:greeting', { name: reg.fullName }), intro, eventLines(reg, webinar, lang, true, join), t('emails:calendarNote'), cancelLink(reg, lang), ...footer(lang)],
      lang,
    );
    const ics = eventInvite(reg, webinar, 'REQUEST', join);
    return [{ to: reg.email, subject: t(subjectKey, { title, service: title }), text, html, ics, kind, locale: lang, whatsapp: wa(reg, kind, eventFacts(reg, webinar, lang, join)) }, ...reminders(reg, webinar, join)];
  }

  /**
   * A seat's invite: the registration's UID for its whole life, the event's inviteSequence (a moved
   * event's update replaces the invite), and for a withdrawal one version more, METHOD:CANCEL.
   */
  function eventInvite(reg: RegistrationRow, webinar: WebinarRow, method: 'REQUEST' | 'CANCEL', join?: JoinUrl): string {
    const lang = langOf(reg);
    const t = translator.t(lang);
    // The joining link is what the calendar opens: the room itself may change after the invite.
    const link = method === 'REQUEST' && webinar.isOnline ? roomLink(join, webinar.zoomLink) : null;
    return buildInvite({
      uid: `${reg.id}@${new URL(base).hostname}`,
      title: titleOf(webinar, lang),
      description: [eventText(webinar, lang, method === 'REQUEST', join), pageUrl(base, lang, '/events')].join('\n'),
      startsAt: webinar.startsAt,
      durationMin: webinar.duration,
      location: webinar.isOnline ? link || t('emails:onlineVideoCall') : placeOf(webinar, lang),
      url: link || undefined,
      organizer,
      attendee: { name: reg.fullName, email: reg.email },
      sequence: webinar.inviteSequence + (method === 'CANCEL' ? 1 : 0),
      method,
    });
  }

  function reminders(reg: RegistrationRow, webinar: WebinarRow, join?: JoinUrl): OutgoingEmail[] {
    const lang = langOf(reg);
    const t = translator.t(lang);
    const title = titleOf(webinar, lang);
    const now = Date.now();
    const out: OutgoingEmail[] = [];
    for (const offset of REMINDER_OFFSETS) {
      const at = webinar.startsAt.getTime() - offset.ms;
      if (at <= now) continue;
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t(`emails:reminder.body${offset.key}`, { title }),
          eventLines(reg, webinar, lang, true, join),
          cancelLink(reg, lang, new Date(at)),
          ...footer(lang),
        ],
        lang,
      );
      out.push({
        to: reg.email,
        subject: t(`emails:reminder.subject${offset.key}`, { title }),
        text,
        html,
        kind: `reminder-${offset.key}`,
        locale: lang,
        sendAfter: new Date(at),
        dedupeKey: `reminder:${reg.id}:${offset.key}`,
        whatsapp: wa(reg, `reminder-${offset.key}`, eventFacts(reg, webinar, lang, join)),
      });
    }
    return out;
  }

  function adminNotice(reg: RegistrationRow, webinar: WebinarRow | null, what: 'new' | 'paid' | 'cancelled' | 'promoted' | 'rescheduled'): Omit<OutgoingEmail, 'to'> | undefined {
    // Nobody to tell (no ADMIN_NOTIFY_EMAIL or ADMIN_EMAIL): not worth composing.
    if (!config.adminNotifyEmail) return;
    const t = translator.t('en');
    const service = serviceName(reg, webinar, 'en');
    const status = t(`emails:admin.status.${reg.status}`);
    const lines = [
      what === 'rescheduled' ? t('agenda:mail.adminRescheduledBody', { name: reg.fullName, service }) : t(`emails:admin.${what}Body`, { name: reg.fullName, service, status }),
      `${reg.fullName} <${reg.email}>${reg.phone ? `, ${reg.phone}` : ''}${reg.city ? `, ${reg.city}` : ''}`,
      webinar ? eventText(webinar, 'en', false) : null,
      !webinar && reg.slotStart ? whenLine('en', reg.slotStart, minutesOf(bookedSlot(reg)!)) : null,
      reg.amountInr > 0 ? t('emails:admin.amount', { amount: formatInr(reg.amountInr, 'en') }) : null,
      t('emails:admin.reference', { id: reg.id }),
    ];
    const { text, html } = render(lines, 'en');
    const subject = what === 'rescheduled' ? t('agenda:mail.adminRescheduledSubject', { name: reg.fullName, service }) : t(`emails:admin.${what}Subject`, { name: reg.fullName, service });
    return { subject, text, html, kind: `admin-registration-${what}`, locale: 'en', replyTo: reg.email };
  }

  /* ---------------------------------------------------------------------------------------------
   * A consultation booked into the calendar (issue 19): the invite carries the booking's UID and its
   * slotSequence, so a reschedule replaces it and a cancellation withdraws it in the client's calendar.
   * ------------------------------------------------------------------------------------------- */

  /** A booking known only from its row (no service or rules at hand): its own room, the default cut-off. */
  const bookingFallback = (reg: RegistrationRow, lang: Language): BookingDetails => ({
    title: serviceName(reg, null, lang),
    mode: reg.sessionMode === 'in_person' ? 'in_person' : 'online',
    meetingLink: reg.meetingLink,
    address: null,
    cutoffHours: SCHEDULING_DEFAULTS.cancelCutoffHours,
  });
  const detailsOf = async (db: Db | Tx, reg: RegistrationRow): Promise<BookingDetails> =>
    deps.bookingDetails ? deps.bookingDetails(db, reg) : bookingFallback(reg, langOf(reg));
  const minutesOf = (slot: BookedSlot) => Math.round((slot.slotEnd.getTime() - slot.slotStart.getTime()) / 60_000);
  /** The signed page where the client reschedules or cancels (the cancel link's signature: whoever may cancel may move it). */
  const manageUrl = (reg: RegistrationRow, sentAt?: Date) => pageUrl(base, langOf(reg), `/booking/${reg.id}?${linkQuery(links.sign('cancel-registration', reg.id, sentAt))}`);

  const bookingText = (slot: BookedSlot, booking: BookingDetails, lang: Language, join?: JoinUrl) => {
    const t = translator.t(lang);
    const link = roomLink(join, booking.meetingLink);
    const place =
      booking.mode === 'online'
        ? link
          ? t('agenda:mail.online', { url: link })
          : t('agenda:mail.onlineLater')
        : booking.address
          ? t('agenda:mail.inPerson', { address: booking.address })
          : t('agenda:mail.inPersonLater');
    return [whenLine(lang, slot.slotStart, minutesOf(slot)), place].join('\n');
  };
  /** What a WhatsApp message says of a booked session: its title, time (IST), room or address. */
  const bookingFacts = (reg: RegistrationRow, slot: BookedSlot, booking: BookingDetails, lang: Language, join?: JoinUrl): WhatsAppFacts => ({
    title: booking.title,
    when: formatIstDateTime(slot.slotStart, lang),
    place: booking.mode === 'online' ? roomLink(join, booking.meetingLink) : booking.address,
    link: booking.mode === 'online' ? roomLink(join, booking.meetingLink) : null,
    amount: formatInr(reg.amountInr, lang),
  });
  /** The session's room as the client is given it (their joining link), or null: in person, or not set yet. */
  const bookingRoom = (booking: BookingDetails, join?: JoinUrl) => (booking.mode === 'online' ? roomLink(join, booking.meetingLink) : null);
  /**
   * A booked session in a message: its facts (service, time in IST and the client's zone, duration,
   * where, amount), then how to join: the join button (online), or when the link or address will come.
   */
  const bookingLines = (reg: RegistrationRow, slot: BookedSlot, booking: BookingDetails, lang: Language, join?: JoinUrl): Paragraph[] => {
    const t = t_(lang);
    const link = bookingRoom(booking, join);
    const where = booking.mode === 'online' ? t('emails:onlineVideoCall') : (booking.address ?? t('emails:inPerson'));
    return [
      factsOf(reg, lang, { title: booking.title, startsAt: slot.slotStart, minutes: minutesOf(slot), where, amountInr: reg.amountInr }),
      link ? { button: t('emails:buttons.join'), url: link } : booking.mode === 'online' ? t('agenda:mail.onlineLater') : booking.address ? null : t('agenda:mail.inPersonLater'),
    ];
  };
  /**
   * Reschedule or cancel, on the signed booking page, until the cut-off: a button when it is the
   * message's main action (no join button above it), else a named link; cancelling is a named link.
   */
  const manageLines = (reg: RegistrationRow, booking: BookingDetails, lang: Language, sentAt?: Date, join?: JoinUrl): Paragraph[] => {
    const t = t_(lang);
    const url = manageUrl(reg, sentAt);
    const reschedule = t('emails:buttons.reschedule');
    return [
      bookingRoom(booking, join) ? { lead: t('emails:manage.lead', { hours: booking.cutoffHours }), link: reschedule, url } : { button: reschedule, url },
      { lead: bookingRoom(booking, join) ? undefined : t('emails:manage.lead', { hours: booking.cutoffHours }), link: t('emails:manage.cancel'), url: `${url}&action=cancel` },
    ];
  };
  const bookingInvite = (reg: RegistrationRow, slot: BookedSlot, booking: BookingDetails, lang: Language, method: 'REQUEST' | 'CANCEL', join?: JoinUrl) => {
    const online = booking.mode === 'online';
    // A withdrawn invite names no room; a live one, the joining link (the room may change after it).
    const link = online && method === 'REQUEST' ? roomLink(join, booking.meetingLink) : null;
    return buildInvite({
      uid: `${reg.id}@${new URL(base).hostname}`,
      title: booking.title,
      description: [bookingText(slot, booking, lang, method === 'REQUEST' ? join : null), `${base}/dashboard`].join('\n'),
      startsAt: slot.slotStart,
      durationMin: minutesOf(slot),
      location: online ? link || translator.t(lang)('emails:onlineVideoCall') : booking.address || undefined,
      url: link || undefined,
      organizer,
      attendee: { name: reg.fullName, email: reg.email },
      sequence: reg.slotSequence,
      method,
    });
  };

  function bookingReminders(reg: RegistrationRow, booking: BookingDetails, join?: JoinUrl): OutgoingEmail[] {
    const slot = bookedSlot(reg);
    if (!slot || reg.status !== 'confirmed') return [];
    const lang = langOf(reg);
    const t = translator.t(lang);
    const now = Date.now();
    const out: OutgoingEmail[] = [];
    for (const offset of REMINDER_OFFSETS) {
      const at = slot.slotStart.getTime() - offset.ms;
      if (at <= now) continue;
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t(`agenda:mail.reminder${offset.key}`, { title: booking.title }),
          bookingLines(reg, slot, booking, lang, join),
          manageLines(reg, booking, lang, new Date(at), join),
          ...footer(lang),
        ],
        lang,
      );
      out.push({
        to: reg.email,
        subject: t(`emails:reminder.subject${offset.key}`, { title: booking.title }),
        text,
        html,
        kind: `reminder-${offset.key}`,
        locale: lang,
        sendAfter: new Date(at),
        dedupeKey: bookingReminderKey(reg.id, offset.key, reg.slotSequence),
        whatsapp: wa(reg, `reminder-${offset.key}`, bookingFacts(reg, slot, booking, lang, join)),
      });
    }
    return out;
  }

  /** The booked session's invite (REQUEST, its current SEQUENCE) in a message, and its reminders. */
  function bookingInviteEmails(reg: RegistrationRow, booking: BookingDetails, kind: string, subject: string, intro: Paragraph | Paragraph[], join: JoinUrl): OutgoingEmail[] {
    const slot = bookedSlot(reg)!;
    const lang = langOf(reg);
    const t = translator.t(lang);
    const { text, html } = render(
      [t('emails:greeting', { name: reg.fullName }), intro, bookingLines(reg, slot, booking, lang, join), t('emails:calendarNote'), manageLines(reg, booking, lang, undefined, join), ...footer(lang)],
      lang,
    );
    const ics = bookingInvite(reg, slot, booking, lang, 'REQUEST', join);
    return [{ to: reg.email, subject, text, html, ics, kind, locale: lang, whatsapp: wa(reg, kind, bookingFacts(reg, slot, booking, lang, join)) }, ...bookingReminders(reg, booking, join)];
  }

  function bookingConfirmedEmails(reg: RegistrationRow, booking: BookingDetails, join: JoinUrl): OutgoingEmail[] {
    const t = translator.t(langOf(reg));
    return bookingInviteEmails(reg, booking, 'booking-confirmed', t('agenda:mail.confirmedSubject', { title: booking.title }), t('agenda:mail.confirmedIntro', { title: booking.title }), join);
  }

  function registeredEmails(reg: RegistrationRow, webinar: WebinarRow | null, booking?: BookingDetails, join?: JoinUrl): OutgoingEmail[] {
    const lang = langOf(reg);
    const t = translator.t(lang);
    const service = serviceName(reg, webinar, lang);
    const out: OutgoingEmail[] = [];
    if (reg.status === 'confirmed' && webinar) {
      out.push(...confirmSeat(reg, webinar, 'registration-confirmed', t('emails:confirmed.intro', { title: service }), join));
    } else if (reg.status === 'confirmed' && bookedSlot(reg)) {
      out.push(...bookingConfirmedEmails(reg, booking ?? bookingFallback(reg, lang), join));
    } else if (reg.status === 'confirmed') {
      const { text, html } = render([t('emails:greeting', { name: reg.fullName }), t('emails:confirmed.intro', { title: service }), factsOf(reg, lang, { title: service, amountInr: reg.amountInr }), ...footer(lang)], lang);
      out.push({ to: reg.email, subject: t('emails:confirmed.subject', { title: service }), text, html, kind: 'registration-confirmed', locale: lang, whatsapp: wa(reg, 'registration-confirmed', { title: service }) });
    } else if (reg.status === 'waitlisted') {
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t('emails:waitlisted.body', { title: service }),
          webinar && eventLines(reg, webinar, lang, false),
          cancelLink(reg, lang),
          ...footer(lang),
        ],
        lang,
      );
      out.push({ to: reg.email, subject: t('emails:waitlisted.subject', { title: service }), text, html, kind: 'registration-waitlisted', locale: lang });
    }
    // A registration awaiting payment gets no e-mail now: its person is at the payment page. If the
    // hold is about to end unpaid, finishPayment() writes to them (payments/hold-reminders.ts).
    return withNotice(out, adminNotice(reg, webinar, 'new'));
  }


  /**
   * "Finish your payment": the hold on the place is about to end unpaid (sent once, a few minutes
   * before holdExpiresAt, by the payment hold job). What is held, when, for how long and the amount,
   * and the button to the signed payment page.
   */
  function finishPaymentEmail(reg: RegistrationRow, webinar: WebinarRow | null, booking: BookingDetails | null, now = new Date()): OutgoingEmail {
    const lang = langOf(reg);
    const t = translator.t(lang);
    const service = booking?.title ?? serviceName(reg, webinar, lang);
    const slot = bookedSlot(reg);
    const left = Math.max(1, Math.ceil(((reg.holdExpiresAt?.getTime() ?? now.getTime()) - now.getTime()) / 60_000));
    const where = booking ? (booking.mode === 'online' ? t('emails:onlineVideoCall') : (booking.address ?? t('emails:inPerson'))) : null;
    const { text, html } = render(
      [
        t('emails:greeting', { name: reg.fullName }),
        t('emails:pendingPayment.body', { service, amount: formatInr(reg.amountInr, lang), duration: formatDuration(left, lang) }),
        webinar
          ? factsOf(reg, lang, { title: service, startsAt: webinar.startsAt, minutes: webinar.duration, where: placeOf(webinar, lang), amountInr: reg.amountInr })
          : factsOf(reg, lang, { title: service, startsAt: slot?.slotStart, minutes: slot ? minutesOf(slot) : null, where, amountInr: reg.amountInr }),
        payButton(reg, lang),
        t('emails:pendingPayment.after'),
        ...footer(lang),
      ],
      lang,
    );
    return { to: reg.email, subject: t('emails:pendingPayment.subject', { service }), text, html, kind: 'registration-pending-payment', locale: lang, dedupeKey: `finish-payment:${reg.id}` };
  }

  /** The consent's words: the form's label in the client's language, naming the practice. */
  async function whatsAppConsent(tx: Db | Tx, reg: RegistrationRow): Promise<void> {
    if (!config.whatsapp) return;
    const lang = langOf(reg);
    await saveWhatsAppConsent(tx, reg, translator.t(lang)('registration:whatsappOptIn.label', { practice: practice.name[lang] }));
  }

  return {
    registeredEmails,
    payUrl,

    whatsAppConsent,
    reminderEmails: reminders,
    bookingReminderEmails: bookingReminders,

    async joinUrls(tx, regs) {
      const out = new Map<string, string>();
      for (const reg of regs) {
        const url = await joinOf(tx, reg);
        if (url) out.set(reg.id, url);
      }
      return out;
    },

    async bookingChanged(tx, reg, booking, what) {
      const t = translator.t(langOf(reg));
      const subject = t(what === 'rescheduled' ? 'agenda:mail.rescheduledSubject' : 'agenda:mail.linkChangedSubject', { title: booking.title });
      const intro = t(what === 'rescheduled' ? 'agenda:mail.rescheduledIntro' : 'agenda:mail.linkChangedIntro', { title: booking.title });
      const join = booking.mode === 'online' ? await joinOf(tx, reg) : null;
      await send(tx, bookingInviteEmails(reg, booking, what === 'rescheduled' ? 'booking-rescheduled' : 'booking-link-changed', subject, intro, join), what === 'rescheduled' ? adminNotice(reg, null, 'rescheduled') : undefined);
    },

    joinLinkEmail(reg, webinar, dedupeKey, join) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const title = titleOf(webinar, lang);
      const url = roomLink(join, webinar.zoomLink) ?? '';
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t('emails:joinLinkChanged.body', { title }),
          url && { button: t('emails:buttons.join'), url },
          t('emails:joinLinkChanged.note'),
          eventLines(reg, webinar, lang, false),
          cancelLink(reg, lang),
          ...footer(lang),
        ],
        lang,
      );
      return { to: reg.email, subject: t('emails:joinLinkChanged.subject', { title }), text, html, ics: eventInvite(reg, webinar, 'REQUEST', join), kind: 'join-link-changed', locale: lang, dedupeKey, whatsapp: wa(reg, 'join-link-changed', eventFacts(reg, webinar, lang, join)) };
    },

    eventUpdatedEmail(reg, webinar, join) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const title = titleOf(webinar, lang);
      const confirmed = reg.status === 'confirmed';
      // What the person is asked to do matches their status: the seat keeps its place (its invite
      // updated), a payment still due keeps its link, the waitlist stays the waitlist; a payment
      // being checked is asked for nothing.
      const next: Paragraph =
        confirmed ? t('emails:eventUpdated.calendarNote')
        : reg.status === 'pending_payment' ? payButton(reg, lang)
        : reg.status === 'waitlisted' ? t('emails:eventUpdated.stillWaiting')
        : null;
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t('emails:eventUpdated.body', { title }),
          eventLines(reg, webinar, lang, confirmed, join),
          next,
          cancelLink(reg, lang),
          ...footer(lang),
        ],
        lang,
      );
      return {
        to: reg.email,
        subject: t('emails:eventUpdated.subject', { title }),
        text,
        html,
        ics: confirmed ? eventInvite(reg, webinar, 'REQUEST', join) : undefined,
        kind: 'event-updated',
        locale: lang,
        whatsapp: wa(reg, 'event-updated', eventFacts(reg, webinar, lang, join)),
        dedupeKey: `event-update:${reg.id}:${webinar.inviteSequence}`,
      };
    },

    eventCancelledEmail(reg, webinar, { heldInvite, paid }) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const title = titleOf(webinar, lang);
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t('emails:eventCancelled.body', { title }),
          factsOf(reg, lang, { title, startsAt: webinar.startsAt, minutes: webinar.duration, where: placeOf(webinar, lang), amountInr: reg.amountInr }),
          paid ? t('emails:eventCancelled.refund') : null,
          heldInvite ? t('emails:eventCancelled.calendarNote') : null,
          ...footer(lang),
        ],
        lang,
      );
      return {
        to: reg.email,
        subject: t('emails:eventCancelled.subject', { title }),
        text,
        html,
        ics: heldInvite ? eventInvite(reg, webinar, 'CANCEL') : undefined,
        kind: 'event-cancelled',
        locale: lang,
        whatsapp: wa(reg, 'event-cancelled', eventFacts(reg, webinar, lang)),
        dedupeKey: `event-cancelled:${reg.id}`,
      };
    },

    async alreadyRegistered(tx, reg, webinar) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const title = titleOf(webinar, lang);
      const join = webinar.isOnline ? await joinOf(tx, reg) : null;
      // Nothing the second form said is repeated: the name, the status and the links are the stored registration's.
      const next: Paragraph =
        reg.status === 'pending_payment' ? payButton(reg, lang)
        : reg.status === 'waitlisted' ? t('emails:alreadyRegistered.waitlisted')
        : null;
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t('emails:alreadyRegistered.body', { title }),
          eventLines(reg, webinar, lang, reg.status === 'confirmed', join),
          next,
          cancelLink(reg, lang),
          t('emails:alreadyRegistered.notYou'),
          ...footer(lang),
        ],
        lang,
      );
      // One a day per registration (IST day), whatever the number of repeats: the outbox's unique dedupe key decides.
      const dedupeKey = `already-registered:${reg.id}:${istToday()}`;
      await mail.enqueueEmails(tx, [{ to: reg.email, subject: t('emails:alreadyRegistered.subject', { title }), text, html, kind: 'registration-already-registered', locale: lang, dedupeKey }]);
    },

    async finishPayment(tx, reg, webinar, now) {
      const booking = !webinar && bookedSlot(reg) ? await detailsOf(tx, reg) : null;
      await mail.enqueueEmails(tx, [finishPaymentEmail(reg, webinar, booking, now)]);
    },

    async registered(tx, reg, webinar) {
      const booking = !webinar && bookedSlot(reg) ? await detailsOf(tx, reg) : undefined;
      const join = webinar?.isOnline || booking?.mode === 'online' ? await joinOf(tx, reg) : null;
      await mail.enqueueEmails(tx, registeredEmails(reg, webinar, booking, join));
      await whatsAppConsent(tx, reg);
    },

    async paid(tx, reg, webinar, payment) {
      /** A paid package (issue 54 part 1): how many sessions, until when, and where to book them. */
      /** A paid package: how many sessions, until when, and the button to book them. */
      async function packageLines(db: Db | Tx, pkgReg: RegistrationRow, lang: Language, service: string, paidAt: Date): Promise<Paragraph[]> {
        const t = translator.t(lang);
        const terms = termsOf(pkgReg.formData);
        const [booked] = pkgReg.serviceId ? await db.select({ slug: services.slug, id: services.id }).from(services).where(eq(services.id, pkgReg.serviceId)) : [];
        if (!terms || !booked) return [t('emails:paid.nextConsultancy')];
        const url = pageUrl(base, lang, `/book/${booked.slug ?? booked.id}`);
        return [t('emails:paid.packageReady', { sessions: terms.sessions, service, until: formatIstDate(creditsExpireAt(paidAt, terms.validDays), lang) }), { button: t('emails:buttons.bookSessions'), url }];
      }
      const lang = langOf(reg);
      const t = translator.t(lang);
      const service = serviceName(reg, webinar, lang);
      // The receipt's number, amount, offering and a link to the printable receipt (a test payment has no number, so no receipt).
      const reference = payment.reference ?? payment.providerPaymentId ?? payment.utr ?? null;
      // A signed page the payer opens without an account, in their language (a tax invoice with a GSTIN).
      const receiptUrl = payment.receiptNo && payment.id ? pageUrl(base, lang, `/receipt/${payment.id}?${linkQuery(links.sign('receipt', payment.id))}`) : null;
      const invoice = !!config.payments.business.gstin;
      const intro = [
        t('emails:paid.body', { service, amount: formatInr(payment.amountInr, lang) }),
        payment.receiptNo && t(invoice ? 'ledger:mail.invoiceNo' : 'ledger:mail.receiptNo', { receiptNo: payment.receiptNo }),
        reference && t('emails:paid.reference', { reference }),
      ]
        .filter(Boolean)
        .join('\n');
      // The receipt (or tax invoice) is a named link beside a join button, the button itself otherwise.
      const receiptWords = t(invoice ? 'emails:buttons.invoice' : 'emails:buttons.receipt');
      const out: OutgoingEmail[] = [];
      const paidIntro: Paragraph[] = [intro, receiptUrl && { link: receiptWords, url: receiptUrl }];
      if (webinar && reg.status === 'confirmed') {
        out.push(...confirmSeat(reg, webinar, 'payment-received', paidIntro, webinar.isOnline ? await joinOf(tx, reg) : null));
      } else if (reg.status === 'confirmed' && bookedSlot(reg)) {
        // The booking is confirmed by its payment: the receipt, the invite and the reminders in one go;
        // the message says the booked time and how to join, never "we will contact you to schedule".
        const booking = await detailsOf(tx, reg);
        const join = booking.mode === 'online' ? await joinOf(tx, reg) : null;
        out.push(...bookingInviteEmails(reg, booking, 'payment-received', t('agenda:mail.confirmedSubject', { title: booking.title }), paidIntro, join));
      } else {
        // A paid course opens at once: the e-mail leads to its page (features/course), day 1 open.
        const [course] = reg.type === 'course' && reg.serviceId ? await tx.select({ slug: services.slug }).from(services).where(eq(services.id, reg.serviceId)) : [];
        const courseUrl = course?.slug ? pageUrl(base, lang, `/course/${course.slug}`) : null;
        // Only a consultation asked for without a time (no slot booked) is scheduled later, by the practice.
        const next: Paragraph[] = courseUrl
          ? [t('emails:paid.courseOpen'), { button: t('emails:buttons.course'), url: courseUrl }]
          : reg.type === 'package'
            ? await packageLines(tx, reg, lang, service, payment.paidAt ?? new Date())
            : [reg.type === 'course' ? t('emails:paid.nextCourse') : reg.type === 'consultancy' ? t('emails:paid.nextConsultancy') : null];
        const receipt: Paragraph = receiptUrl && (courseUrl ? { link: receiptWords, url: receiptUrl } : { button: receiptWords, url: receiptUrl });
        const { text, html } = render([t('emails:greeting', { name: reg.fullName }), intro, factsOf(reg, lang, { title: service, amountInr: payment.amountInr }), ...next, receipt, ...footer(lang)], lang);
        out.push({ to: reg.email, subject: t('emails:paid.subject', { service }), text, html, kind: 'payment-received', locale: lang, whatsapp: wa(reg, 'payment-received', { title: service, amount: formatInr(payment.amountInr, lang) }) });
      }
      await send(tx, out, adminNotice(reg, webinar, 'paid'));
    },

    async refunded(tx, reg, webinar, refund) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const service = serviceName(reg, webinar, lang);
      const amount = formatInr(refund.amountInr, lang);
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t(refund.full ? 'ledger:mail.refundFull' : 'ledger:mail.refundPartial', { service, amount }),
          whatOf(reg, webinar, lang, null),
          refund.reference && t('ledger:mail.refundReference', { reference: refund.reference }),
          // The credit note against the tax invoice (or receipt); the receipt page shows it.
          refund.creditNoteNo && t('ledger:mail.creditNote', { number: refund.creditNoteNo }),
          t('ledger:mail.refundTiming'),
          ...footer(lang),
        ],
        lang,
      );
      // The seat or session it ended leaves the person's calendar too.
      const slot = !webinar ? bookedSlot(reg) : null;
      const ics = !refund.withdrawInvite ? undefined : slot ? bookingInvite(reg, slot, await detailsOf(tx, reg), lang, 'CANCEL') : webinar ? eventInvite(reg, webinar, 'CANCEL') : undefined;
      await mail.enqueueEmails(tx, [{ to: reg.email, subject: t('ledger:mail.refundSubject', { service, amount }), text, html, ics, kind: 'payment-refunded', locale: lang, whatsapp: wa(reg, 'payment-refunded', { title: service, amount }) }]);
    },

    async promoted(tx, reg, webinar) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const title = titleOf(webinar, lang);
      const out: OutgoingEmail[] = [];
      if (reg.status === 'confirmed') {
        out.push(...confirmSeat(reg, webinar, 'waitlist-promoted', t('emails:promoted.body', { title }), webinar.isOnline ? await joinOf(tx, reg) : null));
      } else {
        const { text, html } = render(
          [
            t('emails:greeting', { name: reg.fullName }),
            t('emails:promoted.payBody', { title, amount: formatInr(reg.amountInr, lang) }),
            eventLines(reg, webinar, lang, false),
            payButton(reg, lang),
            ...footer(lang),
          ],
          lang,
        );
        out.push({ to: reg.email, subject: t('emails:promoted.subject', { title }), text, html, kind: 'waitlist-promoted', locale: lang, whatsapp: wa(reg, 'waitlist-promoted', eventFacts(reg, webinar, lang)) });
      }
      await send(tx, out, adminNotice(reg, webinar, 'promoted'));
    },

    async cancelled(tx, reg, webinar, options = {}) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const service = serviceName(reg, webinar, lang);
      const slot = !webinar ? bookedSlot(reg) : null;
      // A booked session: its time in the message, and the invite withdrawn (METHOD:CANCEL, same UID).
      const booking = slot ? await detailsOf(tx, reg) : null;
      const { text, html } = render(
        [
          t('emails:greeting', { name: reg.fullName }),
          t('emails:cancelled.body', { title: booking?.title ?? service }),
          whatOf(reg, webinar, lang, booking),
          // Only money actually received is spoken of: an unpaid booking is not told "about your payment".
          options.paid && t('emails:cancelled.refundNote'),
          ...footer(lang),
        ],
        lang,
      );
      const ics = slot && booking ? bookingInvite(reg, slot, booking, lang, 'CANCEL') : webinar && options.heldInvite ? eventInvite(reg, webinar, 'CANCEL') : undefined;
      const email: OutgoingEmail = {
        to: reg.email,
        subject: t('emails:cancelled.subject', { title: booking?.title ?? service }),
        text,
        html,
        ics,
        kind: 'registration-cancelled',
        locale: lang,
        whatsapp: wa(reg, 'registration-cancelled', { title: booking?.title ?? service }),
      };
      await send(tx, [email], adminNotice(reg, webinar, 'cancelled'));
    },
  };
}
