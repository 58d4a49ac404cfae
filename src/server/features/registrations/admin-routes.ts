/**
 * Registrations for the admin (spec §7): GET /api/registrations, /api/unified-registrations,
 * /api/webinar-registrations and /api/webinars/:id/registrations, a page at a time. People's data: admin only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationRecordSchema } from '../../../shared/contracts/admin.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { pageQuerySchema, pageSchema } from '../../../shared/contracts/paging.ts';
import { notFound } from '../../lib/http-errors.ts';
import { createRegistrationAdmin } from './admin-service.ts';

export const registrationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createRegistrationAdmin(app.services.database.db);
  const config = { access: 'admin' as const };
  const list = admin.page;
  const response = { 200: pageSchema(registrationRecordSchema) };
  const querystring = pageQuerySchema;

  app.get(
    '/api/registrations',
    { config, schema: { tags: ['admin'], summary: 'A page of registrations (unified form, webinars, events; at most 50), newest first', querystring, response } },
    (req) => list(req.query, {}),
  );
  app.get(
    '/api/unified-registrations',
    { config, schema: { tags: ['admin'], summary: 'A page of registrations of the unified form (consultancy, webinar, course), newest first', querystring, response } },
    (req) => list(req.query, { types: ['consultancy', 'webinar', 'course'] }),
  );
  app.get(
    '/api/webinar-registrations',
    { config, schema: { tags: ['admin'], summary: 'A page of registrations for a webinar or event, newest first', querystring, response } },
    (req) => list(req.query, { withWebinar: true }),
  );
  app.get(
    '/api/webinars/:id/registrations',
    { config, schema: { tags: ['admin'], summary: "A page of one event's registrations, newest first", params: idParamSchema, querystring, response } },
    async (req) => {
      const id = req.params.id;
      if (!(await app.services.webinars.exists(id))) throw notFound('admin:errors.eventNotFound');
      return list(req.query, { webinarId: id.toLowerCase() });
    },
  );
};
