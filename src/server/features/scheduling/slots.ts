/**
 * The slot engine (issue 19): which session starts a service offers on a range of IST days. A pure
 * function of its input (no database, no clock), so the slots API, the booking check and the bench
 * run the same rules, and a property test can throw random calendars at it.
 *
 * The rules, as decided here (docs/decisions/0018-scheduling.md):
 * - A day's hours are its date exception's ranges when there is one ([] = day off), else the
 *   weekday's ranges of the weekly rules. Starts lie on a grid of slotStepMinutes from each range's
 *   start, and the session itself (not its buffer) must end within the range.
 * - A session keeps the founder busy until its end plus the buffer: [start, end + buffer) must not
 *   overlap a booking's busy range [slotStart, slotBusyUntil) (which carries that booking's buffer)
 *   nor a calendar block. That is exactly what the exclusion constraint registrations_no_overlap
 *   refuses, so whatever is offered here the database accepts, and the reverse.
 * - start >= now + minNoticeHours; the start's IST day <= today (IST) + horizonDays.
 * - A day with maxPerDay bookings (starting that IST day) offers nothing more.
 */
import { minutesOfDay, SCHEDULING_DEFAULTS, type AvailabilityException, type SchedulingRules, type Slot, type TimeRange } from '../../../shared/contracts/scheduling.ts';
import { istDayOf } from '../../../shared/ist.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const IST_OFFSET = 330 * MINUTE;

/** A half-open instant range [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

export interface SlotInput {
  rules: Pick<SchedulingRules, 'weekly' | 'bufferMinutes' | 'minNoticeHours' | 'horizonDays' | 'maxPerDay'>;
  /** Date exceptions; only those inside [from, to] matter. */
  exceptions: Pick<AvailabilityException, 'date' | 'ranges'>[];
  /** Time the founder blocked by hand. */
  blocks: Interval[];
  /** Seat-holding bookings of every service: [slotStart, slotBusyUntil). */
  busy: Interval[];
  durationMinutes: number;
  now: Date;
  /** First and last IST day asked for, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** The grid (SCHEDULING_DEFAULTS.slotStepMinutes unless a test says otherwise). */
  stepMinutes?: number;
}

/** Epoch milliseconds of IST midnight starting `day` (YYYY-MM-DD); NaN when it is not a date. */
export const istMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET;

/** An instant as ISO 8601 in IST: 2026-12-01T10:00:00+05:30. */
export const istIso = (ms: number) => `${new Date(ms + IST_OFFSET).toISOString().slice(0, 19)}+05:30`;

/** The hours of one IST day: its exception's ranges, else its weekday's. */
export function hoursOf(day: string, weekly: readonly TimeRange[][], exceptions: ReadonlyMap<string, readonly TimeRange[]>): readonly TimeRange[] {
  return exceptions.get(day) ?? weekly[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? [];
}

/** Sorted by start, overlapping or touching ones merged: the calendar's busy time as few ranges. */
function merged(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.start < i.end).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

/** The slots offered, sorted by start. */
export function computeSlots(input: SlotInput): Slot[] {
  const { rules, now } = input;
  const from = istMidnight(input.from);
  const to = istMidnight(input.to);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return [];
  const step = (input.stepMinutes ?? SCHEDULING_DEFAULTS.slotStepMinutes) * MINUTE;
  const duration = input.durationMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const earliest = now.getTime() + rules.minNoticeHours * 60 * MINUTE;
  const lastDay = istMidnight(istDayOf(now.getTime())) + rules.horizonDays * DAY;
  const exceptions = new Map(input.exceptions.map((e) => [e.date, e.ranges]));

  const perDay = new Map<string, number>();
  for (const b of input.busy) {
    const day = istDayOf(b.start);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const taken = merged([...input.busy, ...input.blocks]);
  // Merged ranges are sorted by their ends too: the first one ending after `start` is the only one to look at.
  const free = (start: number, end: number) => {
    let lo = 0;
    let hi = taken.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (taken[mid].end <= start) lo = mid + 1;
      else hi = mid;
    }
    return lo === taken.length || taken[lo].start >= end;
  };

  const slots: Slot[] = [];
  for (let midnight = Math.max(from, istMidnight(istDayOf(earliest))); midnight <= Math.min(to, lastDay); midnight += DAY) {
    const day = istDayOf(midnight);
    if ((perDay.get(day) ?? 0) >= rules.maxPerDay) continue;
    const ranges = [...hoursOf(day, rules.weekly, exceptions)].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
    for (const range of ranges) {
      const rangeEnd = midnight + minutesOfDay(range.end) * MINUTE;
      for (let start = midnight + minutesOfDay(range.start) * MINUTE; start + duration <= rangeEnd; start += step) {
        if (start < earliest) continue;
        if (free(start, start + duration + buffer)) slots.push({ start: istIso(start), end: istIso(start + duration) });
      }
    }
  }
  return slots;
}
