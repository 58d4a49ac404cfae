/**
 * A booked consultation after booking (issue 19 items 6-7): reschedule by the client (signed link or
 * dashboard, until the cut-off) or by the founder (any time), her agenda, outcome and private notes.
 *
 * Moving a booking is one UPDATE of its slot columns (and slotSequence + 1) whose WHERE holds the
 * status and, for the client, the cut-off; the exclusion constraint registrations_no_overlap decides
 * whether the new time is free. Two people racing for one free slot: one UPDATE wins, the others fail
 * on the constraint and keep their old slot (their transaction rolls back whole).
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, like, lt, ne, sql } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES, type Language } from '../../../shared/constants.ts';
import { AGENDA_MAX_DAYS, type Agenda, type AgendaBooking, type BookingPatch, type MyBooking, type SessionOutcome } from '../../../shared/contracts/bookings.ts';
import { istInstant } from '../../../shared/ist.ts';
import type { Db } from '../../db/client.ts';
import { calendarBlocks, emailOutbox, joinLinks, registrations, services, webinars, type RegistrationRow, type ServiceRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { ownedRegistrations, type Owner } from '../dashboard/ownership.ts';
import { reminderKeyPattern, type RegistrationMailer } from '../registrations/emails.ts';
import type { LinkParams, RegistrationService } from '../registrations/service.ts';
import { isOverlapViolation, readRules, slotOf as offeredSlot } from '../scheduling/service.ts';
import { bookingDetailsOf, cutoffOf, effectiveLinkOf, modeOf } from './booking-details.ts';

/** A slot as the slot engine answers it: when the session runs and until when it keeps the calendar busy. */
export interface SlotOffer {
  start: Date;
  end: Date;
  busyUntil: Date;
}

/**
 * Checks that `slotStart` is a slot the service offers now (features/scheduling: hours, notice,
 * horizon, blocks, other bookings; the booking being moved does not stand in its own way) and
 * answers its times; throws 409 slot_taken or slot_unavailable, translated, when it is not.
 */
export type SlotCheck = (db: Db, service: ServiceRow, slotStart: Date, now: Date, movingRegistrationId: string) => Promise<SlotOffer>;

const engineSlot: SlotCheck = async (db, service, slotStart, now, moving) => {
  const slot = await offeredSlot(db, service, slotStart, now, moving);
  return { start: slot.slotStart, end: slot.slotEnd, busyUntil: slot.slotBusyUntil };
};

const bookingNotFound = () => notFound('agenda:errors.bookingNotFound');
const slotTaken = () => new HttpError(409, 'slot_taken', 'agenda:errors.slotTaken');
const notReschedulable = () => new HttpError(409, 'not_reschedulable', 'agenda:errors.notReschedulable');
const pastCutoff = (hours: number) => new HttpError(410, 'past_cutoff', 'agenda:errors.pastCutoff', undefined, { hours });

/**
 * The founder's own placement (on the client's behalf): any future time, the service's length, the
 * rules' buffer; only the database's constraint decides whether it is free.
 */
async function adminSlot(db: Db, service: ServiceRow | null, slotStart: Date, now: Date, current: RegistrationRow): Promise<SlotOffer> {
  if (slotStart.getTime() <= now.getTime()) throw new HttpError(409, 'slot_unavailable', 'agenda:errors.slotPast');
  const rules = await readRules(db);
  const minutes = service?.durationMinutes ?? Math.round((current.slotEnd!.getTime() - current.slotStart!.getTime()) / 60_000);
  const end = new Date(slotStart.getTime() + minutes * 60_000);
  return { start: slotStart, end, busyUntil: new Date(end.getTime() + rules.bufferMinutes * 60_000) };
}

export type RescheduleActor = { kind: 'client' } | { kind: 'admin'; actor: Actor };

