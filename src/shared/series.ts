/**
 * Recurring events (the meditation circle): the rule the admin sets and the occurrences it gives.
 * Everything is read in IST, which has had no daylight saving since 1945, so an IST day and time
 * are a fixed offset from UTC: plain calendar arithmetic on UTC dates, through istInstant(), gives
 * the same answer on any server or browser.
 */
import { z } from 'zod';
import { istInstant, istParts } from './ist.ts';

/** Sunday = 0 … Saturday = 6, as Date.getUTCDay() counts them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Which weekday of the month: 1st … 4th, or -1 for the last. */
export const MONTH_WEEKS = [1, 2, 3, 4, -1] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'admin:series.errors.time');
const weekday = z.number().int().min(0, 'validation:invalidChoice').max(6, 'validation:invalidChoice');

export const seriesRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('monthly'),
    week: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], { error: 'validation:invalidChoice' }),
    weekday,
    time,
  }),
  z.object({ kind: z.literal('weekly'), weekday, time }),
]);
export type SeriesRule = z.infer<typeof seriesRuleSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

/** The day of the month (1-31) of the rule's weekday in month `m` (0-11) of year `y`. */
export function monthDay(y: number, m: number, week: number, weekday: number): number {
  if (week === -1) {
    const last = new Date(Date.UTC(y, m + 1, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const firstDow = new Date(Date.UTC(y, m, 1)).getUTCDay();
  return 1 + ((weekday - firstDow + 7) % 7) + 7 * (week - 1);
}

/** The next `count` starts of the rule strictly after `after`, earliest first. */
export function nextOccurrences(rule: SeriesRule, after: Date, count: number): Date[] {
  const out: Date[] = [];
  const [y0, m0, d0] = istParts(after).date.split('-').map(Number);
  if (rule.kind === 'monthly') {
    // The month `after` falls in may still hold an occurrence; then one per month.
    for (let i = 0; out.length < count && i < count + 2; i++) {
      const y = y0 + Math.floor((m0 - 1 + i) / 12);
      const m = (m0 - 1 + i) % 12;
      const at = istInstant(day(y, m, monthDay(y, m, rule.week, rule.weekday)), rule.time)!;
      if (at.getTime() > after.getTime()) out.push(at);
    }
    return out;
  }
  // Weekly: the first matching weekday on or after `after`'s IST day, then every seven days.
  const start = Date.UTC(y0, m0 - 1, d0);
  const first = start + ((rule.weekday - new Date(start).getUTCDay() + 7) % 7) * 86_400_000;
  for (let i = 0; out.length < count && i < count + 1; i++) {
    const d = new Date(first + i * 7 * 86_400_000);
    const at = istInstant(day(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), rule.time)!;
    if (at.getTime() > after.getTime()) out.push(at);
  }
  return out;
}
