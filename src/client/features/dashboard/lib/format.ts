/** Dates and amounts as the dashboard shows them: event times in IST and in the member's own zone. */
import { PRACTICE_TIME_ZONE, type Language } from '../../../../shared/constants.ts';

import { INTL_LOCALES as LOCALE } from '../../../../shared/ist.ts';

const dateTime = (lang: Language, timeZone: string, withZoneName: boolean) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(withZoneName ? { timeZoneName: 'short' } : {}),
  });

/** The browser's own time zone (the member's), e.g. Europe/London. */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || PRACTICE_TIME_ZONE;
}

/** True when the two zones show the same wall-clock time at this instant. */
export function sameWallClock(iso: string, zone: string): boolean {
  const at = new Date(iso);
  const parts = (tz: string) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, dateStyle: 'short', timeStyle: 'short' }).format(at);
  return parts(zone) === parts(PRACTICE_TIME_ZONE);
}

export function formatIstDateTime(iso: string, lang: Language): string {
  return dateTime(lang, PRACTICE_TIME_ZONE, false).format(new Date(iso));
}

export function formatZonedDateTime(iso: string, lang: Language, zone: string): string {
  return dateTime(lang, zone, true).format(new Date(iso));
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
