/**
 * Registrations for the admin (spec §7): GET /api/registrations, /api/unified-registrations,
 * /api/webinar-registrations and /api/webinars/:id/registrations, a page at a time. People's data: admin only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationRecordSchema } from '../../../shared/contracts/admin.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { pageQuerySchema, pageSchema, type PageQuery } from '../../../shared/contracts/paging.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readPage } from '../../lib/paging.ts';
import { countRegistrations, listRegistrations, paymentStatusOf, type ListedRegistration, type RegistrationFilter } from './listing.ts';

const record = (r: ListedRegistration) => ({
  id: r.id,
  type: r.type,
  status: r.status,
  webinarId: r.webinarId,
  webinarTitle: r.webinarTitle,
  formId: r.formId,
  fullName: r.fullName,
  email: r.email,
  phone: r.phone,
  city: r.city,
  locale: r.locale,
  formData: JSON.stringify(r.formData),
  amountInr: r.amountInr,
  paymentStatus: paymentStatusOf(r),
  submittedAt: r.submittedAt.toISOString(),
});

export const registrationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  const config = { access: 'admin' as const };
  const list = (query: PageQuery, filter: RegistrationFilter) =>
    readPage(query, { rows: async (window) => (await listRegistrations(db, filter, window)).map(record), total: () => countRegistrations(db, filter) });
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
