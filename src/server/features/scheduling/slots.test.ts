import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULING_RULES, dayRangesSchema, minutesOfDay, type TimeRange } from '../../../shared/contracts/scheduling.ts';
import { addDays } from '../../../shared/ist.ts';
import { computeSlots, hoursOf, istIso, istMidnight, type Interval, type SlotInput } from './slots.ts';
import { istDayOf } from '../../../shared/ist.ts';

const MINUTE = 60_000;
const STEP = 30;
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const at = (day: string, time: string) => istMidnight(day) + minutesOfDay(time) * MINUTE;

/* ------------------------------------------------------------------------------------------------
 * Generators: a day's ranges (sorted points on a quarter-hour grid, paired), calendars around a
 * random "now" near a fixed date, bookings and blocks anywhere in the days asked for.
 * ---------------------------------------------------------------------------------------------- */
const dayRanges: fc.Arbitrary<TimeRange[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 6 })
  .map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const ranges: TimeRange[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) ranges.push({ start: clock(sorted[i] * 15), end: clock(sorted[i + 1] * 15) });
    return ranges;
  });

const BASE = at('2026-03-02', '00:00');
const interval = (maxMinutes: number): fc.Arbitrary<Interval> =>
  fc.record({ offset: fc.integer({ min: -2 * 24 * 60, max: 24 * 24 * 60 }), length: fc.integer({ min: 5, max: maxMinutes }) }).map(({ offset, length }) => ({
    start: BASE + offset * MINUTE,
    end: BASE + (offset + length) * MINUTE,
  }));

const calendar = fc
  .record({
    weekly: fc.array(dayRanges, { minLength: 7, maxLength: 7 }),
    exceptionDays: fc.uniqueArray(fc.integer({ min: 0, max: 25 }), { maxLength: 6 }),
    exceptionRanges: fc.array(dayRanges, { minLength: 6, maxLength: 6 }),
    bufferMinutes: fc.integer({ min: 0, max: 60 }),
    minNoticeHours: fc.integer({ min: 0, max: 72 }),
    horizonDays: fc.integer({ min: 1, max: 30 }),
    maxPerDay: fc.integer({ min: 1, max: 8 }),
    durationMinutes: fc.integer({ min: 1, max: 48 }).map((n) => n * 5),
    nowMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    fromOffset: fc.integer({ min: -2, max: 6 }),
    days: fc.integer({ min: 0, max: 20 }),
    bookings: fc.array(interval(240), { maxLength: 25 }),
    blocks: fc.array(interval(600), { maxLength: 5 }),
  })
  .map((c): SlotInput => {
    const now = new Date(BASE + c.nowMinutes * MINUTE);
    const from = addDays(istDayOf(now.getTime()), c.fromOffset);
    return {
      rules: { weekly: c.weekly, bufferMinutes: c.bufferMinutes, minNoticeHours: c.minNoticeHours, horizonDays: c.horizonDays, maxPerDay: c.maxPerDay },
      exceptions: c.exceptionDays.map((d, i) => ({ date: addDays('2026-03-01', d), ranges: c.exceptionRanges[i] })),
      blocks: c.blocks,
      busy: c.bookings,
      durationMinutes: c.durationMinutes,
      now,
      from,
      to: addDays(from, c.days),
    };
  });

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Every start the rules allow, found the slow and obvious way: each minute of each day asked for. */
function allowedStarts(input: SlotInput): number[] {
  const { rules } = input;
  const exceptions = new Map(input.exceptions.map((e) => [e.date, e.ranges]));
  const out: number[] = [];
  const today = istDayOf(input.now.getTime());
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    if (day > addDays(today, rules.horizonDays)) break;
    if (input.busy.filter((b) => istDayOf(b.start) === day).length >= rules.maxPerDay) continue;
    for (const range of hoursOf(day, rules.weekly, exceptions)) {
      for (let m = minutesOfDay(range.start); m + input.durationMinutes <= minutesOfDay(range.end); m += STEP) {
        const start = at(day, clock(m));
        const held = { start, end: start + (input.durationMinutes + rules.bufferMinutes) * MINUTE };
        if (start < input.now.getTime() + rules.minNoticeHours * 3_600_000) continue;
        if ([...input.busy, ...input.blocks].some((b) => overlaps(held, b))) continue;
        out.push(start);
      }
    }
  }
  return out.sort((a, b) => a - b);
}

