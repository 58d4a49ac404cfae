/**
 * The database schema (spec §3), one table per entity. Keys are camelCase here and snake_case in
 * SQL (drizzle `casing: 'snake_case'`). Migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) and committed; they are applied at start.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EVENT_CATEGORIES,
  FORM_TYPES,
  MEMBERSHIPS,
  OFFERING_KINDS,
  SERVICE_MODES,
  DEFAULT_SESSION_MINUTES,
  OUTBOX_STATUSES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  REGISTRATION_STATUSES,
  REGISTRATION_TYPES,
  USER_ROLES,
  DEFAULT_EVENT_DURATION_MIN,
  DEFAULT_EVENT_MAX_ATTENDEES,
  DEFAULT_SERVICE_DURATION,
  DEFAULT_SERVICE_SORT_ORDER,
  COURSE_DAYS,
  PRACTICE_TIME_ZONE,
} from '../../shared/constants.ts';
import type { FieldDefinition, FormTranslations } from '../../shared/forms.ts';
import type { ServiceTranslations, WebinarTranslations } from '../../shared/contracts/content.ts';
import type { LessonTranslations } from '../../shared/contracts/course.ts';
import type { PackageTranslations } from '../../shared/contracts/packages.ts';
import type { SeriesRule } from '../../shared/series.ts';
import type { TimeRange } from '../../shared/contracts/scheduling.ts';
import type { ConversationKind, ConversationState, ReplyTemplateBodies } from '../../shared/contracts/inbox.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const eventCategory = pgEnum('event_category', EVENT_CATEGORIES);
export const formType = pgEnum('form_type', FORM_TYPES);
export const registrationType = pgEnum('registration_type', REGISTRATION_TYPES);
export const registrationStatus = pgEnum('registration_status', REGISTRATION_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const userRole = pgEnum('user_role', USER_ROLES);
export const membership = pgEnum('membership', MEMBERSHIPS);
export const outboxStatus = pgEnum('outbox_status', OUTBOX_STATUSES);
export const refundStatus = pgEnum('refund_status', REFUND_STATUSES);
export const offeringKind = pgEnum('offering_kind', OFFERING_KINDS);
export const serviceMode = pgEnum('service_mode', SERVICE_MODES);

/* ------------------------------------------------------------------------------------------------
 * Accounts. The four tables better-auth needs (user, session, account, verification), with the
 * admin plugin's columns (role, banned...) and the practice's own profile columns on `users`.
 * ---------------------------------------------------------------------------------------------- */

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    role: userRole().notNull().default('user'),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    firstName: text(),
    lastName: text(),
    phone: text(),
    city: text(),
    preferredLanguage: text().notNull().default('en'),
    membership: membership().notNull().default('free'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Failed sign-ins, one row each, keyed by a hash of the account or the address; read for 15 minutes to throttle guessing. */
/**
 * Browsers that signed in to an account (issue 49 item 3): each gets a random token of its own in
 * the `antarman.device` cookie, kept here only as its SHA-256. The sign-in throttle counts a known
 * browser's attempts under its own token (features/auth/device-token.ts); a changed password ends them all.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_tokens_user_idx').on(t.userId)],
);

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.key, t.createdAt)],
);

/* ------------------------------------------------------------------------------------------------
 * Content the founder manages.
 * ---------------------------------------------------------------------------------------------- */

export const webinars = pgTable(
  'webinars',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** A stable, readable handle for events the site links to by name (monthly-meditation-circle). */
    slug: text().unique(),
    title: text().notNull(),
    description: text().notNull().default(''),
    shortDescription: text(),
    /** The start as an instant; pages show it in IST and in the visitor's zone. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    duration: integer().notNull().default(DEFAULT_EVENT_DURATION_MIN),
    /** What is charged, in whole rupees (0 = free); every shown price is formatted from it. */
    priceInr: integer().notNull().default(0),
    location: text(),
    isOnline: boolean().notNull().default(true),
    /**
     * The GST state code (shared/gst-states.ts) of the State an in-person event is held in: its place
     * of supply on a tax invoice (IGST Act s.12(6)), so IGST when it is not the practice's own State.
     * Null for an online event, and for one held in the practice's own State (the default).
     */
    venueState: text(),
    isFeatured: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    maxAttendees: integer().notNull().default(DEFAULT_EVENT_MAX_ATTENDEES),
    zoomLink: text(),
    imagePath: text(),
    ctaButtonText: text(),
    category: eventCategory().notNull().default('webinar'),
    /** The recurring event (the meditation circle) this is one occurrence of; each occurrence has its own seats. */
    seriesId: uuid().references(() => eventSeries.id, { onDelete: 'set null' }),
    /** The SAC code on a tax invoice for this event (with a GSTIN configured); empty: DEFAULT_SAC_CODE. */
    sacCode: text(),
    translations: jsonb().$type<WebinarTranslations>().notNull().default({}),
    /**
     * The version of the calendar invites its registrants hold (their SEQUENCE): bumped when what an
     * invite says changes (time, length, place, link, title), so the update replaces the invite of the
     * same UID. A withdrawal (METHOD:CANCEL) carries this plus one.
     */
    inviteSequence: integer().notNull().default(0),
    /** Cancelled by the practice: inactive, its registrations cancelled and their invites withdrawn. */
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webinars_starts_at_idx').on(t.startsAt),
    /** Occurrences are made ahead by the admin's save and a periodic job: twice makes one. */
    uniqueIndex('webinars_series_start_idx').on(t.seriesId, t.startsAt),
  ],
);

