/**
 * Recurring events (docs/architecture.md, "Scheduling"): the series the admin sets (rule and template) and what the API
 * answers about it. Each occurrence is an ordinary event (webinarSchema) with its own seats.
 */
import { z } from 'zod';
import { DEFAULT_EVENT_DURATION_MIN, DEFAULT_EVENT_MAX_ATTENDEES, EVENT_CATEGORIES } from '../constants.ts';
import { seriesRuleSchema } from '../series.ts';
import { EVENT_LIMITS, eventLinkSchema, numberOr } from './admin.ts';
import { webinarTranslationsSchema } from './content.ts';

const optionalText = (max: number) => z.string().trim().max(max, 'admin:errors.tooLong').nullish().transform((v) => v || undefined);
const localized = z.object({
  title: optionalText(EVENT_LIMITS.title),
  shortDescription: optionalText(EVENT_LIMITS.shortDescription),
  description: optionalText(EVENT_LIMITS.description),
  location: optionalText(EVENT_LIMITS.location),
  ctaButtonText: optionalText(EVENT_LIMITS.cta),
});

/** How many occurrences are kept made ahead (the admin's save and the periodic job make them). */
export const SERIES_AHEAD = 3;

/** POST /api/admin/series, PUT /api/admin/series/:id: the rule and the template of every occurrence. */
export const seriesInputSchema = z.object({
  slug: z
    .string('admin:series.errors.slug')
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'admin:series.errors.slug')
    .max(80, 'admin:errors.tooLong'),
  rule: seriesRuleSchema,
  title: z.string('admin:errors.titleRequired').trim().min(1, 'admin:errors.titleRequired').max(EVENT_LIMITS.title, 'admin:errors.tooLong'),
  category: z.enum(EVENT_CATEGORIES, 'admin:errors.categoryInvalid').default('group-session'),
  shortDescription: optionalText(EVENT_LIMITS.shortDescription),
  description: optionalText(EVENT_LIMITS.description),
  duration: numberOr(DEFAULT_EVENT_DURATION_MIN, { min: 1, max: 24 * 60, message: 'admin:errors.durationRange' }),
  maxAttendees: numberOr(DEFAULT_EVENT_MAX_ATTENDEES, { min: 1, max: 100_000, message: 'admin:errors.maxAttendeesRange' }),
  isOnline: z.boolean().default(true),
  location: optionalText(EVENT_LIMITS.location),
  zoomLink: eventLinkSchema()
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || undefined),
  ctaButtonText: optionalText(EVENT_LIMITS.cta),
  isActive: z.boolean().default(true),
  translations: z.object({ hi: localized.nullish(), gu: localized.nullish() }).nullish(),
});
export type SeriesInput = z.input<typeof seriesInputSchema>;
export type SeriesValues = z.output<typeof seriesInputSchema>;

/** A series as the admin sees it, with its next occurrences (id and start). */
export const adminSeriesSchema = z.object({
  id: z.string(),
  slug: z.string(),
  rule: seriesRuleSchema,
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  shortDescription: z.string().nullable(),
  description: z.string(),
  duration: z.number().int(),
  maxAttendees: z.number().int(),
  isOnline: z.boolean(),
  location: z.string().nullable(),
  zoomLink: z.string().nullable(),
  ctaButtonText: z.string().nullable(),
  isActive: z.boolean(),
  translations: webinarTranslationsSchema,
  upcoming: z.array(z.object({ id: z.string(), startsAt: z.string() })),
});
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

export const seriesSlugParamSchema = z.object({ slug: z.string().min(1).max(100) });
