/**
 * Registrations and payments (spec §3, §5, §7): one schema per payload, used by the form that
 * collects it and by the route that receives it. Messages are translation keys; the server's error
 * handler and the client's form resolver turn them into the visitor's language. Written with zod's
 * tree-shakable API (zod/mini): the registration forms load this module when the visitor starts
 * filling one in, and it then costs about a third of what zod's chained API would
 * (docs/decisions/0011).
 */
import * as z from 'zod/mini';
import { whatsAppNumber } from '../whatsapp-number.ts';
import { FULL_NAME_MIN_LENGTH, LANGUAGES, SESSION_MODES, PHONE_MIN_LENGTH, REGISTRATION_STATUSES, REGISTRATION_TYPES } from '../constants.ts';
import {
  AGE_GROUPS,
  AREAS_OF_INTEREST,
  COACHING_INTEREST,
  COMMUNICATION_PREFERENCES,
  CONCERN_CATEGORIES,
  CONSULTANCY_DAYS,
  CONSULTANCY_MODES,
  CONSULTANCY_TIMES,
  EVENT_GENDERS,
  EVENT_TIME_ZONES,
  GENDERS,
  HEAR_ABOUT,
  LEARNING_FORMATS,
  MEDITATION_EXPERIENCE,
  MOTIVATIONS,
  PROBLEM_SOLVING_STYLES,
  SCIENCES,
  WEBINAR_EXPECTATIONS,
  YES_NO,
} from '../registration-choices.ts';

export * from '../registration-choices.ts';

const SHORT = 200;
const LONG = 2000;

/* ------------------------------------------------------------------------------------------------
 * Building blocks.
 * ---------------------------------------------------------------------------------------------- */

/** Trimmed text of `min`..`max` characters; `key` names the message of a wrong type and of too short. */
const text = (key: string | undefined, min: number, max: number) => z.string(key).check(z.trim(), z.minLength(min, key), z.maxLength(max));
/** Required text: blank gives `requiredKey`. */
const requiredText = (requiredKey: string, max = SHORT) => text(requiredKey, 1, max);
/** Optional text that, when given, must not be blank (spec: "when given, non-empty"). */
const nonBlankIfGiven = (key: string, max = LONG) => z.optional(text(key, 1, max));
const optionalText = (max = LONG) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const choice = <T extends readonly [string, ...string[]]>(values: T, key = 'validation:invalidChoice') => z.enum(values, key);
const email = (requiredKey: string, invalidKey: string) => z.pipe(text(requiredKey, 1, 254), z.email(invalidKey));
const phone = (requiredKey: string, invalidKey: string) => z.pipe(text(requiredKey, 1, 30), z.string().check(z.minLength(PHONE_MIN_LENGTH, invalidKey)));
const isRealPastDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now() && date.getUTCFullYear() >= 1900;
};

/** A honeypot: people never see it, bots fill it in. */
const honeypot = z.optional(z.string().check(z.maxLength(0, 'validation:invalidInput')));

/* ------------------------------------------------------------------------------------------------
 * Unified registration (spec §3 "Unified registration payload", §5 "Unified registration").
 * ---------------------------------------------------------------------------------------------- */

export const personalInfoSchema = z.object({
  fullName: z.pipe(text('registration:errors.fullNameRequired', 1, SHORT), z.string().check(z.minLength(FULL_NAME_MIN_LENGTH, 'registration:errors.fullNameMin'))),
  email: email('registration:errors.emailRequired', 'registration:errors.emailInvalid'),
  phone: phone('registration:errors.phoneRequired', 'registration:errors.phoneInvalid'),
  city: requiredText('registration:errors.cityRequired'),
  dateOfBirth: z.pipe(
    z.string('registration:errors.dateOfBirthRequired').check(z.trim(), z.minLength(1, 'registration:errors.dateOfBirthRequired')),
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'registration:errors.dateOfBirthInvalid'), z.refine(isRealPastDate, 'registration:errors.dateOfBirthInvalid')),
  ),
  timeOfBirth: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'registration:errors.timeOfBirthInvalid'))),
  placeOfBirth: requiredText('registration:errors.placeOfBirthRequired'),
  gender: z._default(choice(GENDERS, 'registration:errors.genderRequired'), 'prefer-not-to-say'),
  /** "Send me updates on WhatsApp" (issue 52), unticked unless the visitor ticks it; here or at the top level. */
  whatsappOptIn: z.optional(z.boolean('validation:invalidInput')),
});

