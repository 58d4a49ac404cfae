/**
 * Testimonials with consent (issue 54 part 4): what a participant answers through the signed
 * feedback link, what the founder sees and decides, and what a member sees of their own.
 * Messages are translation keys (namespace `testimonials`).
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

export const TESTIMONIAL_BODY_MAX = 1000;
export const TESTIMONIAL_PUBLISH = ['name', 'anonymous', 'none'] as const;
export type TestimonialPublish = (typeof TESTIMONIAL_PUBLISH)[number];
export const TESTIMONIAL_STATUSES = ['requested', 'submitted', 'approved', 'hidden', 'withdrawn'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** The answer, from JSON or from the page's HTML form (strings): the same rules either way. */
export const testimonialAnswerSchema = z.object({
  rating: z.coerce
    .number({ error: 'testimonials:errors.rating' })
    .int('testimonials:errors.rating')
    .min(1, 'testimonials:errors.rating')
    .max(5, 'testimonials:errors.rating'),
  body: z.string({ error: 'testimonials:errors.bodyTooLong' }).trim().max(TESTIMONIAL_BODY_MAX, 'testimonials:errors.bodyTooLong').default(''),
  publish: z.enum(TESTIMONIAL_PUBLISH, { error: 'testimonials:errors.publish' }),
});
export type TestimonialAnswer = z.output<typeof testimonialAnswerSchema>;

/** The signed link's query: `sig` and `exp` as the e-mail wrote them. */
export const testimonialLinkQuerySchema = z.object({ sig: z.string().min(1).max(200), exp: z.string().max(20).optional() });

/** What the feedback page shows: the offering's title and the answer given so far. */
export const feedbackViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  firstName: z.string(),
  status: z.enum(TESTIMONIAL_STATUSES),
  rating: z.number().int().nullable(),
  body: z.string().nullable(),
  publish: z.enum(TESTIMONIAL_PUBLISH).nullable(),
});
export type FeedbackView = z.infer<typeof feedbackViewSchema>;

export const adminTestimonialSchema = feedbackViewSchema.extend({
  email: z.string(),
  city: z.string().nullable(),
  language: z.enum(LANGUAGES),
  requestedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** The founder's decision on published words. */
export const testimonialReviewSchema = z.object({ status: z.enum(['approved', 'hidden']) });

/** A testimonial shown to visitors, in the language it was written in. */
export const publishedTestimonialSchema = z.object({ quote: z.string(), name: z.string(), detail: z.string(), lang: z.enum(LANGUAGES) });
export type PublishedTestimonial = z.infer<typeof publishedTestimonialSchema>;
