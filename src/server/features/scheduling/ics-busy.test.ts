/**
 * Reading busy times from iCalendar text (ics-busy.ts), without a database: zones with daylight
 * saving on both sides of a change, floating times in the calendar's declared zone, DURATION instead
 * of DTEND, a RECURRENCE-ID override that cancels one occurrence, overrides of one series kept to it,
 * and text that is not a calendar.
 */
import { describe, expect, it } from 'vitest';
import { instantOfWallTime } from '../../lib/time.ts';
import { busyTimesOf } from './ics-busy.ts';

const ics = (lines: string[], header: string[] = []) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...header, ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];
const ALL = { start: Date.UTC(2020, 0, 1), end: Date.UTC(2030, 0, 1) };
const iso = (ms: number) => new Date(ms).toISOString();

describe('busy times of an iCalendar feed', () => {
  it('reads a zone with daylight saving on both sides of its change, without a VTIMEZONE', () => {
    const read = busyTimesOf(
      ics([
        ...event('winter', ['DTSTART;TZID=America/New_York:20270115T090000', 'DTEND;TZID=America/New_York:20270115T100000']),
        ...event('summer', ['DTSTART;TZID=America/New_York:20270715T090000', 'DURATION:PT90M']),
      ]),
      ALL,
    );
    expect(read.busy.map((b) => [iso(b.start), iso(b.end)])).toEqual([
      ['2027-01-15T14:00:00.000Z', '2027-01-15T15:00:00.000Z'],
      ['2027-07-15T13:00:00.000Z', '2027-07-15T14:30:00.000Z'],
    ]);
  });

  it('keeps a weekly series at its wall-clock time across a change of the clocks', () => {
    const read = busyTimesOf(ics(event('weekly', ['DTSTART;TZID=Europe/London:20270321T180000', 'DTEND;TZID=Europe/London:20270321T190000', 'RRULE:FREQ=WEEKLY;COUNT=2'])), ALL);
    // 21 March is GMT, 28 March is BST (the clocks go forward that morning).
    expect(read.busy.map((b) => iso(b.start))).toEqual(['2027-03-21T18:00:00.000Z', '2027-03-28T17:00:00.000Z']);
  });

  it("reads floating times and all-day events in the calendar's declared zone", () => {
    const read = busyTimesOf(
      ics([...event('floating', ['DTSTART:20270210T100000', 'DTEND:20270210T110000']), ...event('day', ['DTSTART;VALUE=DATE:20270211'])], ['X-WR-TIMEZONE:Asia/Dubai']),
      ALL,
    );
    expect(read.zone).toBe('Asia/Dubai');
    expect(read.busy.map((b) => [iso(b.start), iso(b.end)])).toEqual([
      ['2027-02-10T06:00:00.000Z', '2027-02-10T07:00:00.000Z'],
      // A day without DTEND is one day, midnight to midnight in Dubai.
      ['2027-02-10T20:00:00.000Z', '2027-02-11T20:00:00.000Z'],
    ]);
  });

  it('drops an occurrence its override cancels, and keeps overrides to their own series', () => {
    const read = busyTimesOf(
      ics([
        ...event('a', ['DTSTART:20270301T040000Z', 'DTEND:20270301T050000Z', 'RRULE:FREQ=DAILY;COUNT=3']),
        ...event('a', ['RECURRENCE-ID:20270302T040000Z', 'DTSTART:20270302T040000Z', 'DTEND:20270302T050000Z', 'STATUS:CANCELLED']),
        ...event('b', ['DTSTART:20270301T100000Z', 'DTEND:20270301T110000Z', 'RRULE:FREQ=DAILY;COUNT=2']),
      ]),
      ALL,
    );
    expect(read.busy.map((b) => iso(b.start)).sort()).toEqual(['2027-03-01T04:00:00.000Z', '2027-03-01T10:00:00.000Z', '2027-03-02T10:00:00.000Z', '2027-03-03T04:00:00.000Z']);
    expect(read.events).toBe(3);
  });

  it('keeps only what overlaps the window, and refuses text that is not a calendar', () => {
    const read = busyTimesOf(ics(event('daily', ['DTSTART:20270101T040000Z', 'DTEND:20270101T050000Z', 'RRULE:FREQ=DAILY'])), { start: Date.UTC(2027, 5, 1), end: Date.UTC(2027, 5, 3) });
    expect(read.busy.map((b) => iso(b.start))).toEqual(['2027-06-01T04:00:00.000Z', '2027-06-02T04:00:00.000Z']);
    expect(() => busyTimesOf('<html>Sign in</html>', ALL)).toThrow(expect.objectContaining({ code: 'not_ics' }));
  });

  it('turns wall-clock times into instants as the platform zone data says', () => {
    for (const zone of ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Sydney']) {
      for (const month of [1, 4, 7, 10]) {
        const instant = instantOfWallTime({ year: 2027, month, day: 14, hour: 9, minute: 30, second: 0 }, zone);
        const shown = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(instant);
        expect(shown, `${zone} ${month}`).toBe(`14/${String(month).padStart(2, '0')}, 09:30`);
      }
    }
  });
});
