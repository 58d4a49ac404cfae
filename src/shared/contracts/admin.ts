/**
 * The admin back office's API contract (spec §2 Admin dashboard, §3, §5, §7): one zod schema per
 * payload, used by the route that receives it and by the admin form that sends it. Messages are
 * translation keys (admin namespace); the server's error handler and the forms' resolver translate them.
 *
 * Each input schema's output is itself a valid input (the form parses, the server parses again).
 */
import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../content-languages.ts';
import {
  DEFAULT_EVENT_DURATION_MIN,
  DEFAULT_EVENT_MAX_ATTENDEES,
  DEFAULT_SERVICE_SORT_ORDER,
  DEFAULT_SESSION_MINUTES,
  EVENT_CATEGORIES,
  OFFERING_KINDS,
  REGISTRATION_STATUSES,
  REGISTRATION_TYPES,
  SERVICE_CATEGORIES,
  SERVICE_ICON_NAMES,
  SERVICE_MODES,
} from '../constants.ts';
import { GST_STATES } from '../gst-states.ts';
import { isIsoDay } from '../ist.ts';
import { serviceSchema, serviceTranslationsSchema, webinarTranslationsSchema } from './content.ts';
import { dayParam, listSortSchema, pageQuerySchema, searchParam } from './paging.ts';

/* ------------------------------------------------------------------------------------------------
 * Building blocks.
 * ---------------------------------------------------------------------------------------------- */

/** Spec §5 "Numbers": a value that is not a number falls back to the default; a number must be in range. */
export function numberOr(fallback: number, range: { min: number; max: number; message: string }) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => {
      const n = typeof v === 'number' ? v : v === undefined || v === null || v.trim() === '' ? Number.NaN : Number(v.trim().replace(/,/g, ''));
      return Number.isFinite(n) ? Math.trunc(n) : fallback;
    })
    .pipe(z.number().int().min(range.min, range.message).max(range.max, range.message));
}

const requiredText = (key: string, max: number, tooLongKey = 'admin:errors.tooLong') =>
  z.string(key).trim().min(1, key).max(max, tooLongKey);
/** Optional text; null (as the API answers an empty field) counts as not given. */
const optionalText = (max: number) => z.string().trim().max(max, 'admin:errors.tooLong').nullish().transform((v) => v ?? undefined);

/** Lines of a textarea (or a list): trimmed, blanks dropped (spec §3 "features one per line, blanks dropped"). */
export const linesSchema = (maxItems: number, maxLength: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(/\r?\n/)).map((line) => line.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(maxLength, 'admin:errors.tooLong')).max(maxItems, 'admin:errors.tooManyLines'));

/** The most a catalogue item or event may cost: ₹10,00,000. */
export const PRICE_INR_MAX = 1_000_000;

/** An amount in whole rupees from a number input: blank is 0 (free); else an integer 0..PRICE_INR_MAX. */
export const priceInrSchema = z
  .union([z.number(), z.string()], 'admin:errors.priceInrInvalid')
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return 0;
    const n = typeof v === 'number' ? v : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (!Number.isInteger(n) || n < 0 || n > PRICE_INR_MAX) {
      ctx.addIssue({ code: 'custom', message: 'admin:errors.priceInrInvalid' });
      return z.NEVER;
    }
    return n;
  });

