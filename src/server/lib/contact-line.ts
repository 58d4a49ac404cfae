/**
 * How the site's e-mails say to reach the practice: its phone and e-mail as visitors see them
 * (Site content, features/content; blank where not given or still sample in production).
 */
import type { Language } from '../../shared/constants.ts';
import type { TFunction } from '../../shared/i18n/translator.ts';

/** The practice's phone, e-mail and WhatsApp number (for the e-mails' chat button, mail/layout.ts) in a language. */
export type PracticeContact = (lang: Language) => { phone: string; email: string; whatsapp?: string };
export const NO_CONTACT: PracticeContact = () => ({ phone: '', email: '' });

/** "Questions? Reply, call us on … or write to …", or, without both, "Questions? Reply to this e-mail" (its Reply-To reaches the practice). */
export function contactLine(t: TFunction, { phone, email }: { phone: string; email: string }): string {
  return phone && email ? t('emails:contact', { phone, email }) : t('emails:contactReply');
}