describe('the slot engine (property)', () => {
  it('the generated calendars are ones the contract accepts', () => {
    fc.assert(fc.property(dayRanges, (ranges) => dayRangesSchema.safeParse(ranges).success));
  });

  it('offers exactly the starts the rules allow: inside the hours, clear of bookings (buffer on both sides) and blocks, after the notice, within the horizon and maxPerDay, sorted', () => {
    fc.assert(
      fc.property(calendar, (input) => {
        const slots = computeSlots(input);
        const starts = slots.map((s) => Date.parse(s.start));
        const { rules } = input;
        const buffer = rules.bufferMinutes * MINUTE;
        const exceptions = new Map(input.exceptions.map((e) => [e.date, e.ranges]));
        for (const [i, slot] of slots.entries()) {
          const start = starts[i];
          const end = Date.parse(slot.end);
          expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
          expect(end - start).toBe(input.durationMinutes * MINUTE);
          if (i > 0) expect(start).toBeGreaterThan(starts[i - 1]);
          // Never within a busy interval widened by the buffer (before it; its own buffer is after it), nor a block.
          for (const b of input.busy) expect(overlaps({ start, end }, { start: b.start - buffer, end: b.end })).toBe(false);
          for (const b of input.blocks) expect(overlaps({ start, end: end + buffer }, b)).toBe(false);
          // Inside that day's hours (so never on a day off), on the grid of its range.
          const day = istDayOf(start);
          const range = hoursOf(day, rules.weekly, exceptions).find((r) => start >= at(day, r.start) && end <= at(day, r.end));
          expect(range, `${slot.start} outside the hours of ${day}`).toBeDefined();
          expect((start - at(day, range!.start)) % (STEP * MINUTE)).toBe(0);
          // Notice, horizon and the days asked for.
          expect(start).toBeGreaterThanOrEqual(input.now.getTime() + rules.minNoticeHours * 3_600_000);
          expect(day <= addDays(istDayOf(input.now.getTime()), rules.horizonDays)).toBe(true);
          expect(day >= input.from && day <= input.to).toBe(true);
          // A full day offers nothing.
          expect(input.busy.filter((b) => istDayOf(b.start) === day).length).toBeLessThan(rules.maxPerDay);
        }
        // And nothing the rules allow is missing.
        expect(starts).toEqual(allowedStarts(input));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the slot engine (examples)', () => {
  // Monday 2 March 2026, 09:00 IST; the default rules: Mon-Sat 10-13 and 17-20, 15 min buffer, 24 h notice.
  const monday = '2026-03-02';
  const base: SlotInput = {
    rules: DEFAULT_SCHEDULING_RULES,
    exceptions: [],
    blocks: [],
    busy: [],
    durationMinutes: 60,
    now: new Date(at(monday, '09:00')),
    from: monday,
    to: '2026-03-08',
  };
  const startsOn = (slots: { start: string }[], day: string) => slots.filter((s) => s.start.startsWith(day)).map((s) => s.start.slice(11, 16));

  it('offers a week of the default hours: nothing inside the notice, nothing on Sunday, hourly sessions every half hour', () => {
    const slots = computeSlots(base);
    expect(startsOn(slots, monday)).toEqual([]);
    // Tuesday 09:00 is 24 h away: the whole of Tuesday is offered.
    expect(startsOn(slots, '2026-03-03')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '17:00', '17:30', '18:00', '18:30', '19:00']);
    expect(startsOn(slots, '2026-03-08')).toEqual([]);
    expect(slots).toHaveLength(5 * 10);
    expect(slots[0]).toEqual({ start: '2026-03-03T10:00:00+05:30', end: '2026-03-03T11:00:00+05:30' });
  });

  it('keeps the buffer clear around a booking, honours a block, a day off, extra hours and a full day', () => {
    const slots = computeSlots({
      ...base,
      // Tuesday 10:00-11:00 booked (busy until 11:15).
      busy: [{ start: at('2026-03-03', '10:00'), end: at('2026-03-03', '11:15') }],
      blocks: [{ start: at('2026-03-04', '17:00'), end: at('2026-03-04', '18:00') }],
      exceptions: [
        { date: '2026-03-05', ranges: [] },
        { date: '2026-03-08', ranges: [{ start: '08:00', end: '09:30' }] },
      ],
    });
    // 11:00 starts inside the booking's buffer; 11:30 is the first start after it.
    expect(startsOn(slots, '2026-03-03')).toEqual(['11:30', '12:00', '17:00', '17:30', '18:00', '18:30', '19:00']);
    expect(startsOn(slots, '2026-03-04')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '18:00', '18:30', '19:00']);
    expect(startsOn(slots, '2026-03-05')).toEqual([]);
    expect(startsOn(slots, '2026-03-08')).toEqual(['08:00', '08:30']);
    const full = computeSlots({ ...base, rules: { ...DEFAULT_SCHEDULING_RULES, maxPerDay: 1 }, busy: [{ start: at('2026-03-03', '19:00'), end: at('2026-03-03', '20:15') }] });
    expect(startsOn(full, '2026-03-03')).toEqual([]);
    expect(startsOn(full, '2026-03-04')).toHaveLength(10);
  });

  it('stops at the horizon and answers nothing for a reversed or broken range', () => {
    const slots = computeSlots({ ...base, rules: { ...DEFAULT_SCHEDULING_RULES, horizonDays: 3 } });
    expect([...new Set(slots.map((s) => s.start.slice(0, 10)))]).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    expect(computeSlots({ ...base, from: '2026-03-08', to: '2026-03-02' })).toEqual([]);
    expect(computeSlots({ ...base, from: 'nonsense' })).toEqual([]);
    expect(istIso(at('2026-03-03', '24:00'))).toBe('2026-03-04T00:00:00+05:30');
  });
});
