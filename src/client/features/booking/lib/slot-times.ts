/**
 * How a slot's time is written on the booking page: always in IST, and also in the visitor's own
 * zone when that zone's clock differs at that instant ("10:00 IST · 05:30 London"). Each instant is
 * formatted in the zone itself, so the label is right on both sides of a daylight-saving change.
 */
import { PRACTICE_TIME_ZONE, type Language } from '../../../../shared/constants.ts';
import { cityOf, formatDay, istDayOf, INTL_LOCALES as LOCALES } from '../../../../shared/ist.ts';

// An Intl constructor costs far more than a format call: one per language, zone and kind.
const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'time' | 'day', lang: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${lang}|${timeZone}`;
  let format = cache.get(key);
  if (!format) {
    // The visitor's zone may be any: Intl's tables for it (an IST day alone is written by shared/ist.ts).
    const options: Intl.DateTimeFormatOptions = kind === 'time' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { weekday: 'short', day: 'numeric', month: 'short' };
    format = new Intl.DateTimeFormat(LOCALES[lang] ?? LOCALES.en, { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

// The visitor's zone and its city are the dates module's (one way of naming a zone across the site).
export { cityOf, visitorTimeZone } from '../../../../shared/ist.ts';

/** A zone is a valid IANA name the browser knows. */
export function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export interface SlotTime {
  /** "10:00" in IST. */
  ist: string;
  /** The same instant in the visitor's zone, when its wall clock differs from IST's; else null. */
  local: { time: string; city: string; /** The visitor's day, when it is not the IST day ("Sat, 13 Mar"). */ day: string | null } | null;
}

/** The two readings of one instant. */
export function slotTime(instant: string | Date, lang: Language, timeZone: string): SlotTime {
  const at = new Date(instant);
  const ist = formatter('time', lang, PRACTICE_TIME_ZONE).format(at);
  if (!isKnownZone(timeZone)) return { ist, local: null };
  const time = formatter('time', lang, timeZone).format(at);
  const istDay = formatter('day', lang, PRACTICE_TIME_ZONE).format(at);
  const localDay = formatter('day', lang, timeZone).format(at);
  if (time === ist && localDay === istDay) return { ist, local: null };
  return { ist, local: { time, city: cityOf(timeZone), day: localDay === istDay ? null : localDay } };
}

/** The label as one line: "10:00 IST · 05:30 London" (a day added when the visitor's differs). */
export function slotLabel(instant: string | Date, lang: Language, timeZone: string): string {
  const { ist, local } = slotTime(instant, lang, timeZone);
  if (!local) return `${ist} IST`;
  return `${ist} IST · ${local.time} ${local.city}${local.day ? ` (${local.day})` : ''}`;
}

/** The IST day (YYYY-MM-DD) written short, "Mon, 30 Nov", or long, in the page's language. */
export const dayLabel = (day: string, lang: Language, long = false): string => formatDay(day, lang, long ? 'long' : 'short');

/** Slots grouped by their IST day, days and slots in time order. */
export function groupByDay<T extends { start: string }>(slots: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const day = istDayOf(slot.start);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return days;
}
