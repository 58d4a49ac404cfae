/**
 * When a learner's days open (issue 54 part 3): day 1 when the payment was confirmed, day N at
 * 06:00 on the learner's own clock N-1 calendar days after that. Computed from the stored start and
 * zone every time (nothing to keep in step); the zone arithmetic is lib/time.ts's, the wording
 * shared/ist.ts's.
 */
import { COURSE_DAYS } from '../../../shared/constants.ts';
import { instantOfWallTime, offsetAt } from '../../lib/time.ts';

/** The hour of the learner's morning at which a new day opens. */
export const DAY_OPENS_AT_HOUR = 6;

/** The instant day `day` (1..COURSE_DAYS) opens for a learner who started at `startedAt` in `zone`. */
export function dayOpensAt(startedAt: Date, zone: string, day: number): Date {
  if (day <= 1) return startedAt;
  // The learner's calendar day of the start, then N-1 days on, at 06:00 on their clock (Date.UTC, inside instantOfWallTime, rolls a month over).
  const local = new Date(startedAt.getTime() + offsetAt(startedAt.getTime(), zone));
  return new Date(instantOfWallTime({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() + day - 1, hour: DAY_OPENS_AT_HOUR, minute: 0, second: 0 }, zone));
}

/** The last day open at `now` (1..COURSE_DAYS). */
export function openDays(startedAt: Date, zone: string, now: Date): number {
  let open = 1;
  for (let day = 2; day <= COURSE_DAYS; day++) if (dayOpensAt(startedAt, zone, day).getTime() <= now.getTime()) open = day;
  return open;
}