/**
 * A consultation asks only who is coming (name, e-mail, phone): the city and the birth details are
 * checked when given, and the server requires the birth details for a service that asks them
 * (services.askBirthDetails, issue 51; registrations/service.ts).
 */
const consultancyPersonalSchema = z.extend(personalInfoSchema, {
  city: nonBlankIfGiven('registration:errors.cityRequired', SHORT),
  dateOfBirth: z.optional(personalInfoSchema.shape.dateOfBirth),
  placeOfBirth: nonBlankIfGiven('registration:errors.placeOfBirthRequired', SHORT),
});

export const consultancyFieldsSchema = z.object({
  ageGroup: z.optional(choice(AGE_GROUPS, 'registration:errors.ageGroupRequired')),
  occupation: nonBlankIfGiven('registration:errors.occupationRequired', SHORT),
  whatsapp: z.optional(z.string().check(z.trim(), z.minLength(PHONE_MIN_LENGTH, 'registration:errors.whatsappInvalid'), z.maxLength(30, 'registration:errors.whatsappInvalid'))),
  preferredMode: z.optional(choice(CONSULTANCY_MODES)),
  preferredDay: z.optional(choice(CONSULTANCY_DAYS)),
  preferredTime: z.optional(choice(CONSULTANCY_TIMES)),
  concernCategory: z.optional(choice(CONCERN_CATEGORIES)),
  concernDescription: nonBlankIfGiven('registration:errors.concernDescriptionRequired'),
  consultancyConsent: z.optional(z.boolean()),
});

export const webinarFieldsSchema = z.object({
  hearAbout: z.optional(choice(HEAR_ABOUT)),
  motivation: z.optional(choice(MOTIVATIONS)),
  areaOfInterest: choice(AREAS_OF_INTEREST, 'registration:errors.areaOfInterestRequired'),
  expectations: z.optional(z.array(choice(WEBINAR_EXPECTATIONS)).check(z.maxLength(WEBINAR_EXPECTATIONS.length))),
  attendedBefore: z.optional(choice(YES_NO)),
  currentChallenges: optionalText(),
  receiveUpdates: z.optional(z.boolean()),
  webinarConsent: z.optional(z.boolean()),
});

export const courseFieldsSchema = z.object({
  challenges: optionalText(),
  courseMotivation: nonBlankIfGiven('registration:errors.courseMotivationRequired'),
  balanceStruggles: optionalText(),
  courseExpectations: nonBlankIfGiven('registration:errors.courseExpectationsRequired'),
  learningFormat: choice(LEARNING_FORMATS, 'registration:errors.learningFormatRequired'),
  coachingInterest: z.optional(choice(COACHING_INTEREST)),
  happinessBlocks: optionalText(),
  desiredResults: optionalText(),
  problemSolvingStyle: z.optional(choice(PROBLEM_SOLVING_STYLES)),
  sciencesInterest: z.optional(z.array(choice(SCIENCES)).check(z.minLength(1, 'registration:errors.sciencesInterestRequired'), z.maxLength(SCIENCES.length))),
  courseConsent: z.optional(z.boolean()),
});

/** The three agreement boxes of the form (spec §2): each must be ticked. */
export const agreementsSchema = z.object({
  accuracy: z.literal(true, 'registration:errors.agreementRequired'),
  confidentiality: z.literal(true, 'registration:errors.agreementRequired'),
  guidelines: z.literal(true, 'registration:errors.agreementRequired'),
});

/** "Send me updates on WhatsApp" (issue 52), beside the phone: unticked unless the visitor ticks it. */
const whatsappOptIn = z.optional(z.boolean('validation:invalidInput'));
/**
 * The visitor's IANA time zone as their browser says it (the forms' VisitorZoneField), so the e-mails
 * can give times on their own clock beside IST; the server keeps it only when it knows the zone.
 */
const visitorZone = z.optional(z.string().check(z.trim(), z.maxLength(64)));

