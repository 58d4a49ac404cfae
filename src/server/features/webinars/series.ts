/**
 * Recurring events (docs/architecture.md, "Scheduling"): a series holds the rule (monthly nth weekday or weekly, at an IST
 * time) and the template; its occurrences are ordinary events (webinars rows, each with its own
 * seats), made SERIES_AHEAD ahead when the admin saves the series and by a periodic job. The
 * unique (series_id, starts_at) index makes that idempotent: two instances, or the job and a save
 * at once, make one row per occurrence.
 */
import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { SERIES_AHEAD, type AdminSeries, type SeriesValues } from '../../../shared/contracts/series.ts';
import { nextOccurrences } from '../../../shared/series.ts';
import type { WebinarTranslations } from '../../../shared/contracts/content.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { eventSeries, registrations, webinars, type EventSeriesRow, type NewWebinar } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { startJob, type Job, type JobLog } from '../../lib/job.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { EventChanged } from './admin-service.ts';

const seriesNotFound = () => notFound('admin:series.errors.notFound');

/** The template's columns of an occurrence (what the series decides for each of them). */
function templateOf(series: EventSeriesRow): Omit<NewWebinar, 'startsAt'> {
  return {
    seriesId: series.id,
    title: series.title,
    description: series.description,
    shortDescription: series.shortDescription,
    duration: series.duration,
    maxAttendees: series.maxAttendees,
    isOnline: series.isOnline,
    location: series.location,
    zoomLink: series.zoomLink,
    ctaButtonText: series.ctaButtonText,
    category: series.category,
    translations: series.translations,
  };
}

function translationsOf(given: SeriesValues['translations']): WebinarTranslations {
  const out: WebinarTranslations = {};
  for (const lang of ['hi', 'gu'] as const) {
    const t = given?.[lang];
    const kept = Object.fromEntries(Object.entries(t ?? {}).filter(([, v]) => !!v));
    if (Object.keys(kept).length) out[lang] = kept;
  }
  return out;
}

function columnsOf(input: SeriesValues) {
  return {
    slug: input.slug,
    rule: input.rule,
    title: input.title,
    category: input.category,
    description: input.description ?? '',
    shortDescription: input.shortDescription ?? null,
    duration: input.duration,
    maxAttendees: input.maxAttendees,
    isOnline: input.isOnline,
    location: input.location ?? null,
    zoomLink: input.zoomLink ?? null,
    ctaButtonText: input.ctaButtonText ?? null,
    isActive: input.isActive,
    translations: translationsOf(input.translations),
  };
}

/**
 * Makes the series' next occurrences that do not exist yet; returns how many it made. An
 * occurrence the admin deleted before anyone registered comes back while it is still ahead.
 */
export async function makeOccurrences(db: Db | Tx, series: EventSeriesRow, now = new Date()): Promise<number> {
  if (!series.isActive) return 0;
  const starts = nextOccurrences(series.rule, now, SERIES_AHEAD);
  const made = await db
    .insert(webinars)
    .values(starts.map((startsAt) => ({ ...templateOf(series), startsAt })))
    .onConflictDoNothing({ target: [webinars.seriesId, webinars.startsAt] })
    .returning({ id: webinars.id });
  return made.length;
}

