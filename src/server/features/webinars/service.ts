/**
 * Webinars and events: public reads (localized, with seats left counted from live registrations),
 * served from the read cache.
 *
 * Only active events are public. An admin deactivates an event instead of deleting it once people
 * registered (admin-service.ts): from then on the list, the lookup by id or slug, the pages, the
 * sitemap and the structured data built from these reads no longer show it, and registering for it
 * is refused. The admin's own views read the table themselves (admin-service.ts) and see every event.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES, type Language } from '../../../shared/constants.ts';
import { EVENT_TEXT_FIELDS, englishFallbacks } from '../../../shared/content-languages.ts';
import type { Webinar } from '../../../shared/contracts/content.ts';
import type { Db } from '../../db/client.ts';
import { eventSeries, registrations, webinars, type WebinarRow } from '../../db/schema.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { istTimeOfDay } from '../../lib/time.ts';
import { isUuid } from '../../lib/uuid.ts';

type WebinarWithTaken = WebinarRow & { taken: number };

/** Registrations that hold a seat. Waitlisted and cancelled ones do not. */

export function localizeWebinar(row: WebinarWithTaken, lang: Language, now = new Date()): Webinar {
  const tr = lang === 'en' ? undefined : row.translations?.[lang];
  const endsAt = row.startsAt.getTime() + row.duration * 60_000;
  return {
    id: row.id,
    slug: row.slug,
    title: tr?.title || row.title,
    description: tr?.description || row.description,
    shortDescription: tr?.shortDescription || row.shortDescription,
    date: row.startsAt.toISOString(),
    time: istTimeOfDay(row.startsAt),
    duration: row.duration,
    priceInr: row.priceInr,
    location: tr?.location || row.location,
    isOnline: row.isOnline,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    maxAttendees: row.maxAttendees,
    imagePath: row.imagePath,
    ctaButtonText: tr?.ctaButtonText || row.ctaButtonText,
    category: row.category,
    seatsLeft: Math.max(0, row.maxAttendees - row.taken),
    isPast: endsAt < now.getTime(),
    englishFields: englishFallbacks(row, row.translations, EVENT_TEXT_FIELDS, lang),
  };
}

export function createWebinarService(db: Db, cache: ReadCache) {
  /** Every active event; an inactive one is not public at all. */
  async function loadAll(): Promise<WebinarWithTaken[]> {
    const rows = await db.select().from(webinars).where(eq(webinars.isActive, true)).orderBy(asc(webinars.startsAt));
    if (rows.length === 0) return [];
    const counts = await db
      .select({ webinarId: registrations.webinarId, taken: sql<number>`count(*)::int` })
      .from(registrations)
      .where(inArray(registrations.status, [...SEAT_HOLDING_STATUSES]))
      .groupBy(registrations.webinarId);
    const taken = new Map(counts.map((c) => [c.webinarId, c.taken]));
    return rows.map((r) => ({ ...r, taken: taken.get(r.id) ?? 0 }));
  }

  const all = () => cache.get('webinars', loadAll);
  /** Series slug → id (invalidated with the events: its key starts with theirs). */
  const seriesIds = () =>
    cache.get('webinars:series', async () => new Map((await db.select({ id: eventSeries.id, slug: eventSeries.slug }).from(eventSeries)).map((s) => [s.slug, s.id])));

  /** The series' first active occurrence that has not started yet. */
  async function nextRowOfSeries(slug: string, now = Date.now()): Promise<WebinarWithTaken | undefined> {
    const id = (await seriesIds()).get(slug);
    if (!id) return undefined;
    return (await all()).find((r) => r.seriesId === id && r.startsAt.getTime() > now);
  }

  return {
    /** Every active webinar, upcoming and past, oldest start first. */
    async list(lang: Language): Promise<Webinar[]> {
      const now = new Date();
      return (await all()).map((r) => localizeWebinar(r, lang, now));
    },

    /** By id, or by slug for the events the site names (monthly-meditation-circle); null when unknown or inactive. */
    async get(idOrSlug: string, lang: Language): Promise<Webinar | null> {
      const uuid = isUuid(idOrSlug);
      // A series' slug (monthly-meditation-circle, once one event) names its next occurrence, so old links keep working.
      const row = (await all()).find((r) => (uuid ? r.id === idOrSlug.toLowerCase() : r.slug === idOrSlug)) ?? (uuid ? undefined : await nextRowOfSeries(idOrSlug));
      return row ? localizeWebinar(row, lang) : null;
    },

    /** The next occurrence of a recurring event, by the series' slug; null when none is coming (or no such series). */
    async nextOfSeries(slug: string, lang: Language): Promise<Webinar | null> {
      const row = await nextRowOfSeries(slug);
      return row ? localizeWebinar(row, lang) : null;
    },

    async exists(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.select({ id: webinars.id }).from(webinars).where(eq(webinars.id, id));
      return rows.length > 0;
    },

    invalidate: () => cache.invalidate('webinars'),
  };
}

export type WebinarService = ReturnType<typeof createWebinarService>;
