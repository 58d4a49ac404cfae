/**
 * Managing events and webinars (spec §2 Events, §3, §4 "Admin dialogs"): create, update and delete,
 * each recorded in the audit log, each invalidating the public read cache so the site shows the
 * change at once (other instances within the cache's few seconds).
 *
 * An event that people registered for is never deleted: its registrations would lose their event
 * (the column is set null). The delete is refused with the count, and the admin deactivates it
 * instead (isActive false: registration closes, the records stay).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { istParts, istInstant } from '../../../shared/ist.ts';
import {
  type AdminWebinar,
  type adminWebinarsQuerySchema,
  type EventSort,
  type RegistrationCounts,
  type WebinarValues,
} from '../../../shared/contracts/admin.ts';
import { EVENT_TEXT_FIELDS, missingLanguages } from '../../../shared/content-languages.ts';
import type { WebinarTranslations } from '../../../shared/contracts/content.ts';
import type { Page } from '../../../shared/contracts/paging.ts';
import type { Db, Tx } from '../../db/client.ts';
import { registrations, webinars, type NewWebinar, type WebinarRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { containsText, countRows, readPage, withinDays } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

const LANGS = ['hi', 'gu'] as const;
const eventNotFound = () => notFound('admin:errors.eventNotFound');

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null));
const emptyCounts = (): RegistrationCounts => ({ total: 0, confirmed: 0, pendingPayment: 0, waitlisted: 0, cancelled: 0 });

export function toAdminWebinar(row: WebinarRow, counts: RegistrationCounts, now = Date.now()): AdminWebinar {
  const { date, time } = istParts(row.startsAt);
  const taken = counts.confirmed + counts.pendingPayment;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    shortDescription: row.shortDescription,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    date,
    time,
    duration: row.duration,
    maxAttendees: row.maxAttendees,
    priceInr: row.priceInr,
    location: row.location,
    isOnline: row.isOnline,
    venueState: row.venueState,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    zoomLink: row.zoomLink,
    imagePath: row.imagePath,
    ctaButtonText: row.ctaButtonText,
    translations: row.translations ?? {},
    registrations: counts,
    seatsLeft: Math.max(0, row.maxAttendees - taken),
    isPast: row.startsAt.getTime() + row.duration * 60_000 < now,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    missingLanguages: missingLanguages(row, row.translations, EVENT_TEXT_FIELDS),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The hi/gu texts from the form over what is stored: title, descriptions, place and button text. */
function mergeTranslations(stored: WebinarTranslations, given: WebinarValues['translations']): WebinarTranslations {
  const out: WebinarTranslations = {};
  for (const lang of LANGS) {
    const merged = { ...(stored?.[lang] ?? {}) };
    for (const field of EVENT_TEXT_FIELDS) {
      const value = given?.[lang]?.[field];
      if (value) merged[field] = value;
      else delete merged[field];
    }
    if (Object.values(merged).some(Boolean)) out[lang] = merged;
  }
  return out;
}

function columnsOf(input: WebinarValues, startsAt: Date): Omit<NewWebinar, 'translations'> {
  return {
    title: input.title,
    category: input.category,
    shortDescription: input.shortDescription || null,
    description: input.description ?? '',
    startsAt,
    duration: input.duration,
    maxAttendees: input.maxAttendees,
    priceInr: input.priceInr,
    location: input.location || null,
    isOnline: input.isOnline,
    // An online event has no venue: its place of supply is the payer's (payments/receipts.ts).
    venueState: input.isOnline ? null : (input.venueState ?? null),
    isFeatured: input.isFeatured,
    isActive: input.isActive,
    zoomLink: input.zoomLink || null,
    imagePath: input.imagePath || null,
    ctaButtonText: input.ctaButtonText || null,
  };
}

function startOf(input: WebinarValues): Date {
  const at = istInstant(input.date, input.time);
  if (!at) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { date: 'admin:errors.dateInvalid' });
  return at;
}

