/** Public read contracts: webinars/events and services (spec §3), as the API returns them. */
import { z } from 'zod';
import { EVENT_CATEGORIES } from '../constants.ts';

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
  price: z.string().optional(),
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
  price: z.string(),
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
});
export type Webinar = z.infer<typeof webinarSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  iconName: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  price: z.string(),
  duration: z.string(),
  sortOrder: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

export const idParamSchema = z.object({ id: z.string().min(1).max(100) });