/** An IST day (YYYY-MM-DD) of a filter; empty is not given. */
/** Where an image may come from: an upload (/objects/...), the site's own images, or an https address. */
export const IMAGE_PATH_PATTERN = /^(\/objects\/[a-z0-9][a-z0-9/._@-]*|\/images\/[\w./-]+|https:\/\/[^\s"'<>]+)$/;

/* ------------------------------------------------------------------------------------------------
 * Events and webinars (spec §3 "Webinar / event").
 * ---------------------------------------------------------------------------------------------- */

export const EVENT_LIMITS = { title: 200, shortDescription: 300, description: 10_000, location: 200, cta: 60, link: 500 } as const;

/** An event's (or a series') joining link as typed: an http(s) address, trimmed; whether it may be left out is the caller's. */
export const eventLinkSchema = () => z.string().trim().max(EVENT_LIMITS.link, 'admin:errors.tooLong').regex(/^https?:\/\/\S+$/, 'admin:errors.linkInvalid');

const localizedEventSchema = z.object({
  title: optionalText(EVENT_LIMITS.title),
  shortDescription: optionalText(EVENT_LIMITS.shortDescription),
  description: optionalText(EVENT_LIMITS.description),
  location: optionalText(EVENT_LIMITS.location),
  ctaButtonText: optionalText(EVENT_LIMITS.cta),
});

/** POST /api/admin/webinars, PUT /api/admin/webinars/:id (and the unprefixed aliases). A PUT replaces every field. */
export const webinarInputSchema = z.object({
  title: requiredText('admin:errors.titleRequired', EVENT_LIMITS.title),
  category: z.enum(EVENT_CATEGORIES, 'admin:errors.categoryInvalid').default('webinar'),
  shortDescription: optionalText(EVENT_LIMITS.shortDescription),
  description: optionalText(EVENT_LIMITS.description),
  /** The IST day, YYYY-MM-DD. */
  date: z
    .string('admin:errors.dateRequired')
    .trim()
    .min(1, 'admin:errors.dateRequired')
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDay(v), 'admin:errors.dateInvalid'),
  /** The IST start time, HH:mm. */
  time: z
    .string('admin:errors.timeRequired')
    .trim()
    .min(1, 'admin:errors.timeRequired')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'admin:errors.timeInvalid'),
  duration: numberOr(DEFAULT_EVENT_DURATION_MIN, { min: 1, max: 7 * 24 * 60, message: 'admin:errors.durationRange' }),
  maxAttendees: numberOr(DEFAULT_EVENT_MAX_ATTENDEES, { min: 1, max: 100_000, message: 'admin:errors.maxAttendeesRange' }),
  /** What is charged and shown, in whole rupees (0 = free). */
  priceInr: priceInrSchema,
  location: optionalText(EVENT_LIMITS.location),
  isOnline: z.boolean().default(true),
  /**
   * Where an in-person event is held, as a GST state code ('27'): its place of supply on a tax
   * invoice. Empty: the practice's own State. Not kept for an online event (its place of supply is
   * where the payer is).
   */
  venueState: z
    .string()
    .trim()
    .refine((v) => v === '' || Object.hasOwn(GST_STATES, v), 'admin:errors.venueStateInvalid')
    .nullish()
    .transform((v) => v || undefined),
  isFeatured: z.boolean().default(false),
  isActive: z.boolean().default(true),
  zoomLink: eventLinkSchema()
    .nullish()
    .transform((v) => v ?? undefined),
  imagePath: z
    .string()
    .trim()
    .max(EVENT_LIMITS.link, 'admin:errors.tooLong')
    .regex(IMAGE_PATH_PATTERN, 'admin:errors.imageInvalid')
    .nullish()
    .transform((v) => v ?? undefined),
  ctaButtonText: optionalText(EVENT_LIMITS.cta),
  translations: z.object({ hi: localizedEventSchema.nullish(), gu: localizedEventSchema.nullish() }).nullish(),
});
export type WebinarInput = z.input<typeof webinarInputSchema>;
export type WebinarValues = z.output<typeof webinarInputSchema>;

export const registrationCountsSchema = z.object({
  total: z.number().int(),
  confirmed: z.number().int(),
  pendingPayment: z.number().int(),
  waitlisted: z.number().int(),
  cancelled: z.number().int(),
});
export type RegistrationCounts = z.infer<typeof registrationCountsSchema>;

