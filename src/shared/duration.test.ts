import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration: minutes as people say them', () => {
  it('reads short lengths in minutes, whole hours as hours, whole days as days (English)', () => {
    expect(formatDuration(1, 'en')).toBe('1 minute');
    expect(formatDuration(45, 'en')).toBe('45 minutes');
    expect(formatDuration(60, 'en')).toBe('1 hour');
    expect(formatDuration(90, 'en')).toBe('90 minutes');
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(150, 'en')).toBe('2 hours 30 minutes');
    expect(formatDuration(1440, 'en')).toBe('1 day');
    expect(formatDuration(2880, 'en')).toBe('2 days');
    expect(formatDuration(1530, 'en')).toBe('1 day 1 hour 30 minutes');
  });

  it('Hindi: a 2-day retreat is "2 दिन", never "2880 मिनट"', () => {
    expect(formatDuration(2880, 'hi')).toBe('2 दिन');
    expect(formatDuration(60, 'hi')).toBe('1 घंटा');
    expect(formatDuration(90, 'hi')).toBe('90 मिनट');
    expect(formatDuration(240, 'hi')).toBe('4 घंटे');
    expect(formatDuration(150, 'hi')).toBe('2 घंटे 30 मिनट');
    expect(formatDuration(1500, 'hi')).toBe('1 दिन 1 घंटा');
  });

  it('Gujarati', () => {
    expect(formatDuration(90, 'gu')).toBe('90 મિનિટ');
    expect(formatDuration(120, 'gu')).toBe('2 કલાક');
    expect(formatDuration(135, 'gu')).toBe('2 કલાક 15 મિનિટ');
    expect(formatDuration(7 * 1440, 'gu')).toBe('7 દિવસ');
  });

  it('rounds to a whole minute and never reads a negative or empty length', () => {
    expect(formatDuration(0, 'en')).toBe('0 minutes');
    expect(formatDuration(-5, 'hi')).toBe('0 मिनट');
    expect(formatDuration(59.6, 'en')).toBe('1 hour');
  });

  it('says each unit as Intl.NumberFormat does (long unit style, en-IN, hi-IN, gu-IN), plurals and grouping included', () => {
    const counts = [...Array.from({ length: 200 }, (_, i) => i), 1000, 12_345, 1_23_456];
    for (const [lang, locale] of [['en', 'en-IN'], ['hi', 'hi-IN'], ['gu', 'gu-IN']] as const) {
      const intl = (unit: string) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
      const [minute, hour, day] = [intl('minute'), intl('hour'), intl('day')];
      for (const n of counts) {
        // n minutes under two hours, n whole hours, n whole days: each read as one unit.
        if (n < 120 && n % 60 !== 0) expect(formatDuration(n, lang)).toBe(minute.format(n));
        if (n > 0 && n < 24) expect(formatDuration(n * 60, lang)).toBe(hour.format(n));
        if (n > 0) expect(formatDuration(n * 1440, lang)).toBe(day.format(n));
      }
      expect(formatDuration(0, lang)).toBe(minute.format(0));
      expect(formatDuration(1530, lang)).toBe([day.format(1), hour.format(1), minute.format(30)].join(' '));
    }
  });
});
