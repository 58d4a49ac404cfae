/**
 * Section 5: the slot engine (issue 19), timed as a pure function: the slots of a 60-minute service
 * over 60 days of the default availability (Mon-Sat 10-13 and 17-20 IST, 15 min buffer) with 500
 * bookings spread over those days, computed as GET /api/services/:id/slots does once its data is
 * read (the reads themselves are the database's part, measured by the API sections). The median of several runs after a warm-up; no server, no database.
 */
import { DEFAULT_SCHEDULING_RULES } from '../src/shared/contracts/scheduling.ts';
import { computeSlots, istMidnight, type Interval } from '../src/server/features/scheduling/slots.ts';
import { istDayOf } from '../src/shared/ist.ts';

export const SLOT_DAYS = 60;
export const SLOT_BOOKINGS = 500;
const RUNS = 21;

export interface SlotFigure {
  medianMs: number;
  p90Ms: number;
  slots: number;
  runs: number;
}

export function runSlots(): SlotFigure {
  const now = new Date('2026-03-02T03:30:00Z');
  const from = istDayOf(now.getTime() + 86_400_000);
  const to = istDayOf(istMidnight(from) + (SLOT_DAYS - 1) * 86_400_000 + 60_000);
  // 500 one-hour bookings (busy 75 minutes) at even steps around the clock over the 60 days, on
  // the quarter hour: about a third fall in working hours. maxPerDay is lifted so that no day is
  // dropped whole (that would spare the engine the work measured here).
  const span = SLOT_DAYS * 86_400_000;
  const quarter = 15 * 60_000;
  const busy: Interval[] = Array.from({ length: SLOT_BOOKINGS }, (_, i) => {
    const start = istMidnight(from) + Math.round((i * span) / SLOT_BOOKINGS / quarter) * quarter;
    return { start, end: start + 75 * 60_000 };
  });
  const input = { rules: { ...DEFAULT_SCHEDULING_RULES, maxPerDay: 48 }, exceptions: [], blocks: [], busy, durationMinutes: 60, now, from, to };
  for (let i = 0; i < 20; i++) computeSlots(input);
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    slots = computeSlots(input).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(RUNS / 2)], p90Ms: times[Math.floor(RUNS * 0.9)], slots, runs: RUNS };
}
