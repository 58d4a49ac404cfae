import { describe, expect, it } from 'vitest';
import { istParts } from './ist.ts';
import { nextOccurrences, type SeriesRule } from './series.ts';

const firstSunday: SeriesRule = { kind: 'monthly', week: 1, weekday: 0, time: '07:00' };
const ist = (dates: Date[]) => dates.map((d) => { const p = istParts(d); return `${p.date} ${p.time}`; });

describe('series occurrences (IST)', () => {
  it('places the first Sunday 07:00 IST of each month, 01:30 UTC the same day', () => {
    const next = nextOccurrences(firstSunday, new Date('2026-11-25T12:00:00Z'), 3);
    expect(ist(next)).toEqual(['2026-12-06 07:00', '2027-01-03 07:00', '2027-02-07 07:00']);
    expect(next[0].toISOString()).toBe('2026-12-06T01:30:00.000Z');
  });

  it('crosses month ends and year ends by the IST calendar, not the UTC one', () => {
    // 31 January 20:00 UTC is already 1 February in India: January's first Sunday is over.
    expect(ist(nextOccurrences(firstSunday, new Date('2027-01-31T20:00:00Z'), 1))).toEqual(['2027-02-07 07:00']);
    // A month whose 1st is a Sunday (August 2027).
    expect(ist(nextOccurrences(firstSunday, new Date('2027-07-31T00:00:00Z'), 1))).toEqual(['2027-08-01 07:00']);
    expect(ist(nextOccurrences({ kind: 'monthly', week: -1, weekday: 5, time: '18:30' }, new Date('2026-12-01T00:00:00Z'), 3))).toEqual([
      '2026-12-25 18:30',
      '2027-01-29 18:30',
      '2027-02-26 18:30',
    ]);
    expect(ist(nextOccurrences({ kind: 'monthly', week: 4, weekday: 6, time: '10:00' }, new Date('2028-02-01T00:00:00Z'), 1))).toEqual(['2028-02-26 10:00']);
  });

  it('skips an occurrence that has started: "next" is strictly after the moment asked about', () => {
    const at = new Date('2026-12-06T01:30:00.000Z');
    expect(ist(nextOccurrences(firstSunday, new Date(at.getTime() - 60_000), 1))).toEqual(['2026-12-06 07:00']);
    expect(ist(nextOccurrences(firstSunday, at, 1))).toEqual(['2027-01-03 07:00']);
  });

  it('repeats weekly on the weekday, counted from the IST day', () => {
    const wednesdays = { kind: 'weekly', weekday: 3, time: '19:00' } as const;
    expect(ist(nextOccurrences(wednesdays, new Date('2026-12-29T12:00:00Z'), 3))).toEqual(['2026-12-30 19:00', '2027-01-06 19:00', '2027-01-13 19:00']);
    // Wednesday 19:30 IST: this week's has started.
    expect(ist(nextOccurrences(wednesdays, new Date('2026-12-30T14:00:00Z'), 1))).toEqual(['2027-01-06 19:00']);
  });
});
