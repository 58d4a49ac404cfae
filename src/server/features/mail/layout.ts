/**
 * The one renderer of every e-mail to a client or the founder (registrations/emails.ts and
 * payments/emails.ts compose the blocks): a message is a list of blocks, drawn twice, as the
 * plain-text part and as HTML that looks like the site on a phone (the practice's name on its brand
 * colour, a real button for the main action, short named links, the click-to-chat button of issue 52).
 *
 * The HTML never shows a raw URL or id: a link is a button or a few named words, and the URL itself
 * only appears in the plain-text part, where a mail program makes it clickable. Only the URLs of our
 * own blocks become links; what visitors typed (names, cities, messages) is always escaped text.
 */
import type { Language } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';
import { whatsappLinkOf } from '../../../shared/content/site-view.ts';
import type { TFunction } from '../../../shared/i18n/translator.ts';
import { formatDuration } from '../../../shared/duration.ts';
import { formatInr } from '../../../shared/money.ts';
import { openingWords, zoneOrPractice } from '../../lib/time.ts';

/**
 * The site's colours in hex (mail programs know neither oklch nor CSS variables): brand-700 of
 * src/client/app.css, the colour of the site's primary buttons, and its brand-50 tint.
 * layout.test.ts converts app.css's values and holds these to them.
 */
export const MAIL_COLOURS = { brand: '#5f3298', tint: '#f7f2ff', text: '#1e293b', muted: '#64748b', whatsapp: '#15803d' } as const;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The main action of a message (pay, join, reschedule, receipt, book): a button in the HTML, "label: url" in the text. */
export interface ButtonBlock {
  button: string;
  url: string;
  /** Another colour than the brand's (the WhatsApp button is green). */
  colour?: string;
}

/** A secondary link: `lead` as text, then a few named words as the link ("Cancel your seat"). */
export interface LinkBlock {
  lead?: string;
  link: string;
  url: string;
}

/** Label and value lines (service, when, duration, amount, where), a small table in the HTML. */
export interface FactsBlock {
  facts: Array<[label: string, value: string] | null | false | undefined>;
}

/** A block: a paragraph of text, or one of the above; falsy blocks are left out. */
export type MailBlock = string | ButtonBlock | LinkBlock | FactsBlock | null | false | undefined;

/** What a message is about: the service or event, when, how long, where, and the amount. */
export interface Facts {
  title: string;
  startsAt?: Date | null;
  minutes?: number | null;
  where?: string | null;
  amountInr?: number | null;
  /** The visitor's IANA zone as the registration stored it (formData.timeZone), if any. */
  timeZone?: unknown;
}

/**
 * The facts as label and value lines: the date and time in IST and, when the visitor's stored zone
 * is not IST, on their own clock named by its city (shared/ist.ts, as the booking page names it).
 */
export function factsBlock(t: TFunction, lang: Language, x: Facts): FactsBlock {
  const words = x.startsAt ? openingWords(x.startsAt, zoneOrPractice(x.timeZone), lang) : null;
  return {
    facts: [
      [t('emails:facts.what'), x.title],
      words && [t('emails:facts.when'), t('emails:facts.ist', { date: words.ist })],
      !!words?.local && [t('emails:facts.yourTime'), words.local],
      !!x.minutes && [t('emails:facts.duration'), formatDuration(x.minutes, lang)],
      !!x.where && [t('emails:facts.where'), x.where],
      !!x.amountInr && [t('emails:facts.amount'), formatInr(x.amountInr, lang)],
    ],
  };
}

const isButton = (b: object): b is ButtonBlock => 'button' in b;
const isLink = (b: object): b is LinkBlock => 'link' in b;
const isFacts = (b: object): b is FactsBlock => 'facts' in b;

/** "Chat with us on WhatsApp", a link to wa.me/<digits>, drawn as a green button. */
export type ChatButton = ButtonBlock;

/**
 * The button to the practice's WhatsApp (its number in Site content, blank when not given or still
 * sample in production), or null. Meta's phone number id (WHATSAPP_PHONE_NUMBER_ID) is not the
 * number itself, so without one in Site content there is nothing to link to.
 */
export function chatButtonOf(t: TFunction, whatsapp: string | undefined): ChatButton | null {
  if (!whatsapp || whatsapp.replace(/\D/g, '').length < 8) return null;
  return { button: t('emails:whatsappChat'), url: whatsappLinkOf(whatsapp), colour: MAIL_COLOURS.whatsapp };
}

const ownUrl = (url: string) => /^https?:\/\//.test(url);

