import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { idParamSchema, webinarSchema } from '../../../shared/contracts/content.ts';
import { notFound } from '../../lib/http-errors.ts';

export const webinarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/webinars',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['public'],
        summary: 'All webinars and events, oldest start first, in the requested language',
        querystring: langQuerySchema,
        response: { 200: z.array(webinarSchema) },
      },
    },
    (req) => app.services.webinars.list(req.lang),
  );

  app.get(
    '/api/webinars/:id',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['public'],
        summary: 'One webinar or event, by id or slug',
        params: idParamSchema,
        querystring: langQuerySchema,
        response: { 200: webinarSchema },
      },
    },
    async (req) => {
      const webinar = await app.services.webinars.get(req.params.id, req.lang);
      if (!webinar) throw notFound();
      return webinar;
    },
  );
};
