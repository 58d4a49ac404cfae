/**
 * Dates as the practice reads them: India Standard Time, UTC+05:30 all year (no daylight saving),
 * so the conversions are plain arithmetic and give the same answer in any browser or server zone.
 */
import { PRACTICE_TIME_ZONE, type Language } from './constants.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The IST calendar day (YYYY-MM-DD) and time of day (HH:mm) of an instant. */
export function istParts(instant: Date | string): { date: string; time: string } {
  const shifted = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** The instant of an IST day (YYYY-MM-DD) and time (HH:mm); null when either is not a real date or time. */
export function istInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, m, day, h, min] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (h > 23 || min > 59) return null;
  const utc = Date.UTC(y, m - 1, day, h, min);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** True for a real calendar day written YYYY-MM-DD. */
export const isIsoDay = (value: string) => istInstant(value, '00:00') !== null;

/** Today's IST day, YYYY-MM-DD. */
export const istToday = (now: Date = new Date()) => istParts(now).date;

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };
// An Intl constructor costs far more than a format call: one formatter per language, made on first use.
const istDateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** An event's date and start time in IST, in the reader's language ("Saturday, 14 March 2026 at 7:00 pm"). */
export function formatIstDateTime(instant: Date | string, lang: Language): string {
  let format = istDateTimeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: PRACTICE_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    istDateTimeFormats.set(lang, format);
  }
  return format.format(new Date(instant));
}
