/**
 * The practice's content as visitors see it, in one language (no zod here: the public pages import
 * it). The document and its checks are in contracts/site-content.ts.
 */
import type { Language } from '../constants.ts';
import type { Localized, SiteContent, SiteContentSection, SiteContentView } from '../contracts/site-content.ts';

import { whatsAppNumber } from '../whatsapp-number.ts';
import { practice } from './practice.ts';

export type { SiteContentView };

/** The text in `lang`, English when it is missing there. */
export const inLanguage = (l: Localized, lang: Language): string => l[lang] || l.en;

/** The digits of a phone number with its leading +, for tel: links ("+91 98765 43210" → "+919876543210"). */
export const telOf = (phone: string): string => (phone.trim().startsWith('+') ? '+' : '') + phone.replace(/\D/g, '');
/**
 * A chat (WhatsApp) link to the number, with an optional first message. wa.me wants the country
 * code: an Indian mobile typed as 10 digits gets 91 (shared/whatsapp-number.ts); anything else
 * (a landline, which WhatsApp Business may use too) keeps its digits as typed.
 */
export function whatsappLinkOf(number: string, message?: string): string {
  const base = `https://wa.me/${whatsAppNumber(number) ?? number.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/**
 * What visitors are shown, in one language: texts resolved (English when missing), testimonials
 * without consent dropped, and, where `hideSample` (production), the sample sections emptied: no
 * sample testimonials, no placeholder phone, links or video; the founder's name
 * is then the practice's.
 */
export function siteContentView(content: SiteContent, lang: Language, hideSample: boolean): SiteContentView {
  const hidden = (s: SiteContentSection) => hideSample && content.sample.includes(s);
  const tr = (l: Localized) => inLanguage(l, lang);
  const { founder, contact, social, video } = content;
  return {
    // Her words in this language only: a blank one is the page's own default in it (not her English).
    home: Object.fromEntries(Object.entries(content.home).map(([k, l]) => [k, hidden('home') ? '' : l[lang].trim()])) as SiteContentView['home'],
    founder: hidden('founder')
      ? { name: practice.name[lang], photo: null, bio: '', credentials: [] }
      : { name: tr(founder.name), photo: founder.photo || null, bio: tr(founder.bio), credentials: lines(tr(founder.credentials)) },
    contact: hidden('contact')
      ? { phone: '', tel: '', whatsapp: '', email: '', address: '', hours: '' }
      : { phone: contact.phone, tel: contact.phone ? telOf(contact.phone) : '', whatsapp: contact.whatsapp, email: contact.email, address: tr(contact.address), hours: tr(contact.hours) },
    social: hidden('social') ? { facebook: '', instagram: '', youtube: '', linkedin: '' } : { ...social },
    books: hidden('books')
      ? []
      : content.books.items.map((b) => ({ title: tr(b.title), titleEn: b.title.en, description: tr(b.description), cover: b.cover || null, editions: b.editions.map((e) => ({ language: e.language, title: inLanguage(b.title, e.language), year: e.year, stores: e.stores })) })),
    video: hidden('video') || !video.youtubeId ? null : { youtubeId: video.youtubeId, title: tr(video.title) },
    testimonials: hidden('testimonials') ? [] : content.testimonials.items.filter((x) => x.consent).map((x) => ({ quote: tr(x.quote), name: x.name, detail: tr(x.detail) })),
    stats: hidden('stats') ? null : content.stats,
    faq: hidden('faq') ? [] : content.faq.items.map((f) => ({ q: tr(f.q), a: tr(f.a) })),
    policies: hidden('policies') ? { privacy: '', refund: '' } : { privacy: tr(content.policies.privacy), refund: tr(content.policies.refund) },
  };
}

const lines = (s: string) =>
  s
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
