/**
 * Registrations and payments (spec §3, §5, §7): one schema per payload, used by the form that
 * collects it and by the route that receives it. Messages are translation keys; the server's error
 * handler and the client's form resolver turn them into the visitor's language.
 */
import { z } from 'zod';
import { FULL_NAME_MIN_LENGTH, PHONE_MIN_LENGTH, REGISTRATION_STATUSES, REGISTRATION_TYPES } from '../constants.ts';
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

/** Required text: blank gives `requiredKey`. */
const requiredText = (requiredKey: string, max = SHORT) => z.string(requiredKey).trim().min(1, requiredKey).max(max);
/** Optional text that, when given, must not be blank (spec: "when given, non-empty"). */
const nonBlankIfGiven = (key: string, max = LONG) => z.string(key).trim().min(1, key).max(max).optional();
const optionalText = (max = LONG) => z.string().trim().max(max).optional();
const choice = <T extends readonly [string, ...string[]]>(values: T, key = 'validation:invalidChoice') => z.enum(values, key);
const email = (requiredKey: string, invalidKey: string) =>
  z.string(requiredKey).trim().min(1, requiredKey).max(254).pipe(z.email(invalidKey));
const phone = (requiredKey: string, invalidKey: string) =>
  z.string(requiredKey).trim().min(1, requiredKey).max(30).pipe(z.string().min(PHONE_MIN_LENGTH, invalidKey));

const isRealPastDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now() && date.getUTCFullYear() >= 1900;
};

/** A honeypot: people never see it, bots fill it in. */
const honeypot = z.string().max(0, 'validation:invalidInput').optional();

/* ------------------------------------------------------------------------------------------------
 * Unified registration (spec §3 "Unified registration payload", §5 "Unified registration").
 * ---------------------------------------------------------------------------------------------- */

export const personalInfoSchema = z.object({
  fullName: z
    .string('registration:errors.fullNameRequired')
    .trim()
    .min(1, 'registration:errors.fullNameRequired')
    .max(SHORT)
    .pipe(z.string().min(FULL_NAME_MIN_LENGTH, 'registration:errors.fullNameMin')),
  email: email('registration:errors.emailRequired', 'registration:errors.emailInvalid'),
  phone: phone('registration:errors.phoneRequired', 'registration:errors.phoneInvalid'),
  city: requiredText('registration:errors.cityRequired'),
  dateOfBirth: z
    .string('registration:errors.dateOfBirthRequired')
    .trim()
    .min(1, 'registration:errors.dateOfBirthRequired')
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'registration:errors.dateOfBirthInvalid').refine(isRealPastDate, 'registration:errors.dateOfBirthInvalid')),
  timeOfBirth: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'registration:errors.timeOfBirthInvalid')
    .optional(),
  placeOfBirth: requiredText('registration:errors.placeOfBirthRequired'),
  gender: choice(GENDERS, 'registration:errors.genderRequired').default('prefer-not-to-say'),
});

export const consultancyFieldsSchema = z.object({
  ageGroup: choice(AGE_GROUPS, 'registration:errors.ageGroupRequired').optional(),
  occupation: nonBlankIfGiven('registration:errors.occupationRequired', SHORT),
  whatsapp: z.string().trim().min(PHONE_MIN_LENGTH, 'registration:errors.whatsappInvalid').max(30, 'registration:errors.whatsappInvalid').optional(),
  preferredMode: choice(CONSULTANCY_MODES).optional(),
  preferredDay: choice(CONSULTANCY_DAYS).optional(),
  preferredTime: choice(CONSULTANCY_TIMES).optional(),
  concernCategory: choice(CONCERN_CATEGORIES).optional(),
  concernDescription: nonBlankIfGiven('registration:errors.concernDescriptionRequired'),
  consultancyConsent: z.boolean().optional(),
});

export const webinarFieldsSchema = z.object({
  hearAbout: choice(HEAR_ABOUT).optional(),
  motivation: choice(MOTIVATIONS).optional(),
  areaOfInterest: choice(AREAS_OF_INTEREST, 'registration:errors.areaOfInterestRequired'),
  expectations: z.array(choice(WEBINAR_EXPECTATIONS)).max(WEBINAR_EXPECTATIONS.length).optional(),
  attendedBefore: choice(YES_NO).optional(),
  currentChallenges: optionalText(),
  receiveUpdates: z.boolean().optional(),
  webinarConsent: z.boolean().optional(),
});

export const courseFieldsSchema = z.object({
  challenges: optionalText(),
  courseMotivation: nonBlankIfGiven('registration:errors.courseMotivationRequired'),
  balanceStruggles: optionalText(),
  courseExpectations: nonBlankIfGiven('registration:errors.courseExpectationsRequired'),
  learningFormat: choice(LEARNING_FORMATS, 'registration:errors.learningFormatRequired'),
  coachingInterest: choice(COACHING_INTEREST).optional(),
  happinessBlocks: optionalText(),
  desiredResults: optionalText(),
  problemSolvingStyle: choice(PROBLEM_SOLVING_STYLES).optional(),
  sciencesInterest: z.array(choice(SCIENCES)).min(1, 'registration:errors.sciencesInterestRequired').max(SCIENCES.length).optional(),
  courseConsent: z.boolean().optional(),
});

