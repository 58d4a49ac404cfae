import { describe, expect, it } from 'vitest';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import { nextWebinar, webinarSchedule } from './next-webinar.ts';

const base: Webinar = {
  id: 'w',
  slug: null,
  title: 'Webinar',
  description: '',
  shortDescription: null,
  date: '2025-08-21T13:30:00.000Z',
  time: '19:00',
  duration: 90,
  priceInr: 0,
  location: null,
  isOnline: true,
  isFeatured: false,
  isActive: true,
  maxAttendees: 100,
  imagePath: null,
  ctaButtonText: null,
  category: 'webinar',
  seatsLeft: 100,
  isPast: false,
};
const at = (id: string, date: string, extra: Partial<Webinar> = {}): Webinar => ({ ...base, id, date, ...extra });

describe('the next webinar', () => {
  const now = new Date('2025-08-10T00:00:00Z');

  it('is the earliest active webinar that has not started', () => {
    const list = [
      at('past', '2025-08-01T13:30:00Z'),
      at('later', '2025-09-01T13:30:00Z'),
      at('workshop', '2025-08-12T04:30:00Z', { category: 'workshop' }),
      at('hidden', '2025-08-13T13:30:00Z', { isActive: false }),
      at('next', '2025-08-20T13:30:00Z'),
    ];
    expect(nextWebinar(list, now)?.id).toBe('next');
  });

  it('is none when no webinar is ahead', () => {
    expect(nextWebinar([at('past', '2025-08-01T13:30:00Z'), at('circle', '2025-08-20T12:30:00Z', { category: 'group-session' })], now)).toBeNull();
    expect(nextWebinar([], now)).toBeNull();
  });
});

describe('its schedule', () => {
  it('starts and ends in IST, the end from the duration', () => {
    expect(webinarSchedule(base, 'en')).toEqual({ date: 'Thursday, 21 August 2025', start: '7:00 PM', end: '8:30 PM', startsAt: new Date(base.date).toISOString() });
    expect(webinarSchedule({ date: '2025-08-21T05:30:00Z', duration: 45 }, 'en')).toMatchObject({ start: '11:00 AM', end: '11:45 AM' });
  });

  it('names the day in the page language', () => {
    // Hindi names the part of the day, not PM.
    expect(webinarSchedule(base, 'hi')).toMatchObject({ date: 'गुरुवार, 21 अगस्त 2025', start: 'शाम 7:00', end: 'रात 8:30' });
    expect(webinarSchedule(base, 'gu').date).toContain('ગુરુવાર');
  });
});