/**
 * A recurring event (spec: the monthly meditation circle): the rule that places its occurrences in
 * IST and the template each occurrence (a webinars row) is made from. The site links to it by slug.
 */
export const eventSeries = pgTable('event_series', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  /** When it happens: monthly on the nth weekday, or weekly on a weekday, at an IST time (shared/series.ts). */
  rule: jsonb().$type<SeriesRule>().notNull(),
  title: text().notNull(),
  description: text().notNull().default(''),
  shortDescription: text(),
  duration: integer().notNull().default(DEFAULT_EVENT_DURATION_MIN),
  maxAttendees: integer().notNull().default(DEFAULT_EVENT_MAX_ATTENDEES),
  isOnline: boolean().notNull().default(true),
  location: text(),
  zoomLink: text(),
  ctaButtonText: text(),
  category: eventCategory().notNull().default('group-session'),
  translations: jsonb().$type<WebinarTranslations>().notNull().default({}),
  /** Inactive: no new occurrences are made (those made stay, each managed as an event). */
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The catalogue besides events: consultations and the course, each with its price in whole rupees. */
export const services = pgTable('services', {
  id: uuid().primaryKey().defaultRandom(),
  /** Its page: /services/<slug>. */
  slug: text().unique(),
  kind: offeringKind().notNull().default('consultation'),
  /** What is charged, in whole rupees (0 = free); every shown price is formatted from it. */
  priceInr: integer().notNull().default(0),
  /** The SAC code on a tax invoice (with a GSTIN configured); empty: DEFAULT_SAC_CODE. */
  sacCode: text(),
  iconName: text().notNull().default('CheckCircle'),
  title: text().notNull(),
  category: text().notNull(),
  description: text().notNull().default(''),
  features: jsonb().$type<string[]>().notNull().default([]),
  duration: text().notNull().default(DEFAULT_SERVICE_DURATION),
  /** A consultation's length in minutes: the slots offered for it (issue 19). */
  durationMinutes: integer().notNull().default(DEFAULT_SESSION_MINUTES),
  /** Online (the meeting link), in person (the practice address), or either, the client choosing. */
  mode: serviceMode().notNull().default('online'),
  /**
   * Whether booking it asks the date, time and place of birth (astrology, the life report; issue 51):
   * every other booking asks only name, e-mail and phone, and the server requires the birth details only here.
   */
  askBirthDetails: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(DEFAULT_SERVICE_SORT_ORDER),
  isActive: boolean().notNull().default(true),
  translations: jsonb().$type<ServiceTranslations>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  check('services_price_check', sql`${t.priceInr} >= 0`),
  check('services_duration_minutes_check', sql`${t.durationMinutes} between 5 and 600`),
]);

/**
 * Packages of sessions (issue 54 part 1; docs/spec.md "Packages of sessions"): the founder's offer of
 * N sessions of one consultation for a price, valid some days from payment. Never deleted (a paid
 * one's credits point at it): "deleting" deactivates it, and only active ones are offered.
 */
export const packages = pgTable(
  'packages',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    sessions: integer().notNull(),
    /** What the whole package costs, in whole rupees. */
    priceInr: integer().notNull(),
    /** The credits expire this many days after the payment was confirmed. */
    validDays: integer().notNull(),
    title: text().notNull(),
    text: text().notNull().default(''),
    /** The title and text in Hindi and Gujarati (missing ones: the English). */
    translations: jsonb().$type<PackageTranslations>().notNull().default({}),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packages_service_idx').on(t.serviceId),
    check('packages_sessions_check', sql`${t.sessions} between 1 and 100`),
    check('packages_price_check', sql`${t.priceInr} > 0`),
    check('packages_valid_days_check', sql`${t.validDays} between 1 and 3650`),
  ],
);

/**
 * The credits of one paid package registration (one row each: the unique registration_id makes
 * granting them twice impossible). Made from facts the payment stored (features/packages), for the
 * person of the registration (matched by verified e-mail, dashboard/ownership.ts). `remaining` is
 * only changed by conditional UPDATEs: a booking takes one (remaining > 0, not expired), a
 * cancellation gives one back, the founder's pro-rata refund zeroes it.
 */
