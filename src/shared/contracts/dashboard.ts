/**
 * The member dashboard (spec §2 "Member dashboard", §4) and the member's privacy rights: every
 * /api/me/... payload, and the admin's published downloads. Messages are translation keys.
 */
import { z } from 'zod';
import { LANGUAGES, PHONE_MIN_LENGTH, REGISTRATION_STATUSES, REGISTRATION_TYPES } from '../constants.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import { webinarSchema } from './content.ts';
import { JOIN_LINK_OPENS_BEFORE_MS } from './join.ts';

/** The Join button is active from this long before the start until the end (spec §4): when its joining link (issue 53) opens the room. */
export const JOIN_OPENS_BEFORE_MS = JOIN_LINK_OPENS_BEFORE_MS;
/** A signed download link works for this long. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;

const iso = z.string();

/* ------------------------------------------------------------------------------------------------
 * Webinars and overview.
 * ---------------------------------------------------------------------------------------------- */

export const myEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The start instant, ISO 8601 (shown in IST and in the member's own zone). */
  date: iso,
  duration: z.number().int(),
  isOnline: z.boolean(),
  location: z.string().nullable(),
});
export type MyEvent = z.infer<typeof myEventSchema>;

/** One of the member's registrations for a webinar or event. */
export const myRegistrationSchema = z.object({
  id: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  status: z.enum(REGISTRATION_STATUSES),
  submittedAt: iso,
  amountInr: z.number().int(),
  paid: z.boolean(),
  event: myEventSchema,
  /** The person's joining link (/join/<token>, which leads to the room as it is then): only for a confirmed seat at an online event. */
  joinUrl: z.string().nullable(),
  /** From when the Join button is active (30 minutes before the start) and until when (the end). */
  joinOpensAt: iso,
  endsAt: iso,
  isPast: z.boolean(),
  canCancel: z.boolean(),
  /** Where to pay a seat that waits for its payment (a signed link), else null. */
  payUrl: z.string().nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export const myWebinarsSchema = z.object({
  registered: z.array(myRegistrationSchema),
  /** Upcoming, active webinars and events the member has no live registration for. */
  available: z.array(webinarSchema),
});
export type MyWebinars = z.infer<typeof myWebinarsSchema>;

export const overviewSchema = z.object({
  member: z.object({
    firstName: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    isAdmin: z.boolean(),
  }),
  counts: z.object({
    /** Live (not cancelled) registrations for webinars and events. */
    registered: z.number().int(),
    /** Of those, the ones that have not ended. */
    upcoming: z.number().int(),
    /** Confirmed seats at webinars and events that have ended. */
    attended: z.number().int(),
  }),
  nextSession: myRegistrationSchema.nullable(),
});
export type Overview = z.infer<typeof overviewSchema>;

export const registrationParamSchema = z.object({ id: z.string().min(1).max(100) });
export const cancelledSchema = z.object({ id: z.string(), status: z.enum(REGISTRATION_STATUSES) });

/* ------------------------------------------------------------------------------------------------
 * Downloads.
 * ---------------------------------------------------------------------------------------------- */

export const myDownloadSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  createdAt: iso,
  /** The event whose attendees it is for; null: for every member. */
  event: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type MyDownload = z.infer<typeof myDownloadSchema>;

export const downloadLinkSchema = z.object({ url: z.string(), expiresAt: iso });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
export const FILE_NAME_MAX = 200;

/** POST /api/admin/downloads: a file uploaded through the upload flow, published to members. */
export const publishDownloadSchema = z.object({
  title: z.string('dashboard:errors.titleRequired').trim().min(1, 'dashboard:errors.titleRequired').max(TITLE_MAX, 'dashboard:errors.titleTooLong'),
  description: z.string().trim().max(DESCRIPTION_MAX, 'dashboard:errors.descriptionTooLong').optional(),
  /** The object key the upload answered. */
  objectKey: z.string('dashboard:errors.fileRequired').min(1, 'dashboard:errors.fileRequired').max(500),
  fileName: z
    .string('dashboard:errors.fileRequired')
    .trim()
    .min(1, 'dashboard:errors.fileRequired')
    .max(FILE_NAME_MAX, 'dashboard:errors.fileNameTooLong'),
  /** Attendees of this webinar or event only; null or absent: every member. */
  webinarId: z.uuid('dashboard:errors.eventInvalid').nullable().optional(),
});
export type PublishDownloadInput = z.input<typeof publishDownloadSchema>;

export const adminDownloadSchema = myDownloadSchema.extend({ objectKey: z.string() });
export type AdminDownload = z.infer<typeof adminDownloadSchema>;

/* ------------------------------------------------------------------------------------------------
 * Billing.
 * ---------------------------------------------------------------------------------------------- */

export const BILLING_STATUSES = ['paid', 'pending', 'failed', 'cancelled'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const myPaymentSchema = z.object({
  registrationId: z.string(),
  /** Null while nothing has been paid or tried yet. */
  paymentId: z.string().nullable(),
  type: z.enum(REGISTRATION_TYPES),
  eventTitle: z.string().nullable(),
  amountInr: z.number().int(),
  status: z.enum(BILLING_STATUSES),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: iso,
  paidAt: iso.nullable(),
  payUrl: z.string().nullable(),
  /** The receipt's number: a confirmed, non-test payment has one (and a printable receipt). */
  receiptNo: z.string().nullable().optional(),
  /** What has been refunded of it, in rupees (all of it: the booking ended). */
  refundedInr: z.number().int().optional(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

export const receiptSchema = z.object({
  paymentId: z.string(),
  receiptNumber: z.string(),
  registrationId: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  eventTitle: z.string().nullable(),
  eventDate: iso.nullable(),
  amountInr: z.number().int(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  paidAt: iso,
  billedTo: z.object({ name: z.string(), email: z.string() }),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const paymentParamSchema = z.object({ id: z.string().min(1).max(100) });

/* ------------------------------------------------------------------------------------------------
 * Profile, password, privacy.
 * ---------------------------------------------------------------------------------------------- */

export const profileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  preferredLanguage: z.enum(LANGUAGES),
  /** False for accounts that sign in with Google only (no password to change). */
  hasPassword: z.boolean(),
  isAdmin: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

const NAME_PART_MAX = 100;
/** Empty means "none"; anything else is checked. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : null));

export const updateProfileSchema = z.object({
  firstName: z
    .string('dashboard:errors.firstNameRequired')
    .trim()
    .min(1, 'dashboard:errors.firstNameRequired')
    .max(NAME_PART_MAX, 'dashboard:errors.nameTooLong'),
  lastName: optionalText(NAME_PART_MAX, 'dashboard:errors.nameTooLong'),
  phone: z
    .string()
    .trim()
    .max(30, 'dashboard:errors.phoneInvalid')
    .refine((v) => v === '' || (v.length >= PHONE_MIN_LENGTH && /^[+\d][\d\s()-]*$/.test(v)), 'dashboard:errors.phoneInvalid')
    .optional()
    .transform((v) => (v ? v : null)),
  city: optionalText(NAME_PART_MAX, 'dashboard:errors.cityTooLong'),
  preferredLanguage: z.enum(LANGUAGES, 'dashboard:errors.languageInvalid'),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string('dashboard:errors.currentPasswordRequired').min(1, 'dashboard:errors.currentPasswordRequired').max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string('dashboard:errors.newPasswordTooShort')
      .min(PASSWORD_MIN_LENGTH, 'dashboard:errors.newPasswordTooShort')
      .max(PASSWORD_MAX_LENGTH, 'dashboard:errors.newPasswordTooLong'),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'dashboard:errors.newPasswordSame' });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * DELETE /api/me: the member confirms with their password, or (an account without one) by typing
 * their e-mail address.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  email: z.string().trim().max(254).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** The anonymised stand-ins kept in place of a deleted member's personal data. */
export const DELETED_NAME = 'Deleted member';
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';
