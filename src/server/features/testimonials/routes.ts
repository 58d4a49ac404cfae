/**
 * Testimonials with consent (issue 54 part 4): the signed feedback link's API (read, answer,
 * withdraw), the founder's list and decisions, and a member's own testimonials.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '../../../shared/contracts/dashboard.ts';
import { adminTestimonialSchema, feedbackViewSchema, testimonialAnswerSchema, testimonialLinkQuerySchema, testimonialReviewSchema } from '../../../shared/contracts/testimonials.ts';
import { actorOf } from '../../lib/audit.ts';

const idParams = z.object({ id: z.uuid() });

export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.testimonials;
  const publicAccess = { config: { access: 'public' as const } };
  const admin = { config: { access: 'admin' as const } };
  const member = { config: { access: 'member' as const } };

  app.get(
    '/api/feedback/:id',
    {
      ...publicAccess,
      schema: { tags: ['testimonials'], summary: 'What the signed feedback link shows: the offering and the answer so far', params: idParams, querystring: testimonialLinkQuerySchema, response: { 200: feedbackViewSchema } },
    },
    (req) => service.view(req.params.id, req.query.sig, req.query.exp),
  );

  app.post(
    '/api/feedback/:id',
    {
      ...publicAccess,
      schema: {
        tags: ['testimonials'],
        summary: 'Answers the request by its signed link: a rating 1-5, up to 1,000 characters, and whether the words may be published (by first name and city, anonymously, or not)',
        params: idParams,
        querystring: testimonialLinkQuerySchema,
        body: testimonialAnswerSchema,
        response: { 200: feedbackViewSchema },
      },
    },
    (req) => service.answer(req.params.id, req.query.sig, req.query.exp, req.body),
  );

  app.post(
    '/api/feedback/:id/withdraw',
    { ...publicAccess, schema: { tags: ['testimonials'], summary: 'Withdraws the testimonial by its signed link: shown nowhere from now on', params: idParams, querystring: testimonialLinkQuerySchema, response: { 200: okSchema } } },
    async (req) => {
      await service.withdrawByLink(req.params.id, req.query.sig, req.query.exp);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/testimonials',
    { ...admin, schema: { tags: ['admin'], summary: 'Answered testimonials (ratings, words, publication choice), newest first', response: { 200: z.array(adminTestimonialSchema) } } },
    () => service.listAll(),
  );

  app.put(
    '/api/admin/testimonials/:id',
    {
      ...admin,
      schema: { tags: ['admin'], summary: 'Approves (shown to visitors) or hides a testimonial; only words their author agreed to publish can be approved', params: idParams, body: testimonialReviewSchema, response: { 200: okSchema } },
    },
    async (req) => {
      await service.review(actorOf(req), req.params.id, req.body.status);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me/testimonials',
    { ...member, schema: { tags: ['dashboard'], summary: "The member's own answered testimonials", response: { 200: z.array(feedbackViewSchema) } } },
    (req) => service.listOwn(req.user!),
  );

  app.post(
    '/api/me/testimonials/:id/withdraw',
    { ...member, schema: { tags: ['dashboard'], summary: 'Withdraws one of the member’s own testimonials', params: idParams, response: { 200: okSchema } } },
    async (req) => {
      await service.withdrawOwn(req.user!, req.params.id);
      return { ok: true as const };
    },
  );
};