/** An event as the admin sees it: every stored field, the IST day and time, and who registered. */
export const adminWebinarSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  shortDescription: z.string().nullable(),
  description: z.string(),
  startsAt: z.string(),
  date: z.string(),
  time: z.string(),
  duration: z.number().int(),
  maxAttendees: z.number().int(),
  priceInr: z.number().int(),
  location: z.string().nullable(),
  isOnline: z.boolean(),
  /** The GST state code of an in-person event's place; null: online, or the practice's own State. */
  venueState: z.string().nullable(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  zoomLink: z.string().nullable(),
  imagePath: z.string().nullable(),
  ctaButtonText: z.string().nullable(),
  translations: webinarTranslationsSchema,
  registrations: registrationCountsSchema,
  seatsLeft: z.number().int(),
  isPast: z.boolean(),
  /** When the practice cancelled it (its registrations were cancelled and told); null: not cancelled. */
  cancelledAt: z.string().nullable(),
  /** The languages some written text still lacks (the list's "hi, gu missing" marker). */
  missingLanguages: z.array(z.enum(CONTENT_LANGUAGES)),
  updatedAt: z.string(),
});
export type AdminWebinar = z.infer<typeof adminWebinarSchema>;

/** One language's stored texts of an event, every field named (a PUT replaces them all). */
const localizedEventOf = (tr: Partial<Record<'title' | 'shortDescription' | 'description' | 'location' | 'ctaButtonText', string>> | undefined) => ({
  title: tr?.title,
  shortDescription: tr?.shortDescription,
  description: tr?.description,
  location: tr?.location,
  ctaButtonText: tr?.ctaButtonText,
});

/** An event's stored fields as the form's input: a PUT replaces every field, so saving it again with one change (say isActive) starts here. */
export function webinarInputOf(w: AdminWebinar): WebinarValues {
  return {
    title: w.title,
    category: w.category,
    shortDescription: w.shortDescription ?? undefined,
    description: w.description || undefined,
    date: w.date,
    time: w.time,
    duration: w.duration,
    maxAttendees: w.maxAttendees,
    priceInr: w.priceInr,
    location: w.location ?? undefined,
    isOnline: w.isOnline,
    venueState: w.venueState ?? undefined,
    isFeatured: w.isFeatured,
    isActive: w.isActive,
    zoomLink: w.zoomLink ?? undefined,
    imagePath: w.imagePath ?? undefined,
    ctaButtonText: w.ctaButtonText ?? undefined,
    translations: {
      hi: localizedEventOf(w.translations.hi),
      gu: localizedEventOf(w.translations.gu),
    },
  };
}


