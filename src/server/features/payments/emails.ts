/**
 * The money path's own e-mails, in the person's language: the hold ended (book again), the founder
 * found no such UPI payment (send the UTR again), and money given back (late, twice, or the wrong
 * amount); and the founder's notices (a UPI payment or a booking on request to check, a payment
 * that needs her eye). The receipt itself is the registrations mailer's `paid()`. Every message is
 * written to the outbox inside the caller's transaction.
 */
import { isLanguage, type Language, type PaymentFlag, type RegistrationType } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';
import { pageUrl } from '../../../shared/language-address.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow, RegistrationRow, WebinarRow } from '../../db/schema.ts';
import { contactLine, NO_CONTACT, type PracticeContact } from '../../lib/contact-line.ts';
import type { Translator } from '../../lib/i18n.ts';
import { chatButtonOf, factsBlock, renderEmail, type MailBlock } from '../mail/layout.ts';
import { enqueueEmails, type OutgoingEmail } from '../mail/outbox.ts';
import { whatsAppNote } from '../whatsapp/outbox.ts';
import { formatAmountInr as inr } from '../../../shared/money.ts';
import { formatDuration } from '../../../shared/duration.ts';

export function createPaymentMailer(deps: { config: Config; translator: Translator; contact?: PracticeContact; /** The signed payment link (registrations' mailer). */ payUrl: (reg: RegistrationRow) => string }) {
  const { config, translator } = deps;
  const contact = deps.contact ?? NO_CONTACT;
  const langOf = (reg: RegistrationRow): Language => (isLanguage(reg.locale) ? reg.locale : 'en');
  const serviceOf = (reg: RegistrationRow, webinar: WebinarRow | null, lang: Language) => {
    if (!webinar) return translator.t(lang)(`emails:services.${reg.type as RegistrationType}`);
    return (lang === 'en' ? undefined : webinar.translations?.[lang]?.title) || webinar.title;
  };
  /** Where to book again: the events page for an event, the registration form otherwise. */
  // In the reader's language, at its own address (ADR 0019).
  const bookUrl = (reg: RegistrationRow) => pageUrl(config.publicUrl, langOf(reg), reg.webinarId ? '/events' : reg.type === 'package' ? '/services' : `/register?type=${reg.type}`);
  const footer = (lang: Language) => {
    const t = translator.t(lang);
    const reach = contact(lang);
    return [contactLine(t, reach), chatButtonOf(t, reach.whatsapp), t('emails:signature', { practice: practice.name[lang] })];
  };
  /** What the registration was for: the service or event, its time (IST and the visitor's zone) and duration when it has one, and the amount. */
  const factsOf = (reg: RegistrationRow, webinar: WebinarRow | null, lang: Language, title: string, amountInr: number) => {
    const minutes = webinar ? webinar.duration : reg.slotStart && reg.slotEnd ? Math.round((reg.slotEnd.getTime() - reg.slotStart.getTime()) / 60_000) : null;
    return factsBlock(translator.t(lang), lang, { title, startsAt: webinar?.startsAt ?? reg.slotStart, minutes, amountInr, timeZone: reg.formData.timeZone });
  };
  /**
   * A message to the client; its WhatsApp twin (whatsapp/outbox.ts: the template of its kind, with
   * the service and the amount) goes with it when they opted in and WhatsApp is set up.
   */
  const toPerson = (reg: RegistrationRow, webinar: WebinarRow | null, kind: string, subject: string, body: MailBlock[], facts: { title: string; amountInr: number }, dedupeKey?: string): OutgoingEmail => {
    const lang = langOf(reg);
    const { text, html } = renderEmail(lang, [translator.t(lang)('emails:greeting', { name: reg.fullName }), body[0], factsOf(reg, webinar, lang, facts.title, facts.amountInr), ...body.slice(1), ...footer(lang)]);
    const whatsapp = config.whatsapp ? whatsAppNote(reg, kind, { title: facts.title, amount: inr(facts.amountInr, lang) }) : undefined;
    return { to: reg.email, subject, text, html, kind, locale: lang, dedupeKey, whatsapp };
  };
  /** The founder's notices are in English, like the registrations' (no-op without ADMIN_NOTIFY_EMAIL). */
  const toFounder = (kind: string, subject: string, lines: MailBlock[]): OutgoingEmail[] => {
    if (!config.adminNotifyEmail) return [];
    const { text, html } = renderEmail('en', lines);
    return [{ to: config.adminNotifyEmail, subject, text, html, kind, locale: 'en' }];
  };
  const who = (reg: RegistrationRow) => `${reg.fullName} <${reg.email}>${reg.phone ? `, ${reg.phone}` : ''}`;

  return {
    /** The hold ended unpaid: once per registration (its dedupe key), with where to book again. */
    holdExpiredEmail(reg: RegistrationRow, webinar: WebinarRow | null): OutgoingEmail {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const service = serviceOf(reg, webinar, lang);
      const url = bookUrl(reg);
      return toPerson(
        reg,
        webinar,
        'payment-hold-expired',
        t('emails:payments.holdExpired.subject', { service }),
        [t('emails:payments.holdExpired.body', { service, duration: formatDuration(config.payments.holdMinutes, lang) }), t('emails:payments.holdExpired.again'), { button: t('emails:buttons.book'), url }],
        { title: service, amountInr: reg.amountInr },
        `hold-expired:${reg.id}`,
      );
    },

    /** The founder found no such UPI payment: the person may send the right UTR or pay again. */
    async rejected(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, payment: PaymentRow) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const service = serviceOf(reg, webinar, lang);
      const url = deps.payUrl(reg);
      await enqueueEmails(tx, [
        toPerson(
          reg,
          webinar,
          'payment-rejected',
          t('emails:payments.rejected.subject', { service }),
          [
            t('emails:payments.rejected.body', { service, amount: inr(payment.amountInr, lang), utr: payment.utr ?? '' }),
            t('emails:payments.rejected.again', { duration: formatDuration(config.payments.holdMinutes, lang) }),
            { button: t('emails:buttons.pay', { amount: inr(payment.amountInr, lang) }), url },
          ],
          { title: service, amountInr: payment.amountInr },
        ),
      ]);
    },

    /** Money given back in full (Razorpay refund): why, and when it reaches them. */
    async returned(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, input: { amountInr: number; flag: PaymentFlag }) {
      const lang = langOf(reg);
      const t = translator.t(lang);
      const service = serviceOf(reg, webinar, lang);
      await enqueueEmails(tx, [
        toPerson(
          reg,
          webinar,
          'payment-refunded-automatically',
          t('emails:payments.returned.subject', { service }),
          [t(`emails:payments.returned.${input.flag}`, { service, amount: inr(input.amountInr, lang) }), t('emails:payments.returned.when')],
          { title: service, amountInr: input.amountInr },
        ),
      ]);
    },

    /** A direct-UPI payment (or a booking on request) waits for the founder's check. */
    async awaitingFounder(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, payment: PaymentRow, reference: string) {
      const t = translator.t('en');
      const service = serviceOf(reg, webinar, 'en');
      const upi = payment.provider === 'upi';
      await enqueueEmails(
        tx,
        toFounder(upi ? 'admin-upi-to-verify' : 'admin-booking-on-request', t(upi ? 'emails:payments.admin.upiSubject' : 'emails:payments.admin.onRequestSubject', { name: reg.fullName, service }), [
          t(upi ? 'emails:payments.admin.upiBody' : 'emails:payments.admin.onRequestBody', { name: reg.fullName, service, amount: inr(payment.amountInr, 'en'), utr: payment.utr ?? '', reference }),
          payment.flag === 'utr_reused' ? t('emails:payments.admin.utrReused') : null,
          who(reg),
          { button: t('emails:payments.admin.whereToCheck'), url: `${config.publicUrl}/admin` },
        ]),
      );
    },

    /** Money arrived that confirms nothing (late without a seat, twice, the wrong amount). */
    async flagged(tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null, payment: PaymentRow) {
      const t = translator.t('en');
      const service = serviceOf(reg, webinar, 'en');
      await enqueueEmails(
        tx,
        toFounder('admin-payment-flagged', t('emails:payments.admin.flaggedSubject', { name: reg.fullName, service }), [
          t(`emails:payments.admin.flag.${payment.flag as PaymentFlag}`, { name: reg.fullName, service, amount: inr(payment.amountInr, 'en') }),
          t(payment.provider === 'razorpay' ? 'emails:payments.admin.refundedByRazorpay' : 'emails:payments.admin.refundByHand'),
          who(reg),
        ]),
      );
    },
  };
}

export type PaymentMailer = ReturnType<typeof createPaymentMailer>;
