/**
 * The 7-day course (issue 54 part 3): the founder's lessons (/api/admin/course/...) and the
 * learner's course (/api/me/course/...). A learner's routes answer 404 for a slug that is no
 * course, 403 for a member who has not bought it (or whose purchase was refunded or cancelled), and
 * 403 with `opensAt` for a day not open yet.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { okSchema } from '../../../shared/contracts/dashboard.ts';
import {
  adminCourseSchema,
  adminLessonParamsSchema,
  adminLessonSchema,
  certificateSchema,
  courseParamsSchema,
  courseViewSchema,
  lessonInputSchema,
  lessonParamsSchema,
  lessonViewSchema,
  myCourseSchema,
} from '../../../shared/contracts/course.ts';
import { actorOf } from '../../lib/audit.ts';
import { attachmentHeader } from '../downloads/service.ts';
import { DayLockedError } from './service.ts';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { course, translator } = app.services;
  const admin = { config: { access: 'admin' as const } };
  const member = { config: { access: 'member' as const } };
  const tags = ['course'];

  /** A locked day's 403 carries the instant it opens, beside the message in the member's language. */
  const lockedAware =
    <T>(work: (req: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        return await work(req, reply);
      } catch (err) {
        if (!(err instanceof DayLockedError)) throw err;
        return reply
          .code(403)
          .type('application/json; charset=utf-8')
          .send({ error: { code: err.code, message: translator.t(req.lang)(err.messageKey, err.params), day: err.day, opensAt: err.opensAt.toISOString() } });
      }
    };

  app.get(
    '/api/admin/course',
    { ...admin, schema: { tags: ['admin'], summary: 'The courses of the catalogue, each with the lessons written so far', response: { 200: z.array(adminCourseSchema) } } },
    () => course.listCourses(),
  );

  app.put(
    '/api/admin/course/:serviceId/lessons/:day',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Saves one day of a course: title, text, an https video address or an uploaded video, a downloadable file (uploads with purpose member-download), Hindi and Gujarati where given',
        params: adminLessonParamsSchema,
        body: lessonInputSchema,
        response: { 200: adminLessonSchema },
      },
    },
    (req) => course.saveLesson(actorOf(req), req.params.serviceId, req.params.day, req.body),
  );

  app.delete(
    '/api/admin/course/:serviceId/lessons/:day',
    { ...admin, schema: { tags: ['admin'], summary: 'Removes one day of a course (the day then shows as being prepared)', params: adminLessonParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await course.deleteLesson(actorOf(req), req.params.serviceId, req.params.day);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me/courses',
    { ...member, schema: { tags, summary: "The member's courses with their progress", querystring: langQuerySchema, response: { 200: z.array(myCourseSchema) } } },
    (req) => course.mine(req.user!, req.lang),
  );

  app.get(
    '/api/me/course/:slug',
    { ...member, schema: { tags, summary: 'The learner\'s course: each day open or when it opens (IST and their zone), done or not', params: courseParamsSchema, querystring: langQuerySchema, response: { 200: courseViewSchema } } },
    (req) => course.view(req.user!, req.params.slug, req.lang),
  );

  app.get(
    '/api/me/course/:slug/days/:day',
    {
      ...member,
      schema: { tags, summary: 'One open day\'s lesson; 403 with `opensAt` while the day is locked', params: lessonParamsSchema, querystring: langQuerySchema, response: { 200: lessonViewSchema } },
    },
    lockedAware((req) => {
      const { slug, day } = req.params as z.infer<typeof lessonParamsSchema>;
      return course.lesson(req.user!, slug, day, req.lang);
    }),
  );

  app.post(
    '/api/me/course/:slug/days/:day/done',
    { ...member, schema: { tags, summary: 'Marks an open day done (again: no change); answers the course', params: lessonParamsSchema, querystring: langQuerySchema, response: { 200: courseViewSchema } } },
    lockedAware((req) => {
      const { slug, day } = req.params as z.infer<typeof lessonParamsSchema>;
      return course.markDone(req.user!, slug, day, req.lang);
    }),
  );

  for (const which of ['video', 'file'] as const) {
    app.get(
      `/api/me/course/:slug/days/:day/${which}`,
      { ...member, schema: { tags, summary: `An open day's uploaded ${which}, for the learner only`, params: lessonParamsSchema, querystring: langQuerySchema } },
      lockedAware(async (req, reply) => {
        const { slug, day } = req.params as z.infer<typeof lessonParamsSchema>;
        const found = await course.download(req.user!, slug, day, which, req.lang);
        reply.header('content-type', found.contentType).header('cache-control', 'private, no-store');
        // The video plays in the page; the file is saved under the name the founder gave it.
        if (which === 'file') reply.header('content-disposition', attachmentHeader(found.fileName));
        if (found.body.size) reply.header('content-length', found.body.size);
        return reply.send(found.body.stream);
      }),
    );
  }

  app.get(
    '/api/me/course/:slug/certificate',
    { ...member, schema: { tags, summary: 'The completion certificate\'s facts once all seven days are done (else 409)', params: courseParamsSchema, querystring: langQuerySchema, response: { 200: certificateSchema } } },
    (req) => course.certificate(req.user!, req.params.slug, req.lang),
  );
};
