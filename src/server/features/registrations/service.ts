/**
 * Registrations (spec §3, §4): the unified form (consultancy, webinar, course) and the event form
 * land here. A registration for a webinar or event takes a seat inside one transaction that holds
 * the webinar's row lock, so maxAttendees holds however many people press the button at once:
 * when it is full the registration is stored as waitlisted. Cancelling frees the seat for the
 * first person on the waitlist.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { isLanguage, SEAT_HOLDING_STATUSES, type Language, type OfferingKind, type RegistrationStatus, type RegistrationType, type SessionMode } from '../../../shared/constants.ts';
import type { RegistrationRequest, RegistrationResult, RegistrationSummary } from '../../../shared/contracts/registration.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { releaseCouponUses } from '../coupons/release.ts';
import { couponRedemptions, emailOutbox, eventSeries, payments, registrations, services, users, webinars, type RegistrationRow, type ServiceRow, type WebinarRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { idempotent, type IdempotentAnswer } from '../../lib/idempotency.ts';
import { LINK_MAX_AGE_MS, linkQuery, type LinkCheck, type LinkPurpose, type LinkSigner } from '../../lib/signed-links.ts';
import { isTimeZone } from '../../lib/time.ts';
import { isUuid } from '../../lib/uuid.ts';
import { enqueueEmails } from '../mail/outbox.ts';
import { SCHEDULING_DEFAULTS } from '../../../shared/contracts/scheduling.ts';
import { insertBooking, refreshCalendars, slotOf } from '../scheduling/service.ts';
import { reminderDedupeKeys, reminderKeyPattern, type BookingDetails, type RegistrationMailer } from './emails.ts';
import { paidPaymentJoin, paymentStatusesOf } from './listing.ts';
import type { Owner } from '../payments/service.ts';
import { packageForSale, returnCredit, takeCredit } from '../packages/credits.ts';
import { packages, type PackageRow } from '../../db/schema.ts';

/** Registrations that hold a seat (the same rule the public seat counts use). */
export const SEAT_HOLDING: RegistrationStatus[] = [...SEAT_HOLDING_STATUSES];

export interface RegistrationContext {
  lang: Language;
  userId?: string | null;
  idempotencyKey?: string;
  /** The client's network (lib/client-network.ts clientKeyOf of its address): its unpaid holds are counted. */
  clientKey?: string | null;
  /** The signed-in member (their verified address): a booking with useCredit takes one of their package credits. */
  owner?: Owner | null;
}

/**
 * Unpaid holds (issue 49 item 10): a paid seat or session waiting for its payment keeps others out
 * for holdMinutes (renewable). One client network (an IPv4 address, an IPv6 /64) and one e-mail
 * address may keep at most perClient of them at a time; one more is refused with 429, translated,
 * with Retry-After until the first of them lapses.
 */
export const UNPAID_HOLDS = { perClient: 3 } as const;
/** The advisory lock class under which a network's and an address's holds are counted (the second key: the key's hash). */
const HOLD_LOCK_CLASS = 49_010;

/** 429 too_many_holds, and when the client may try again. */
export class TooManyHoldsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_holds', 'registration:errors.tooManyHolds', undefined, { n: UNPAID_HOLDS.perClient });
  }
}

/**
 * Refuses one more unpaid hold of this network or e-mail address past UNPAID_HOLDS.perClient. Counted
 * inside the caller's transaction under an advisory lock of the network and one of the address
 * (always in that order), held until it commits with the new row: two requests at once are counted
 * one after the other, never both against the same count.
 */
async function refuseTooManyHolds(tx: Tx, email: string, clientKey: string | null | undefined): Promise<void> {
  const address = email.trim().toLowerCase();
  if (clientKey) await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK_CLASS}::int, hashtext(${clientKey}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK_CLASS}::int, hashtext(${address}))`);
  const sameClient = clientKey ? or(eq(registrations.holdNetwork, clientKey), sql`lower(${registrations.email}) = ${address}`) : sql`lower(${registrations.email}) = ${address}`;
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int`, firstEndsIn: sql<number | null>`ceil(extract(epoch from min(${registrations.holdExpiresAt}) - now()))::int` })
    .from(registrations)
    .where(
      and(
        eq(registrations.status, 'pending_payment'),
        gt(registrations.holdExpiresAt, sql`now()`),
        // What a hold keeps from others: a seat of an event, a time of the calendar.
        or(isNotNull(registrations.webinarId), isNotNull(registrations.slotStart)),
        sameClient,
      ),
    );
  if ((held?.n ?? 0) >= UNPAID_HOLDS.perClient) throw new TooManyHoldsError(Math.max(1, Number(held?.firstEndsIn ?? 60)));
}

/** Idempotency-Keys of registrations live in this scope (the same key elsewhere is another request). */
const REGISTRATION_SCOPE = 'unified-registration';

/** The webinar or event a registration names; none for a consultancy, course or package, which take no seat. */
const webinarRefOf = (input: RegistrationRequest): string | undefined =>
  input.type === 'event' ? input.eventId : input.type === 'signup' ? input.webinarId : input.registrationType === 'webinar' ? input.webinarId : undefined;

