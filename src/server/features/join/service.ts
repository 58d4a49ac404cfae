/**
 * One joining link per person (issue 53 §3). A registration for an online event or booked session
 * gets a random token (join_links); /join/<token> then sends its holder to the meeting room as it is
 * now (the event's link, or the booking's own room else the founder's fixed one), from 30 minutes
 * before the start until the end, so the room can change without a new e-mail. The first open in
 * that window is recorded (one conditional UPDATE: joined_at stays the first), and the founder sees
 * who joined on the client page.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { JOIN_LINK_OPENS_BEFORE_MS, type JoinState } from '../../../shared/contracts/join.ts';
import type { Db, Tx } from '../../db/client.ts';
import { joinLinks, registrations, webinars, type RegistrationRow, type WebinarRow } from '../../db/schema.ts';
import { bookingDetailsOf } from '../bookings/booking-details.ts';
import { buildInvite, parseAddress } from '../registrations/emails.ts';

const MINUTE = 60_000;
const CANCELLED: RegistrationRow['status'][] = ['cancelled', 'refunded', 'expired'];

interface Resolved {
  view: JoinState;
  /** The room, inside the window. */
  room: string | null;
  reg: RegistrationRow;
}

export function createJoinLinks(deps: { db: Db; publicUrl: string; mailFrom: string }) {
  const { db, publicUrl } = deps;
  const urlOf = (token: string) => `${publicUrl}/join/${token}`;

  /** What a registration's link leads to now. */
  async function resolve(reg: RegistrationRow, webinar: WebinarRow | null, now: number): Promise<Resolved | null> {
    let title: string;
    let start: number;
    let end: number;
    let room: string | null;
    let online: boolean;
    if (reg.slotStart && reg.slotEnd) {
      const details = await bookingDetailsOf(db, reg);
      [title, start, end, room, online] = [details.title, reg.slotStart.getTime(), reg.slotEnd.getTime(), details.meetingLink, details.mode === 'online'];
    } else if (webinar) {
      [title, start, end, room, online] = [webinar.title, webinar.startsAt.getTime(), webinar.startsAt.getTime() + webinar.duration * MINUTE, webinar.zoomLink, webinar.isOnline];
    } else return null;
    const opens = start - JOIN_LINK_OPENS_BEFORE_MS;
    const state: JoinState['state'] =
      CANCELLED.includes(reg.status) || webinar?.cancelledAt
        ? 'cancelled'
        : reg.status !== 'confirmed'
          ? 'unconfirmed'
          : !online
            ? 'in_person'
            : now < opens
              ? 'early'
              : now >= end
                ? 'ended'
                : room
                  ? 'open'
                  : 'no_room';
    const iso = (ms: number) => new Date(ms).toISOString();
    return { view: { state, title, startsAt: iso(start), endsAt: iso(end), opensAt: iso(opens) }, room: state === 'open' ? room : null, reg };
  }

  async function byToken(token: string, now: number): Promise<Resolved | null> {
    if (!/^[\w-]{16,64}$/.test(token)) return null;
    const [row] = await db
      .select({ reg: registrations, webinar: webinars })
      .from(joinLinks)
      .innerJoin(registrations, eq(registrations.id, joinLinks.registrationId))
      .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
      .where(eq(joinLinks.token, token));
    return row ? resolve(row.reg, row.webinar, now) : null;
  }

  return {
    /** The registration's joining link, made the first time it is asked for (two askers get the one token); null when there is no such registration. */
    async linkFor(registrationId: string, tx: Db | Tx = db): Promise<string | null> {
      const [reg] = await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, registrationId));
      if (!reg) return null;
      await tx.insert(joinLinks).values({ registrationId, token: randomBytes(24).toString('base64url') }).onConflictDoNothing({ target: joinLinks.registrationId });
      const [row] = await tx.select({ token: joinLinks.token }).from(joinLinks).where(eq(joinLinks.registrationId, registrationId));
      return urlOf(row.token);
    },

    /** What the link's page shows; null for a token nobody has. */
    async state(token: string, now = Date.now()): Promise<JoinState | null> {
      return (await byToken(token, now))?.view ?? null;
    },

    /** Opening the link: the room inside the window (the first such open recorded as joined), else null. */
    async open(token: string, now = Date.now()): Promise<string | null> {
      const found = await byToken(token, now);
      if (!found?.room) return null;
      await db.update(joinLinks).set({ joinedAt: new Date(now) }).where(and(eq(joinLinks.token, token), isNull(joinLinks.joinedAt)));
      return found.room;
    },

    /** The joining links and first joins of some registrations. */
    async of(registrationIds: string[]): Promise<Map<string, { url: string; joinedAt: Date | null }>> {
      if (!registrationIds.length) return new Map();
      const rows = await db.select().from(joinLinks).where(inArray(joinLinks.registrationId, registrationIds));
      return new Map(rows.map((r) => [r.registrationId, { url: urlOf(r.token), joinedAt: r.joinedAt }]));
    },

    /** The session as an iCalendar file whose link is the joining link (never the room itself). */
    async calendar(token: string): Promise<string | null> {
      const found = await byToken(token, Date.now());
      if (!found || found.view.state === 'cancelled') return null;
      const { view, reg } = found;
      return buildInvite({
        uid: `${reg.id}@${new URL(publicUrl).hostname}`,
        title: view.title,
        description: `${view.title}\n${urlOf(token)}`,
        startsAt: new Date(view.startsAt),
        durationMin: Math.round((Date.parse(view.endsAt) - Date.parse(view.startsAt)) / MINUTE),
        location: urlOf(token),
        url: urlOf(token),
        organizer: parseAddress(deps.mailFrom),
        attendee: { name: reg.fullName, email: reg.email },
      }).replace('METHOD:REQUEST', 'METHOD:PUBLISH');
    },
  };
}
export type JoinLinks = ReturnType<typeof createJoinLinks>;
