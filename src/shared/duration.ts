/**
 * Every length of time the site shows (an event's, a session's, on pages and in e-mails) is stored in
 * minutes and written by formatDuration, as people say it in each language (ADR 0021):
 *   45 → "45 minutes", 60 → "1 hour", 90 → "90 minutes", 150 → "2 hours 30 minutes",
 *   2880 → "2 days", 1530 → "1 day 1 hour 30 minutes"; in Hindi 150 → "2 घंटे 30 मिनट", in Gujarati 90 → "90 મિનિટ".
 * The rule: under two hours, a length that is not a whole hour is said in minutes (a 90-minute
 * session); from two hours on, hours and the minutes left; whole days as days (a 2-day retreat is
 * never "2880 minutes"), and what is left of a longer one in hours and minutes. The unit words and
 * their plurals are CLDR's for en-IN, hi-IN and gu-IN (what Intl.NumberFormat's long unit style says,
 * which duration.test.ts holds them to), written out so that a page need not build an Intl formatter
 * to hydrate (indian-number.ts); the parts are joined by a space, as all three languages write them.
 */
import type { Language } from './constants.ts';
import { formatIndianInteger } from './indian-number.ts';

type Unit = 'day' | 'hour' | 'minute';

/** Each unit's word for one and for more (Hindi, like CLDR, says 0 with the word for one). */
const WORDS: Record<Language, Record<Unit, readonly [one: string, other: string]>> = {
  en: { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'] },
  hi: { day: ['दिन', 'दिन'], hour: ['घंटा', 'घंटे'], minute: ['मिनट', 'मिनट'] },
  gu: { day: ['દિવસ', 'દિવસ'], hour: ['કલાક', 'કલાક'], minute: ['મિનિટ', 'મિનિટ'] },
};
const isOne: Record<Language, (n: number) => boolean> = { en: (n) => n === 1, hi: (n) => n <= 1, gu: (n) => n <= 1 };

function unit(lang: Language, u: Unit, n: number): string {
  const known = WORDS[lang] ? lang : 'en';
  return `${formatIndianInteger(n)} ${WORDS[known][u][isOne[known](n) ? 0 : 1]}`;
}

const DAY = 24 * 60;

/** A length in whole minutes as read aloud in `lang`: "2 days", "1 घंटा", "90 મિનિટ". */
export function formatDuration(minutes: number, lang: Language): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 120 && total % 60 !== 0) return unit(lang, 'minute', total);
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (days) parts.push(unit(lang, 'day', days));
  if (hours) parts.push(unit(lang, 'hour', hours));
  if (rest) parts.push(unit(lang, 'minute', rest));
  return parts.length ? parts.join(' ') : unit(lang, 'minute', 0);
}
