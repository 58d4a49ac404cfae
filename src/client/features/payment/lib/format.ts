/** Amounts and times as the payment page shows them, in the visitor's language. */
import { PRACTICE_TIME_ZONE, type Language } from '../../../../shared/constants.ts';

import { INTL_LOCALES as LOCALES } from '../../../../shared/ist.ts';
// An Intl constructor costs far more than a format call: one formatter per language, made on first use.
const clock = new Map<Language, Intl.DateTimeFormat>();

/** What is owed, ₹0 included. */
export { formatAmountInr as formatInr } from '../../../../shared/money.ts';

/** The time of day of an instant in IST, on a 24-hour clock ("17:50"): a hold lasts minutes, not days. */
export function formatIstClock(instant: string | Date, lang: Language): string {
  let format = clock.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: PRACTICE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clock.set(lang, format);
  }
  return format.format(new Date(instant));
}
