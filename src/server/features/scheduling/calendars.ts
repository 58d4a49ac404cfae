/**
 * The founder's own calendars (issue 53 §1): ICS feeds whose busy events block slots.
 *
 * - Added by the admin with a label; the address is checked (http(s), a public host) and stored
 *   encrypted (calendar-secret.ts); the answers and the log name only its host and the feed's id.
 * - Fetched (calendar-fetch.ts) at once when added, by the background job when its last attempt is
 *   10 minutes old, and before every booking's slot check (slotOf, through
 *   refreshCalendarsBeforeBooking). Who fetches is decided by one conditional UPDATE of
 *   last_fetched_at (several instances, several bookings: one fetch at a time per feed), and a fetch
 *   already under way in this process is awaited rather than repeated.
 * - A good copy replaces the feed's busy rows (ics-busy.ts, expanded over the booking horizon and
 *   a few days more) in one transaction. A conditional GET (ETag, Last-Modified) answering 304 keeps
 *   them, unless they no longer reach the horizon's end: then the copy is fetched whole again.
 * - A failure keeps the last good copy (it blocks for 24 hours from its reading: service.ts
 *   CALENDAR_COPY_KEEPS_MS) and stores the failure's code, which the founder is shown.
 */
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { CalendarFeed, CalendarFeedInput } from '../../../shared/contracts/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { calendarBusy, calendarFeeds } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { startJob, type Job } from '../../lib/job.ts';
import { createAddressCipher } from './calendar-secret.ts';
import { checkFeedAddress, FeedError, fetchFeed } from './calendar-fetch.ts';
import { busyTimesOf } from './ics-busy.ts';
import { CALENDAR_COPY_KEEPS_MS, readRules, refreshCalendarsBeforeBooking, type Actor } from './service.ts';
import { istMidnight } from './slots.ts';
import { istDayOf } from '../../../shared/ist.ts';
import { recordAudit } from '../../lib/audit.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The background job's pace: a feed is fetched again once its last attempt is this old. */
export const CALENDAR_REFRESH_MS = 10 * MINUTE;

interface Logger {
  warn(obj: object, msg: string): void;
}

type FeedRow = typeof calendarFeeds.$inferSelect;

const answerOf = (row: FeedRow, now: Date): CalendarFeed => ({
  id: row.id,
  label: row.label,
  host: row.urlHost,
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  eventCount: row.eventCount,
  lastError: row.lastError,
  blocking: !!row.lastSuccessAt && row.lastSuccessAt.getTime() > now.getTime() - CALENDAR_COPY_KEEPS_MS,
});

/** The feed's address refused with a translated 400 on the url field. */
const addressRefused = (code: string) =>
  new HttpError(400, 'invalid_input', code === 'refused_address' ? 'scheduling:errors.calendarPrivate' : 'scheduling:errors.calendarUrl', {
    url: code === 'refused_address' ? 'scheduling:errors.calendarPrivate' : 'scheduling:errors.calendarUrl',
  });

