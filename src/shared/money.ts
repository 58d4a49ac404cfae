/**
 * Every price the site shows, on pages and in e-mails, is written by formatInr from whole rupees
 * (the catalogue's priceInr): Indian grouping in the visitor's language, no decimals, and the
 * language's word for free when it costs nothing.
 */
import type { Language } from './constants.ts';
import { formatIndianInteger } from './indian-number.ts';

/** The same words as common:generic.free (the e-mails and the pages must agree). */
const FREE: Record<Language, string> = { en: 'Free', hi: 'निःशुल्क', gu: 'મફત' };

/**
 * An amount of money in whole rupees, ₹0 included (totals, refunds, what is owed): ₹4,999 / ₹4,99,999,
 * as Intl.NumberFormat writes INR in en-IN, hi-IN and gu-IN (money.test.ts holds it to that),
 * without building one (indian-number.ts).
 */
// The same in all three languages; `_lang` keeps every caller saying whose page it is.
export function formatAmountInr(amount: number, _lang: Language): string {
  const written = formatIndianInteger(amount);
  return written.startsWith('-') ? `-₹${written.slice(1)}` : `₹${written}`;
}

/** A price: as formatAmountInr, but 0 → "Free" (निःशुल्क, મફત). */
export function formatInr(amount: number, lang: Language): string {
  return amount === 0 ? (FREE[lang] ?? FREE.en) : formatAmountInr(amount, lang);
}