export const packageCredits = pgTable(
  'package_credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationId: uuid()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    packageId: uuid()
      .notNull()
      .references(() => packages.id),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    sessions: integer().notNull(),
    remaining: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The founder refunded the unused part: nothing left, and a cancelled credit booking gives nothing back. */
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('package_credits_registration_idx').on(t.registrationId),
    index('package_credits_email_idx').on(sql`lower(${t.email})`),
    check('package_credits_remaining_check', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.sessions}`),
  ],
);

export const forms = pgTable(
  'forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text(),
    type: formType().notNull().default('custom'),
    fields: jsonb().$type<FieldDefinition[]>().notNull().default([]),
    /** The title and description in Hindi and Gujarati (missing ones: the English text). */
    translations: jsonb().$type<FormTranslations>().notNull().default({}),
    isActive: boolean().notNull().default(true),
    /** Bumped on every edit; each version's definition is kept in form_versions. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('forms_type_idx').on(t.type, t.isActive)],
);

/** Every definition a form has had, so that old answers keep the meaning they were given. */
export const formVersions = pgTable(
  'form_versions',
  {
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    title: text().notNull(),
    description: text(),
    fields: jsonb().$type<FieldDefinition[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.version] })],
);

/* ------------------------------------------------------------------------------------------------
 * What visitors send.
 * ---------------------------------------------------------------------------------------------- */

export const formResponses = pgTable(
  'form_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    formVersion: integer().notNull().default(1),
    responses: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Extracted for search, linking to an account and exports. */
    name: text(),
    email: text(),
    phone: text(),
    locale: text().notNull().default('en'),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_responses_form_idx').on(t.formId), index('form_responses_email_idx').on(sql`lower(${t.email})`)],
);

export const registrations = pgTable(
  'registrations',
  {
    /** Random and unguessable: it appears in URLs (payment, cancellation). */
    id: uuid().primaryKey().defaultRandom(),
    type: registrationType().notNull(),
    status: registrationStatus().notNull(),
    webinarId: uuid().references(() => webinars.id, { onDelete: 'set null' }),
    formId: uuid().references(() => forms.id, { onDelete: 'set null' }),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    city: text(),
    locale: text().notNull().default('en'),
    formData: jsonb().$type<Record<string, unknown>>().notNull(),
    /** What is owed, in whole rupees, from the catalogue when the registration was made. */
    amountInr: integer().notNull().default(0),
    /** The consultation or course bought (none for an event). */
    serviceId: uuid().references(() => services.id, { onDelete: 'set null' }),
    /** A pending_payment registration holds its seat until then; the expiry job ends it after. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /**
     * When the person was told their hold is about to end unpaid ("finish your payment",
     * payments/hold-reminders.ts): set by the one conditional UPDATE that decides the reminder, so it
     * goes once per registration whatever the number of instances.
     */
    holdRemindedAt: timestamp({ withTimezone: true }),
    /**
     * The client network that took the hold (lib/client-network.ts: IPv4, or an IPv6 /64, hashed):
     * at most UNPAID_HOLDS.perClient live unpaid holds per network and per e-mail (issue 49 item 10).
     */
    holdNetwork: text(),
    /**
     * A consultation booked into the calendar (issue 19): its session runs slotStart to slotEnd, and
     * keeps the calendar busy until slotBusyUntil (the end plus the buffer at booking time). The
     * exclusion constraint registrations_no_overlap (migration 0007) refuses a second seat-holding
     * booking whose [slotStart, slotBusyUntil) overlaps one already there.
     */
    slotStart: timestamp({ withTimezone: true }),
    slotEnd: timestamp({ withTimezone: true }),
    slotBusyUntil: timestamp({ withTimezone: true }),
    /** online or in_person: how this session takes place (the service's mode, or the client's choice under "both"). */
    sessionMode: serviceMode(),
    /** A meeting link the founder entered for this booking (else the settings' fixed room). */
    meetingLink: text(),
    /** Bumped on every reschedule: the calendar invite's SEQUENCE. */
    slotSequence: integer().notNull().default(0),
    sessionOutcome: text(),
    /** The founder's private notes on the session (admin only; removed with the client's personal data). */
    sessionNotes: text(),
    /*
     * The registration's own lifecycle (issue 48: kept in columns, not in formData). Its payment state
     * is the ledger's (payments, refunds) with the status above: nothing about money is kept here.
     */
    /** When it moved from the waitlist into a seat (the e-mail with its links went out then). */
    promotedAt: timestamp({ withTimezone: true }),
    /** When its unpaid hold ended (status expired): by the clock, or because the booked slot was taken (its payment is flagged slot_busy). */
    expiredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Who cancelled: the person (their link), or the practice (the event called off, or the founder cancelling a booking). */
    cancelledBy: text(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** A package registration (type 'package'): the package bought; its service is serviceId. */
    packageId: uuid().references((): AnyPgColumn => packages.id),
    /** A session booked with a package credit (₹0): the credit it used, given back by a cancellation. */
    creditId: uuid().references((): AnyPgColumn => packageCredits.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('registrations_cancelled_by_check', sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('person', 'practice')`),
    index('registrations_webinar_idx').on(t.webinarId, t.status),
    index('registrations_email_idx').on(sql`lower(${t.email})`),
    index('registrations_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending_payment'`),
    index('registrations_hold_network_idx').on(t.holdNetwork).where(sql`${t.status} = 'pending_payment'`),
    index('registrations_slot_idx').on(t.slotStart).where(sql`${t.slotStart} is not null`),
    check('registrations_slot_check', sql`(${t.slotStart} is null) = (${t.slotEnd} is null) and (${t.slotEnd} is null) = (${t.slotBusyUntil} is null) and (${t.slotStart} is null or (${t.slotStart} < ${t.slotEnd} and ${t.slotEnd} <= ${t.slotBusyUntil}))`),
    check('registrations_session_outcome_check', sql`${t.sessionOutcome} is null or ${t.sessionOutcome} in ('completed', 'no_show')`),
    /** One live registration per person per event: the second attempt is "already registered". */
    uniqueIndex('registrations_one_per_event_idx')
      .on(t.webinarId, sql`lower(${t.email})`)
      .where(sql`${t.webinarId} is not null and ${t.status} not in ('cancelled', 'expired', 'refunded')`),
  ],
);

/**
 * One payment attempt per registration and provider (docs/decisions/0017). Amounts are whole rupees
 * copied from the registration (the catalogue), never from a client. At most one payment of a
 * registration is paid; refunds add up to at most the amount (checks below).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationId: uuid()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** razorpay, upi, simulated, manual or none (PAYMENT_PROVIDERS). */
    provider: text().notNull(),
    status: paymentStatus().notNull().default('pending'),
    amountInr: integer().notNull(),
    currency: text().notNull().default('INR'),
    /** Razorpay's order_… (one per registration); for direct UPI, none. */
    providerOrderId: text().unique(),
    /**
     * Orders of this payment a coupon replaced (features/coupons): a payer may still pay one from a
     * checkout window left open. Its money is then found here, recorded at what was taken, and given back
     * (payments/service.ts: flagged amount_mismatch).
     */
    supersededOrderIds: text().array().notNull().default(sql`'{}'::text[]`),
    /** Razorpay's pay_…, the simulated sim_…; for direct UPI, none (the UTR is below). */
    providerPaymentId: text().unique(),
    /** The 12-digit UPI transaction reference the payer typed (direct UPI). */
    utr: text(),
    /** How many UTRs were sent for this payment: at most 2, so a made-up one cannot hold the seat again and again. */
    utrAttempts: integer().notNull().default(0),
    /** When the last UTR was sent: unchecked after the founder's window (UPI_VERIFY_HOURS) it is listed as overdue. */
    utrSubmittedAt: timestamp({ withTimezone: true }),
    /** The founder's reason for accepting a UTR that another registration's payment already carries (kept with the payment). */
    utrOverrideReason: text(),
    /** upi, card, netbanking, wallet... as the provider reports it. */
    method: text(),
    /** A simulated (development) payment: shown as a test everywhere, never counted as revenue. */
    isTest: boolean().notNull().default(false),
    /** The payer's Indian state as a GST state code ('24' Gujarat): CGST+SGST when it is the supplier's, IGST otherwise. */
    payerState: text(),
    /** The payer's GSTIN, when they give one (printed on the tax invoice). */
    payerGstin: text(),
    /** The address of a payer who gave a GSTIN (Rule 46: a registered recipient's address is on the invoice). */
    payerAddress: text(),
    /** What has been refunded so far, in whole rupees. */
    refundedInr: integer().notNull().default(0),
    /** AM/2026-27/0001: given when the payment is confirmed. */
    receiptNo: text().unique(),
    /** Why the founder should look at it (PAYMENT_FLAGS); null when all is well. */
    flag: text(),
    /** The admin who confirmed or rejected a direct-UPI payment. */
    verifiedBy: text(),
    /**
     * A second payment Razorpay took for an order already paid (Razorpay lets an order take two): its
     * own row, flagged already_paid and refunded, pointing at the payment that paid the order.
     */
    duplicateOf: uuid().references((): AnyPgColumn => payments.id, { onDelete: 'cascade' }),
    /** Failed tries to give flagged Razorpay money back; after MAX_REFUND_ATTEMPTS it is left to the founder. */
    refundAttempts: integer().notNull().default(0),
    /** When the next try may run (the wait grows with each failure). */
    refundRetryAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    /** One payment row per registration and provider (one Razorpay order), but for the extra payments Razorpay took for it. */
    uniqueIndex('payments_registration_provider_idx').on(t.registrationId, t.provider).where(sql`${t.duplicateOf} is null`),
    /** A registration is paid once: a second payment that arrives is flagged and refunded, never a second "paid". */
    uniqueIndex('payments_one_paid_idx').on(t.registrationId).where(sql`${t.status} = 'paid' and ${t.flag} is null`),
    index('payments_utr_idx').on(t.utr),
    /** A UTR pays for one registration: a second live payment with it is refused, unless the founder gave a reason. */
    uniqueIndex('payments_utr_live_idx')
      .on(t.utr)
      .where(sql`${t.utr} is not null and ${t.status} in ('submitted', 'paid') and ${t.utrOverrideReason} is null`),
    check('payments_utr_attempts_check', sql`${t.utrAttempts} between 0 and 2`),
    index('payments_paid_at_idx').on(t.paidAt),
    check('payments_amount_check', sql`${t.amountInr} >= 0`),
    check('payments_refunded_check', sql`${t.refundedInr} >= 0 and ${t.refundedInr} <= ${t.amountInr}`),
  ],
);

/** Money given back: through Razorpay's Refunds API, or by hand for a direct-UPI payment (its reference). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountInr: integer().notNull(),
    status: refundStatus().notNull().default('pending'),
    /** Razorpay's rfnd_…. */
    providerRefundId: text().unique(),
    /** The founder's reference for a refund made by hand (UPI). */
    reference: text(),
    reason: text(),
    createdBy: text(),
    /** Why the automatic refund did not go through (Razorpay refused it, or failed it later): the founder makes it by hand. */
    failure: text(),
    /** CN/2026-27/0001: the credit note of a processed refund of an invoiced payment (its own series per financial year). */
    creditNoteNo: text().unique(),
    createdAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), check('refunds_amount_check', sql`${t.amountInr} > 0`)],
);

/** The last receipt number of each Indian financial year ('2026-27'), taken by one upsert. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text().primaryKey(),
  last: integer().notNull(),
});

/** Webhook deliveries already handled (Razorpay retries and may deliver twice): keyed by event id. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text().primaryKey(),
  event: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const contacts = pgTable('contacts', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  responded: boolean().notNull().default(false),
  respondedAt: timestamp({ withTimezone: true }),
  locale: text().notNull().default('en'),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------------------------------------
 * Plumbing: e-mail outbox, idempotency, uploads, audit, settings.
 * ---------------------------------------------------------------------------------------------- */

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** An iCalendar invite (REQUEST or CANCEL), sent as the message's calendar part (worker.ts). */
    ics: text(),
    /** Where a reply goes: the visitor, on the founder's notices about them; unset: the practice address (worker). */
    replyTo: text(),
    kind: text().notNull(),
    locale: text().notNull().default('en'),
    status: outboxStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Not sent before this instant (reminders, retry back-off). */
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** Makes scheduling idempotent (one reminder per registration and offset). */
    dedupeKey: text().unique(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.sendAfter)],
);

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text().primaryKey(),
  scope: text().notNull(),
  responseStatus: integer().notNull(),
  responseBody: jsonb().$type<unknown>().notNull(),
  createdAt: createdAt(),
});

export const storedObjects = pgTable('stored_objects', {
  key: text().primaryKey(),
  contentType: text().notNull(),
  size: integer().notNull(),
  purpose: text().notNull().default('general'),
  ownerId: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const uploadTokens = pgTable('upload_tokens', {
  token: text().primaryKey(),
  objectKey: text().notNull(),
  purpose: text().notNull().default('general'),
  maxBytes: integer().notNull(),
  allowedTypes: jsonb().$type<string[]>().notNull(),
  ownerId: text().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  /** A visitor's upload (no account): the budget (upload_budgets.key) its bytes are counted in. */
  budgetKey: text(),
});

/**
 * What visitors without an account uploaded per IST day: per client (a hash of the address, or of its
 * /64 for IPv6) and for all of them together (key '*'). Counted by one conditional statement per
 * counter (features/uploads/budget.ts); rows of past days are deleted as new ones come.
 */
export const uploadBudgets = pgTable(
  'upload_budgets',
  {
    key: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    files: integer().notNull().default(0),
    bytes: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.day] })],
);

/** Files the admin publishes for members, or for the attendees of one event. */
export const downloads = pgTable('downloads', {
  id: uuid().primaryKey().defaultRandom(),
  title: text().notNull(),
  description: text(),
  objectKey: text().notNull(),
  fileName: text().notNull(),
  webinarId: uuid().references(() => webinars.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text(),
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Small key/value facts about this installation (for example, that sample content was seeded). */
/* ------------------------------------------------------------------------------------------------
 * The founder's inbox (issue 20 item 5): every contact message and consultation request is a
 * conversation; what came in and what she answered are its messages.
 * ---------------------------------------------------------------------------------------------- */

export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<ConversationKind>().notNull(),
    contactId: uuid().references(() => contacts.id, { onDelete: 'cascade' }),
    registrationId: uuid().references(() => registrations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    locale: text().notNull().default('en'),
    state: text().$type<ConversationState>().notNull().default('new'),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // One conversation per message or request: the lazy creation for consultations may race.
    uniqueIndex('conversations_contact_idx').on(t.contactId),
    uniqueIndex('conversations_registration_idx').on(t.registrationId),
    index('conversations_last_message_idx').on(t.lastMessageAt),
    check('conversations_kind_check', sql`${t.kind} in ('contact', 'consultation')`),
    check('conversations_state_check', sql`${t.state} in ('new', 'answered', 'closed')`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    direction: text().$type<'in' | 'out'>().notNull(),
    /** Exactly what the visitor wrote, or exactly what the founder sent (personalised, as e-mailed). */
    body: text().notNull(),
    subject: text(),
    /** The admin who sent an answer (e-mail), for the record. */
    sentBy: text(),
    /** The answer's e-mail: its status (pending, sent, failed) is read from the outbox. */
    outboxId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    /** A message that came or went by WhatsApp (issue 52): its row there, with its status. */
    whatsappMessageId: uuid().references((): AnyPgColumn => whatsappMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('conversation_messages_direction_check', sql`${t.direction} in ('in', 'out')`),
  ],
);

/** The founder's reusable replies, one text per language (Hindi and Gujarati may be missing: English is used). */
export const replyTemplates = pgTable('reply_templates', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  bodies: jsonb().$type<ReplyTemplateBodies>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** IST dates that do not follow the weekly hours (issue 19): ranges [] is a day off, else that day's hours. */
export const availabilityExceptions = pgTable('availability_exceptions', {
  date: date({ mode: 'string' }).primaryKey(),
  ranges: jsonb().$type<TimeRange[]>().notNull().default([]),
  note: text(),
  updatedAt: updatedAt(),
});

/** Time the founder blocks by hand: no slot is offered inside it. */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: uuid().primaryKey().defaultRandom(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_blocks_starts_idx').on(t.startsAt), check('calendar_blocks_range_check', sql`${t.startsAt} < ${t.endsAt}`)],
);

/**
 * The founder's own calendars (issue 53 §1): ICS feeds whose busy events block slots. The address is
 * a secret (whoever has it reads her calendar): stored encrypted (scheduling/calendar-secret.ts), only
 * its host shown back. Fetch state per feed: the validators of a conditional GET, when it was last
 * tried and last read, how many events it had, and the last failure's code.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: uuid().primaryKey().defaultRandom(),
  label: text().notNull(),
  /** AES-256-GCM of the address (base64url iv.tag.ciphertext), keyed from the session secret. */
  urlEncrypted: text().notNull(),
  /** What the founder sees of the address: its host. */
  urlHost: text().notNull(),
  etag: text(),
  lastModified: text(),
  /** Last attempt (claimed before fetching, so one instance fetches at a time). */
  lastFetchedAt: timestamp({ withTimezone: true }),
  /** Last good copy read; its busy times block slots for 24 hours from this. */
  lastSuccessAt: timestamp({ withTimezone: true }),
  /** The busy times stored from the last good copy run until this instant. */
  coveredUntil: timestamp({ withTimezone: true }),
  eventCount: integer().notNull().default(0),
  /** The last failure ('timeout', 'http_404', 'not_ics', 'too_large', 'refused_address', 'unreachable'); null after a good read. */
  lastError: text(),
  createdAt: createdAt(),
});

/** The busy times of a calendar feed's last good copy, recurrences expanded, over the booking horizon. */
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    feedId: uuid()
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('calendar_busy_feed_idx').on(t.feedId), index('calendar_busy_starts_idx').on(t.startsAt), check('calendar_busy_range_check', sql`${t.startsAt} < ${t.endsAt}`)],
);

/**
 * The founder's private notes and tags on a client (issue 53 §2), one row per person: keyed by the
 * client's address, lower case (a client is one person across registrations, payments, messages and
 * form responses, matched by e-mail; features/clients). Admin only; deleted with the account.
 */
export const clientNotes = pgTable('client_notes', {
  clientKey: text().primaryKey(),
  notes: text().notNull().default(''),
  /** Her tags ("couple", "follow up in March"), as typed; the client list filters by one. */
  tags: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * One joining link per person (issue 53 §3): /join/<token> of a registration for an online event or
 * session. The token is random (24 bytes); the link sends to the meeting room from 30 minutes before
 * the start until the end, and its first open in that window is recorded as the person joining.
 */
export const joinLinks = pgTable('join_links', {
  registrationId: uuid()
    .primaryKey()
    .references(() => registrations.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  /** The first open inside the window: they joined. */
  joinedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Testimonials with consent (issue 54 part 4): one row per registration whose session or event has
 * ended, made by the job that writes the request e-mail (the unique registration_id decides "once").
 * The participant's answer (rating 1-5, words up to 1,000 characters, whether and how they may be
 * published) fills it; the founder approves or hides the words; the person may withdraw them.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationId: uuid()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    /** The service (session or course) or the event the words are about. */
    serviceId: uuid().references(() => services.id, { onDelete: 'set null' }),
    webinarId: uuid().references(() => webinars.id, { onDelete: 'set null' }),
    /** The language of the request e-mail, then of the words as written. */
    language: text().notNull().default('en'),
    firstName: text().notNull(),
    city: text(),
    rating: integer(),
    body: text(),
    /** name: under first name and city; anonymous; none: the founder's eyes only. */
    publish: text(),
    /** requested → submitted → approved | hidden; withdrawn by the person at any time. */
    status: text().notNull().default('requested'),
    requestedAt: createdAt(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('testimonials_registration_idx').on(t.registrationId),
    index('testimonials_published_idx').on(t.status, t.language),
    check('testimonials_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('testimonials_body_check', sql`${t.body} is null or char_length(${t.body}) <= 1000`),
    check('testimonials_publish_check', sql`${t.publish} is null or ${t.publish} in ('name', 'anonymous', 'none')`),
    check('testimonials_status_check', sql`${t.status} in ('requested', 'submitted', 'approved', 'hidden', 'withdrawn')`),
  ],
);

/* ------------------------------------------------------------------------------------------------
 * The 7-day course, delivered (issue 54 part 3; docs/spec.md "The course"). The founder writes one
 * lesson per day of a course service. A learner's enrolment is their paid course registration: it
 * starts when the payment was confirmed and keeps the zone their days open in; "done" is one row
 * per day.
 * ---------------------------------------------------------------------------------------------- */

export const courseLessons = pgTable(
  'course_lessons',
  {
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** An https address of a video elsewhere (YouTube, Vimeo...), or '' for none. */
    videoUrl: text().notNull().default(''),
    /** An uploaded video or file (uploads, purpose member-download): /objects/<key>, served to learners only. */
    videoObject: text(),
    fileObject: text(),
    fileName: text().notNull().default(''),
    /** The title and text in Hindi and Gujarati (missing ones: the English). */
    translations: jsonb().$type<LessonTranslations>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.day] }),
    check('course_lessons_day_check', sql`${t.day} between 1 and ${sql.raw(String(COURSE_DAYS))}`),
    check('course_lessons_video_url_check', sql`${t.videoUrl} = '' or ${t.videoUrl} like 'https://%'`),
  ],
);

export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    /** The paid course registration (one enrolment each); refunded or cancelled, it gives no access. */
    registrationId: uuid()
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** When the payment was confirmed (day 1 opens then; day N at 06:00 in timeZone N-1 days later). */
    startedAt: timestamp({ withTimezone: true }).notNull(),
    /** An IANA zone: the learner's, when known, else the practice's. */
    timeZone: text().notNull().default(PRACTICE_TIME_ZONE),
    /** The last day whose "day open" e-mail was written (day 1: the payment e-mail). Raised by one conditional UPDATE. */
    notifiedDay: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('course_enrolments_started_idx').on(t.startedAt), check('course_enrolments_notified_check', sql`${t.notifiedDay} between 1 and ${sql.raw(String(COURSE_DAYS))}`)],
);

export const courseProgress = pgTable(
  'course_progress',
  {
    registrationId: uuid()
      .notNull()
      .references(() => courseEnrolments.registrationId, { onDelete: 'cascade' }),
    day: integer().notNull(),
    doneAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.day] }), check('course_progress_day_check', sql`${t.day} between 1 and ${sql.raw(String(COURSE_DAYS))}`)],
);

export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/* ------------------------------------------------------------------------------------------------
 * WhatsApp (issue 52; docs/whatsapp.md). A client's consent, per phone number (E.164 digits), with
 * its time and the words they agreed to; withdrawn by STOP or in the dashboard. Every message sent
 * or received: an outgoing one is written in the same transaction as what it confirms (beside its
 * e-mail), sent by the WhatsApp worker, and its state follows Meta's status webhooks.
 * ---------------------------------------------------------------------------------------------- */

export const whatsappConsents = pgTable('whatsapp_consents', {
  /** E.164 digits, country code first (9198…): what the Cloud API calls `to` and `wa_id`. */
  phone: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  locale: text().notNull().default('en'),
  userId: text().references(() => users.id, { onDelete: 'set null' }),
  /** When and with which words the client agreed (the form's label in their language). */
  optedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  wording: text().notNull(),
  withdrawnAt: timestamp({ withTimezone: true }),
  /** 'whatsapp' (they wrote STOP) or 'dashboard'. */
  withdrawnVia: text(),
  /** The client's last message to us: the founder may answer in free text for 24 hours after it. */
  lastInboundAt: timestamp({ withTimezone: true }),
});

export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    direction: text().$type<'in' | 'out'>().notNull().default('out'),
    /** The client's number (E.164 digits), to or from. */
    phone: text().notNull(),
    /** What it is (the e-mail's kind beside it: 'registration-confirmed', 'reminder-1h', 'inbox-reply', 'stop-confirmed', 'incoming'). */
    kind: text().notNull(),
    /** A template message's name and language (docs/whatsapp.md); null for free text. */
    template: text(),
    language: text().notNull().default('en'),
    /** The template's body parameters, in order. */
    params: jsonb().$type<string[]>().notNull().default([]),
    /** Free text: the founder's answer, or what the client wrote. */
    body: text(),
    /**
     * pending → sending (handed to Meta: never handed again) → sent → delivered → read, or failed;
     * cancelled: never sent (consent withdrawn); received: an incoming message.
     */
    status: text().$type<WhatsAppStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** Meta's message id (wamid.…): statuses find their message by it; an incoming one is stored once. */
    wamid: text().unique(),
    /** Scheduling the same message twice stores one (the e-mail's dedupe key, prefixed). */
    dedupeKey: text().unique(),
    /** The reminder e-mail this message goes with: dropped with it when the event or booking moves. */
    emailDedupeKey: text().references(() => emailOutbox.dedupeKey, { onDelete: 'cascade' }),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    statusAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('whatsapp_messages_due_idx').on(t.status, t.sendAfter),
    index('whatsapp_messages_phone_idx').on(t.phone, t.createdAt),
    check('whatsapp_messages_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('whatsapp_messages_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled', 'received')`),
  ],
);

