/** Dates and amounts as the dashboard shows them: event times in IST and in the member's own zone. */
import { PRACTICE_TIME_ZONE, type Language } from '../../../../shared/constants.ts';

import { INTL_LOCALES as LOCALE } from '../../../../shared/ist.ts';

const dateTime = (lang: Language, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE[lang], { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An event's start in IST; the member's own time is the dates module's formatVisitorTime (its zone named by city, as everywhere). */
export function formatIstDateTime(iso: string, lang: Language): string {
  return dateTime(lang, PRACTICE_TIME_ZONE).format(new Date(iso));
}

/** A calendar date (receipts, payments), in IST. */
export function formatDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { timeZone: PRACTICE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

export { formatAmountInr as formatInr } from '../../../../shared/money.ts';

export function formatBytes(bytes: number, lang: Language): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
