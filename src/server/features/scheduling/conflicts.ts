/**
 * Booked sessions that the founder's own changes leave outside her hours (issue 51): a day off or
 * changed hours on a date (an availability exception) or a blocked time over a session already
 * booked. Nothing moves by itself: the session keeps its time, the admin API answers the
 * conflicting bookings with the change, and the overview's to-do list counts them until she
 * reschedules or cancels each (or changes her hours back).
 *
 * A session conflicts with an exception of its IST day when it does not lie wholly inside one of
 * that day's ranges (a day off has none), and with a block when their times overlap: the same rules
 * the slot engine (slots.ts) applies before booking.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES } from '../../../shared/constants.ts';
import { minutesOfDay, type BookingConflict, type TimeRange } from '../../../shared/contracts/scheduling.ts';
import type { Db, Tx } from '../../db/client.ts';
import { availabilityExceptions, calendarBlocks, registrations, services } from '../../db/schema.ts';
import { istMidnight, type Interval } from './slots.ts';
import { istDayOf } from '../../../shared/ist.ts';

const MINUTE = 60_000;

/** Whether [start, end) lies outside every range of its IST day `day`. */
export function outsideHours(session: Interval, day: string, ranges: readonly TimeRange[]): boolean {
  const midnight = istMidnight(day);
  return !ranges.some((r) => midnight + minutesOfDay(r.start) * MINUTE <= session.start && session.end <= midnight + minutesOfDay(r.end) * MINUTE);
}

interface Session {
  id: string;
  fullName: string;
  serviceTitle: string | null;
  formData: Record<string, unknown>;
  status: string;
  slotStart: Date | null;
  slotEnd: Date | null;
}

const answerOf = (s: Session): BookingConflict => ({
  id: s.id,
  name: s.fullName,
  service: s.serviceTitle ?? (typeof s.formData.serviceTitle === 'string' ? s.formData.serviceTitle : ''),
  start: s.slotStart!.toISOString(),
  end: s.slotEnd!.toISOString(),
  status: s.status,
});

/** Seat-holding booked sessions that have not ended by `now`, and overlap [from, to) when given; earliest first. */
async function sessions(db: Db | Tx, now: Date, window?: { from: Date; to: Date }): Promise<Session[]> {
  return db
    .select({
      id: registrations.id,
      fullName: registrations.fullName,
      serviceTitle: services.title,
      formData: registrations.formData,
      status: registrations.status,
      slotStart: registrations.slotStart,
      slotEnd: registrations.slotEnd,
    })
    .from(registrations)
    .leftJoin(services, eq(services.id, registrations.serviceId))
    .where(
      and(
        isNotNull(registrations.slotStart),
        inArray(registrations.status, [...SEAT_HOLDING_STATUSES]),
        gt(registrations.slotEnd, now),
        window ? lt(registrations.slotStart, window.to) : undefined,
        window ? gt(registrations.slotEnd, window.from) : undefined,
      ),
    )
    .orderBy(asc(registrations.slotStart));
}

/** The booked sessions of IST day `day` outside `ranges` (an exception just saved: [] is a day off). */
export async function conflictsWithDay(db: Db | Tx, day: string, ranges: readonly TimeRange[], now = new Date()): Promise<BookingConflict[]> {
  const from = istMidnight(day);
  const onDay = await sessions(db, now, { from: new Date(from), to: new Date(from + 24 * 60 * MINUTE) });
  return onDay
    .filter((s) => istDayOf(s.slotStart!.getTime()) === day && outsideHours({ start: s.slotStart!.getTime(), end: s.slotEnd!.getTime() }, day, ranges))
    .map(answerOf);
}

/** The booked sessions that overlap [start, end) (a block just added). */
export async function conflictsWithBlock(db: Db | Tx, block: { start: Date; end: Date }, now = new Date()): Promise<BookingConflict[]> {
  return (await sessions(db, now, { from: block.start, to: block.end })).map(answerOf);
}

/** Every upcoming booked session outside the founder's exceptions or inside her blocks (the overview's count). */
export async function allConflicts(db: Db | Tx, now = new Date()): Promise<BookingConflict[]> {
  const [exceptions, blocks, upcoming] = await Promise.all([
    db.select().from(availabilityExceptions).where(gte(availabilityExceptions.date, istDayOf(now.getTime()))),
    db.select().from(calendarBlocks).where(gt(calendarBlocks.endsAt, now)),
    sessions(db, now),
  ]);
  if (!exceptions.length && !blocks.length) return [];
  const byDay = new Map(exceptions.map((e) => [e.date, e.ranges]));
  return upcoming
    .filter((s) => {
      const session = { start: s.slotStart!.getTime(), end: s.slotEnd!.getTime() };
      const day = istDayOf(session.start);
      const ranges = byDay.get(day);
      if (ranges && outsideHours(session, day, ranges)) return true;
      return blocks.some((b) => b.startsAt.getTime() < session.end && session.start < b.endsAt.getTime());
    })
    .map(answerOf);
}
