/**
 * Recurring events: the admin's series (GET/POST /api/admin/series, PUT /api/admin/series/:id) and
 * the public "next occurrence" (GET /api/series/:slug/next) that "Reserve my seat" leads to.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { idParamSchema, webinarSchema } from '../../../shared/contracts/content.ts';
import { adminSeriesSchema, seriesInputSchema, seriesSlugParamSchema } from '../../../shared/contracts/series.ts';
import { notFound } from '../../lib/http-errors.ts';
import { actorOf } from '../../lib/audit.ts';
import { createSeriesAdmin } from './series.ts';

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createSeriesAdmin({
    db: app.services.database.db,
    invalidate: () => app.services.webinars.invalidate(),
    eventChanged: (tx, before, after) => app.services.registrations.eventChanged(tx, before, after),
  });
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/series/:slug/next',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['public'],
        summary: "A recurring event's next occurrence that has not started (its own event, with its own seats); 404 when none is planned",
        params: seriesSlugParamSchema,
        querystring: langQuerySchema,
        response: { 200: webinarSchema },
      },
    },
    async (req) => {
      const next = await app.services.webinars.nextOfSeries(req.params.slug, req.lang);
      if (!next) throw notFound('events:series.noneNext');
      return next;
    },
  );

  app.get(
    '/api/admin/series',
    { config, schema: { tags, summary: 'Every recurring event with its rule, template and next occurrences', response: { 200: z.array(adminSeriesSchema) } } },
    () => admin.list(),
  );

  app.post(
    '/api/admin/series',
    {
      config,
      schema: { tags, summary: 'Creates a recurring event and makes its next occurrences', body: seriesInputSchema, response: { 201: adminSeriesSchema } },
    },
    async (req, reply) => reply.code(201).send(await admin.create(req.body, actorOf(req))),
  );

  app.put(
    '/api/admin/series/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replaces a recurring event: its upcoming occurrences take the new template (a new joining link is e-mailed to their seats); the rule places the next ones',
        params: idParamSchema,
        body: seriesInputSchema,
        response: { 200: adminSeriesSchema },
      },
    },
    (req) => admin.update(req.params.id, req.body, actorOf(req)),
  );
};