const unifiedCommon = {
  agreements: agreementsSchema,
  timeZone: visitorZone,
  whatsappOptIn,
  website: honeypot,
  /** Never sent by the client: it keeps the event payload (type: 'event') apart. */
  type: z.optional(z.undefined()),
};

/**
 * The consultation or course bought (a services row's id). The server charges its catalogue price
 * and checks its kind; without one it takes the only active offering of the kind, if there is one.
 */
const serviceId = z.optional(z.string('registration:errors.serviceRequired').check(z.maxLength(100, 'registration:errors.serviceNotFound')));

export const unifiedRegistrationSchema = z.discriminatedUnion(
  'registrationType',
  [
    z.object({
      registrationType: z.literal('consultancy'),
      userData: z.extend(consultancyPersonalSchema, consultancyFieldsSchema.shape),
      webinarId: z.optional(z.string()),
      serviceId,
      /** A start the slots API offered (issue 19); without one the consultation is a request the founder answers by hand. */
      slotStart: z.optional(z.iso.datetime({ offset: true, error: 'scheduling:errors.instant' })),
      /** How the session takes place: required when the service is offered both online and in person. */
      sessionMode: z.optional(z.enum(SESSION_MODES, 'scheduling:errors.sessionMode')),
      /** Book at ₹0 with one of the signed-in member's package credits for this service (issue 54 part 1); needs slotStart. */
      useCredit: z.optional(z.boolean('validation:invalidInput')),
      ...unifiedCommon,
    }),
    z.object({
      registrationType: z.literal('webinar'),
      userData: z.extend(personalInfoSchema, webinarFieldsSchema.shape),
      webinarId: text('registration:errors.webinarRequired', 1, 100),
      ...unifiedCommon,
    }),
    z.object({ registrationType: z.literal('course'), userData: z.extend(personalInfoSchema, courseFieldsSchema.shape), webinarId: z.optional(z.string()), serviceId, ...unifiedCommon }),
    /**
     * A package of sessions (issue 54 part 1): who buys it and which package; the price is the
     * package's, the credits go to the buyer's verified address once it is paid.
     */
    z.object({
      registrationType: z.literal('package'),
      packageId: text('packages:errors.notFound', 1, 100),
      name: personalInfoSchema.shape.fullName,
      email: personalInfoSchema.shape.email,
      phone: personalInfoSchema.shape.phone,
      whatsappOptIn,
      website: honeypot,
      type: z.optional(z.undefined()),
    }),
  ],
  { error: 'registration:errors.typeRequired' },
);
export type UnifiedRegistrationInput = z.input<typeof unifiedRegistrationSchema>;
export type UnifiedRegistration = z.output<typeof unifiedRegistrationSchema>;

/* ------------------------------------------------------------------------------------------------
 * Event registration (spec §3 "Event registration payload", §5 "Event registration").
 * ---------------------------------------------------------------------------------------------- */

export const eventRegistrationSchema = z.object({
  type: z.literal('event'),
  eventId: text(undefined, 1, 100),
  eventTitle: z.optional(z.string().check(z.maxLength(SHORT))),
  /** When the visitor sent the form; the server keeps its own time too. */
  registrationDate: z.optional(z.iso.datetime({ offset: true })),
  fullName: text('registration:event.fullNameRequired', FULL_NAME_MIN_LENGTH, SHORT),
  email: z.pipe(z.string('registration:event.emailInvalid').check(z.trim(), z.maxLength(254)), z.email('registration:event.emailInvalid')),
  phone: text('registration:event.phoneInvalid', PHONE_MIN_LENGTH, 30),
  age: text('registration:event.ageRequired', 1, 20),
  gender: choice(EVENT_GENDERS, 'registration:event.genderRequired'),
  city: text('registration:event.cityRequired', 2, SHORT),
  meditationExperience: choice(MEDITATION_EXPERIENCE, 'registration:event.experienceRequired'),
  reasonForJoining: text('registration:event.reasonRequired', 10, LONG),
  expectations: optionalText(),
  specialRequirements: optionalText(),
  timeZone: choice(EVENT_TIME_ZONES, 'registration:event.timeZoneRequired'),
  communicationPreference: choice(COMMUNICATION_PREFERENCES, 'registration:event.preferenceRequired'),
  emergencyContact: text('registration:event.emergencyContactRequired', 10, SHORT),
  /** An uploaded image (/objects/...), optional. */
  profilePhoto: z.optional(z.string().check(z.trim(), z.maxLength(300), z.regex(/^\/objects\/[\w./-]+$/, 'registration:event.photoInvalid'))),
  consent: z.literal(true, 'registration:event.consentRequired'),
  privacyAgreement: z.literal(true, 'registration:event.privacyRequired'),
  whatsappOptIn,
  website: honeypot,
});
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventRegistration = z.output<typeof eventRegistrationSchema>;

