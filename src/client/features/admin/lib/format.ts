/**
 * How the admin area writes money and numbers: Indian formats, in the page's language. Dates and
 * times come from the one dates module, shared/ist.ts (IST, Hindi times with the part of the day,
 * never am/pm), re-exported here under the names the admin's components use.
 */
import type { Language } from '../../../../shared/constants.ts';
import { INTL_LOCALES as LOCALES } from '../../../../shared/ist.ts';

export { LOCALES };

/** ₹45,320 (Indian digit grouping). */
export { formatAmountInr as formatInr } from '../../../../shared/money.ts';

/**
 * "Sat, 15 Mar, 2031, 6:30 pm" and "15 Mar 2031" in IST; a calendar day ("Friday, 15 August 2025",
 * short "Fri, 15 Aug"); "6:30 pm" from HH:mm; "August 2025"; Mon, Tue … Monday first.
 */
export {
  formatIstShortDateTime as formatDateTime,
  formatIstShortDate as formatDate,
  formatDay,
  formatClockTime as formatTime,
  formatMonth,
  weekdayNames,
} from '../../../../shared/ist.ts';

export const formatNumber = (n: number, lang: Language) => new Intl.NumberFormat(LOCALES[lang]).format(n);

/** The first `max` characters of a text, with an ellipsis when it was longer (spec: 100-character previews). */
export function preview(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
