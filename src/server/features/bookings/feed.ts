/**
 * The founder's private calendar feed (issue 19 item 7): a secret address that Google Calendar or
 * Apple Calendar subscribes to, carrying upcoming bookings (client's name and service only: no
 * answers, no notes) and events. Only the token's SHA-256 is stored (app_settings "calendar_feed");
 * making a new one replaces it, so the old address stops working; deleting it revokes the feed.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';
import { ICAL_PRODUCT_ID, foldCalendar } from '../../lib/icalendar.ts';
import type { BookingService } from './service.ts';

export const CALENDAR_FEED_KEY = 'calendar_feed';

/** Bookings and events since this long ago stay in the feed (today's earlier sessions included). */
const FEED_LOOKBACK_MS = 2 * 86_400_000;

interface StoredFeed {
  hash: string;
  createdAt: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export function createCalendarFeed(deps: { db: Db; bookings: BookingService; publicUrl: string }) {
  const { db } = deps;
  const host = new URL(deps.publicUrl).hostname;

  async function stored(): Promise<StoredFeed | null> {
    const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, CALENDAR_FEED_KEY));
    const value = row?.value as Partial<StoredFeed> | undefined;
    return value && typeof value.hash === 'string' ? { hash: value.hash, createdAt: String(value.createdAt ?? '') } : null;
  }

  return {
    async status() {
      const feed = await stored();
      return { active: !!feed, createdAt: feed?.createdAt || null };
    },

    /** A new secret address; the previous one stops working. */
    async create(): Promise<{ url: string }> {
      const token = randomBytes(32).toString('base64url');
      const value: StoredFeed = { hash: hashOf(token), createdAt: new Date().toISOString() };
      await db
        .insert(appSettings)
        .values({ key: CALENDAR_FEED_KEY, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
      return { url: `${deps.publicUrl}/calendar/${token}.ics` };
    },

    async revoke(): Promise<void> {
      await db.delete(appSettings).where(eq(appSettings.key, CALENDAR_FEED_KEY));
    },

    /** The feed for a token, or null when it is not the current one. */
    async render(token: string, now = new Date()): Promise<string | null> {
      if (!TOKEN.test(token)) return null;
      const feed = await stored();
      if (!feed) return null;
      const given = Buffer.from(hashOf(token), 'hex');
      const expected = Buffer.from(feed.hash, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const { bookings, events } = await deps.bookings.upcoming(new Date(now.getTime() - FEED_LOOKBACK_MS));
      const items: EventAttributes[] = [
        ...bookings.map(({ reg, serviceTitle }) => ({
          uid: `${reg.id}@${host}`,
          sequence: reg.slotSequence,
          start: reg.slotStart!.getTime(),
          end: reg.slotEnd!.getTime(),
          startInputType: 'utc' as const,
          startOutputType: 'utc' as const,
          endInputType: 'utc' as const,
          endOutputType: 'utc' as const,
          title: `${reg.fullName} · ${serviceTitle ?? (typeof reg.formData.serviceTitle === 'string' ? reg.formData.serviceTitle : '')}`,
          status: reg.status === 'confirmed' ? ('CONFIRMED' as const) : ('TENTATIVE' as const),
          busyStatus: 'BUSY' as const,
        })),
        ...events.map((w) => ({
          uid: `event-${w.id}@${host}`,
          start: w.startsAt.getTime(),
          startInputType: 'utc' as const,
          startOutputType: 'utc' as const,
          duration: { minutes: w.duration },
          title: w.title,
          location: w.isOnline ? undefined : (w.location ?? undefined),
          busyStatus: 'BUSY' as const,
        })),
      ];
      if (items.length === 0) {
        return ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${ICAL_PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:Antarman', 'END:VCALENDAR', ''].join('\r\n');
      }
      const { error, value } = createEvents(items, { productId: ICAL_PRODUCT_ID, method: 'PUBLISH', calName: 'Antarman' });
      if (error || !value) throw error ?? new Error('could not build the calendar feed');
      return foldCalendar(value);
    },
  };
}

export type CalendarFeed = ReturnType<typeof createCalendarFeed>;
