/**
 * Business constants of the product (spec §9) and the enum tuples that feed both the database
 * columns and the zod contracts. One place: change a value here and every side follows.
 */

export const LANGUAGES = ['en', 'hi', 'gu'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key (spec §3 "Language entry"); mirrored in a cookie of the same name for SSR. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/**
 * Cookie naming the languages whose site faces the browser has cached (`gu.hi`), set by the page's
 * script once it has fetched them (lib/site-fonts.tsx, docs/decisions/0026). Like the language
 * cookie, it says nothing about who the visitor is: a page served for it may be cached.
 */
export const SITE_FONTS_COOKIE = 'site-fonts';

/** Whether a request's cookies say the browser holds the site's faces for `lang`. */
export function siteFontsHeld(cookies: Readonly<Record<string, string | undefined>> | undefined, lang: Language): boolean {
  return !!cookies?.[SITE_FONTS_COOKIE]?.split('.').includes(lang);
}

export const LANGUAGE_ENTRIES: ReadonlyArray<{ code: Language; name: string; nativeName: string; flag: string }> = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', flag: '🇮🇳' },
];

/** A language's name in its own script (`ગુજરાતી`). */
export function nativeLanguageName(code: Language): string {
  return LANGUAGE_ENTRIES.find((l) => l.code === code)?.nativeName ?? code;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The practice works in India Standard Time; event instants are shown in IST first. */
export const PRACTICE_TIME_ZONE = 'Asia/Kolkata';

/** Client data fetching (spec §9). */
export const QUERY_FRESH_MS = 5 * 60 * 1000;
export const QUERY_CACHE_MS = 10 * 60 * 1000;
export const EVENTS_POLL_MS = 30_000;
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Toasts (spec §9). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Listing limits (spec §9). */
export const HOME_WEBINAR_LIMIT = 4;
export const HOME_SERVICE_LIMIT = 6;
export const SERVICE_CARD_FEATURE_LIMIT = 3;
export const CONTACT_PREVIEW_CHARS = 100;
export const CALENDAR_CELLS = 42;

/** Defaults (spec §3, §5, §9). */
export const DEFAULT_EVENT_DURATION_MIN = 120;
export const DEFAULT_EVENT_MAX_ATTENDEES = 50;
export const DEFAULT_SERVICE_DURATION = '60 minutes';
export const DEFAULT_SERVICE_SORT_ORDER = 0;

/** Limits (spec §9). */
export const PHONE_MIN_LENGTH = 10;
export const FULL_NAME_MIN_LENGTH = 2;
/** Contact form (POST /api/contact): generous for people, bounded for storage. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The meditation circle's optional profile photo (spec §5 hint: "JPG/PNG up to 2 MB"). */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export const COURSE_DAYS = 7;

/** Entity enums. */
export const EVENT_CATEGORIES = ['workshop', 'webinar', 'retreat', 'group-session'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const SERVICE_CATEGORIES = ['speaking', 'coaching', 'analysis', 'healing', 'consultation', 'meditation'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_ICON_NAMES = [
  'BarChart3', 'Sparkles', 'Heart', 'Star', 'GraduationCap', 'Users', 'Users2', 'Mic', 'UsersRound',
  'CheckCircle', 'Briefcase', 'Brain', 'Sprout', 'Leaf', 'Presentation', 'Building', 'ArrowRight',
] as const;
export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];

export const FORM_TYPES = ['personal_consultancy', 'webinar_registration', 'course_interest', 'custom'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'radio', 'checkbox', 'header', 'date', 'time'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const REGISTRATION_TYPES = ['consultancy', 'webinar', 'course', 'event', 'package'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/**
 * A registration's life (docs/decisions/0017): pending_payment holds its seat or slot until
 * holdExpiresAt, then becomes expired; awaiting_verification is a direct-UPI payment whose UTR the
 * founder has still to check (it keeps its seat); refunded is a paid registration refunded in full.
 */
export const REGISTRATION_STATUSES = ['confirmed', 'pending_payment', 'awaiting_verification', 'waitlisted', 'expired', 'cancelled', 'refunded'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** Registrations that hold a seat of their event (or, later, a slot of the calendar). */
export const SEAT_HOLDING_STATUSES = ['confirmed', 'pending_payment', 'awaiting_verification'] as const satisfies readonly RegistrationStatus[];
/** Registrations that no longer count: the same person may register for the same event again. */
export const ENDED_STATUSES = ['cancelled', 'expired', 'refunded'] as const satisfies readonly RegistrationStatus[];

/**
 * One payment attempt per registration and provider: pending (order made, or UPI link shown),
 * submitted (the payer gave a UPI UTR; the founder checks it), paid, failed (the provider declined),
 * rejected (the founder found no such UPI payment). At most one payment of a registration is paid (a
 * unique index); money that arrives for a registration already paid, or without a seat, is flagged
 * and refunded.
 */
export const PAYMENT_STATUSES = ['pending', 'submitted', 'paid', 'failed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** razorpay: Standard Checkout; upi: straight to the founder's UPI ID; simulated: development only, never revenue; manual: booking on request, confirmed by the founder; none: free. */
export const PAYMENT_PROVIDERS = ['razorpay', 'upi', 'simulated', 'manual', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Why a payment needs the founder's eye. */
export const PAYMENT_FLAGS = ['late_no_seat', 'already_paid', 'amount_mismatch', 'utr_reused', 'slot_busy'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** What the catalogue sells besides events: a consultation (services) or the course. */
export const OFFERING_KINDS = ['consultation', 'course'] as const;
/** How a consultation takes place (issue 19): online (meeting link), in person (practice address) or either. */
export const SERVICE_MODES = ['online', 'in_person', 'both'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];
/** How one booked session takes place (a service offered "both" lets the client choose). */
export const SESSION_MODES = ['online', 'in_person'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];
/** What became of a booked session once its time passed (the founder marks it). */
export const SESSION_OUTCOMES = ['completed', 'no_show'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];
/** A consultation's length when the founder has not set one. */
export const DEFAULT_SESSION_MINUTES = 60;
export type OfferingKind = (typeof OFFERING_KINDS)[number];

/** Money path defaults (PAYMENT_HOLD_MINUTES overrides the hold). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 20;
/** Receipt numbers: AM/2026-27/0001, sequential per Indian financial year (April to March). */
export const RECEIPT_PREFIX = 'AM';
/** The SAC code coaching is commonly filed under ("commercial training and coaching services"). */
export const DEFAULT_SAC_CODE = '999293';
/** A UPI transaction reference: 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MEMBERSHIPS = ['free', 'premium'] as const;
export type Membership = (typeof MEMBERSHIPS)[number];

/** 'digest': a founder's notice held for her daily digest instead of sent alone (mail/worker.ts). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'digest'] as const;
