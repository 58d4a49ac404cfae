import { describe, expect, it } from 'vitest';
import { addDays, istDayOf } from '../../../../shared/ist.ts';
import { cityOf, dayLabel, groupByDay, slotLabel, slotTime } from './slot-times.ts';

describe('slot times in IST and the visitor zone', () => {
  it('shows London beside IST on each side of the UK change (28 March 2027)', () => {
    expect(slotLabel('2027-03-26T10:00:00+05:30', 'en', 'Europe/London')).toBe('10:00 IST · 04:30 London');
    expect(slotLabel('2027-03-29T10:00:00+05:30', 'en', 'Europe/London')).toBe('10:00 IST · 05:30 London');
  });

  it('shows New York with its own day when that differs, on each side of the US change (14 March 2027)', () => {
    expect(slotTime('2027-03-12T10:00:00+05:30', 'en', 'America/New_York')).toEqual({ ist: '10:00', local: { time: '23:30', city: 'New York', day: 'Thu, 11 Mar' } });
    expect(slotLabel('2027-03-15T10:00:00+05:30', 'en', 'America/New_York')).toBe('10:00 IST · 00:30 New York');
  });

  it('shows IST alone for a zone whose clock is IST, and for a zone the browser does not know', () => {
    expect(slotLabel('2026-12-01T17:30:00+05:30', 'en', 'Asia/Kolkata')).toBe('17:30 IST');
    expect(slotLabel('2026-12-01T17:30:00+05:30', 'en', 'Asia/Colombo')).toBe('17:30 IST');
    expect(slotLabel('2026-12-01T17:30:00+05:30', 'en', 'Not/A_Zone')).toBe('17:30 IST');
  });

  it('writes the times in the page language on a 24-hour clock', () => {
    expect(slotTime('2026-12-01T17:30:00+05:30', 'hi', 'Europe/London').ist).toBe('17:30');
    expect(slotTime('2026-12-01T17:30:00+05:30', 'gu', 'Europe/London').local?.time).toBe('12:00');
  });

  it('names a city from its IANA zone', () => {
    expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(cityOf('UTC')).toBe('UTC');
  });

  it('groups slots by IST day in time order', () => {
    const slots = [
      { start: '2026-12-02T10:00:00+05:30', end: '' },
      { start: '2026-12-01T17:00:00+05:30', end: '' },
      { start: '2026-12-01T10:00:00+05:30', end: '' },
    ];
    const days = groupByDay(slots);
    expect([...days.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect(days.get('2026-12-01')!.map((s) => s.start)).toEqual(['2026-12-01T10:00:00+05:30', '2026-12-01T17:00:00+05:30']);
    expect(istDayOf('2026-12-01T20:00:00Z')).toBe('2026-12-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayLabel('2026-12-01', 'en')).toBe('Tue, 1 Dec');
  });
});
