/** IST days for the slot picker: today's and the ones after it, and their labels in the reader's language. */
import { INTL_LOCALES as LOCALE, istInstant, istToday } from '../../../../shared/ist.ts';
import type { Language } from '../../../../shared/constants.ts';

/** The IST day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const at = istInstant(day, '12:00')!;
  return istToday(new Date(at.getTime() + n * 86_400_000));
}

/** `count` IST days from today on. */
export const nextDays = (count: number, now = new Date()) => Array.from({ length: count }, (_, i) => addDays(istToday(now), i));

/** "Mon 7 Dec" for a day strip. */
export const dayLabel = (day: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' }).format(istInstant(day, '12:00')!);

/** "10:30 am" in IST. */
export const istClock = (iso: string, lang: Language) => new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The IST day of an instant. */
export const istDayOf = (iso: string) => istToday(new Date(iso));