/** GET /api/admin/webinars: a page of events, upcoming first; from/to keep those starting on those IST days (inclusive); `q` is looked for in the title. */
/** The orders of the admin's events: upcoming first (soonest, then the past, latest first), by start (latest or earliest first), by title. */
export const EVENT_SORTS = ['upcoming', 'latest', 'earliest', 'title'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const adminWebinarsQuerySchema = pageQuerySchema.extend({
  from: dayParam,
  to: dayParam,
  q: searchParam(),
  sort: z.enum(EVENT_SORTS, 'admin:errors.sortInvalid').default('upcoming'),
});
export type AdminWebinarsQuery = z.input<typeof adminWebinarsQuerySchema>;
/** GET /api/admin/services: a page in the site's order; `q` in the title, the address or the category; `kind` consultation or course. */
/** The orders of the admin's services: as the site shows them, by title, by price (lowest first). */
export const SERVICE_SORTS = ['order', 'title', 'price'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
export const adminServicesQuerySchema = pageQuerySchema.extend({
  q: searchParam(),
  kind: z.enum(OFFERING_KINDS, 'validation:invalidChoice').optional(),
  sort: z.enum(SERVICE_SORTS, 'admin:errors.sortInvalid').default('order'),
});

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/* ------------------------------------------------------------------------------------------------
 * Services (spec §3 "Service").
 * ---------------------------------------------------------------------------------------------- */

/** The admin form's categories: the practice's six (the services page filters on them) and the spec's Therapy and Workshop. */
export const ADMIN_SERVICE_CATEGORIES = [...SERVICE_CATEGORIES, 'therapy', 'workshop'] as const;
export const SERVICE_LIMITS = { title: 200, description: 5000, features: 30, feature: 200, duration: 50, slug: 80 } as const;

const localizedServiceSchema = z.object({
  title: optionalText(SERVICE_LIMITS.title),
  description: optionalText(SERVICE_LIMITS.description),
  features: linesSchema(SERVICE_LIMITS.features, SERVICE_LIMITS.feature),
  duration: optionalText(SERVICE_LIMITS.duration),
});

/** POST /api/services, PUT /api/services/:id. A PUT replaces every field. */
export const serviceInputSchema = z.object({
  iconName: z.enum(SERVICE_ICON_NAMES, 'admin:errors.iconInvalid').default('CheckCircle'),
  title: requiredText('admin:errors.titleRequired', SERVICE_LIMITS.title),
  category: z.enum(ADMIN_SERVICE_CATEGORIES, 'admin:errors.categoryRequired'),
  description: optionalText(SERVICE_LIMITS.description),
  features: linesSchema(SERVICE_LIMITS.features, SERVICE_LIMITS.feature),
  /** What is charged and shown, in whole rupees (0 = free). */
  priceInr: priceInrSchema,
  /** Its page's address, /services/<slug>: lowercase letters, digits and hyphens; blank: none (the page is /services/<id>). */
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(SERVICE_LIMITS.slug, 'admin:errors.tooLong')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'admin:errors.slugInvalid')
    .nullish()
    .transform((v) => v || null),
  kind: z.enum(OFFERING_KINDS, 'admin:errors.kindInvalid').default('consultation'),
  /** The SAC code of a tax invoice (4 to 8 digits); blank: the default one. */
  sacCode: z
    .string()
    .trim()
    .regex(/^(\d{4,8})?$/, 'admin:errors.sacCodeInvalid')
    .nullish()
    .transform((v) => v || null),
  /** How long, as the founder says it ("60-90 minutes", "7 days"); blank: the session's minutes, said in each language. */
  duration: z.string().trim().max(SERVICE_LIMITS.duration, 'admin:errors.tooLong').default(''),
  sortOrder: numberOr(DEFAULT_SERVICE_SORT_ORDER, { min: -10_000, max: 10_000, message: 'admin:errors.sortOrderRange' }),
  /**
   * A consultation's session in minutes (5 to 600): the length of the slots it offers; and how it
   * takes place. Left out (a form that does not show them), a new service gets 60 minutes online and
   * a changed one keeps what it had.
   */
  durationMinutes: numberOr(DEFAULT_SESSION_MINUTES, { min: 5, max: 600, message: 'scheduling:errors.durationMinutes' }).optional(),
  mode: z.enum(SERVICE_MODES, 'scheduling:errors.mode').optional(),
  /** Booking it asks the date, time and place of birth (issue 51). Left out: false for a new service, unchanged for one edited. */
  askBirthDetails: z.boolean('validation:invalidInput').optional(),
  isActive: z.boolean().default(true),
  translations: z.object({ hi: localizedServiceSchema.optional(), gu: localizedServiceSchema.optional() }).optional(),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceValues = z.output<typeof serviceInputSchema>;

/** A service as the admin edits it: what visitors see, and its state and translations. */
export const adminServiceSchema = serviceSchema.extend({
  sacCode: z.string().nullable(),
  isActive: z.boolean(),
  translations: serviceTranslationsSchema,
  /** The languages some written text still lacks (the list's "hi, gu missing" marker). */
  missingLanguages: z.array(z.enum(CONTENT_LANGUAGES)),
  updatedAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

/* ------------------------------------------------------------------------------------------------
 * Contact messages (spec §2 Contacts, §4 Pending → Replied, §7).
 * ---------------------------------------------------------------------------------------------- */

export const adminContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  responded: z.boolean(),
  respondedAt: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

export const CONTACT_STATUS_FILTERS = ['all', 'pending', 'replied'] as const;
export type ContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];
/** GET /api/contact: a page of messages, newest first, all of them or only the pending or replied ones. */
export const contactsQuerySchema = pageQuerySchema.extend({
  status: z.enum(CONTACT_STATUS_FILTERS, 'validation:invalidChoice').default('all'),
});
export type ContactsQuery = z.input<typeof contactsQuerySchema>;

/** PATCH /api/contact/:id/responded: Replied by default; `{ responded: false }` undoes it. */
export const respondedBodySchema = z.object({ responded: z.boolean().default(true) }).nullish();

export const BULK_REPLY_LIMITS = { contacts: 500, subject: 200, message: 10_000 } as const;

/** POST /api/admin/contacts/bulk-reply */
export const bulkReplySchema = z.object({
  contactIds: z
    .array(z.guid('admin:contacts.noUnresponded'), 'admin:contacts.noUnresponded')
    .min(1, 'admin:contacts.noUnresponded')
    .max(BULK_REPLY_LIMITS.contacts, 'admin:contacts.tooMany'),
  subject: requiredText('admin:errors.subjectRequired', BULK_REPLY_LIMITS.subject),
  message: requiredText('admin:errors.messageRequired', BULK_REPLY_LIMITS.message),
});
export type BulkReplyInput = z.input<typeof bulkReplySchema>;

export const bulkReplyResultSchema = z.object({
  /** E-mails queued, one per contact who was still pending. */
  sent: z.number().int(),
  /** Chosen contacts that had been replied to already (or no longer exist): nothing sent to them. */
  skipped: z.number().int(),
});

/* ------------------------------------------------------------------------------------------------
 * Form submissions (spec §2 Forms): dynamic-form responses and registrations in one table.
 * ---------------------------------------------------------------------------------------------- */

export const SUBMISSION_FILTER_TYPES = ['all', 'consultancy', 'webinar', 'event'] as const;
export type SubmissionFilterType = (typeof SUBMISSION_FILTER_TYPES)[number];

export const submissionsQuerySchema = z.object({
  type: z.enum(SUBMISSION_FILTER_TYPES, 'validation:invalidChoice').default('all'),
  from: dayParam,
  to: dayParam,
  q: searchParam(),
});
export type SubmissionsQuery = z.input<typeof submissionsQuerySchema>;
/** GET /api/admin/submissions: the filters, a page, and its order (the CSV export keeps newest first). */
export const submissionsPageQuerySchema = submissionsQuerySchema.extend(pageQuerySchema.shape).extend({ sort: listSortSchema });

/** Badges of the form-type column (spec: Personal Consultancy, Stage 1-3 Webinar, Other; plus the registration kinds). */
export const SUBMISSION_BADGES = ['personalConsultancy', 'stage1', 'stage2', 'stage3', 'webinar', 'event', 'course', 'other'] as const;
export const SUBMISSION_KINDS = ['consultancy', 'webinar', 'event', 'course', 'other'] as const;
export const SUBMISSION_COLUMNS = [
  'fullName', 'email', 'phone', 'age', 'gender', 'occupation', 'challenges', 'goals', 'urgency', 'previousExperience',
  'heardAbout', 'primaryStruggle', 'meditationExperience', 'timeSlot', 'paymentMode', 'city', 'dateOfBirth',
  'timeOfBirth', 'placeOfBirth',
] as const;
export type SubmissionColumn = (typeof SUBMISSION_COLUMNS)[number];

export const submissionRowSchema = z.object({
  id: z.string(),
  source: z.enum(['form', 'registration']),
  formId: z.string().nullable(),
  formTitle: z.string().nullable(),
  kind: z.enum(SUBMISSION_KINDS),
  badge: z.enum(SUBMISSION_BADGES),
  /** The spec's columns, as display text in the requested language (null: nothing given). */
  values: z.record(z.enum(SUBMISSION_COLUMNS), z.string().nullable()),
  consent: z.boolean().nullable(),
  paymentStatus: z.enum(['paid', 'pending', 'free', 'failed']).nullable(),
  status: z.enum(REGISTRATION_STATUSES).nullable(),
  reference: z.string(),
  submittedAt: z.string(),
  /** Every answer under its label (for a dynamic form: the labels of the version that was answered). */
  answers: z.array(z.object({ label: z.string(), value: z.string(), /** An uploaded image the answer is (a profile photo): where the admin sees it. */ image: z.string().optional() })),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

/* ------------------------------------------------------------------------------------------------
 * Listings of §7 (GET /api/responses, /api/registrations ...).
 * ---------------------------------------------------------------------------------------------- */

export const formResponseRecordSchema = z.object({
  id: z.string(),
  formId: z.string(),
  formTitle: z.string(),
  formType: z.string(),
  formVersion: z.number().int(),
  responses: z.record(z.string(), z.unknown()),
  /** Field id → label, from the version of the form that was answered. */
  labels: z.record(z.string(), z.string()),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.string(),
  submittedAt: z.string(),
});

export const registrationRecordSchema = z.object({
  id: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  status: z.enum(REGISTRATION_STATUSES),
  webinarId: z.string().nullable(),
  webinarTitle: z.string().nullable(),
  formId: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  locale: z.string(),
  /** The stored form data, as a JSON string (spec §3 "Stored unified registration"). */
  formData: z.string(),
  amountInr: z.number().int(),
  paymentStatus: z.string(),
  submittedAt: z.string(),
});

/* ------------------------------------------------------------------------------------------------
 * Overview and activity.
 * ---------------------------------------------------------------------------------------------- */

export const CHART_WEEKS = 12;
export const CHART_SERIES = ['consultancy', 'webinar', 'course', 'event'] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

export const adminStatsSchema = z.object({
  users: z.object({ total: z.number().int(), admins: z.number().int() }),
  /** Registrations and dynamic-form responses by kind (cancelled registrations not counted). */
  registrations: z.object({ total: z.number().int(), consultancy: z.number().int(), webinar: z.number().int(), course: z.number().int(), event: z.number().int(), other: z.number().int() }),
  revenueInr: z.number().int(),
  paidPayments: z.number().int(),
  upcomingEvents: z.number().int(),
  contacts: z.object({ total: z.number().int(), pending: z.number().int() }),
  /** The last CHART_WEEKS weeks (Monday to Sunday, IST), oldest first. */
  weekly: z.array(
    z.object({ weekStart: z.string(), consultancy: z.number().int(), webinar: z.number().int(), course: z.number().int(), event: z.number().int() }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * The overview's to-do list (issue 51), in the order shown: what waits on the founder (server:
 * features/admin/todo.ts). Only kinds with something to do are listed.
 */
export const ADMIN_TODO_KINDS = ['verifyUpi', 'overdueUtrs', 'refundsByHand', 'sessionsWithoutLink', 'eventsWithoutLink', 'dayOffConflicts', 'unansweredMessages', 'staleCalendars'] as const;
export type AdminTodoKind = (typeof ADMIN_TODO_KINDS)[number];
export const adminTodoSchema = z.object({ items: z.array(z.object({ kind: z.enum(ADMIN_TODO_KINDS), count: z.number().int().positive() })) });
export type AdminTodo = z.infer<typeof adminTodoSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What it was about, by name (an event's title, a user's e-mail), when known. */
  subject: z.string().nullable(),
  /**
   * A payment or a booking, read at display time from the ids the entry keeps (issue 51: "Asha Patel
   * paid ₹2,500 for Life coaching"): the person, what it was for (in the reader's language), the amount.
   */
  about: z.object({ person: z.string().nullable(), offering: z.string().nullable(), amountInr: z.number().int().nullable() }).optional(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
