/**
 * Scheduling on the database (issue 19): the founder's rules (one app_settings row), her date
 * exceptions and blocks, the bookings that keep her busy, and the two questions asked of them:
 * which slots a service offers (slotsFor) and whether one start is offered now (slotOf, used when
 * booking and, by the reschedule, when moving a booking).
 *
 * Whether two bookings overlap is not decided here: the exclusion constraint registrations_no_overlap
 * is the arbiter (insertBooking maps its violation to 409 slot_taken). What is checked here is what
 * a constraint cannot know (the hours, the notice, the horizon), and it is checked again on fresh data
 * at every booking.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES } from '../../../shared/constants.ts';
import {
  DEFAULT_SCHEDULING_RULES,
  schedulingRulesSchema,
  type AvailabilityException,
  type BookingConflict,
  type SchedulingRules,
  type Slot,
} from '../../../shared/contracts/scheduling.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { appSettings, availabilityExceptions, calendarBlocks, calendarBusy, calendarFeeds, registrations, type RegistrationRow, type ServiceRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { constantsOf } from '../../lib/idempotency.ts';
import { conflictsWithBlock, conflictsWithDay } from './conflicts.ts';
import { computeSlots, istMidnight, type Interval } from './slots.ts';
import { istDayOf } from '../../../shared/ist.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

/** The app_settings key of the founder's rules. */
export const SCHEDULING_SETTINGS_KEY = 'scheduling';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const slotUnavailable = () => new HttpError(409, 'slot_unavailable', 'scheduling:errors.slotUnavailable');
export const slotTaken = () => new HttpError(409, 'slot_taken', 'scheduling:errors.slotTaken');

/** The founder's rules; the defaults until she saves her own (or when the stored row no longer parses). */
export async function readRules(db: Db | Tx): Promise<SchedulingRules> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SCHEDULING_SETTINGS_KEY));
  const parsed = row ? schedulingRulesSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : DEFAULT_SCHEDULING_RULES;
}

export async function writeRules(db: Db | Tx, rules: SchedulingRules): Promise<SchedulingRules> {
  await db
    .insert(appSettings)
    .values({ key: SCHEDULING_SETTINGS_KEY, value: rules })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: rules, updatedAt: new Date() } });
  return rules;
}

/** The no-overlap exclusion constraint refused a booking (db/errors.ts). */
export const isOverlapViolation = (err: unknown): boolean => isExclusionViolation(err, 'registrations_no_overlap');

/** How long a calendar feed's last good copy keeps blocking slots when it cannot be fetched again (issue 53). */
export const CALENDAR_COPY_KEEPS_MS = 24 * 60 * MINUTE;

/**
 * The busy times of the founder's calendar feeds between two instants, each kept busy for `bufferMinutes`
 * after its end (a session then starts a buffer after her appointment, as after another session, and
 * the session's own buffer keeps it ending one before). Only feeds read well in the last 24 hours count.
 */
async function feedBusyBetween(db: Db | Tx, start: number, end: number, bufferMinutes: number, now: Date): Promise<Interval[]> {
  const rows = await db
    .select({ start: calendarBusy.startsAt, end: calendarBusy.endsAt })
    .from(calendarBusy)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarBusy.feedId))
    .where(
      and(
        gt(calendarFeeds.lastSuccessAt, new Date(now.getTime() - CALENDAR_COPY_KEEPS_MS)),
        lt(calendarBusy.startsAt, new Date(end)),
        gt(calendarBusy.endsAt, new Date(start - bufferMinutes * MINUTE)),
      ),
    );
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() + bufferMinutes * MINUTE }));
}

/**
 * Calendar feeds are fetched again before a booking's slot is checked (issue 53): the app registers
 * its feeds' refresh for its database (scheduling/calendars.ts), and slotOf awaits it. Kept here, by
 * database, because the booking path (registrations, bookings) calls slotOf with the database only.
 */
const calendarRefreshers = new WeakMap<object, () => Promise<void>>();

export function refreshCalendarsBeforeBooking(db: Db, refresh: () => Promise<void>): void {
  calendarRefreshers.set(db, refresh);
}

/**
 * Her calendars as they are now, read before a booking's transaction opens (slotOf, given a
 * transaction, cannot: the refresh writes on the database's own connection).
 */
export async function refreshCalendars(db: Db | Tx): Promise<void> {
  await calendarRefreshers.get(db)?.();
}

