/**
 * Registrations for the admin (spec §7): GET /api/registrations, /api/unified-registrations,
 * /api/webinar-registrations and /api/webinars/:id/registrations. People's data: admin only.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationRecordSchema } from '../../../shared/contracts/admin.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { notFound } from '../../lib/http-errors.ts';
import { listRegistrations, paymentStatusOf, type ListedRegistration, type RegistrationFilter } from './listing.ts';

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
  const list = async (filter: RegistrationFilter) => (await listRegistrations(db, filter)).map(record);
  const response = { 200: z.array(registrationRecordSchema) };

  app.get(
    '/api/registrations',
    { config, schema: { tags: ['admin'], summary: 'Every registration (unified form, webinars, events), newest first', response } },
    () => list({}),
  );
  app.get(
    '/api/unified-registrations',
    { config, schema: { tags: ['admin'], summary: 'Registrations of the unified form (consultancy, webinar, course), newest first', response } },
    () => list({ types: ['consultancy', 'webinar', 'course'] }),
  );
  app.get(
    '/api/webinar-registrations',
    { config, schema: { tags: ['admin'], summary: 'Registrations for a webinar or event, newest first', response } },
    () => list({ withWebinar: true }),
  );
  app.get(
    '/api/webinars/:id/registrations',
    { config, schema: { tags: ['admin'], summary: "One event's registrations, newest first", params: idParamSchema, response } },
    async (req) => {
      const id = req.params.id;
      if (!(await app.services.webinars.exists(id))) throw notFound('admin:errors.eventNotFound');
      return list({ webinarId: id.toLowerCase() });
    },
  );
};