/** A package bought (the catalogue's row, its service's): what recordOf charges and copies. */
type Offering = { service: ServiceRow; pkg?: PackageRow };

/** A signed link as the cancel page posts it or the payment page sends it (exp is missing in links made before it existed). */
export interface LinkParams {
  signature: string;
  exp?: string;
}

const invalidLink = () => new HttpError(403, 'invalid_link', 'registration:errors.invalidLink');
const expiredLink = () => new HttpError(410, 'link_expired', 'registration:errors.linkExpired');

/** Checks the signature and the expiry the link carries: 403 when it is not ours, 410 when its time is over. */
export function checkLink(links: LinkSigner, purpose: LinkPurpose, id: string, link: LinkParams): Extract<LinkCheck, { valid: true }> {
  const check = links.verify(purpose, id, link.signature, link.exp);
  if (!check.valid) throw check.reason === 'expired' ? expiredLink() : invalidLink();
  return check;
}

/**
 * What the record says about a link that verified: once the event has started it neither cancels
 * (the waitlist must not move into a running event) nor takes a payment; a link made before links
 * carried an expiry gets the same maximum age, counted from when the registration was made or last
 * moved from the waitlist (its e-mail went out then). Both answer 410 Gone.
 */
export function refuseStaleLink(purpose: LinkPurpose, check: { exp: Date | null }, reg: Pick<RegistrationRow, 'submittedAt' | 'promotedAt'>, webinar: Pick<WebinarRow, 'startsAt'> | null, now = Date.now()) {
  if (webinar && webinar.startsAt.getTime() <= now) {
    throw new HttpError(410, 'event_started', purpose === 'cancel-registration' ? 'registration:errors.linkEventStarted' : 'registration:errors.linkEventStartedPay');
  }
  if (check.exp === null) {
    const madeAt = Math.max(reg.submittedAt.getTime(), reg.promotedAt?.getTime() ?? 0);
    if (madeAt + LINK_MAX_AGE_MS[purpose] <= now) throw expiredLink();
  }
}

/** The webinar a payload names (by id or slug), locked for the rest of the transaction. */
async function lockWebinar(tx: Tx, idOrSlug: string): Promise<WebinarRow> {
  const where = isUuid(idOrSlug) ? eq(webinars.id, idOrSlug.toLowerCase()) : eq(webinars.slug, idOrSlug);
  let [webinar] = await tx.select().from(webinars).where(where).for('update');
  if (!webinar && !isUuid(idOrSlug)) {
    // A series' slug (the meditation circle) names its next occurrence that has not started.
    const series = tx.select({ id: eventSeries.id }).from(eventSeries).where(eq(eventSeries.slug, idOrSlug));
    [webinar] = await tx
      .select()
      .from(webinars)
      .where(and(inArray(webinars.seriesId, series), eq(webinars.isActive, true), gt(webinars.startsAt, new Date())))
      .orderBy(asc(webinars.startsAt))
      .limit(1)
      .for('update');
  }
  if (!webinar) throw notFound('registration:errors.webinarNotFound');
  return webinar;
}

/** The catalogue kind a consultancy or course registration buys. */
const OFFERING_KIND_OF: Partial<Record<RegistrationType, OfferingKind>> = { consultancy: 'consultation', course: 'course' };

/**
 * The catalogue row a consultancy or course registration buys: the one its serviceId names (of the
 * registration's kind and offered: else 404, 400, 409), or, without one, the only active one of that
 * kind (several: 400, the visitor must choose). Its price is what is charged; the client names no amount.
 */
/**
 * The two reads of the catalogue every consultancy or course registration makes, built once per
 * database as prepared statements (built per request, they cost about as much CPU as the rest of
 * the registration's reads together).
 */
const catalogueReads = new WeakMap<Db, ReturnType<typeof prepareCatalogueReads>>();
function prepareCatalogueReads(db: Db) {
  return {
    onlyOfKind: db
      .select()
      .from(services)
      .where(and(eq(services.kind, sql.placeholder('kind')), eq(services.isActive, true)))
      .limit(2)
      .prepare('registration_offering_of_kind'),
    byId: db.select().from(services).where(eq(services.id, sql.placeholder('id'))).prepare('registration_offering_by_id'),
  };
}
function catalogueOf(db: Db) {
  let reads = catalogueReads.get(db);
  if (!reads) catalogueReads.set(db, (reads = prepareCatalogueReads(db)));
  return reads;
}

async function offeringOf(db: Db, input: RegistrationRequest): Promise<Offering | null> {
  if (input.type === 'event' || input.type === 'signup' || input.registrationType === 'webinar') return null;
  if (input.registrationType === 'package') return packageForSale(db, input.packageId);
  const service = await serviceOf(db, input);
  return service ? { service } : null;
}

