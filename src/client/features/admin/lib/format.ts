/** How the admin area writes money, dates and times: Indian formats, IST, in the page's language. */
import { PRACTICE_TIME_ZONE, type Language } from '../../../../shared/constants.ts';

import { INTL_LOCALES as LOCALES } from '../../../../shared/ist.ts';
export { LOCALES };

/** ₹45,320 (Indian digit grouping). */
export { formatAmountInr as formatInr } from '../../../../shared/money.ts';

export const formatNumber = (n: number, lang: Language) => new Intl.NumberFormat(LOCALES[lang]).format(n);

/** "Sat, 15 Mar 2031, 6:30 pm" in IST. */
export const formatDateTime = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: PRACTICE_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** "15 Mar 2031" in IST. */
export const formatDate = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: PRACTICE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** A calendar day (YYYY-MM-DD) written out: "Friday, 15 August 2025". */
export const formatDay = (day: string, lang: Language, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
  }).format(new Date(`${day}T00:00:00Z`));

/** "6:30 pm" from an HH:mm time. */
export const formatTime = (hhmm: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(`2000-01-01T${hhmm}:00Z`));

/** "August 2025". */
export const formatMonth = (year: number, month: number, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 1)));

/** Mon, Tue ... for the calendar's header, Monday first. */
export const weekdayNames = (lang: Language, style: 'short' | 'narrow' = 'short') =>
  Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', weekday: style }).format(new Date(Date.UTC(2024, 0, 1 + i))));

/** The first `max` characters of a text, with an ellipsis when it was longer (spec: 100-character previews). */
export function preview(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