export function createSeriesAdmin(deps: { db: Db; invalidate: () => void; eventChanged: EventChanged }) {
  const { db, invalidate, eventChanged } = deps;

  async function view(row: EventSeriesRow, now = new Date()): Promise<AdminSeries> {
    const upcoming = await db
      .select({ id: webinars.id, startsAt: webinars.startsAt })
      .from(webinars)
      .where(and(eq(webinars.seriesId, row.id), gt(webinars.startsAt, now)))
      .orderBy(asc(webinars.startsAt))
      .limit(SERIES_AHEAD * 2);
    return {
      id: row.id,
      slug: row.slug,
      rule: row.rule,
      title: row.title,
      category: row.category,
      shortDescription: row.shortDescription,
      description: row.description,
      duration: row.duration,
      maxAttendees: row.maxAttendees,
      isOnline: row.isOnline,
      location: row.location,
      zoomLink: row.zoomLink,
      ctaButtonText: row.ctaButtonText,
      isActive: row.isActive,
      translations: row.translations ?? {},
      upcoming: upcoming.map((u) => ({ id: u.id, startsAt: u.startsAt.toISOString() })),
    };
  }

  /**
   * After a save: future occurrences nobody registered for that the rule no longer gives are
   * removed; the others take the template (each through the event-change path, so a new joining
   * link reaches their seats and their reminders are rendered again); missing ones are made.
   */
  async function apply(tx: Tx, series: EventSeriesRow, now: Date) {
    const wanted = nextOccurrences(series.rule, now, SERIES_AHEAD).map((d) => d.getTime());
    const future = await tx
      .select()
      .from(webinars)
      .where(and(eq(webinars.seriesId, series.id), gt(webinars.startsAt, now)))
      .for('update');
    const stale = future.filter((w) => !wanted.includes(w.startsAt.getTime())).map((w) => w.id);
    if (stale.length) {
      await tx
        .delete(webinars)
        .where(and(inArray(webinars.id, stale), notExists(tx.select({ one: sql`1` }).from(registrations).where(eq(registrations.webinarId, webinars.id)))));
    }
    const { seriesId: _s, ...template } = templateOf(series);
    let linkEmails = 0;
    for (const before of future) {
      const [after] = await tx.update(webinars).set(template).where(eq(webinars.id, before.id)).returning();
      if (after) linkEmails += (await eventChanged(tx, before, after)).linkEmails;
    }
    if (series.isActive) await makeOccurrences(tx, series, now);
    return { linkEmails };
  }

  async function save(id: string | null, input: SeriesValues, actor: Actor): Promise<AdminSeries> {
    const now = new Date();
    let saved: EventSeriesRow;
    try {
      saved = await db.transaction(async (tx) => {
        let row: EventSeriesRow | undefined;
        if (id) {
          if (!isUuid(id)) throw seriesNotFound();
          [row] = await tx.update(eventSeries).set(columnsOf(input)).where(eq(eventSeries.id, id)).returning();
          if (!row) throw seriesNotFound();
        } else {
          [row] = await tx.insert(eventSeries).values(columnsOf(input)).returning();
        }
        const { linkEmails } = await apply(tx, row, now);
        await recordAudit(tx, actor, {
          action: id ? 'series-updated' : 'series-created',
          entity: 'event-series',
          entityId: row.id,
          details: { slug: row.slug, title: row.title, rule: row.rule, ...(linkEmails ? { linkEmails } : {}) },
        });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'event_series_slug_unique')) throw new HttpError(409, 'slug_taken', 'admin:series.errors.slugTaken', { slug: 'admin:series.errors.slugTaken' });
      throw err;
    } finally {
      invalidate();
    }
    return view(saved, now);
  }

  return {
    async list(): Promise<AdminSeries[]> {
      const rows = await db.select().from(eventSeries).orderBy(asc(eventSeries.title));
      return Promise.all(rows.map((r) => view(r)));
    },
    create: (input: SeriesValues, actor: Actor) => save(null, input, actor),
    update: (id: string, input: SeriesValues, actor: Actor) => save(id, input, actor),
  };
}

/** Every active series' next occurrences, made where missing (the periodic job); returns how many were made. */
export async function makeAllOccurrences(db: Db, now = new Date()): Promise<number> {
  const all = await db.select().from(eventSeries).where(eq(eventSeries.isActive, true));
  let made = 0;
  for (const series of all) made += await makeOccurrences(db, series, now);
  return made;
}

/** Runs makeAllOccurrences now and then every `intervalMs` (hourly by default) until stopped. */
export function startSeriesJob(deps: { db: Db; onMade: () => void; log?: JobLog }, intervalMs = 3_600_000): Job {
  return startJob(
    'making series occurrences',
    async () => {
      if ((await makeAllOccurrences(deps.db)) > 0) deps.onMade();
    },
    intervalMs,
    deps.log,
  );
}
