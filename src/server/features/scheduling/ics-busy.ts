/**
 * The busy times of an iCalendar feed (issue 53 §1), read by ical.js: every VEVENT that is not
 * TRANSP:TRANSPARENT and not STATUS:CANCELLED keeps the founder busy; recurring events are expanded
 * (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides, each override judged on its own status and
 * transparency) over a window of instants.
 *
 * Times: UTC as written; a TZID that is an IANA zone through the platform's zone data (with or
 * without a VTIMEZONE in the file); another TZID through the file's VTIMEZONE; a floating time, or
 * a TZID known to neither, in the calendar's zone (X-WR-TIMEZONE when it names an IANA zone, else
 * IST). An all-day event (DATE values, one day or several) blocks its whole days, midnight to
 * midnight in the calendar's zone; a timed event blocks its own times, whatever days it spans.
 */
import ICAL from 'ical.js';
import { PRACTICE_TIME_ZONE } from '../../../shared/constants.ts';
import { instantOfWallTime, isTimeZone } from '../../lib/time.ts';
import { FeedError } from './calendar-fetch.ts';
import type { Interval } from './slots.ts';

/** Occurrences looked at per recurring event, and busy ranges kept per feed: a feed cannot make the server expand forever. */
const MAX_OCCURRENCES = 20_000;
const MAX_BUSY = 50_000;
const WEEK = 7 * 86_400_000;

export interface FeedBusy {
  /** Busy ranges overlapping the window, as read (not merged, not clipped). */
  busy: Interval[];
  /** VEVENTs in the file (masters and overrides). */
  events: number;
  /** The zone all-day and floating times were read in. */
  zone: string;
}

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : '');
const isBusy = (c: Component) => upper(c.getFirstPropertyValue('transp')) !== 'TRANSPARENT' && upper(c.getFirstPropertyValue('status')) !== 'CANCELLED';
const tzidOf = (c: Component, name: 'dtstart' | 'dtend') => {
  const tzid = c.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
};

/** Reads `text` (a FeedError not_ics when it is not an iCalendar file) and lists its busy times inside `window`. */
export function busyTimesOf(text: string, window: Interval): FeedBusy {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2000))) throw new FeedError('not_ics');
  let calendar: Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new FeedError('not_ics');
  }
  if (calendar.name !== 'vcalendar') throw new FeedError('not_ics');
  const declared = calendar.getFirstPropertyValue('x-wr-timezone');
  const zone = typeof declared === 'string' && isTimeZone(declared) ? declared : PRACTICE_TIME_ZONE;

  const instant = (time: Time, tzid: string | undefined): number => {
    const wall = { year: time.year, month: time.month, day: time.day, hour: time.isDate ? 0 : time.hour, minute: time.isDate ? 0 : time.minute, second: time.isDate ? 0 : time.second };
    if (time.isDate) return instantOfWallTime(wall, zone);
    if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
    if (tzid && isTimeZone(tzid)) return instantOfWallTime(wall, tzid);
    if (time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.tzid !== 'floating') return time.toUnixTime() * 1000;
    return instantOfWallTime(wall, zone);
  };

  const busy: Interval[] = [];
  const add = (item: Component, start: Time, end: Time) => {
    if (!isBusy(item) || busy.length >= MAX_BUSY) return;
    const startTzid = tzidOf(item, 'dtstart');
    const from = instant(start, startTzid);
    let to = instant(end, tzidOf(item, 'dtend') ?? startTzid);
    // An all-day event without a usable end keeps its one day.
    if (start.isDate && to <= from) to = instant(start, startTzid) + 86_400_000;
    if (to > from && to > window.start && from < window.end) busy.push({ start: from, end: to });
  };

  const vevents = calendar.getAllSubcomponents('vevent');
  const overrides = new Map<string, Component[]>();
  const masters: Component[] = [];
  for (const c of vevents) {
    const uid = String(c.getFirstPropertyValue('uid') ?? '');
    if (c.hasProperty('recurrence-id')) overrides.set(uid, [...(overrides.get(uid) ?? []), c]);
    else masters.push(c);
  }
  for (const component of masters) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    let event: InstanceType<typeof ICAL.Event>;
    try {
      event = new ICAL.Event(component, { strictExceptions: true, exceptions: overrides.get(uid) ?? [] });
      overrides.delete(uid);
      if (!component.hasProperty('dtstart')) continue;
      if (!event.isRecurring()) {
        add(component, event.startDate, event.endDate);
        continue;
      }
      const occurrences = event.iterator();
      for (let n = 0, next = occurrences.next(); next && n < MAX_OCCURRENCES; n++, next = occurrences.next()) {
        // Overrides may move an occurrence a little; a week past the window nothing more can fall in it.
        if (instant(next, tzidOf(component, 'dtstart')) > window.end + WEEK) break;
        const details = event.getOccurrenceDetails(next);
        add(details.item.component, details.startDate, details.endDate);
      }
    } catch {
      // One event ical.js cannot expand (a broken RRULE) does not hide the others.
      continue;
    }
  }
  // Overrides whose series is not in the file: events of their own.
  for (const orphans of overrides.values()) {
    for (const component of orphans) {
      try {
        const event = new ICAL.Event(component);
        add(component, event.startDate, event.endDate);
      } catch {
        continue;
      }
    }
  }
  return { busy, events: vevents.length, zone };
}