/* ------------------------------------------------------------------------------------------------
 * The short registration for an event or webinar (issue 18 §4): what a free event asks, the same
 * from /webinar-registration, /register, the event cards and the circle's page. The page's extra
 * questions (the admin's form for it) travel in `answers` and are stored with the registration.
 * ---------------------------------------------------------------------------------------------- */

/** Where a short registration was made (stored with it, for the founder). */
export const SIGNUP_SOURCES = ['webinar-page', 'register', 'event-card', 'event-page'] as const;
export const SIGNUP_MAX_ANSWERS = 40;

const answerValue = z.union([
  z.string().check(z.maxLength(LONG)),
  z.boolean(),
  z.number(),
  z.null(),
  z.array(z.string().check(z.maxLength(SHORT))).check(z.maxLength(50)),
]);

export const signupRegistrationSchema = z.object({
  type: z.literal('signup'),
  /** The event's id (or a series' slug: its next occurrence). */
  webinarId: text('registration:errors.webinarRequired', 1, 100),
  fullName: personalInfoSchema.shape.fullName,
  email: personalInfoSchema.shape.email,
  /** Optional; when given, a real number. */
  phone: z.optional(z.union([z.literal(''), phone('registration:errors.phoneRequired', 'registration:errors.phoneInvalid')])),
  /** The language of the e-mails (else the page's). */
  language: z.optional(z.enum(LANGUAGES, 'validation:invalidChoice')),
  consent: z.literal(true, 'registration:signup.consentRequired'),
  answers: z.optional(
    z.record(z.string().check(z.maxLength(100)), answerValue).check(z.refine((v) => Object.keys(v).length <= SIGNUP_MAX_ANSWERS, 'validation:invalidInput')),
  ),
  source: z.optional(z.enum(SIGNUP_SOURCES)),
  whatsappOptIn,
  timeZone: visitorZone,
  website: honeypot,
});
export type SignupRegistrationInput = z.input<typeof signupRegistrationSchema>;

/** The body of POST /api/unified-registration: the unified payload, the event payload (type: 'event') or the short one (type: 'signup'). */
export const registrationRequestSchema = z
  .discriminatedUnion('type', [unifiedRegistrationSchema, eventRegistrationSchema, signupRegistrationSchema], {
    error: 'registration:errors.typeRequired',
  })
  .check((ctx) => {
    // Who asks for WhatsApp updates gives a number WhatsApp can reach (E.164 after normalising; 10 Indian digits get 91).
    const optIn = whatsAppOptInOf(ctx.value);
    if (optIn && !whatsAppNumber(optIn.number)) {
      ctx.issues.push({ code: 'custom', message: 'registration:errors.whatsappNumberInvalid', path: optIn.path, input: optIn.number });
    }
  });

/** Whether a registration asks for WhatsApp updates, and the number (the consultation form's WhatsApp field, else the phone) with its place in the payload. */
export function whatsAppOptInOf(value: z.output<typeof unifiedRegistrationSchema> | z.output<typeof eventRegistrationSchema> | z.output<typeof signupRegistrationSchema>): { number: string; path: string[] } | null {
  if (value.type === 'event' || value.type === 'signup') return value.whatsappOptIn ? { number: value.phone ?? '', path: ['phone'] } : null;
  if (value.registrationType === 'package') return value.whatsappOptIn ? { number: value.phone, path: ['phone'] } : null;
  if (!value.whatsappOptIn && !value.userData.whatsappOptIn) return null;
  const whatsapp = 'whatsapp' in value.userData ? value.userData.whatsapp : undefined;
  return whatsapp ? { number: whatsapp, path: ['userData', 'whatsapp'] } : { number: value.userData.phone, path: ['userData', 'phone'] };
}
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