async function serviceOf(db: Db, input: Extract<RegistrationRequest, { registrationType: 'consultancy' | 'course' }>): Promise<ServiceRow | null> {
  const kind = OFFERING_KIND_OF[input.registrationType];
  if (!kind) return null;
  const serviceId = input.serviceId?.trim();
  if (!serviceId) {
    const offered = await catalogueOf(db).onlyOfKind.execute({ kind });
    if (offered.length === 1) return offered[0];
    throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { serviceId: 'registration:errors.serviceRequired' });
  }
  const [row] = isUuid(serviceId) ? await catalogueOf(db).byId.execute({ id: serviceId.toLowerCase() }) : [];
  if (!row) throw notFound('registration:errors.serviceNotFound');
  if (row.kind !== kind) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { serviceId: 'registration:errors.serviceWrongKind' });
  if (!row.isActive) throw new HttpError(409, 'service_unavailable', 'registration:errors.serviceUnavailable');
  return row;
}

async function seatsTaken(tx: Tx, webinarId: string): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.webinarId, webinarId), inArray(registrations.status, SEAT_HOLDING)));
  return row?.taken ?? 0;
}

/**
 * The birth details a consultation needs: only a service the founder marked as asking them
 * (astrology, the life report; services.askBirthDetails) requires the date and place of birth (the
 * time stays optional: not everyone knows it). Every other consultation books with name, e-mail and
 * phone (issue 51); the contract checks whatever is given.
 */
function requireBirthDetails(service: ServiceRow, input: RegistrationRequest): void {
  if (!service.askBirthDetails || input.type !== undefined || input.registrationType !== 'consultancy') return;
  const fields: Record<string, string> = {};
  if (!input.userData.dateOfBirth) fields['userData.dateOfBirth'] = 'registration:errors.dateOfBirthRequired';
  if (!input.userData.placeOfBirth) fields['userData.placeOfBirth'] = 'registration:errors.placeOfBirthRequired';
  if (Object.keys(fields).length) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', fields);
}

/** How a booked session takes place: the service's mode, or the client's choice when it offers both (400 when missing or not offered). */
function sessionModeOf(service: ServiceRow, chosen: SessionMode | undefined): SessionMode {
  if (service.mode === 'both') {
    if (!chosen) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { sessionMode: 'scheduling:errors.sessionModeRequired' });
    return chosen;
  }
  if (chosen && chosen !== service.mode) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { sessionMode: 'scheduling:errors.sessionMode' });
  return service.mode;
}

/** The calendar columns of a registration that books no time (events, courses, consultations on request). */
const NO_SLOT = { slotStart: null, slotEnd: null, slotBusyUntil: null, sessionMode: null, meetingLink: null, slotSequence: 0, sessionOutcome: null, sessionNotes: null };