export function createBookingService(deps: {
  db: Db;
  mailer: RegistrationMailer;
  registrations: RegistrationService;
  links: LinkSigner;
  slotOf?: SlotCheck;
  onChange?: () => void;
  /** A client's joining link (features/join linkFor, wired by app.ts): a client is shown theirs, never the room itself. */
  joinLinkFor?: (registrationId: string) => Promise<string | null>;
}) {
  const { db, mailer, links } = deps;
  const slotOf = deps.slotOf ?? engineSlot;

  async function bookingRow(id: string, extra?: ReturnType<typeof ownedRegistrations>) {
    if (!isUuid(id)) throw bookingNotFound();
    const [row] = await db
      .select({ reg: registrations, service: services })
      .from(registrations)
      .leftJoin(services, eq(services.id, registrations.serviceId))
      .where(and(eq(registrations.id, id.toLowerCase()), isNotNull(registrations.slotStart), extra));
    if (!row) throw bookingNotFound();
    return row;
  }

  async function view(reg: RegistrationRow, lang: Language): Promise<MyBooking> {
    const rules = await readRules(db);
    const details = await bookingDetailsOf(db, { ...reg, locale: lang }, rules);
    const cutoff = cutoffOf(reg.slotStart!, rules);
    const now = Date.now();
    return {
      id: reg.id,
      serviceId: reg.serviceId,
      title: details.title,
      status: reg.status,
      start: reg.slotStart!.toISOString(),
      end: reg.slotEnd!.toISOString(),
      mode: details.mode,
      meetingLink: reg.status === 'confirmed' && details.mode === 'online' ? ((await deps.joinLinkFor?.(reg.id)) ?? details.meetingLink) : null,
      address: details.address,
      cutoffAt: cutoff.toISOString(),
      cutoffHours: rules.cancelCutoffHours,
      canChange: reg.status === 'confirmed' && now < cutoff.getTime(),
      isPast: reg.slotEnd!.getTime() <= now,
    };
  }

  /** Why a move that matched no row was refused (read after the UPDATE: nothing was changed). */
  async function refusal(id: string, by: RescheduleActor): Promise<HttpError> {
    const [reg] = await db.select().from(registrations).where(eq(registrations.id, id));
    if (!reg || !reg.slotStart) return bookingNotFound();
    if (reg.status !== 'confirmed') return notReschedulable();
    if (by.kind === 'client') return pastCutoff((await readRules(db)).cancelCutoffHours);
    return notReschedulable();
  }

  async function reschedule(id: string, slotStartIso: string, by: RescheduleActor): Promise<RegistrationRow> {
    const { reg, service } = await bookingRow(id);
    if (reg.status !== 'confirmed') throw notReschedulable();
    const now = new Date();
    const rules = await readRules(db);
    const cutoffMs = rules.cancelCutoffHours * 3_600_000;
    if (by.kind === 'client' && reg.slotStart!.getTime() - cutoffMs <= now.getTime()) throw pastCutoff(rules.cancelCutoffHours);
    const wanted = new Date(slotStartIso);
    if (Number.isNaN(wanted.getTime())) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { slotStart: 'agenda:errors.slotInvalid' });
    if (wanted.getTime() === reg.slotStart!.getTime()) return reg;
    const offer =
      by.kind === 'admin' ? await adminSlot(db, service, wanted, now, reg) : service ? await slotOf(db, service, wanted, now, reg.id) : (() => { throw notReschedulable(); })();
    try {
      const moved = await db.transaction(async (tx) => {
        // The one statement that decides: still confirmed, still before the cut-off (for the client), and free (the constraint).
        const [row] = await tx
          .update(registrations)
          .set({ slotStart: offer.start, slotEnd: offer.end, slotBusyUntil: offer.busyUntil, slotSequence: sql`${registrations.slotSequence} + 1` })
          .where(
            and(
              eq(registrations.id, reg.id),
              eq(registrations.status, 'confirmed'),
              isNotNull(registrations.slotStart),
              by.kind === 'client' ? gt(registrations.slotStart, new Date(now.getTime() + cutoffMs)) : undefined,
            ),
          )
          .returning();
        if (!row) return null;
        // The old time's reminders go; the new time's come with the update (same UID, higher SEQUENCE).
        await tx.delete(emailOutbox).where(and(like(emailOutbox.dedupeKey, reminderKeyPattern(row.id)), eq(emailOutbox.status, 'pending')));
        await mailer.bookingChanged(tx, row, await bookingDetailsOf(tx, row, rules), 'rescheduled');
        if (by.kind === 'admin') {
          await recordAudit(tx, by.actor, { action: 'booking-rescheduled', entity: 'registration', entityId: row.id, details: { from: reg.slotStart!.toISOString(), to: row.slotStart!.toISOString() } });
        }
        return row;
      });
      if (!moved) throw await refusal(reg.id, by);
      deps.onChange?.();
      return moved;
    } catch (err) {
      if (isOverlapViolation(err)) throw slotTaken();
      throw err;
    }
  }

  /** The IST days from..to as instants [start, end); 400 when they are not days, in order, or more than the agenda shows. */
  function range(from: string, to: string): { start: Date; end: Date } {
    const start = istInstant(from, '00:00');
    const last = istInstant(to, '00:00');
    if (!start || !last) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { from: 'agenda:errors.date' });
    const days = Math.round((last.getTime() - start.getTime()) / 86_400_000) + 1;
    if (days < 1) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { to: 'agenda:errors.rangeOrder' });
    if (days > AGENDA_MAX_DAYS) throw new HttpError(400, 'invalid_input', 'agenda:errors.rangeTooLong', { to: 'agenda:errors.rangeTooLong' }, { days: AGENDA_MAX_DAYS });
    return { start, end: new Date(last.getTime() + 86_400_000) };
  }

  /** When the client first opened their joining link in its window (features/join), for the founder's agenda. */
  const joinedAtOf = async (registrationId: string): Promise<Date | null> =>
    (await db.select({ joinedAt: joinLinks.joinedAt }).from(joinLinks).where(eq(joinLinks.registrationId, registrationId)))[0]?.joinedAt ?? null;

  const agendaBooking = (reg: RegistrationRow, service: Pick<ServiceRow, 'title'> | null, rules: Awaited<ReturnType<typeof readRules>>, joinedAt: Date | null): AgendaBooking => ({
    id: reg.id,
    serviceId: reg.serviceId,
    serviceTitle: service?.title ?? (typeof reg.formData.serviceTitle === 'string' ? reg.formData.serviceTitle : ''),
    status: reg.status,
    start: reg.slotStart!.toISOString(),
    end: reg.slotEnd!.toISOString(),
    mode: modeOf(reg),
    meetingLink: reg.meetingLink,
    effectiveLink: modeOf(reg) === 'online' ? effectiveLinkOf(reg, rules) : null,
    client: { name: reg.fullName, email: reg.email, phone: reg.phone, city: reg.city },
    answers: reg.formData,
    outcome: (reg.sessionOutcome as SessionOutcome | null) ?? null,
    notes: reg.sessionNotes,
    amountInr: reg.amountInr,
    slotSequence: reg.slotSequence,
    joinedAt: joinedAt?.toISOString() ?? null,
  });

  return {
    reschedule,

    /** The signed link page: the booking (no personal data) while the link is valid (403 not ours, 410 expired). */
    async linkView(id: string, link: LinkParams, lang: Language): Promise<MyBooking> {
      verifyLink(links, id, link);
      const { reg } = await bookingRow(id);
      return view(reg, lang);
    },

    async rescheduleByLink(id: string, link: LinkParams, slotStart: string, lang: Language): Promise<MyBooking> {
      verifyLink(links, id, link);
      return view(await reschedule(id, slotStart, { kind: 'client' }), lang);
    },

    /** The member's bookings, soonest first (none expired). */
    async mine(owner: Owner, lang: Language): Promise<MyBooking[]> {
      const rows = await db
        .select()
        .from(registrations)
        .where(and(ownedRegistrations(owner), isNotNull(registrations.slotStart), ne(registrations.status, 'expired')))
        .orderBy(asc(registrations.slotStart));
      return Promise.all(rows.map((r) => view(r, lang)));
    },

    async rescheduleMine(owner: Owner, id: string, slotStart: string, lang: Language): Promise<MyBooking> {
      await bookingRow(id, ownedRegistrations(owner));
      return view(await reschedule(id, slotStart, { kind: 'client' }), lang);
    },

    async agenda(from: string, to: string): Promise<Agenda> {
      const { start, end } = range(from, to);
      const rules = await readRules(db);
      const [rows, blocks, events] = await Promise.all([
        db
          .select({ reg: registrations, service: { title: services.title }, joinedAt: joinLinks.joinedAt })
          .from(registrations)
          .leftJoin(services, eq(services.id, registrations.serviceId))
          .leftJoin(joinLinks, eq(joinLinks.registrationId, registrations.id))
          .where(and(isNotNull(registrations.slotStart), gte(registrations.slotStart, start), lt(registrations.slotStart, end), ne(registrations.status, 'expired')))
          .orderBy(asc(registrations.slotStart)),
        db.select().from(calendarBlocks).where(and(lt(calendarBlocks.startsAt, end), gt(calendarBlocks.endsAt, start))).orderBy(asc(calendarBlocks.startsAt)),
        db
          .select({ id: webinars.id, title: webinars.title, startsAt: webinars.startsAt, duration: webinars.duration })
          .from(webinars)
          .where(and(eq(webinars.isActive, true), gte(webinars.startsAt, start), lt(webinars.startsAt, end)))
          .orderBy(asc(webinars.startsAt)),
      ]);
      return {
        from,
        to,
        bookings: rows.map((r) => agendaBooking(r.reg, r.service, rules, r.joinedAt)),
        blocks: blocks.map((b) => ({ id: b.id, start: b.startsAt.toISOString(), end: b.endsAt.toISOString(), note: b.note })),
        events: events.map((e) => ({ id: e.id, title: e.title, start: e.startsAt.toISOString(), end: new Date(e.startsAt.getTime() + e.duration * 60_000).toISOString() })),
      };
    },

    /**
     * The founder's record of a session: outcome, private notes, the room of this booking. A new
     * room for a confirmed online session goes to the client at once (an updated invite) and into the
     * reminders still to come.
     */
    async patch(id: string, patch: BookingPatch, actor: Actor): Promise<AgendaBooking> {
      const { reg } = await bookingRow(id);
      const rules = await readRules(db);
      const link = patch.meetingLink === undefined ? undefined : patch.meetingLink || null;
      const linkChanged = link !== undefined && link !== reg.meetingLink && reg.status === 'confirmed' && modeOf(reg) === 'online' && effectiveLinkOf({ meetingLink: link }, rules) !== effectiveLinkOf(reg, rules);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(registrations)
          .set({
            ...(patch.sessionOutcome !== undefined ? { sessionOutcome: patch.sessionOutcome } : {}),
            ...(patch.sessionNotes !== undefined ? { sessionNotes: patch.sessionNotes?.trim() || null } : {}),
            ...(link !== undefined ? { meetingLink: link } : {}),
            ...(linkChanged ? { slotSequence: sql`${registrations.slotSequence} + 1` } : {}),
          })
          .where(eq(registrations.id, reg.id))
          .returning();
        if (linkChanged && row.slotEnd!.getTime() > Date.now()) {
          await tx.delete(emailOutbox).where(and(like(emailOutbox.dedupeKey, reminderKeyPattern(row.id)), eq(emailOutbox.status, 'pending')));
          await mailer.bookingChanged(tx, row, await bookingDetailsOf(tx, row, rules), 'link-changed');
        }
        // The notes themselves stay out of the audit log (it outlives the client's data).
        await recordAudit(tx, actor, { action: 'booking-updated', entity: 'registration', entityId: row.id, details: { fields: Object.keys(patch) } });
        return row;
      });
      return agendaBooking(updated, null, rules, await joinedAtOf(updated.id));
    },

    /** The founder cancels on the client's behalf, any time: the cancellation e-mail (METHOD:CANCEL) and the refund the policy gives. */
    async cancelByAdmin(id: string, actor: Actor) {
      const { reg } = await bookingRow(id);
      const answer = await deps.registrations.cancel(reg.id, links.sign('cancel-registration', reg.id), { byAdmin: true });
      await recordAudit(db, actor, { action: 'booking-cancelled', entity: 'registration', entityId: reg.id });
      return answer;
    },

    /** A booking by id for the admin (agenda shape). */
    async adminView(id: string): Promise<AgendaBooking> {
      const { reg, service } = await bookingRow(id);
      return agendaBooking(reg, service, await readRules(db), await joinedAtOf(reg.id));
    },

    /** Upcoming bookings that hold time, and events, for the private calendar feed. */
    async upcoming(since: Date) {
      const [rows, events] = await Promise.all([
        db
          .select({ reg: registrations, serviceTitle: services.title })
          .from(registrations)
          .leftJoin(services, eq(services.id, registrations.serviceId))
          .where(and(isNotNull(registrations.slotStart), gte(registrations.slotEnd, since), inArray(registrations.status, [...SEAT_HOLDING_STATUSES])))
          .orderBy(asc(registrations.slotStart))
          .limit(1000),
        db.select().from(webinars).where(and(eq(webinars.isActive, true), gte(webinars.startsAt, since))).orderBy(asc(webinars.startsAt)).limit(500),
      ]);
      return { bookings: rows, events };
    },
  };
}

/** The booking's signed link (the cancel link of its e-mails): 403 when it is not ours, 410 when expired. */
function verifyLink(links: LinkSigner, id: string, link: LinkParams) {
  const check = links.verify('cancel-registration', id, link.signature, link.exp);
  if (!check.valid) throw check.reason === 'expired' ? new HttpError(410, 'link_expired', 'registration:errors.linkExpired') : new HttpError(403, 'invalid_link', 'registration:errors.invalidLink');
}

export type BookingService = ReturnType<typeof createBookingService>;