/** What the engine needs of the calendar between two instants (bookings of every service that hold time, her calendars' busy times). */
async function calendarBetween(db: Db | Tx, start: number, end: number, bufferMinutes: number, now: Date, ignoreRegistrationId?: string) {
  const [from, to] = [istDayOf(start), istDayOf(end)];
  const [exceptions, blocks, busy, feedBusy] = await Promise.all([
    db
      .select({ date: availabilityExceptions.date, ranges: availabilityExceptions.ranges })
      .from(availabilityExceptions)
      .where(and(gte(availabilityExceptions.date, from), lte(availabilityExceptions.date, to))),
    db
      .select({ start: calendarBlocks.startsAt, end: calendarBlocks.endsAt })
      .from(calendarBlocks)
      .where(and(lt(calendarBlocks.startsAt, new Date(end)), gt(calendarBlocks.endsAt, new Date(start)))),
    db
      .select({ start: registrations.slotStart, end: registrations.slotBusyUntil })
      .from(registrations)
      .where(
        and(
          isNotNull(registrations.slotStart),
          inArray(registrations.status, [...SEAT_HOLDING_STATUSES]),
          lt(registrations.slotStart, new Date(end)),
          gt(registrations.slotBusyUntil, new Date(start)),
          ignoreRegistrationId ? ne(registrations.id, ignoreRegistrationId) : undefined,
        ),
      ),
    feedBusyBetween(db, start, end, bufferMinutes, now),
  ]);
  const interval = (r: { start: Date | null; end: Date | null }): Interval => ({ start: r.start!.getTime(), end: r.end!.getTime() });
  return { exceptions: exceptions as AvailabilityException[], blocks: [...blocks.map(interval), ...feedBusy], busy: busy.map(interval) };
}

/**
 * The slots a service of `durationMinutes` offers on the IST days from..to (inclusive), computed now
 * on fresh data. The calendar is read a day beyond each end: a session late on the last day (and its
 * buffer) may run past midnight, and a booking of the day before may still be busy after it.
 */
export async function slotsFor(db: Db | Tx, service: Pick<ServiceRow, 'durationMinutes'>, from: string, to: string, now = new Date(), ignoreRegistrationId?: string): Promise<Slot[]> {
  const rules = await readRules(db);
  // Nothing is offered after the horizon: the calendar is read no further (nor at all for a range wholly beyond it).
  const lastDay = istDayOf(istMidnight(istDayOf(now.getTime())) + rules.horizonDays * DAY + MINUTE);
  const until = to < lastDay ? to : lastDay;
  if (from > until) return [];
  const calendar = await calendarBetween(db, istMidnight(from) - DAY, istMidnight(until) + 2 * DAY, rules.bufferMinutes, now, ignoreRegistrationId);
  return computeSlots({ rules, ...calendar, durationMinutes: service.durationMinutes, now, from, to: until });
}

/** A booked slot: the session, and until when it keeps the calendar busy (its end plus the buffer in force when booked). */
export interface BookedSlot {
  slotStart: Date;
  slotEnd: Date;
  slotBusyUntil: Date;
  rules: SchedulingRules;
}

/**
 * Whether `slotStart` is offered for `service` now; the booked slot when it is. 409 slot_taken when
 * only other bookings stand in its way (someone was quicker), 409 slot_unavailable otherwise (past,
 * inside the notice, beyond the horizon, outside the hours, a day off, blocked, a full day). A
 * reschedule passes the booking it moves as `ignoreRegistrationId` (its own time is free to it).
 */
export async function slotOf(
  db: Db | Tx,
  service: Pick<ServiceRow, 'durationMinutes'>,
  slotStart: string | Date,
  now = new Date(),
  ignoreRegistrationId?: string,
): Promise<BookedSlot> {
  const start = new Date(slotStart).getTime();
  if (Number.isNaN(start)) throw slotUnavailable();
  const day = istDayOf(start);
  // Her calendars as they are now: an appointment she added since the slots were listed refuses it.
  await refreshCalendars(db);
  const rules = await readRules(db);
  // Beyond the horizon (a year 9999 start included) nothing is offered: refused before the calendar is read.
  if (start >= istMidnight(istDayOf(now.getTime())) + (rules.horizonDays + 1) * DAY) throw slotUnavailable();
  const calendar = await calendarBetween(db, istMidnight(day) - DAY, istMidnight(day) + 2 * DAY, rules.bufferMinutes, now, ignoreRegistrationId);
  const input = { rules, ...calendar, durationMinutes: service.durationMinutes, now, from: day, to: day };
  const offered = (slots: Slot[]) => slots.some((s) => Date.parse(s.start) === start);
  if (!offered(computeSlots(input))) {
    // Offered but for the other bookings (a day full of them included): it was taken.
    throw offered(computeSlots({ ...input, busy: [] })) ? slotTaken() : slotUnavailable();
  }
  const slotEnd = start + service.durationMinutes * MINUTE;
  return { slotStart: new Date(start), slotEnd: new Date(slotEnd), slotBusyUntil: new Date(slotEnd + rules.bufferMinutes * MINUTE), rules };
}