export function createRegistrationService(deps: {
  db: Db;
  mailer: RegistrationMailer;
  links: LinkSigner;
  onChange: () => void;
  /** How long a registration entering pending_payment holds its seat. */
  holdMinutes: number;
  /** After a cancellation: refunds what the refund policy gives back (payments/refunds.ts). */
  afterCancel?: (registrationId: string) => Promise<unknown>;
  /** Until how many hours before a booked session the client may still cancel it (the scheduling rules' cut-off). */
  bookingCutoffHours?: (tx: Tx) => Promise<number>;
  /** The practice has a GSTIN: its receipts are tax invoices, and a business payer may give theirs. */
  taxInvoices?: boolean;
  /** The ways to pay the payment page offers (RegistrationSummary.methods); unset: every method (development's simulated payments). */
  payMethods?: RegistrationSummary['methods'];
  /** A booked session's mode and address (features/bookings' booking details), for the summary the pages show. */
  bookingDetails?: (db: Db | Tx, reg: RegistrationRow) => Promise<Pick<BookingDetails, 'mode' | 'address'>>;
  /** Which registrations are a member's (dashboard/ownership.ts): their package credits are those of their package registrations. */
  ownedRegistrations?: (owner: Owner) => SQL;
}) {
  const { db, mailer, links, onChange } = deps;

  /** How a booked session is held, for the pages that say what was booked: the mode, and the practice's address of an in-person one (never the room). */
  const placeOf = async (reg: RegistrationRow): Promise<{ mode: 'online' | 'in_person'; address: string | null }> => {
    const details = deps.bookingDetails ? await deps.bookingDetails(db, reg) : null;
    return { mode: details?.mode ?? (reg.sessionMode === 'in_person' ? 'in_person' : 'online'), address: details?.address ?? null };
  };

  /**
   * What a new registration is answered: its id and status and, when something is to be paid, the
   * payment page's address with a signed resume-payment link, the one the browser continues with
   * (issue 49 item 7: the id alone starts no payment and sends no UTR). The same relative address
   * the dashboard and the e-mails carry.
   */
  const answerOf = (id: string, status: RegistrationStatus, type: RegistrationType): RegistrationResult =>
    status === 'pending_payment' ? { id, status, paymentUrl: `/payment?service=${type}&registrationId=${id}&${linkQuery(links.sign('resume-payment', id))}` } : { id, status };
  /** Until when a registration entering pending_payment holds its seat (the payments' expiry job ends it after). */
  const holdUntil = () => new Date(Date.now() + deps.holdMinutes * 60_000);

  /** 410 once a booked session is within the cut-off: the client's reschedule and cancel end there. */
  async function refusePastCutoff(tx: Tx, slotStart: Date) {
    const hours = deps.bookingCutoffHours ? await deps.bookingCutoffHours(tx) : SCHEDULING_DEFAULTS.cancelCutoffHours;
    if (slotStart.getTime() - hours * 3_600_000 <= Date.now()) throw new HttpError(410, 'past_cutoff', 'agenda:errors.pastCutoff', undefined, { hours });
  }

  /** The stored record of spec §3: the typed fields in formData, the price from the catalogue (the event's or the service's). */
  function recordOf(input: RegistrationRequest, webinar: WebinarRow | null, ctx: RegistrationContext, offering: Offering | null = null, viaCredit: { creditId: string } | null = null) {
    const service = offering?.service ?? null;
    if (input.type === 'event') {
      const { website: _honeypot, type: _type, ...fields } = input;
      return {
        type: 'event' as RegistrationType,
        fullName: fields.fullName,
        email: fields.email,
        phone: fields.phone,
        city: fields.city,
        amountInr: webinar?.priceInr ?? 0,
        serviceId: null,
        formData: { ...fields, eventId: webinar?.slug ?? webinar?.id ?? fields.eventId, eventTitle: webinar?.title ?? fields.eventTitle, type: 'event' } as Record<string, unknown>,
        ctx,
      };
    }
    if (input.type === 'signup') {
      const { website: _honeypot, type: _type, answers, timeZone, ...fields } = input;
      return {
        type: (webinar?.category === 'webinar' ? 'webinar' : 'event') as RegistrationType,
        fullName: fields.fullName,
        email: fields.email,
        phone: fields.phone || undefined,
        city: undefined,
        amountInr: webinar?.priceInr ?? 0,
        serviceId: null,
        formData: { ...fields, ...(timeZone && isTimeZone(timeZone) ? { timeZone } : {}), answers: answers ?? {}, webinarId: webinar?.id ?? null, eventTitle: webinar?.title, type: 'signup' } as Record<string, unknown>,
        ctx,
      };
    }
    const serviceTitle = service ? (ctx.lang === 'en' ? undefined : service.translations?.[ctx.lang]?.title) || service.title : undefined;
    if (input.registrationType === 'package') {
      // The package's price and terms, copied now: its credits are what was bought, whatever the founder edits later.
      const pkg = offering!.pkg!;
      const { website: _honeypot, type: _type, ...fields } = input;
      return {
        type: 'package' as RegistrationType,
        fullName: fields.name,
        email: fields.email,
        phone: fields.phone,
        city: undefined,
        amountInr: pkg.priceInr,
        formData: { ...fields, packageId: pkg.id, sessions: pkg.sessions, validDays: pkg.validDays, serviceId: service!.id, serviceTitle, consent: true } as Record<string, unknown>,
        serviceId: service!.id,
        packageId: pkg.id,
        ctx,
      };
    }
    const { userData, registrationType, agreements } = input;
    // Whatever amount, price or amountInr the client put in its body is not read: the catalogue decides.
    // A session booked with a package credit costs nothing: the package's receipt is its tax document.
    const amountInr = viaCredit ? 0 : registrationType === 'webinar' ? (webinar?.priceInr ?? 0) : (service?.priceInr ?? 0);
    return {
      type: registrationType as RegistrationType,
      fullName: userData.fullName,
      email: userData.email,
      phone: userData.phone,
      city: userData.city,
      amountInr,
      formData: { registrationType, ...userData, ...(input.whatsappOptIn ? { whatsappOptIn: true } : {}), ...(input.timeZone && isTimeZone(input.timeZone) ? { timeZone: input.timeZone } : {}), webinarId: webinar?.id ?? null, serviceId: service?.id ?? null, serviceTitle, agreements, consent: true } as Record<string, unknown>,
      serviceId: service?.id ?? null,
      creditId: viaCredit?.creditId ?? null,
      ctx,
    };
  }

  /** The row to insert: waitlisted when the event is full, else awaiting payment or confirmed by the price. */
  function newRow(record: ReturnType<typeof recordOf>, webinar: WebinarRow | null, full: boolean) {
    const { ctx } = record;
    const status: RegistrationStatus = full ? 'waitlisted' : record.amountInr > 0 ? 'pending_payment' : 'confirmed';
    return {
      type: record.type,
      status,
      webinarId: webinar?.id ?? null,
      serviceId: record.serviceId,
      fullName: record.fullName,
      email: record.email,
      phone: record.phone ?? null,
      city: record.city ?? null,
      locale: ctx.lang,
      formData: { ...record.formData, locale: ctx.lang },
      amountInr: record.amountInr,
      packageId: 'packageId' in record ? record.packageId : null,
      creditId: 'creditId' in record ? record.creditId : null,
      holdExpiresAt: status === 'pending_payment' ? holdUntil() : null,
      holdNetwork: status === 'pending_payment' ? (ctx.clientKey ?? null) : null,
      userId: ctx.userId ?? null,
      ...NO_SLOT,
    };
  }

  /**
   * A consultancy or course registration takes no seat: no lock, one transaction with the claim of
   * its Idempotency-Key, the row and its e-mails.
   */
  async function registerWithoutSeat(input: RegistrationRequest, ctx: RegistrationContext): Promise<IdempotentAnswer<RegistrationResult>> {
    const offering = await offeringOf(db, input);
    const service = offering?.service ?? null;
    if (service) requireBirthDetails(service, input);
    if (service && input.type === undefined && input.registrationType === 'consultancy' && input.slotStart) return bookSlot(input, service, ctx);
    // A credit pays for a booked time only: a request without a slot has nothing to take it for.
    if (input.type === undefined && input.registrationType === 'consultancy' && input.useCredit) {
      throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { slotStart: 'packages:errors.creditNeedsSlot' });
    }
    return idempotent(db, { key: ctx.idempotencyKey, scope: REGISTRATION_SCOPE, body: input }, async (tx) => {
      const [row] = await tx.insert(registrations).values(newRow(recordOf(input, null, ctx, offering), null, false)).returning();
      await mailer.registered(tx, row, null);
      return { statusCode: 201, body: answerOf(row.id, row.status, row.type) };
    });
  }

  /**
   * A consultation booked into a slot (issue 19): the slot must be offered now (scheduling/slotOf),
   * then the row goes in by one conditional INSERT whose arbiter is the exclusion constraint (two
   * bookings racing for one time: one stored, the other 409 slot_taken). A paid one holds its slot
   * as pending_payment until its hold expires, like a seat.
   */
  async function bookSlot(input: Extract<RegistrationRequest, { registrationType: 'consultancy' }>, service: ServiceRow, ctx: RegistrationContext) {
    const sessionMode = sessionModeOf(service, input.sessionMode);
    // Her calendars as they are now (issue 53), before the transaction: slotOf inside it reads what this stored.
    await refreshCalendars(db);
    return idempotent(db, { key: ctx.idempotencyKey, scope: REGISTRATION_SCOPE, body: input }, async (tx) => {
      // Checked once the key is known to be new: a replay (double tap, reload) gets the first answer,
      // not a 409 for the slot its own first post took.
      const { rules, ...times } = await slotOf(tx, service, input.slotStart!);
      // A package credit pays for it (issue 54 part 1): taken by one conditional UPDATE in this
      // transaction, so a slot refused below gives it back with the rollback, and two bookings racing
      // for the last credit book one (the other: 409, why).
      let viaCredit: { creditId: string } | null = null;
      if (input.useCredit) {
        if (!ctx.owner || !deps.ownedRegistrations) throw new HttpError(401, 'unauthorized', 'packages:errors.signInForCredit');
        viaCredit = { creditId: (await takeCredit(tx, deps.ownedRegistrations(ctx.owner), service.id)).id };
      }
      const values = newRow(recordOf(input, null, ctx, { service }, viaCredit), null, false);
      if (values.status === 'pending_payment') await refuseTooManyHolds(tx, values.email, ctx.clientKey);
      const row = await insertBooking(tx, { ...values, ...times, sessionMode }, rules.maxPerDay);
      await mailer.registered(tx, row, null);
      return { statusCode: 201, body: answerOf(row.id, row.status, row.type) };
    });
  }

  async function register(tx: Tx, input: RegistrationRequest, ctx: RegistrationContext): Promise<RegistrationResult> {
    const webinarRef = webinarRefOf(input);
    const webinar = webinarRef ? await lockWebinar(tx, webinarRef) : null;
    const record = recordOf(input, webinar, ctx);
    let full = false;
    if (webinar) {
      const endsAt = webinar.startsAt.getTime() + webinar.duration * 60_000;
      if (!webinar.isActive || endsAt < Date.now()) throw new HttpError(409, 'registration_closed', 'registration:errors.registrationClosed');
      // Under the webinar's lock, so a second request from the same person sees the first one. A
      // registration that ended (cancelled, its hold expired, refunded) leaves the place free for a
      // new one, as registrations_one_per_event_idx does.
      const [existing] = await tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.webinarId, webinar.id), sql`lower(${registrations.email}) = lower(${record.email})`, notInArray(registrations.status, ['cancelled', 'expired', 'refunded'])))
        .limit(1);
      full = (await seatsTaken(tx, webinar.id)) >= webinar.maxAttendees;
      // A hold too many is refused before anything else, a repeated registration included (it is answered as a first one).
      if (newRow(record, webinar, full).status === 'pending_payment') await refuseTooManyHolds(tx, record.email, ctx.clientKey);
      if (existing) {
        // The answer says nothing of who attends (issue 49 item 14): what a first registration would
        // be answered; the address's owner is told by e-mail (docs/security.md "A registration tells
        // nobody who attends"). A seat still waiting for its payment is the one this answer's
        // payment page pays for, its hold renewed as a first registration's starts (so the page
        // shows what a first one would); any other registration stays out of reach behind an id
        // that names nothing stored.
        await mailer.alreadyRegistered(tx, existing, webinar);
        const status = newRow(record, webinar, full).status;
        if (status === 'pending_payment' && existing.status === 'pending_payment') {
          await tx
            .update(registrations)
            .set({ holdExpiresAt: holdUntil(), holdNetwork: ctx.clientKey ?? existing.holdNetwork })
            .where(and(eq(registrations.id, existing.id), eq(registrations.status, 'pending_payment')));
          return answerOf(existing.id, status, record.type);
        }
        return answerOf(randomUUID(), status, record.type);
      }
    }
    // A row the check above could not see breaks registrations_one_per_event_idx: create() tries once more.
    const [row] = await tx.insert(registrations).values(newRow(record, webinar, full)).returning();
    await mailer.registered(tx, row, webinar);
    return answerOf(row.id, row.status, row.type);
  }

  /** Moves people from the waitlist into the seats that are free, oldest first. */
  async function promoteWaitlisted(tx: Tx, webinar: WebinarRow): Promise<void> {
    const free = webinar.maxAttendees - (await seatsTaken(tx, webinar.id));
    if (free <= 0) return;
    const waiting = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.webinarId, webinar.id), eq(registrations.status, 'waitlisted')))
      .orderBy(asc(registrations.submittedAt), asc(registrations.id))
      .limit(free)
      .for('update');
    for (const person of waiting) {
      const status: RegistrationStatus = person.amountInr > 0 ? 'pending_payment' : 'confirmed';
      const [promoted] = await tx
        .update(registrations)
        .set({ status, holdExpiresAt: status === 'pending_payment' ? holdUntil() : null, promotedAt: new Date() })
        .where(eq(registrations.id, person.id))
        .returning();
      await mailer.promoted(tx, promoted, webinar);
    }
  }

  return {
    /**
     * Seats of an event came free (a hold expired, a payment was refunded): gives them to the waitlist,
     * oldest first, unless the event has started. Takes the event's row lock: a caller that locks a
     * registration too must take this lock first (the order registering uses), or it may deadlock.
     */
    async releaseSeats(tx: Tx, webinarId: string): Promise<void> {
      const [webinar] = await tx.select().from(webinars).where(eq(webinars.id, webinarId)).for('update');
      if (webinar && webinar.startsAt.getTime() > Date.now()) await promoteWaitlisted(tx, webinar);
    },

    /**
     * The admin changed an event (inside the admin's transaction, which holds its row lock). The
     * pending reminders of its seats are rendered again, so they carry the date and the joining
     * link current when they go out. When it moved (start or length) or its place changed, the
     * event's inviteSequence goes up and every live registrant is told, once per version: a
     * confirmed seat with the invite's update (same UID, the new SEQUENCE), the others with what
     * their status asks of them. A new or changed joining link alone goes to every confirmed
     * registrant with the updated invite, once per change (the key holds the link's hash and the
     * version of the event it replaced, so a retried save sends nothing twice).
     */
    async eventChanged(tx: Tx, before: WebinarRow, after: WebinarRow): Promise<{ linkEmails: number; updateEmails: number; remindersRendered: number }> {
      const linkChanged = after.isOnline && !!after.zoomLink && after.zoomLink !== before.zoomLink;
      const shown = (w: WebinarRow) => JSON.stringify([w.startsAt.getTime(), w.duration, w.title, w.isOnline, w.location, w.zoomLink, w.translations]);
      if (!linkChanged && shown(before) === shown(after)) return { linkEmails: 0, updateEmails: 0, remindersRendered: 0 };
      const moved = before.startsAt.getTime() !== after.startsAt.getTime() || before.duration !== after.duration;
      const placeChanged = before.isOnline !== after.isOnline || (!after.isOnline && (before.location ?? '') !== (after.location ?? ''));
      let event = after;
      if (moved || placeChanged || linkChanged) {
        // The invites the seats hold are out of date: their next version.
        [event] = await tx.update(webinars).set({ inviteSequence: after.inviteSequence + 1 }).where(eq(webinars.id, after.id)).returning();
      }
      const regs = await tx.select().from(registrations).where(eq(registrations.webinarId, after.id));
      const keys = regs.flatMap((r) => reminderDedupeKeys(r.id));
      if (keys.length) await tx.delete(emailOutbox).where(and(inArray(emailOutbox.dedupeKey, keys), eq(emailOutbox.status, 'pending')));
      const confirmed = regs.filter((r) => r.status === 'confirmed');
      // Each confirmed seat's own joining link (features/join), never the room itself.
      const joins = event.isOnline ? await mailer.joinUrls(tx, confirmed) : new Map<string, string>();
      const reminders = confirmed.flatMap((r) => mailer.reminderEmails(r, event, joins.get(r.id)));
      const live = regs.filter((r) => SEAT_HOLDING.includes(r.status) || r.status === 'waitlisted');
      const updateEmails = moved || placeChanged ? live.map((r) => mailer.eventUpdatedEmail(r, event, joins.get(r.id))) : [];
      const linkHash = createHash('sha256').update(after.zoomLink ?? '').digest('hex').slice(0, 16);
      // A moved event's update carries the link already: one message, not two.
      const linkEmails = linkChanged && !updateEmails.length ? confirmed.map((r) => mailer.joinLinkEmail(r, event, `join-link:${r.id}:${linkHash}:${before.updatedAt.getTime()}`, joins.get(r.id))) : [];
      await enqueueEmails(tx, [...updateEmails, ...linkEmails, ...reminders]);
      return { linkEmails: linkEmails.length, updateEmails: updateEmails.length, remindersRendered: reminders.length };
    },

    /**
     * The practice cancelled an event (inside the admin's transaction, which holds its row lock):
     * every live registration is cancelled, its pending reminders dropped, and its person told, a
     * confirmed seat's invite withdrawn (METHOD:CANCEL, STATUS:CANCELLED, same UID). Answers the
     * registrations cancelled, and how many of them had paid (the founder refunds them).
     */
    async eventCancelled(tx: Tx, webinar: WebinarRow): Promise<{ cancelled: number; paid: number }> {
      const live = await tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.webinarId, webinar.id), inArray(registrations.status, [...SEAT_HOLDING, 'waitlisted'])))
        .for('update');
      if (!live.length) return { cancelled: 0, paid: 0 };
      // Read before the cancellation: a confirmed seat without a payment in the ledger counts as paid by its status.
      const paid = await paymentStatusesOf(tx, live);
      const now = new Date();
      const emails = [];
      for (const reg of live) {
        await tx.update(registrations).set({ status: 'cancelled', holdExpiresAt: null, cancelledAt: now, cancelledBy: 'practice' }).where(eq(registrations.id, reg.id));
        emails.push(mailer.eventCancelledEmail(reg, webinar, { heldInvite: reg.status === 'confirmed', paid: paid.get(reg.id) === 'paid' }));
      }
      await tx.delete(emailOutbox).where(and(inArray(emailOutbox.dedupeKey, live.flatMap((r) => reminderDedupeKeys(r.id))), eq(emailOutbox.status, 'pending')));
      await enqueueEmails(tx, emails);
      return { cancelled: live.length, paid: live.filter((r) => paid.get(r.id) === 'paid').length };
    },

    /** The language of a signed-in member's e-mails: the one chosen in their profile, else the page's. */
    async languageOf(userId: string | null, pageLanguage: Language): Promise<Language> {
      if (!userId) return pageLanguage;
      const [profile] = await db.select({ lang: users.preferredLanguage }).from(users).where(eq(users.id, userId));
      return isLanguage(profile?.lang) ? profile.lang : pageLanguage;
    },

    /** Stores a registration once per Idempotency-Key; answers `{ id, status }`. */
    async create(input: RegistrationRequest, ctx: RegistrationContext): Promise<IdempotentAnswer<RegistrationResult>> {
      if (webinarRefOf(input) === undefined) return registerWithoutSeat(input, ctx);
      // The short form asks which language the e-mails should be in.
      if (input.type === 'signup' && input.language) ctx = { ...ctx, lang: input.language };
      const attempt = () =>
        idempotent(db, { key: ctx.idempotencyKey, scope: REGISTRATION_SCOPE, body: input }, async (tx) => ({
          statusCode: 201,
          body: await register(tx, input, ctx),
        }));
      try {
        return await attempt();
      } catch (err) {
        // Two requests for the same e-mail and event that passed the check together (the index
        // decided): once more, the other's row is seen and answered like a first registration.
        if (isUniqueViolation(err, 'registrations_one_per_event_idx')) return await attempt();
        throw err;
      } finally {
        // Seats changed (or may have): public reads and cached pages must recount them. A
        // consultancy or course registration leaves them as they were.
        onChange();
      }
    },

    /**
     * A resume-payment link of a registration (payments take it from here: they import nothing of
     * registrations): `verify` checks the signature and expiry before anything is read (403, 410);
     * `refuseStale` what the record says once read (the event started; an old link's age).
     */
    paymentLink: {
      verify: (id: string, link: LinkParams) => checkLink(links, 'resume-payment', id, link),
      refuseStale: (check: { exp: Date | null }, reg: Pick<RegistrationRow, 'submittedAt' | 'promotedAt'>, webinar: Pick<WebinarRow, 'startsAt'> | null) =>
        refuseStaleLink('resume-payment', check, reg, webinar),
    },

    /**
     * What the payment and cancel pages show: no personal data, the amount from the database. With
     * the signed payment link of an e-mail, that link must be valid and still current (403, 410).
     */
    async summary(id: string, lang: Language, paymentLink?: LinkParams): Promise<RegistrationSummary> {
      const check = paymentLink && checkLink(links, 'resume-payment', id, paymentLink);
      if (!isUuid(id)) throw notFound('registration:errors.registrationNotFound');
      const [row] = await db
        .select({
          reg: registrations,
          webinar: webinars,
          service: services,
          pkg: packages,
          paymentStatus: payments.status,
          coupon: { code: couponRedemptions.code, catalogueInr: couponRedemptions.catalogueInr, discountInr: couponRedemptions.discountInr },
        })
        .from(registrations)
        .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
        .leftJoin(services, eq(services.id, registrations.serviceId))
        .leftJoin(packages, eq(packages.id, registrations.packageId))
        .leftJoin(payments, paidPaymentJoin)
        .leftJoin(couponRedemptions, eq(couponRedemptions.registrationId, registrations.id))
        .where(eq(registrations.id, id));
      if (!row) throw notFound('registration:errors.registrationNotFound');
      const { reg, webinar } = row;
      // A link whose work is done (paid, or cancelled) still shows that; any other goes stale with its event.
      if (check && reg.status !== 'cancelled' && row.paymentStatus !== 'paid') refuseStaleLink('resume-payment', check, reg, webinar);
      const tr = webinar && lang !== 'en' ? webinar.translations?.[lang] : undefined;
      const { service, pkg } = row;
      const offering = webinar
        ? tr?.title || webinar.title
        : pkg
          ? (lang === 'en' ? undefined : pkg.translations?.[lang]?.title) || pkg.title
          : service
            ? (lang === 'en' ? undefined : service.translations?.[lang]?.title) || service.title
            : null;
      return {
        id: reg.id,
        type: reg.type,
        status: reg.status,
        amountInr: reg.amountInr,
        offering,
        paid: row.paymentStatus === 'paid',
        taxInvoice: deps.taxInvoices ?? false,
        ...(deps.payMethods ? { methods: deps.payMethods } : {}),
        coupon: row.coupon,
        slot: reg.slotStart && reg.slotEnd ? { start: reg.slotStart.toISOString(), end: reg.slotEnd.toISOString(), ...(await placeOf(reg)) } : null,
        event: webinar
          ? {
              title: tr?.title || webinar.title,
              date: webinar.startsAt.toISOString(),
              duration: webinar.duration,
              isOnline: webinar.isOnline,
              location: tr?.location || webinar.location,
            }
          : null,
      };
    },

    /**
     * Cancels through a signed link; the seat goes to the first person waiting. Repeating it is
     * harmless. Refused (410) once the link has expired or the event has started.
     */
    async cancel(id: string, link: LinkParams, options: { byAdmin?: boolean } = {}): Promise<{ id: string; status: RegistrationStatus }> {
      const check = checkLink(links, 'cancel-registration', id, link);
      let cancelledNow = false;
      try {
        const answer = await db.transaction(async (tx) => {
          if (!isUuid(id)) throw notFound('registration:errors.registrationNotFound');
          const [found] = await tx.select({ webinarId: registrations.webinarId }).from(registrations).where(eq(registrations.id, id));
          if (!found) throw notFound('registration:errors.registrationNotFound');
          // Same lock order as registering: the webinar first, then its registrations.
          const webinar = found.webinarId ? (await tx.select().from(webinars).where(eq(webinars.id, found.webinarId)).for('update'))[0] ?? null : null;
          const [reg] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
          if (reg.status === 'cancelled') return { id, status: reg.status };
          refuseStaleLink('cancel-registration', check, reg, webinar);
          // A booked session: the client may cancel until the cut-off (under the row lock, so the time read is the time kept); the founder any time.
          if (reg.slotStart && !options.byAdmin) await refusePastCutoff(tx, reg.slotStart);
          // A paid package is not cancelled by its buyer: its credits may be in use; the founder refunds the unused part (pro rata).
          if (reg.type === 'package' && reg.status === 'confirmed' && !options.byAdmin) throw new HttpError(409, 'package_paid', 'packages:errors.cancelPaid');
          const heldSeat = SEAT_HOLDING.includes(reg.status);
          const paid = (await paymentStatusesOf(tx, [reg])).get(reg.id) === 'paid';
          const [cancelled] = await tx
            .update(registrations)
            .set({
              status: 'cancelled',
              cancelledAt: new Date(),
              cancelledBy: options.byAdmin ? 'practice' : 'person',
              // The withdrawn invite is a later version of the booking's (the CANCEL's SEQUENCE).
              ...(reg.slotStart ? { slotSequence: reg.slotSequence + 1 } : {}),
            })
            .where(eq(registrations.id, id))
            .returning();
          await tx.delete(emailOutbox).where(and(like(emailOutbox.dedupeKey, reminderKeyPattern(id)), eq(emailOutbox.status, 'pending')));
          // A session booked with a package credit gives it back (once: this runs once per booking, under its lock).
          if (reg.creditId && heldSeat) await returnCredit(tx, reg.creditId);
          await mailer.cancelled(tx, cancelled, webinar, { heldInvite: reg.status === 'confirmed', paid });
          if (webinar && heldSeat) await promoteWaitlisted(tx, webinar);
          // Cancelled before paying: a coupon code applied to it gives its use back (as an expired hold does).
          if (reg.status === 'pending_payment') await releaseCouponUses(tx, [id]);
          cancelledNow = true;
          return { id, status: cancelled.status };
        });
        // The refund policy's part, once the cancellation is stored (Razorpay is called outside any transaction).
        if (cancelledNow && deps.afterCancel) await deps.afterCancel(id);
        return answer;
      } finally {
        onChange();
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
