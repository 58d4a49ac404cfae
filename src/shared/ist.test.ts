import { describe, expect, it } from 'vitest';
import { PRACTICE_TIME_ZONE } from './constants.ts';
import {
  formatAtOffset,
  formatClockTime,
  formatDay,
  formatIstClock,
  formatIstDate,
  formatIstDateTime,
  formatIstLongDate,
  formatIstShortDate,
  formatIstShortDateTime,
  formatIstTime,
  formatMonth,
  formatVisitorTime,
  istInstant,
  istParts,
  weekdayName,
  weekdayNames,
} from './ist.ts';

describe('formatIstDateTime: an event’s start in IST, in the reader’s language', () => {
  it('reads as people write it in en, hi and gu', () => {
    const start = '2026-03-14T13:30:00Z'; // 7:00 pm IST
    expect(formatIstDateTime(start, 'en')).toBe('Saturday, 14 March 2026 at 7:00 pm');
    expect(formatIstDateTime(start, 'hi')).toBe('शनिवार, 14 मार्च 2026 को शाम 7:00 बजे');
    expect(formatIstDateTime(start, 'gu')).toBe('શનિવાર, 14 માર્ચ, 2026 7:00 PM');
    // Midnight and noon on the 12-hour clock; the IST day, not the UTC one.
    expect(formatIstDateTime('2026-12-05T18:35:00Z', 'en')).toBe('Sunday, 6 December 2026 at 12:05 am');
    expect(formatIstDateTime(new Date('2026-07-01T06:30:00Z'), 'hi')).toBe('बुधवार, 1 जुलाई 2026 को दोपहर 12:00 बजे');
    // Hindi names the part of the day, never am/pm.
    for (let h = 0; h < 24; h++) expect(formatIstDateTime(istInstant('2026-03-14', `${String(h).padStart(2, '0')}:00`)!, 'hi')).not.toMatch(/am|pm/i);
    expect(formatIstClock('2026-03-13T23:30:00Z', 'hi')).toBe('सुबह 5:00');
    expect(formatIstClock('2026-03-14T13:30:00Z', 'hi')).toBe('शाम 7:00');
    expect(formatIstClock('2026-03-14T13:30:00Z')).toBe('7:00 PM');
  });

  it('says exactly what Intl.DateTimeFormat says in IST, at every hour over several years and in every month', () => {
    const day = { timeZone: PRACTICE_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
    const locales = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' } as const;
    let compared = 0;
    for (const [lang, locale] of Object.entries(locales) as Array<[keyof typeof locales, string]>) {
      // Hindi with its day periods (सुबह, दोपहर, शाम, रात), as Intl writes them when asked for them.
      const dayPeriod = lang === 'hi' ? ({ dayPeriod: 'short' } as const) : {};
      const dateTime = new Intl.DateTimeFormat(locale, { ...day, hour: 'numeric', minute: '2-digit', ...dayPeriod });
      const date = new Intl.DateTimeFormat(locale, day);
      const clock = new Intl.DateTimeFormat(locale, { timeZone: PRACTICE_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true, ...dayPeriod });
      // Every 7 hours 13 minutes from 2025 to 2029: every weekday, month, hour and both halves of the day.
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += (7 * 60 + 13) * 60_000) {
        expect(formatIstDateTime(new Date(t), lang)).toBe(dateTime.format(t));
        expect(formatIstDate(new Date(t), lang)).toBe(date.format(t));
        expect(formatIstClock(new Date(t), lang)).toBe(lang === 'hi' ? clock.format(t) : clock.format(t).toUpperCase());
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3 * 4800);
  });
});

describe('IST days and times, and the visitor’s own clock', () => {
  it('turn an instant into its IST day and time and back', () => {
    expect(istParts('2026-03-14T13:30:00Z')).toEqual({ date: '2026-03-14', time: '19:00' });
    expect(istInstant('2026-03-14', '19:00')?.toISOString()).toBe('2026-03-14T13:30:00.000Z');
    expect(istInstant('2026-02-30', '10:00')).toBeNull();
    expect(istInstant('2026-03-14', '24:00')).toBeNull();
  });

  it('tells a zone that reads another clock than IST from one that does not', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Kolkata'; // Node reads TZ again when it is set
      expect(formatVisitorTime('2026-03-14T13:30:00Z', 'en')).toBeNull();
      process.env.TZ = 'America/New_York';
      expect(formatVisitorTime('2026-03-14T13:30:00Z', 'en')).toBe('Sat, 14 Mar, 9:30 am New York');
      process.env.TZ = 'UTC';
      expect(formatVisitorTime(new Date('2026-07-01T00:00:00Z'), 'hi')).toBe('बुध, 1 जुल॰, 12:00 रात UTC');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("writes a visitor's own time as Intl does for their zone (short names, the zone as its offset from GMT)", () => {
    const zones = ['Europe/London', 'America/New_York', 'America/Los_Angeles', 'Asia/Kathmandu', 'Australia/Adelaide', 'Pacific/Auckland', 'America/St_Johns'];
    const offset = (t: number, zone: string) => {
      // The zone's offset at t, from Intl's own reading of its wall clock.
      const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(t).map((x) => [x.type, x.value]));
      return (Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) - t) / 60_000;
    };
    let compared = 0;
    for (const [lang, locale] of [['en', 'en-IN'], ['hi', 'hi-IN'], ['gu', 'gu-IN']] as const) {
      for (const zone of zones) {
        const intl = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...(lang === 'hi' ? { dayPeriod: 'short' } : {}) });
        for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += (19 * 60 + 7) * 60_000) {
          const expected = intl.format(t);
          // At UTC's offset it writes "UTC" where Intl says "GMT" (London in winter).
          expect(formatAtOffset(new Date(t), offset(t, zone), lang)).toBe(offset(t, zone) === 0 ? expected.replace(/GMT(\+0)?$/, 'UTC') : expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(3 * 7 * 400);
    // Where Intl has an abbreviation for a zone (the Gulf's "GST"), the offset is written instead.
    expect(formatAtOffset('2026-01-01T00:00:00Z', 240, 'en')).toBe('Thu, 1 Jan, 4:00 am GMT+4');
    expect(formatAtOffset('2026-01-14T00:30:00Z', 0, 'en')).toBe('Wed, 14 Jan, 12:30 am UTC');
    expect(formatAtOffset('2026-01-14T00:30:00Z', 0, 'gu')).toBe(new Intl.DateTimeFormat('gu-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(Date.UTC(2026, 0, 14, 0, 30)));
  });
});

describe('the short forms of lists, slot pickers and the admin area (one dates module for server and browser)', () => {
  const locales = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' } as const;
  const langs = Object.entries(locales) as Array<[keyof typeof locales, string]>;

  it('writes a Hindi time with the part of the day, never am/pm, at every minute of the day', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const at = istInstant('2026-03-14', hhmm)!;
      for (const written of [formatIstTime(at, 'hi'), formatClockTime(hhmm, 'hi'), formatIstShortDateTime(at, 'hi')]) expect(written).not.toMatch(/am|pm/i);
    }
    expect(formatIstTime('2026-03-14T13:00:00Z', 'hi')).toBe('शाम 6:30');
    expect(formatClockTime('09:15', 'hi')).toBe('सुबह 9:15');
    expect(formatIstShortDateTime('2031-03-15T13:00:00Z', 'hi')).toBe('शनि, 15 मार्च 2031, शाम 6:30');
    expect(formatIstShortDateTime('2031-03-15T13:00:00Z', 'en')).toBe('Sat, 15 Mar, 2031, 6:30 pm');
    expect(formatIstShortDateTime('2031-03-15T13:00:00Z', 'gu')).toBe('શનિ, 15 માર્ચ, 2031 6:30 PM');
  });

  it('says what Intl.DateTimeFormat says in IST (Hindi asked for its day periods), at every hour over several years', () => {
    let compared = 0;
    for (const [lang, locale] of langs) {
      const dayPeriod = lang === 'hi' ? ({ dayPeriod: 'short' } as const) : {};
      const ist = { timeZone: PRACTICE_TIME_ZONE } as const;
      const time = new Intl.DateTimeFormat(locale, { ...ist, hour: 'numeric', minute: '2-digit', ...dayPeriod });
      const shortDateTime = new Intl.DateTimeFormat(locale, { ...ist, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', ...dayPeriod });
      const shortDate = new Intl.DateTimeFormat(locale, { ...ist, day: 'numeric', month: 'short', year: 'numeric' });
      const shortDay = new Intl.DateTimeFormat(locale, { ...ist, weekday: 'short', day: 'numeric', month: 'short' });
      const longDay = new Intl.DateTimeFormat(locale, { ...ist, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
      const month = new Intl.DateTimeFormat(locale, { ...ist, month: 'long', year: 'numeric' });
      const longDate = new Intl.DateTimeFormat(locale, { ...ist, day: 'numeric', month: 'long', year: 'numeric' });
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += (7 * 60 + 13) * 60_000) {
        const { date, time: hhmm } = istParts(new Date(t));
        expect(formatIstTime(new Date(t), lang)).toBe(time.format(t));
        expect(formatClockTime(hhmm, lang)).toBe(time.format(t));
        expect(formatIstShortDateTime(new Date(t), lang)).toBe(shortDateTime.format(t));
        expect(formatIstShortDate(new Date(t), lang)).toBe(shortDate.format(t));
        expect(formatIstLongDate(new Date(t), lang)).toBe(longDate.format(t));
        expect(formatDay(date, lang, 'short')).toBe(shortDay.format(t));
        expect(formatDay(date, lang)).toBe(longDay.format(t));
        expect(formatMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)), lang)).toBe(month.format(t));
        compared++;
      }
      for (let weekday = 0; weekday < 7; weekday++) {
        const sunday = Date.UTC(2024, 0, 7 + weekday); // 7 January 2024 was a Sunday
        for (const style of ['long', 'short', 'narrow'] as const) {
          expect(weekdayName(weekday, lang, style)).toBe(new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: style }).format(sunday));
        }
      }
      expect(weekdayNames(lang)[0]).toBe(weekdayName(1, lang, 'short'));
    }
    expect(compared).toBeGreaterThan(3 * 4800);
  });
});