/**
 * The condition (on calendar_busy joined to calendar_feeds) that one of her calendars is busy over a
 * booked slot's held time: a copy read well in the last 24 hours, each busy time followed by the
 * booking's own buffer (busy until minus end). The one check of a booking (insertBooking) and of a
 * payment confirming a held slot (slotBusyInCalendars), so the two never disagree.
 */
function feedBusyOver(slot: BookedSlotColumns, now = new Date()): SQL {
  const held = sql`tstzrange(${slot.slotStart.toISOString()}::timestamptz, ${slot.slotBusyUntil.toISOString()}::timestamptz, '[)')`;
  const bufferMs = slot.slotBusyUntil.getTime() - slot.slotEnd.getTime();
  const copySince = new Date(now.getTime() - CALENDAR_COPY_KEEPS_MS).toISOString();
  return sql`${calendarFeeds.lastSuccessAt} > ${copySince}::timestamptz
    and tstzrange(${calendarBusy.startsAt}, ${calendarBusy.endsAt} + make_interval(secs => ${bufferMs / 1000}::double precision), '[)') && ${held}`;
}

/**
 * Whether her calendars are now busy over a slot already held (a payment confirming it: the event
 * may have been added since the booking). Read the feeds first (refreshCalendars), outside the transaction.
 */
export async function slotBusyInCalendars(tx: Db | Tx, slot: BookedSlotColumns): Promise<boolean> {
  const [hit] = await tx
    .select({ feedId: calendarBusy.feedId })
    .from(calendarBusy)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarBusy.feedId))
    .where(feedBusyOver(slot))
    .limit(1);
  return !!hit;
}

/** Bookings of one IST day are counted under this advisory lock (its two keys: this class and the day's number). */
const DAY_LOCK_CLASS = 19_019;

/**
 * Inserts a registration that holds a slot, as one conditional statement inside the caller's
 * transaction: INSERT ... SELECT ... WHERE no calendar block nor busy time of a calendar feed (with
 * the buffer after it) overlaps the held time AND the day has fewer than maxPerDay bookings. The day's advisory lock, taken first, makes the count exact when
 * two bookings of one day arrive at once (each sees the other's row once it holds the lock); the
 * exclusion constraint refuses an overlap whatever the lock (409 slot_taken). Nothing inserted
 * (blocked, full): 409 slot_unavailable.
 */