export function createCalendarFeeds(deps: { db: Db; sessionSecret: string; allowPrivate: boolean; log?: Logger }) {
  const { db, allowPrivate } = deps;
  const cipher = createAddressCipher(deps.sessionSecret);
  const inFlight = new Map<string, Promise<void>>();

  /** Fetches one feed if its last attempt is at least `minAgeMs` old (claimed in the database first). */
  async function refreshOne(id: string, minAgeMs: number, now = new Date()): Promise<void> {
    const [claimed] = await db
      .update(calendarFeeds)
      .set({ lastFetchedAt: now })
      .where(and(eq(calendarFeeds.id, id), or(isNull(calendarFeeds.lastFetchedAt), lte(calendarFeeds.lastFetchedAt, new Date(now.getTime() - minAgeMs)))))
      .returning();
    if (!claimed) return;
    const fail = (code: string) => db.update(calendarFeeds).set({ lastError: code }).where(eq(calendarFeeds.id, id));
    const address = cipher.decrypt(claimed.urlEncrypted);
    if (!address) return void (await fail('unreadable_address'));

    const rules = await readRules(db);
    // Busy times are kept from a day ago to a few days past the horizon's last day.
    const horizonEnd = istMidnight(istDayOf(now.getTime())) + (rules.horizonDays + 2) * DAY;
    const window = { start: now.getTime() - DAY, end: horizonEnd + DAY };
    const stillCovers = !!claimed.coveredUntil && claimed.coveredUntil.getTime() >= horizonEnd;
    try {
      const answer = await fetchFeed(address, { allowPrivate, ...(stillCovers ? { etag: claimed.etag, lastModified: claimed.lastModified } : {}) });
      if (answer.kind === 'not_modified') {
        await db.update(calendarFeeds).set({ lastSuccessAt: now, lastError: null }).where(eq(calendarFeeds.id, id));
        return;
      }
      const read = busyTimesOf(answer.text, window);
      await db.transaction(async (tx) => {
        await tx.delete(calendarBusy).where(eq(calendarBusy.feedId, id));
        for (let i = 0; i < read.busy.length; i += 1000) {
          await tx.insert(calendarBusy).values(read.busy.slice(i, i + 1000).map((b) => ({ feedId: id, startsAt: new Date(b.start), endsAt: new Date(b.end) })));
        }
        await tx
          .update(calendarFeeds)
          .set({ etag: answer.etag, lastModified: answer.lastModified, lastSuccessAt: now, coveredUntil: new Date(window.end), eventCount: read.events, lastError: null })
          .where(eq(calendarFeeds.id, id));
      });
    } catch (err) {
      const code = err instanceof FeedError ? err.code : 'unreachable';
      // The feed's id and the code only: its address is a secret.
      deps.log?.warn({ feedId: id, code, ...(err instanceof FeedError ? {} : { err: (err as Error).message }) }, 'calendar feed not read');
      await fail(code);
    }
  }

  /** refreshOne, joined by a caller who asks while this process is already fetching that feed. */
  function refresh(id: string, minAgeMs: number): Promise<void> {
    const running = inFlight.get(id);
    if (running) return running;
    const started = refreshOne(id, minAgeMs).finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  }

  /** Every feed whose last attempt is `minAgeMs` old, fetched side by side; failures are stored, never thrown. */
  async function refreshAll(minAgeMs: number): Promise<void> {
    const feeds = await db.select({ id: calendarFeeds.id }).from(calendarFeeds);
    await Promise.all(feeds.map((f) => refresh(f.id, minAgeMs).catch((err: Error) => deps.log?.warn({ feedId: f.id, err: err.message }, 'calendar feed refresh failed'))));
  }

  // A booking checks its slot on her calendars as they are now.
  refreshCalendarsBeforeBooking(db, () => refreshAll(0));

  let job: Job | undefined;

  return {
    async list(now = new Date()): Promise<CalendarFeed[]> {
      return (await db.select().from(calendarFeeds).orderBy(asc(calendarFeeds.createdAt))).map((r) => answerOf(r, now));
    },

    /** Stores a calendar (400 for an address that is not http(s) or not public), then reads it once. */
    async add(input: CalendarFeedInput, actor: Actor): Promise<CalendarFeed> {
      let url: URL;
      try {
        url = await checkFeedAddress(input.url, allowPrivate);
      } catch (err) {
        if (err instanceof FeedError) throw addressRefused(err.code);
        throw err;
      }
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(calendarFeeds).values({ label: input.label, urlEncrypted: cipher.encrypt(url.toString()), urlHost: url.host }).returning();
        await recordAudit(tx, actor, { action: 'calendar-feed-added', entity: 'scheduling', entityId: inserted.id, details: { label: input.label, host: url.host } });
        return inserted;
      });
      await refresh(row.id, 0);
      const [fresh] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, row.id));
      return answerOf(fresh ?? row, new Date());
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [gone] = await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, id)).returning({ id: calendarFeeds.id, label: calendarFeeds.label, host: calendarFeeds.urlHost });
        if (gone) await recordAudit(tx, actor, { action: 'calendar-feed-deleted', entity: 'scheduling', entityId: id, details: { label: gone.label, host: gone.host } });
        return !!gone;
      });
    },

    /** Fetches every feed due (last attempt `minAgeMs` ago; default: the job's pace). Tests call it by hand. */
    refreshDue: (minAgeMs = CALENDAR_REFRESH_MS) => refreshAll(minAgeMs),

    /** The background job: every minute, the feeds whose last attempt is 10 minutes old (in every instance; the claim keeps it to one fetch). */
    start(intervalMs = MINUTE) {
      job ??= startJob('calendar feeds job', () => refreshAll(CALENDAR_REFRESH_MS), intervalMs, deps.log);
    },
    async stop() {
      await job?.stop();
      job = undefined;
    },
  };
}
export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
