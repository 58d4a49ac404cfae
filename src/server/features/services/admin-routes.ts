/** Services for the admin (spec §7 Services): POST /api/services, PUT/DELETE /api/services/:id, and the list, a page at a time. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminServiceSchema, adminServicesQuerySchema, deletedSchema, serviceInputSchema } from '../../../shared/contracts/admin.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { pageSchema } from '../../../shared/contracts/paging.ts';
import { actorOf } from '../../lib/audit.ts';
import { createServiceAdmin } from './admin-service.ts';

export const serviceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createServiceAdmin({ db: app.services.database.db, invalidate: () => app.services.services.invalidate() });
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/services',
    {
      config,
      schema: {
        tags,
        summary: 'A page of services (at most 50) in the site\'s order, hidden ones too, with every stored field; q searches the title, address and category, kind keeps consultations or courses',
        querystring: adminServicesQuerySchema,
        response: { 200: pageSchema(adminServiceSchema) },
      },
    },
    (req) => admin.list(req.query),
  );

  app.post(
    '/api/services',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a service (features one per line, blanks dropped; price ₹2,999, duration 60 minutes and sortOrder 0 by default)',
        body: serviceInputSchema,
        response: { 201: adminServiceSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.create(req.body, actorOf(req))),
  );

  app.put(
    '/api/services/:id',
    { config, schema: { tags, summary: 'Replaces every field of a service', params: idParamSchema, body: serviceInputSchema, response: { 200: adminServiceSchema } } },
    (req) => admin.update(req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/api/services/:id',
    { config, schema: { tags, summary: 'Deletes a service', params: idParamSchema, response: { 200: deletedSchema } } },
    async (req) => {
      await admin.remove(req.params.id, actorOf(req));
      return { id: req.params.id, deleted: true as const };
    },
  );
};
