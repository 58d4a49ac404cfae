import { describe, expect, it } from 'vitest';
import { addMonths, eventsByDay, monthCells, parseMonthKey } from './calendar.ts';

describe('month calendar', () => {
  it('shows 42 days from the Monday on or before the 1st', () => {
    const cells = monthCells({ year: 2025, month: 8 }, '2025-08-21');
    expect(cells).toHaveLength(42);
    // 1 August 2025 is a Friday: the grid starts on Monday 28 July.
    expect(cells[0]).toEqual({ date: '2025-07-28', day: 28, inMonth: false, isToday: false });
    expect(cells[4]).toMatchObject({ date: '2025-08-01', inMonth: true });
    expect(cells.find((c) => c.isToday)?.date).toBe('2025-08-21');
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31);
    expect(cells[41].date).toBe('2025-09-07');
    // A month starting on Monday starts in the first cell.
    expect(monthCells({ year: 2025, month: 9 }, '')[0].date).toBe('2025-09-01');
  });

  it('moves between months across years and reads months from the address bar', () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(parseMonthKey('2025-08')).toEqual({ year: 2025, month: 8 });
    expect(parseMonthKey('2025-13')).toBeNull();
    expect(parseMonthKey(null)).toBeNull();
  });

  it('puts an event on the day it starts in India', () => {
    // 20:00 UTC on the 14th is 01:30 IST on the 15th.
    const map = eventsByDay([
      { id: 'b', startsAt: '2025-08-15T12:00:00.000Z' },
      { id: 'a', startsAt: '2025-08-14T20:00:00.000Z' },
      { id: 'c', startsAt: '2025-08-14T10:00:00.000Z' },
    ]);
    expect(map.get('2025-08-15')?.map((e) => e.id)).toEqual(['a', 'b']);
    expect(map.get('2025-08-14')?.map((e) => e.id)).toEqual(['c']);
  });
});
