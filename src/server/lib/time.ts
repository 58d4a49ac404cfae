import { PRACTICE_TIME_ZONE, type Language } from '../../shared/constants.ts';
import { cityOf, formatAtOffset, formatIstDateTime } from '../../shared/ist.ts';

const istTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRACTICE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time of day of an instant in IST, as HH:mm. */
export function istTimeOfDay(instant: Date): string {
  return istTime.format(instant);
}

/** Whether `zone` is an IANA time zone this Node knows (Asia/Kolkata, Europe/London...). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds `zone` is ahead of UTC at `instant` (IST: 19 800 000). */
export function offsetAt(instant: number, zone: string): number {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    zoneFormats.set(zone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The instant (epoch ms) a clock in `zone` shows `wall`. A wall time that occurs twice (a
 * daylight-saving change back) is its first occurrence; one that never occurs (the change forward)
 * lands within the hour the clock skipped.
 */
export function instantOfWallTime(wall: WallTime, zone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  return Math.min(first, second);
}

const IST_OFFSET_MS = 330 * 60_000;

/** A zone to keep: an IANA zone this Node knows, else the practice's. */
export const zoneOrPractice = (zone: unknown): string => (typeof zone === 'string' && zone.length <= 64 && isTimeZone(zone) ? zone : PRACTICE_TIME_ZONE);

/**
 * An instant as a reader in `zone` reads it: in IST, and on their own clock (named by its city,
 * shared/ist.ts) when that is not IST. A course day's opening, a booked session in an e-mail.
 */
export function openingWords(opensAt: Date, zone: string, lang: Language): { ist: string; local: string | null } {
  const offset = offsetAt(opensAt.getTime(), zone);
  return { ist: formatIstDateTime(opensAt, lang), local: offset === IST_OFFSET_MS ? null : formatAtOffset(opensAt, offset / 60_000, lang, cityOf(zone)) };
}