/** What the registrations feature does when an event changes (RegistrationService.eventChanged). */
export type EventChanged = (tx: Tx, before: WebinarRow, after: WebinarRow) => Promise<{ linkEmails: number; updateEmails?: number }>;
/** What the registrations feature does when the practice cancels an event (RegistrationService.eventCancelled). */
export type EventCancelled = (tx: Tx, webinar: WebinarRow) => Promise<{ cancelled: number; paid: number }>;

/** The ORDER BY of an admin events `sort`, the id last so pages are stable. */
function orderOf(sort: EventSort, past: SQL): SQL[] {
  switch (sort) {
    case 'upcoming':
      return [sql`case when ${past} then 1 else 0 end`, sql`case when ${past} then null else ${webinars.startsAt} end asc`, desc(webinars.startsAt), asc(webinars.id)];
    case 'latest':
      return [desc(webinars.startsAt), desc(webinars.id)];
    case 'earliest':
      return [asc(webinars.startsAt), asc(webinars.id)];
    case 'title':
      return [sql`lower(${webinars.title}) asc`, asc(webinars.startsAt), asc(webinars.id)];
  }
}

export function createWebinarAdmin(deps: {
  db: Db;
  invalidate: () => void;
  eventChanged: EventChanged;
  eventCancelled: EventCancelled;
  /** After the cancellation is stored: the paid registrations refunded in full (payments/refunds.ts). */
  refundCancelledEvent: (webinarId: string) => Promise<unknown>;
}) {
  const { db, invalidate, eventChanged, eventCancelled, refundCancelledEvent } = deps;

  async function countsFor(ids: string[]): Promise<Map<string, RegistrationCounts>> {
    const out = new Map<string, RegistrationCounts>();
    if (ids.length === 0) return out;
    const rows = await db
      .select({ webinarId: registrations.webinarId, status: registrations.status, n: sql<number>`count(*)::int` })
      .from(registrations)
      .where(inArray(registrations.webinarId, ids))
      .groupBy(registrations.webinarId, registrations.status);
    for (const r of rows) {
      const c = out.get(r.webinarId!) ?? emptyCounts();
      c.total += r.n;
      if (r.status === 'confirmed') c.confirmed += r.n;
      else if (r.status === 'pending_payment') c.pendingPayment += r.n;
      else if (r.status === 'waitlisted') c.waitlisted += r.n;
      else c.cancelled += r.n;
      out.set(r.webinarId!, c);
    }
    return out;
  }

  async function lock(tx: Tx, id: string): Promise<WebinarRow> {
    if (!isUuid(id)) throw eventNotFound();
    const [row] = await tx.select().from(webinars).where(eq(webinars.id, id)).for('update');
    if (!row) throw eventNotFound();
    return row;
  }

  async function view(id: string): Promise<AdminWebinar> {
    const [row] = await db.select().from(webinars).where(eq(webinars.id, id));
    if (!row) throw eventNotFound();
    return toAdminWebinar(row, (await countsFor([id])).get(id) ?? emptyCounts());
  }

  return {
    /** A page of events: upcoming ones first (soonest first), then past ones (most recent first); from/to: IST days they start on; q: in the title. */
    /** A page of events in the chosen order (`sort`; upcoming first by default), within the days and the search. */
    async list(query: z.output<typeof adminWebinarsQuerySchema>): Promise<Page<AdminWebinar>> {
      const now = Date.now();
      const where: SQL[] = [];
      where.push(...withinDays(webinars.startsAt, query));
      if (query.q) where.push(containsText(webinars.title, query.q));
      const filter = where.length ? and(...where) : undefined;
      // Past as toAdminWebinar says: ended (start + duration) before now.
      const past = sql`(${webinars.startsAt} + ${webinars.duration} * interval '1 minute' < ${new Date(now).toISOString()}::timestamptz)`;
      return readPage(query, {
        rows: async ({ limit, offset }) => {
          const rows = await db
            .select()
            .from(webinars)
            .where(filter)
            .orderBy(...orderOf(query.sort, past))
            .limit(limit)
            .offset(offset);
          const counts = await countsFor(rows.map((r) => r.id));
          return rows.map((r) => toAdminWebinar(r, counts.get(r.id) ?? emptyCounts(), now));
        },
        total: () => countRows(db, webinars, filter),
      });
    },

    async get(id: string): Promise<AdminWebinar> {
      if (!isUuid(id)) throw eventNotFound();
      return view(id);
    },

    async create(input: WebinarValues, actor: Actor): Promise<AdminWebinar> {
      const startsAt = startOf(input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webinars)
          .values({ ...columnsOf(input, startsAt), translations: mergeTranslations({}, input.translations) })
          .returning();
        await recordAudit(tx, actor, { action: 'webinar-created', entity: 'webinar', entityId: row.id, details: { title: row.title, date: input.date, time: input.time } });
        return row.id;
      });
      invalidate();
      return view(id);
    },

    async update(id: string, input: WebinarValues, actor: Actor): Promise<AdminWebinar> {
      const startsAt = startOf(input);
      await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        const [row] = await tx
          .update(webinars)
          .set({ ...columnsOf(input, startsAt), translations: mergeTranslations(before.translations, input.translations) })
          .where(eq(webinars.id, id))
          .returning();
        const changed = Object.keys(columnsOf(input, startsAt)).filter((k) => !same(before[k as keyof WebinarRow], row[k as keyof WebinarRow]));
        if (JSON.stringify(before.translations) !== JSON.stringify(row.translations)) changed.push('translations');
        // Queued reminders name the old date and link: rendered again; a new joining link is e-mailed to the seats.
        const { linkEmails, updateEmails } = await eventChanged(tx, before, row);
        await recordAudit(tx, actor, {
          action: 'webinar-updated',
          entity: 'webinar',
          entityId: id,
          details: { title: row.title, changed, ...(linkEmails ? { linkEmails } : {}), ...(updateEmails ? { updateEmails } : {}) },
        });
      });
      invalidate();
      return view(id);
    },

    /**
     * The practice cancels an event that has not ended: it becomes inactive and marked cancelled,
     * every live registration is cancelled and its person e-mailed (a confirmed seat's invite
     * withdrawn), then whoever paid is refunded in full. Doing it again changes nothing. Refused
     * (409) once the event has ended.
     */
    async cancel(id: string, actor: Actor): Promise<AdminWebinar> {
      const ended = await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        if (row.cancelledAt) return false;
        if (row.startsAt.getTime() + row.duration * 60_000 < Date.now()) throw new HttpError(409, 'event_ended', 'admin:errors.eventEnded');
        const [cancelled] = await tx.update(webinars).set({ isActive: false, cancelledAt: new Date() }).where(eq(webinars.id, id)).returning();
        const counts = await eventCancelled(tx, cancelled);
        await recordAudit(tx, actor, { action: 'webinar-cancelled', entity: 'webinar', entityId: id, details: { title: row.title, date: istParts(row.startsAt).date, ...counts } });
        return true;
      });
      // Money is given back after the cancellation is stored, never inside its transaction (Razorpay is called).
      if (ended) await refundCancelledEvent(id);
      invalidate();
      return view(id);
    },

    /** Deletes an event nobody registered for; refuses (409) one with registrations: deactivate or cancel it instead. */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(registrations).where(eq(registrations.webinarId, id));
        if (n > 0) throw new HttpError(409, 'event_has_registrations', 'admin:errors.eventHasRegistrations', undefined, { count: n });
        await tx.delete(webinars).where(eq(webinars.id, id));
        await recordAudit(tx, actor, { action: 'webinar-deleted', entity: 'webinar', entityId: id, details: { title: row.title, date: istParts(row.startsAt).date } });
      });
      invalidate();
    },
  };
}

export type WebinarAdmin = ReturnType<typeof createWebinarAdmin>;
