import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { idParamSchema, serviceSchema } from '../../../shared/contracts/content.ts';
import { notFound } from '../../lib/http-errors.ts';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['public'],
        summary: 'Active catalogue items (consultations and the course) in display order, in the requested language, with priceInr, slug and kind',
        querystring: langQuerySchema,
        response: { 200: z.array(serviceSchema) },
      },
    },
    (req) => app.services.services.list(req.lang),
  );

  // By id or by slug: a service page's address names the slug.
  app.get(
    '/api/services/:id',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['public'],
        summary: 'One active service or the course, by id or slug',
        params: idParamSchema,
        querystring: langQuerySchema,
        response: { 200: serviceSchema },
      },
    },
    async (req) => {
      const service = await app.services.services.get(req.params.id, req.lang);
      if (!service) throw notFound();
      return service;
    },
  );
};