export async function insertBooking(tx: Tx, row: typeof registrations.$inferInsert & BookedSlotColumns, maxPerDay: number): Promise<RegistrationRow> {
  const midnight = istMidnight(istDayOf(row.slotStart.getTime()));
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK_CLASS}::int, ${Math.floor(midnight / DAY)}::int)`);
  const held = sql`tstzrange(${row.slotStart.toISOString()}::timestamptz, ${row.slotBusyUntil.toISOString()}::timestamptz, '[)')`;
  const blocked = sql`exists (select 1 from ${calendarBlocks} where tstzrange(${calendarBlocks.startsAt}, ${calendarBlocks.endsAt}, '[)') && ${held})`;
  const busyInFeed = sql`exists (select 1 from ${calendarBusy} join ${calendarFeeds} on ${calendarFeeds.id} = ${calendarBusy.feedId} where ${feedBusyOver(row)})`;
  const sameDay = sql`(select count(*) from ${registrations} where ${registrations.slotStart} >= ${new Date(midnight).toISOString()}::timestamptz
    and ${registrations.slotStart} < ${new Date(midnight + DAY).toISOString()}::timestamptz
    and ${registrations.status} in (${sql.join(SEAT_HOLDING_STATUSES.map((s) => sql`${s}`), sql`, `)}))`;
  try {
    const [inserted] = await tx
      .insert(registrations)
      .select(sql`select ${constantsOf(registrations, row)} where not ${blocked} and not ${busyInFeed} and ${sameDay} < ${maxPerDay}`)
      .returning();
    if (!inserted) throw slotUnavailable();
    return inserted;
  } catch (err) {
    if (isOverlapViolation(err)) throw slotTaken();
    throw err;
  }
}

export interface BookedSlotColumns {
  slotStart: Date;
  slotEnd: Date;
  slotBusyUntil: Date;
}

/* ------------------------------------------------------------------------------------------------
 * What the admin sees and changes (admin-routes.ts).
 * ---------------------------------------------------------------------------------------------- */

export interface BlockAnswer {
  id: string;
  start: string;
  end: string;
  note: string | null;
}

const blockAnswer = (b: typeof calendarBlocks.$inferSelect): BlockAnswer => ({ id: b.id, start: b.startsAt.toISOString(), end: b.endsAt.toISOString(), note: b.note });
const exceptionAnswer = (e: typeof availabilityExceptions.$inferSelect): AvailabilityException => ({ date: e.date, ranges: e.ranges, ...(e.note ? { note: e.note } : {}) });

/** The admin making a change (lib/audit.ts). */
export type { Actor };

export function createSchedulingAdmin(db: Db) {
  /** A change and its line in the audit log (the admin's Activity list), together. */
  const audited = <T>(actor: Actor, action: string, entityId: string | null, write: (tx: Tx) => Promise<T>, details: (r: T) => Record<string, unknown> = () => ({})) =>
    db.transaction(async (tx) => {
      const result = await write(tx);
      await recordAudit(tx, actor, { action, entity: 'scheduling', entityId, details: details(result) });
      return result;
    });
  return {
    /** The rules, the exceptions from today (IST) on, and the blocks that have not ended. */
    async overview(now = new Date()) {
      const [rules, exceptions, blocks] = await Promise.all([
        readRules(db),
        db.select().from(availabilityExceptions).where(gte(availabilityExceptions.date, istDayOf(now.getTime()))).orderBy(asc(availabilityExceptions.date)),
        db.select().from(calendarBlocks).where(gt(calendarBlocks.endsAt, now)).orderBy(asc(calendarBlocks.startsAt)),
      ]);
      return { rules, exceptions: exceptions.map(exceptionAnswer), blocks: blocks.map(blockAnswer) };
    },
    saveRules: (rules: SchedulingRules, actor: Actor) => audited(actor, 'scheduling-rules-saved', null, (tx) => writeRules(tx, rules)),
    /** Saves a date's hours; answers the booked sessions they leave outside (kept as booked: the founder decides). */
    saveException: (date: string, input: Omit<AvailabilityException, 'date'>, actor: Actor): Promise<AvailabilityException & { conflicts: BookingConflict[] }> =>
      audited(actor, 'availability-exception-saved', date, async (tx) => {
        const values = { ranges: input.ranges, note: input.note || null };
        const [row] = await tx
          .insert(availabilityExceptions)
          .values({ date, ...values })
          .onConflictDoUpdate({ target: availabilityExceptions.date, set: { ...values, updatedAt: new Date() } })
          .returning();
        return { ...exceptionAnswer(row), conflicts: await conflictsWithDay(tx, date, row.ranges) };
      }, (e) => ({ ranges: e.ranges })),
    removeException: (date: string, actor: Actor): Promise<boolean> =>
      audited(actor, 'availability-exception-deleted', date, async (tx) =>
        (await tx.delete(availabilityExceptions).where(eq(availabilityExceptions.date, date)).returning({ date: availabilityExceptions.date })).length > 0,
      ),
    /** Blocks a time; answers the booked sessions inside it (kept as booked: the founder decides). */
    addBlock: (input: { start: string; end: string; note?: string }, actor: Actor): Promise<BlockAnswer & { conflicts: BookingConflict[] }> =>
      audited(actor, 'calendar-block-added', null, async (tx) => {
        const [row] = await tx.insert(calendarBlocks).values({ startsAt: new Date(input.start), endsAt: new Date(input.end), note: input.note || null }).returning();
        return { ...blockAnswer(row), conflicts: await conflictsWithBlock(tx, { start: row.startsAt, end: row.endsAt }) };
      }, (b) => ({ id: b.id, start: b.start, end: b.end })),
    removeBlock: (id: string, actor: Actor): Promise<boolean> =>
      audited(actor, 'calendar-block-deleted', id, async (tx) =>
        (await tx.delete(calendarBlocks).where(eq(calendarBlocks.id, id)).returning({ id: calendarBlocks.id })).length > 0,
      ),
  };
}
export type SchedulingAdmin = ReturnType<typeof createSchedulingAdmin>;
