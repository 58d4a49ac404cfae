/** Day arithmetic (shared/ist.ts addDays), the one every calendar, picker and agenda steps with. */
import { describe, expect, it } from 'vitest';
import { addDays, istInstant, istToday } from './ist.ts';

describe('addDays', () => {
  it('steps over month, year and leap-day ends, forwards and back', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-06-10', 0)).toBe('2026-06-10');
    expect(addDays('2026-01-05', -7)).toBe('2025-12-29');
  });

  it('agrees with counting 24 hours from noon IST, for every day of a year', () => {
    for (let n = 0; n < 366; n++) {
      const noon = istInstant('2027-01-01', '12:00')!.getTime() + n * 86_400_000;
      expect(addDays('2027-01-01', n)).toBe(istToday(new Date(noon)));
    }
  });
});
