/** Public read contracts: webinars/events and services (spec §3), as the API returns them. */
import { z } from 'zod';
import { EVENT_CATEGORIES, OFFERING_KINDS, SERVICE_MODES } from '../constants.ts';
import { EVENT_TEXT_FIELDS, SERVICE_TEXT_FIELDS } from '../content-languages.ts';
import { publicPackageSchema } from './packages.ts';

const localizedWebinarFields = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  shortDescription: z.string().optional(),
  location: z.string().optional(),
  ctaButtonText: z.string().optional(),
});
export const webinarTranslationsSchema = z.object({ hi: localizedWebinarFields.optional(), gu: localizedWebinarFields.optional() });
export type WebinarTranslations = z.infer<typeof webinarTranslationsSchema>;

const localizedServiceFields = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  features: z.array(z.string()).optional(),
  duration: z.string().optional(),
});
export const serviceTranslationsSchema = z.object({ hi: localizedServiceFields.optional(), gu: localizedServiceFields.optional() });
export type ServiceTranslations = z.infer<typeof serviceTranslationsSchema>;

export const webinarSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  shortDescription: z.string().nullable(),
  /** The start instant, ISO 8601. */
  date: z.string(),
  /** The start time of day in IST, HH:mm (spec: "date, time"). */
  time: z.string(),
  duration: z.number().int(),
  /** Whole rupees; 0 = free. Pages write it with formatInr. */
  priceInr: z.number().int(),
  location: z.string().nullable(),
  isOnline: z.boolean(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  maxAttendees: z.number().int(),
  imagePath: z.string().nullable(),
  ctaButtonText: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  seatsLeft: z.number().int(),
  isPast: z.boolean(),
  /** The texts shown in English on a Hindi or Gujarati page, their translation missing (marked lang="en"). */
  englishFields: z.array(z.enum(EVENT_TEXT_FIELDS)).optional(),
});
export type Webinar = z.infer<typeof webinarSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  /** Its page is /services/<slug> (else /services/<id>). */
  slug: z.string().nullable(),
  kind: z.enum(OFFERING_KINDS),
  iconName: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Whole rupees; 0 = free. Pages write it with formatInr. */
  priceInr: z.number().int(),
  /** As the founder wrote it ("60-90 minutes"), else the session's minutes as said in the language. */
  duration: z.string(),
  /** A consultation's session length in minutes: its slots (GET /api/services/:id/slots) are this long. */
  durationMinutes: z.number().int(),
  /** online, in_person, or both (the client chooses when booking). */
  mode: z.enum(SERVICE_MODES),
  /** Booking it asks the date, time and place of birth (astrology, the life report); any other booking asks name, e-mail and phone. */
  askBirthDetails: z.boolean(),
  sortOrder: z.number().int(),
  /** The texts shown in English on a Hindi or Gujarati page, their translation missing (marked lang="en"). */
  englishFields: z.array(z.enum(SERVICE_TEXT_FIELDS)).optional(),
  /** A consultation's active packages of sessions (issue 54 part 1), in the asked language; absent: none. */
  packages: z.array(publicPackageSchema).optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const idParamSchema = z.object({ id: z.string().min(1).max(100) });

// A service's addresses and findService live in ../service-paths.ts, apart from zod: the browser takes them from there.
