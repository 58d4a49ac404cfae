/**
 * The Schedule tab's month (spec §2: 42 cells): six weeks from the Monday on or before the 1st,
 * days named as IST calendar days (YYYY-MM-DD), so an event sits on the day it happens in India.
 */
import { CALENDAR_CELLS } from '../../../../shared/constants.ts';
import { istParts } from '../../../../shared/ist.ts';

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export interface CalendarCell {
  date: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayString = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export function monthOf(date: string): YearMonth {
  const [year, month] = date.split('-').map(Number);
  return { year, month };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "2025-08": a month as it appears in the address bar. */
export const monthKey = ({ year, month }: YearMonth) => `${year}-${pad(month)}`;
export function parseMonthKey(value: string | null | undefined): YearMonth | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

/** The 42 days shown for a month, Monday first. */
export function monthCells({ year, month }: YearMonth, today: string): CalendarCell[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => {
    const d = new Date(start.getTime() + i * 86_400_000);
    const date = dayString(d);
    return { date, day: d.getUTCDate(), inMonth: d.getUTCMonth() === month - 1, isToday: date === today };
  });
}

/** Events by the IST day they start on, each day's events in start order. */
export function eventsByDay<T extends { startsAt: string }>(events: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const e of [...events].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = istParts(e.startsAt).date;
    out.set(day, [...(out.get(day) ?? []), e]);
  }
  return out;
}