/** The three agreement boxes of the form (spec §2): each must be ticked. */
export const agreementsSchema = z.object({
  accuracy: z.literal(true, 'registration:errors.agreementRequired'),
  confidentiality: z.literal(true, 'registration:errors.agreementRequired'),
  guidelines: z.literal(true, 'registration:errors.agreementRequired'),
});

const unifiedCommon = {
  agreements: agreementsSchema,
  website: honeypot,
  /** Never sent by the client: it keeps the event payload (type: 'event') apart. */
  type: z.undefined().optional(),
};

export const unifiedRegistrationSchema = z.discriminatedUnion(
  'registrationType',
  [
    z.object({ registrationType: z.literal('consultancy'), userData: personalInfoSchema.extend(consultancyFieldsSchema.shape), webinarId: z.string().optional(), ...unifiedCommon }),
    z.object({
      registrationType: z.literal('webinar'),
      userData: personalInfoSchema.extend(webinarFieldsSchema.shape),
      webinarId: z.string('registration:errors.webinarRequired').trim().min(1, 'registration:errors.webinarRequired').max(100),
      ...unifiedCommon,
    }),
    z.object({ registrationType: z.literal('course'), userData: personalInfoSchema.extend(courseFieldsSchema.shape), webinarId: z.string().optional(), ...unifiedCommon }),
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
  eventId: z.string().trim().min(1).max(100),
  eventTitle: z.string().max(SHORT).optional(),
  /** When the visitor sent the form; the server keeps its own time too. */
  registrationDate: z.iso.datetime({ offset: true }).optional(),
  fullName: z.string('registration:event.fullNameRequired').trim().min(FULL_NAME_MIN_LENGTH, 'registration:event.fullNameRequired').max(SHORT),
  email: z.string('registration:event.emailInvalid').trim().max(254).pipe(z.email('registration:event.emailInvalid')),
  phone: z.string('registration:event.phoneInvalid').trim().min(PHONE_MIN_LENGTH, 'registration:event.phoneInvalid').max(30),
  age: z.string('registration:event.ageRequired').trim().min(1, 'registration:event.ageRequired').max(20),
  gender: choice(EVENT_GENDERS, 'registration:event.genderRequired'),
  city: z.string('registration:event.cityRequired').trim().min(2, 'registration:event.cityRequired').max(SHORT),
  meditationExperience: choice(MEDITATION_EXPERIENCE, 'registration:event.experienceRequired'),
  reasonForJoining: z.string('registration:event.reasonRequired').trim().min(10, 'registration:event.reasonRequired').max(LONG),
  expectations: optionalText(),
  specialRequirements: optionalText(),
  timeZone: choice(EVENT_TIME_ZONES, 'registration:event.timeZoneRequired'),
  communicationPreference: choice(COMMUNICATION_PREFERENCES, 'registration:event.preferenceRequired'),
  emergencyContact: z.string('registration:event.emergencyContactRequired').trim().min(10, 'registration:event.emergencyContactRequired').max(SHORT),
  /** An uploaded image (/objects/...), optional. */
  profilePhoto: z.string().trim().max(300).regex(/^\/objects\/[\w./-]+$/, 'registration:event.photoInvalid').optional(),
  consent: z.literal(true, 'registration:event.consentRequired'),
  privacyAgreement: z.literal(true, 'registration:event.privacyRequired'),
  website: honeypot,
});
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventRegistration = z.output<typeof eventRegistrationSchema>;

/** The body of POST /api/unified-registration: the unified payload, or the event payload (type: 'event'). */
export const registrationRequestSchema = z.discriminatedUnion('type', [unifiedRegistrationSchema, eventRegistrationSchema], {
  error: 'registration:errors.typeRequired',
});
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

export const registrationResultSchema = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/* ------------------------------------------------------------------------------------------------
 * What a registration is, as the payment and cancel pages see it (no personal data).
 * ---------------------------------------------------------------------------------------------- */

export const registrationSummarySchema = z.object({
  id: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  status: z.enum(REGISTRATION_STATUSES),
  /** What is charged, decided by the server (spec §9 prices, or the webinar's price). */
  amountInr: z.number().int(),
  paid: z.boolean(),
  event: z
    .object({
      title: z.string(),
      date: z.string(),
      duration: z.number().int(),
      isOnline: z.boolean(),
      location: z.string().nullable(),
    })
    .nullable(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

/** Registration ids are random uuids; anything else is simply not found (404). */
export const registrationIdParamSchema = z.object({ id: z.string().min(1).max(100) });

export const cancelRegistrationSchema = z.object({ signature: z.string().min(1).max(200) });
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
  amountInr: z.number().int(),
  reference: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** The pending payment the browser keeps between the form and the payment page (spec §2, §3); its key is PENDING_PAYMENT_STORAGE_KEY. */
export const pendingPaymentSchema = z.object({
  service: z.enum(REGISTRATION_TYPES),
  registrationId: z.uuid(),
  createdAt: z.string().optional(),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

/** An Idempotency-Key header: the client makes one per form fill. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
