/**
 * The overview's to-do list (issue 51): what waits on the founder, each as a count the admin area
 * links to the place she acts (client: features/admin/components/todo-list.tsx). Only what needs her
 * is listed; an empty list is "Nothing to do".
 *
 * - verifyUpi, overdueUtrs, refundsByHand: the payments list's own queues (awaiting, overdue,
 *   refund_pending), counted with the list's filter so the number matches the list she opens.
 * - sessionsWithoutLink: upcoming online sessions with no room (neither their own link nor the
 *   rules' fixed room); eventsWithoutLink: upcoming online events without a meeting link.
 * - dayOffConflicts: booked sessions her day off, changed hours or blocks leave outside her hours.
 * - unansweredMessages: conversations waiting for an answer (only real messages: a booking that
 *   says nothing is not one, see contacts/inbox-service.ts).
 * - staleCalendars (issue 53): her calendars whose last good copy is more than 24 hours old (or was
 *   never read): their busy times no longer block slots.
 */
import { and, count, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES } from '../../../shared/constants.ts';
import type { AdminTodo, AdminTodoKind } from '../../../shared/contracts/admin.ts';
import type { Db } from '../../db/client.ts';
import { conversations, registrations, webinars } from '../../db/schema.ts';
import { addConsultationConversations } from '../contacts/inbox-service.ts';
import type { PaymentBooks } from '../payments/revenue.ts';
import type { CalendarFeeds } from '../scheduling/calendars.ts';
import { allConflicts } from '../scheduling/conflicts.ts';
import { readRules } from '../scheduling/service.ts';

const blank = (column: typeof registrations.meetingLink | typeof webinars.zoomLink) => or(isNull(column), eq(sql`btrim(${column})`, ''));

export function createAdminTodo(deps: { db: Db; books: Pick<PaymentBooks, 'count'>; calendars: Pick<CalendarFeeds, 'list'> }) {
  const { db, books, calendars } = deps;

  async function sessionsWithoutLink(now: Date): Promise<number> {
    // The fixed room serves every online session that has no link of its own.
    if ((await readRules(db)).meetingLink) return 0;
    const [row] = await db
      .select({ n: count() })
      .from(registrations)
      .where(
        and(
          isNotNull(registrations.slotStart),
          gt(registrations.slotEnd, now),
          inArray(registrations.status, [...SEAT_HOLDING_STATUSES]),
          // A session without a mode chosen is online (bookings/booking-details.ts modeOf).
          or(isNull(registrations.sessionMode), ne(registrations.sessionMode, 'in_person')),
          blank(registrations.meetingLink),
        ),
      );
    return row.n;
  }

  async function eventsWithoutLink(now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(webinars)
      .where(and(eq(webinars.isActive, true), isNull(webinars.cancelledAt), eq(webinars.isOnline, true), gt(webinars.startsAt, now), blank(webinars.zoomLink)));
    return row.n;
  }

  async function unansweredMessages(): Promise<number> {
    // As the inbox does before listing: consultation requests join it with their words.
    await addConsultationConversations(db);
    const [row] = await db.select({ n: count() }).from(conversations).where(eq(conversations.state, 'new'));
    return row.n;
  }

  return {
    async list(now = new Date()): Promise<AdminTodo> {
      const counts: Record<AdminTodoKind, Promise<number>> = {
        verifyUpi: books.count('awaiting'),
        overdueUtrs: books.count('overdue'),
        refundsByHand: books.count('refund_pending'),
        sessionsWithoutLink: sessionsWithoutLink(now),
        eventsWithoutLink: eventsWithoutLink(now),
        dayOffConflicts: allConflicts(db, now).then((c) => c.length),
        unansweredMessages: unansweredMessages(),
        staleCalendars: calendars.list(now).then((feeds) => feeds.filter((f) => !f.blocking).length),
      };
      const kinds = Object.keys(counts) as AdminTodoKind[];
      const values = await Promise.all(kinds.map((k) => counts[k]));
      return { items: kinds.map((kind, i) => ({ kind, count: values[i] })).filter((item) => item.count > 0) };
    },
  };
}
