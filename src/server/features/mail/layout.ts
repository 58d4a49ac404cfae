/**
 * The frame every HTML e-mail to a client is written in (registrations/emails.ts and
 * payments/emails.ts compose the paragraphs): the document around them, and the click-to-chat
 * button (issue 52) that closes a message when the practice has a WhatsApp number in Site content.
 * The button is one of the message's paragraphs, so the text copy carries the same link as a line.
 */
import type { Language } from '../../../shared/constants.ts';
import { whatsappLinkOf } from '../../../shared/content/site-view.ts';
import type { TFunction } from '../../../shared/i18n/translator.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "Chat with us on WhatsApp", a link to wa.me/<digits>, drawn as a button in the HTML. */
export interface ChatButton {
  chat: string;
  url: string;
}

export const isChatButton = (p: unknown): p is ChatButton => typeof p === 'object' && p !== null && 'chat' in p && 'url' in p;

/**
 * The button to the practice's WhatsApp (its number in Site content, blank when not given or still
 * sample in production), or null. Meta's phone number id (WHATSAPP_PHONE_NUMBER_ID) is not the
 * number itself, so without one in Site content there is nothing to link to.
 */
export function chatButtonOf(t: TFunction, whatsapp: string | undefined): ChatButton | null {
  if (!whatsapp || whatsapp.replace(/\D/g, '').length < 8) return null;
  return { chat: t('emails:whatsappChat'), url: whatsappLinkOf(whatsapp) };
}

/** The button's line in the text copy. */
export const chatText = (button: ChatButton) => `${button.chat}: ${button.url}`;

/** The button in the HTML copy: a link styled as a button (e-mail clients keep inline styles only). */
export const chatHtml = (button: ChatButton) =>
  `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#15803d;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(button.chat)}</a></p>`;

/** The document around a message's HTML paragraphs, in its language. */
export const emailDocument = (lang: Language, body: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:'Noto Sans',Arial,sans-serif;line-height:1.6;color:#1e293b">${body}</body></html>`;