/**
 * A "bulletproof" button: a table cell carries the colour (Outlook for Windows ignores a link's
 * padding and background), the link inside fills it with the same colour, so every client shows a
 * filled, tappable rectangle. Full width up to 320 px: a thumb finds it on a 360 px phone.
 */
function buttonHtml(b: ButtonBlock): string {
  const colour = b.colour ?? MAIL_COLOURS.brand;
  const href = escapeHtml(b.url);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;border-collapse:separate"><tr>` +
    `<td align="center" bgcolor="${colour}" style="border-radius:8px;background:${colour}">` +
    `<a href="${href}" target="_blank" style="display:inline-block;min-width:200px;max-width:320px;padding:14px 24px;border:1px solid ${colour};border-radius:8px;background:${colour};color:#ffffff;font-size:16px;font-weight:700;line-height:20px;text-align:center;text-decoration:none">${escapeHtml(b.button)}</a>` +
    `</td></tr></table>`
  );
}

const paragraph = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
const textHtml = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

function blockHtml(b: Exclude<MailBlock, null | false | undefined>): string {
  if (typeof b === 'string') return paragraph(textHtml(b));
  if (isButton(b)) return ownUrl(b.url) ? buttonHtml(b) : '';
  if (isLink(b)) {
    const link = ownUrl(b.url) ? `<a href="${escapeHtml(b.url)}" target="_blank" style="color:${MAIL_COLOURS.brand};font-weight:600">${escapeHtml(b.link)}</a>` : escapeHtml(b.link);
    return paragraph(b.lead ? `${textHtml(b.lead)} ${link}` : link);
  }
  const rows = b.facts.filter((f): f is [string, string] => !!f && !!f[1]);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;border-collapse:collapse;background:${MAIL_COLOURS.tint};border-radius:8px">` +
    rows.map(([label, value]) => `<tr><td style="padding:8px 12px;color:${MAIL_COLOURS.muted};font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:8px 12px;font-weight:600;vertical-align:top">${textHtml(value)}</td></tr>`).join('') +
    `</table>`
  );
}

function blockText(b: Exclude<MailBlock, null | false | undefined>): string {
  if (typeof b === 'string') return b;
  if (isButton(b)) return `${b.button}: ${b.url}`;
  if (isLink(b)) return `${b.lead ? `${b.lead} ` : ''}${b.link}: ${b.url}`;
  return b.facts
    .filter((f): f is [string, string] => !!f && !!f[1])
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

const kept = (b: MailBlock): b is Exclude<MailBlock, null | false | undefined> => {
  if (!b) return false;
  if (typeof b === 'string') return b.length > 0;
  if (isFacts(b)) return b.facts.some((f) => !!f && !!f[1]);
  return true;
};

/**
 * A message's blocks as its plain-text part and its HTML part, in its language: the practice's name
 * on a band of its colour, the blocks on white, at most 600 px wide and fluid below (a phone).
 */
export function renderEmail(lang: Language, blocks: MailBlock[]): { text: string; html: string } {
  const list = blocks.filter(kept);
  const text = list.map(blockText).join('\n\n') + '\n';
  const name = escapeHtml(practice.name[lang] ?? practice.name.en);
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${name}</title></head>` +
    `<body style="margin:0;padding:0;background:${MAIL_COLOURS.tint}">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:${MAIL_COLOURS.tint}"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;background:#ffffff;border-radius:12px;border-collapse:separate">` +
    `<tr><td bgcolor="${MAIL_COLOURS.brand}" style="background:${MAIL_COLOURS.brand};border-radius:12px 12px 0 0;padding:18px 20px;color:#ffffff;font-family:'Noto Sans',Arial,sans-serif;font-size:18px;font-weight:700">${name}</td></tr>` +
    `<tr><td style="padding:20px;font-family:'Noto Sans',Arial,sans-serif;font-size:16px;line-height:1.6;color:${MAIL_COLOURS.text}">${list.map(blockHtml).join('')}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  return { text, html };
}

/**
 * A message written as one text (paragraphs apart by a blank line, as the auth, contact and inbox
 * e-mails are), in the same layout: the paragraph that is exactly the action's URL becomes its button.
 */
export function textEmail(lang: Language, text: string, action?: ButtonBlock): { text: string; html: string } {
  const paragraphs = text.split(/\r?\n\s*\r?\n/).map((p) => p.trim());
  return renderEmail(lang, paragraphs.map((p) => (action && p === action.url ? action : p)));
}
