/**
 * The member dashboard's reads and the member's own changes: overview, webinars (join, calendar,
 * cancel), billing and receipts, profile. Every query is limited to the member's own records
 * (ownership.ts); a record of someone else answers 404, exactly like one that does not exist.
 */
import { and, asc, desc, eq, gt, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../shared/constants.ts';
import type { MyPayment, MyRegistration, MyWebinars, Overview, Profile, UpdateProfile } from '../../../shared/contracts/dashboard.ts';
import { JOIN_OPENS_BEFORE_MS } from '../../../shared/contracts/dashboard.ts';
import type { RefundPreview } from '../../../shared/contracts/ledger.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, payments, registrations, users, webinars, type RegistrationRow, type WebinarRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { linkQuery, linkSignerFor } from '../../lib/signed-links.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { SessionUser } from '../../plugins/authz.ts';
import { buildInvite, parseAddress } from '../registrations/emails.ts';
import { paidPaymentJoin } from '../registrations/listing.ts';
import type { RegistrationService } from '../registrations/service.ts';
import type { WebinarService } from '../webinars/service.ts';
import { ownedRegistrations, type Owner } from './ownership.ts';

const registrationNotFound = () => notFound('dashboard:errors.registrationNotFound');

type EventRow = Pick<WebinarRow, 'id' | 'title' | 'startsAt' | 'duration' | 'isOnline' | 'location' | 'zoomLink' | 'translations'>;

const localized = (w: EventRow, lang: Language) => {
  const tr = lang === 'en' ? undefined : w.translations?.[lang];
  return { title: tr?.title || w.title, location: tr?.location || w.location };
};

export function createDashboardService(deps: {
  db: Db;
  config: Config;
  webinars: WebinarService;
  registrations: RegistrationService;
  /** A member's joining link (features/join linkFor, wired by app.ts); without it no Join link is offered. */
  joinLinkFor?: (registrationId: string) => Promise<string | null>;
  /** What cancelling a registration would refund now (payments/refunds.ts preview, wired by routes.ts). */
  refundPreview: (registrationId: string) => Promise<RefundPreview>;
}) {
  const { db, config } = deps;
  const links = linkSignerFor(config);
  // The member is shown their joining link (issue 53), which leads to the room as it is when opened, never the room itself.
  const joinUrlOf = async (reg: RegistrationRow, w: Pick<EventRow, 'isOnline'>) => (reg.status === 'confirmed' && w.isOnline ? ((await deps.joinLinkFor?.(reg.id)) ?? null) : null);

  // A payment link stops working when its event starts (lib/signed-links.ts): none is offered after that.
  const payUrlOf = (reg: Pick<RegistrationRow, 'id' | 'type'>) => `/payment?service=${reg.type}&registrationId=${reg.id}&${linkQuery(links.sign('resume-payment', reg.id))}`;

  function registrationOf(reg: RegistrationRow, w: EventRow, paid: boolean, lang: Language, now: number, joinUrl: string | null): MyRegistration {
    const start = w.startsAt.getTime();
    const end = start + w.duration * 60_000;
    const { title, location } = localized(w, lang);
    return {
      id: reg.id,
      type: reg.type,
      status: reg.status,
      submittedAt: reg.submittedAt.toISOString(),
      amountInr: reg.amountInr,
      paid,
      event: { id: w.id, title, date: w.startsAt.toISOString(), duration: w.duration, isOnline: w.isOnline, location },
      joinUrl,
      joinOpensAt: new Date(start - JOIN_OPENS_BEFORE_MS).toISOString(),
      endsAt: new Date(end).toISOString(),
      isPast: end < now,
      canCancel: reg.status !== 'cancelled' && now < start,
      payUrl: reg.status === 'pending_payment' && !paid && now < start ? payUrlOf(reg) : null,
    };
  }

  /** The member's live (not cancelled) registrations for webinars and events, soonest first. */
  async function myEventRegistrations(owner: Owner, lang: Language): Promise<MyRegistration[]> {
    const rows = await db
      .select({ reg: registrations, event: webinars, paymentStatus: payments.status })
      .from(registrations)
      .innerJoin(webinars, eq(webinars.id, registrations.webinarId))
      // Its paid payment only: one row per registration, though it may have a payment per provider.
      .leftJoin(payments, paidPaymentJoin)
      .where(and(ownedRegistrations(owner), ne(registrations.status, 'cancelled')))
      .orderBy(asc(webinars.startsAt), asc(registrations.submittedAt));
    const now = Date.now();
    const out: MyRegistration[] = [];
    for (const r of rows) out.push(registrationOf(r.reg, r.event, r.paymentStatus === 'paid', lang, now, await joinUrlOf(r.reg, r.event)));
    return out;
  }

  /**
   * The member's consultations booked into the calendar (issue 51: the counts said "0" beside a paid
   * booking): a seat that still stands, or that was kept to the end (not cancelled, not an unpaid
   * hold that lapsed). Their cards are the bookings feature's (GET /api/me/bookings); here only the times count.
   */
  async function myBookedSessions(owner: Owner) {
    const rows = await db
      .select({ status: registrations.status, slotEnd: registrations.slotEnd, outcome: registrations.sessionOutcome })
      .from(registrations)
      .where(and(ownedRegistrations(owner), isNotNull(registrations.slotStart), notInArray(registrations.status, ['cancelled', 'expired', 'refunded'])));
    return rows.map((r) => ({ ...r, slotEnd: r.slotEnd! }));
  }

  /** One of the member's registrations, locked to them: someone else's is "not found". */
  async function ownRegistration(owner: Owner, id: string) {
    if (!isUuid(id)) throw registrationNotFound();
    const [row] = await db
      .select({ reg: registrations, event: webinars, paymentStatus: payments.status })
      .from(registrations)
      .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
      .leftJoin(payments, paidPaymentJoin)
      .where(and(eq(registrations.id, id.toLowerCase()), ownedRegistrations(owner)));
    if (!row) throw registrationNotFound();
    return row;
  }

  return {
    async overview(user: SessionUser, lang: Language): Promise<Overview> {
      const [mine, sessions] = await Promise.all([myEventRegistrations(user, lang), myBookedSessions(user)]);
      const upcoming = mine.filter((r) => !r.isPast);
      const now = Date.now();
      const sessionsUpcoming = sessions.filter((s) => s.slotEnd.getTime() > now);
      // A session the founder marked as a no-show was not attended; one she has not marked yet was.
      const sessionsAttended = sessions.filter((s) => s.slotEnd.getTime() <= now && s.status === 'confirmed' && s.outcome !== 'no_show');
      return {
        member: { firstName: user.firstName, name: user.name, email: user.email, emailVerified: user.emailVerified, isAdmin: user.role === 'admin' },
        counts: {
          registered: mine.length + sessions.length,
          upcoming: upcoming.length + sessionsUpcoming.length,
          attended: mine.filter((r) => r.isPast && r.status === 'confirmed').length + sessionsAttended.length,
        },
        nextSession: upcoming[0] ?? null,
      };
    },

    async webinars(owner: Owner, lang: Language): Promise<MyWebinars> {
      const [registered, all] = await Promise.all([myEventRegistrations(owner, lang), deps.webinars.list(lang)]);
      const taken = new Set(registered.map((r) => r.event.id));
      return { registered, available: all.filter((w) => w.isActive && !w.isPast && !taken.has(w.id)) };
    },

    /** What cancelling one of the member's registrations would refund now, and if nothing, why (read only; someone else's: 404). */
    async refundPreview(owner: Owner, id: string): Promise<RefundPreview> {
      const { reg } = await ownRegistration(owner, id);
      return deps.refundPreview(reg.id);
    },

    /**
     * Cancels through the registrations feature, exactly as the signed link of the confirmation
     * e-mail does: the seat goes to the first person on the waitlist, the member gets the e-mail.
     */
    async cancel(owner: Owner, id: string) {
      const { reg, event } = await ownRegistration(owner, id);
      if (reg.status === 'cancelled') return { id: reg.id, status: reg.status };
      if (event && event.startsAt.getTime() <= Date.now()) throw new HttpError(409, 'event_started', 'dashboard:errors.eventStarted');
      return deps.registrations.cancel(reg.id, links.sign('cancel-registration', reg.id));
    },

    /**
     * An .ics of the member's seat, with the same UID and SEQUENCE as the last e-mailed invite
     * (calendars merge them): the event's inviteSequence, and for a seat that ended (cancelled or
     * refunded) the withdrawal's, one more, with STATUS:CANCELLED.
     */
    async calendar(owner: Owner, id: string, lang: Language): Promise<{ fileName: string; ics: string }> {
      const { reg, event } = await ownRegistration(owner, id);
      if (!event) throw registrationNotFound();
      const withdrawn = reg.status === 'cancelled' || reg.status === 'refunded';
      const { title, location } = localized(event, lang);
      const joinUrl = (await joinUrlOf(reg, event)) ?? undefined;
      const ics = buildInvite({
        uid: `${reg.id}@${new URL(config.publicUrl).hostname}`,
        title,
        description: [title, joinUrl, `${config.publicUrl}/dashboard?tab=webinars`].filter(Boolean).join('\n'),
        startsAt: event.startsAt,
        durationMin: event.duration,
        location: event.isOnline ? joinUrl : (location ?? undefined),
        url: joinUrl,
        organizer: parseAddress(config.mailFrom),
        attendee: { name: reg.fullName, email: reg.email },
        sequence: event.inviteSequence + (withdrawn ? 1 : 0),
        method: withdrawn ? 'CANCEL' : 'REQUEST',
      }).replace(/^METHOD:(?:REQUEST|CANCEL)(?=\r?$)/m, 'METHOD:PUBLISH');
      const slug = title.normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 60) || 'event';
      return { fileName: `${slug}.ics`, ics };
    },

    /** Everything the member owes or has paid: registrations with a price, and their payments. */
    async payments(owner: Owner, lang: Language): Promise<MyPayment[]> {
      const rows = await db
        .select({ reg: registrations, pay: payments, event: webinars })
        .from(registrations)
        .leftJoin(payments, eq(payments.registrationId, registrations.id))
        .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
        .where(and(ownedRegistrations(owner), or(gt(registrations.amountInr, 0), gt(payments.amountInr, 0))))
        .orderBy(desc(registrations.submittedAt));
      return rows.map(({ reg, pay, event }) => {
        const status = pay?.status === 'paid' ? 'paid' : reg.status === 'cancelled' ? 'cancelled' : pay?.status === 'failed' ? 'failed' : 'pending';
        const started = event ? event.startsAt.getTime() <= Date.now() : false;
        return {
          registrationId: reg.id,
          paymentId: pay?.id ?? null,
          type: reg.type,
          eventTitle: event ? localized(event, lang).title : null,
          amountInr: pay?.amountInr ?? reg.amountInr,
          status,
          method: pay?.method ?? null,
          reference: pay?.providerPaymentId ?? null,
          createdAt: (pay?.createdAt ?? reg.submittedAt).toISOString(),
          paidAt: pay?.paidAt?.toISOString() ?? null,
          payUrl: (status === 'pending' || status === 'failed') && reg.status === 'pending_payment' && !started ? payUrlOf(reg) : null,
          receiptNo: pay?.status === 'paid' && !pay.isTest ? pay.receiptNo : null,
          refundedInr: pay?.refundedInr ?? 0,
        };
      });
    },

    async profile(user: SessionUser): Promise<Profile> {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      if (!row) throw notFound();
      const [credential] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential'), sql`${accounts.password} is not null`))
        .limit(1);
      return {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        emailVerified: row.emailVerified,
        phone: row.phone,
        city: row.city,
        preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : 'en',
        hasPassword: Boolean(credential),
        isAdmin: row.role === 'admin',
      };
    },

    /**
     * Saves the profile. The preferred language is the one the member's e-mails are written in:
     * their live registrations follow it too, so later messages (a seat opening, a cancellation)
     * come in the language they chose.
     */
    async updateProfile(user: SessionUser, input: UpdateProfile) {
      const { firstName } = input;
      const name = [firstName, input.lastName].filter(Boolean).join(' ');
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ firstName, lastName: input.lastName, name, phone: input.phone, city: input.city, preferredLanguage: input.preferredLanguage })
          .where(eq(users.id, user.id));
        await tx
          .update(registrations)
          .set({ locale: input.preferredLanguage })
          .where(and(ownedRegistrations(user), ne(registrations.status, 'cancelled')));
      });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