/* ------------------------------------------------------------------------------------------------
 * Coupon codes (issue 54 part 2; docs/spec.md "Coupon codes"). The founder makes a code; a payer
 * applies it to one registration on the payment page. The use is taken by one conditional UPDATE of
 * `uses` (below maxUses, and the person's own count below maxUsesPerPerson) in the transaction that
 * writes the redemption, so a code at its last use applied by several payers at once is used once.
 * ---------------------------------------------------------------------------------------------- */

export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the payer types; unique whatever its case (DIWALI20 and diwali20 are one code). */
    code: text().notNull(),
    /** percent: `value` % off (1-100); fixed: `value` rupees off (never below ₹0). */
    kind: text().$type<'percent' | 'fixed'>().notNull(),
    value: integer().notNull(),
    /** Null: from its creation / without an end. */
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    /** Uses in all; null: unlimited. */
    maxUses: integer(),
    /** Uses per person (by e-mail address, whatever its case); null: unlimited. */
    maxUsesPerPerson: integer(),
    /** For every offering, or only the services and events listed. */
    allOfferings: boolean().notNull().default(true),
    serviceIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    webinarIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** Deactivated codes are refused (DELETE deactivates: their redemptions stay on the books). */
    active: boolean().notNull().default(true),
    /** Uses taken (a released hold gives its use back). */
    uses: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_max_uses_check', sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerPerson} is null or ${t.maxUsesPerPerson} > 0)`),
    check('coupons_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
    check('coupons_valid_check', sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} < ${t.validUntil}`),
  ],
);

/**
 * One code applied to one registration: the catalogue price and the discount it gave, for the
 * invoice's discount line (the registration's amountInr is what is left to pay). Released when the
 * registration's hold expired unpaid (its use given back); kept for the books.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    registrationId: uuid()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** The person, as the per-person limit counts them. */
    email: text().notNull(),
    /** The code as the founder wrote it (shown on the invoice). */
    code: text().notNull(),
    catalogueInr: integer().notNull(),
    discountInr: integer().notNull(),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_registration_idx').on(t.registrationId),
    index('coupon_redemptions_person_idx').on(t.couponId, sql`lower(${t.email})`),
    check('coupon_redemptions_amount_check', sql`${t.discountInr} > 0 and ${t.discountInr} <= ${t.catalogueInr}`),
  ],
);

export type WhatsAppStatus = 'pending' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'cancelled' | 'received';

export type WebinarRow = typeof webinars.$inferSelect;
export type EventSeriesRow = typeof eventSeries.$inferSelect;
export type NewWebinar = typeof webinars.$inferInsert;
export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type FormRow = typeof forms.$inferSelect;
export type NewForm = typeof forms.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;
export type WhatsAppConsentRow = typeof whatsappConsents.$inferSelect;
export type ReplyTemplateRow = typeof replyTemplates.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type PackageCreditRow = typeof packageCredits.$inferSelect;
export type CourseLessonRow = typeof courseLessons.$inferSelect;
export type CourseEnrolmentRow = typeof courseEnrolments.$inferSelect;
