/**
 * Every price the site shows, on pages and in e-mails, is written by formatInr from whole rupees
 * (the catalogue's priceInr): Indian grouping in the visitor's language, no decimals, and the
 * language's word for free when it costs nothing.
 */
import type { Language } from './constants.ts';
import { formatIndianInteger } from './indian-number.ts';
import { INTL_LOCALES } from './ist.ts';

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

const paiseFormats = new Map<Language, Intl.NumberFormat>();

/** ₹2,499.00 in the reader's language, from paise (receipts and tax invoices: tax parts are not whole rupees). */
export function formatPaise(paise: number, lang: Language): string {
  let f = paiseFormats.get(lang);
  if (!f) paiseFormats.set(lang, (f = new Intl.NumberFormat(INTL_LOCALES[lang], { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return f.format(paise / 100);
}

/** The GST inside a tax-inclusive amount, in whole paise: taxable + cgst + sgst + igst = total. */
export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a tax-inclusive amount (paise) at `ratePercent`. The tax is computed first and the taxable
 * value is what is left, so the parts always add up to the amount paid. Within the supplier's
 * state CGST and SGST are each half the rate and computed once, so they are equal to the paisa
 * (₹1,500 at 18%: 114.41 + 114.41 + 1,271.18); across states the whole tax is IGST.
 */
export function splitInclusiveGst(totalPaise: number, ratePercent: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(totalPaise)) throw new RangeError(`not a whole number of paise: ${totalPaise}`);
  // Rates are given in percent with at most two decimals (18, 5, 0.25): work in hundredths of a percent.
  const basisPoints = Math.round(ratePercent * 100);
  if (intraState) {
    const half = Math.round((totalPaise * basisPoints) / (2 * (10_000 + basisPoints)));
    return { taxablePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = Math.round((totalPaise * basisPoints) / (10_000 + basisPoints));
  return { taxablePaise: totalPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}
