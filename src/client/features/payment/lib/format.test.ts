import { describe, expect, it } from 'vitest';
import { formatInr, formatIstClock } from './format.ts';

describe('payment page formats', () => {
  it('formats rupees the Indian way in each language', () => {
    expect(formatInr(2500, 'en')).toBe('₹2,500');
    expect(formatInr(100000, 'en')).toBe('₹1,00,000');
    expect(formatInr(2500, 'hi')).toContain('2,500');
    expect(formatInr(2500, 'gu')).toContain('2,500');
  });

  it('gives the hold time in IST on a 24-hour clock, whatever the zone of the machine', () => {
    // 12:20 UTC is 17:50 IST.
    expect(formatIstClock('2026-03-14T12:20:00Z', 'en')).toBe('17:50');
    expect(formatIstClock('2026-03-14T12:20:00Z', 'hi')).toBe('17:50');
    expect(formatIstClock('2026-03-14T12:20:00Z', 'gu')).toBe('17:50');
  });
});
