/**
 * Every price the site shows, on pages and in e-mails, is written by formatInr from whole rupees
 * (the catalogue's priceInr): Indian grouping in the visitor's language, no decimals, and the
 * language's word for free when it costs nothing.
 */
import type { Language } from './constants.ts';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

/** The same words as common:generic.free (the e-mails and the pages must agree). */
const FREE: Record<Language, string> = { en: 'Free', hi: 'निःशुल्क', gu: 'મફત' };

/** One formatter per language, made on first use: an Intl constructor costs far more than a format call. */
const formatters = new Map<Language, Intl.NumberFormat>();

/** An amount of money in whole rupees, ₹0 included (totals, refunds, what is owed): ₹4,999 / ₹4,99,999. */
export function formatAmountInr(amount: number, lang: Language): string {
  let format = formatters.get(lang);
  if (!format) formatters.set(lang, (format = new Intl.NumberFormat(LOCALES[lang] ?? LOCALES.en, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })));
  return format.format(amount);
}

/** A price: as formatAmountInr, but 0 → "Free" (निःशुल्क, મફત). */
export function formatInr(amount: number, lang: Language): string {
  return amount === 0 ? (FREE[lang] ?? FREE.en) : formatAmountInr(amount, lang);
}