export const registrationResultSchema = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /**
   * pending_payment only: the payment page's address with its signed link (`sig`, `exp`), the one way
   * the browser continues (a registration's id alone opens no payment: issue 49 item 7).
   */
  paymentUrl: z.optional(z.string()),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/* ------------------------------------------------------------------------------------------------
 * What a registration is, as the payment and cancel pages see it (no personal data).
 * ---------------------------------------------------------------------------------------------- */

export const registrationSummarySchema = z.object({
  id: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  status: z.enum(REGISTRATION_STATUSES),
  /** What is charged, decided by the server from the catalogue (the service's or the event's priceInr). */
  amountInr: z.int(),
  /** What is paid for: the service's or the event's title in the asked language (null: neither is known any more). */
  offering: z.nullable(z.string()),
  paid: z.boolean(),
  event: z.nullable(
    z.object({
      title: z.string(),
      date: z.string(),
      duration: z.int(),
      isOnline: z.boolean(),
      location: z.nullable(z.string()),
    }),
  ),
  /**
   * A booked consultation's time (ISO instants) and how it is held: online (the personal joining link
   * comes by e-mail and on the dashboard, never here) or in person at the practice's address (null:
   * not given yet); absent or null: no slot (an event, the course, a request).
   */
  slot: z.optional(
    z.nullable(
      z.object({
        start: z.string(),
        end: z.string(),
        mode: z.optional(z.enum(['online', 'in_person'])),
        address: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
  /** Until when a pending_payment registration holds its seat (ISO instant); absent or null: nothing held. */
  holdExpiresAt: z.optional(z.nullable(z.string())),
  /** What the server can take: direct UPI, Razorpay, or booking on request; absent: the page offers every method. */
  methods: z.optional(z.object({ upi: z.boolean(), razorpay: z.boolean(), onRequest: z.boolean() })),
  /** The practice issues tax invoices (it has a GSTIN): the page offers a business payer the GSTIN and address fields. */
  taxInvoice: z.optional(z.boolean()),
  /** A coupon code applied (issue 54 part 2): the catalogue price and its discount; amountInr is what is left. */
  coupon: z.optional(z.nullable(z.object({ code: z.string(), catalogueInr: z.int(), discountInr: z.int() }))),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

/** Registration ids are random uuids; anything else is simply not found (404). */
export const registrationIdParamSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** The `sig` and `exp` of a cancel link (links sent before links expired have no exp). */
export const cancelRegistrationSchema = z.object({ signature: z.string().check(z.minLength(1), z.maxLength(200)), exp: z.optional(z.string().check(z.maxLength(20))) });
export const cancelResultSchema = z.object({ id: z.string(), status: z.enum(REGISTRATION_STATUSES) });

/* ------------------------------------------------------------------------------------------------
 * Payment (spec §2 "Payment", §4).
 * ---------------------------------------------------------------------------------------------- */

export const PAYMENT_METHODS = ['upi', 'card', 'netbanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentRequestSchema = z.object({
  /** 'free' confirms a registration that costs nothing. */
  method: z.enum([...PAYMENT_METHODS, 'free'], 'validation:invalidChoice'),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentResultSchema = z.object({
  registrationId: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  paymentStatus: z.enum(['paid']),
  amountInr: z.int(),
  reference: z.nullable(z.string()),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** The pending payment the browser keeps between the form and the payment page (spec §2, §3); its key is PENDING_PAYMENT_STORAGE_KEY. */
export const pendingPaymentSchema = z.object({
  service: z.enum(REGISTRATION_TYPES),
  registrationId: z.uuid(),
  /** The signed payment link's `sig` and `exp` (the page's calls carry them). */
  sig: z.optional(z.string().check(z.maxLength(200))),
  exp: z.optional(z.string().check(z.maxLength(20))),
  createdAt: z.optional(z.string()),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

/** An Idempotency-Key header: the client makes one per form fill. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
