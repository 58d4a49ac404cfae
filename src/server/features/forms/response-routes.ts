/** Dynamic-form responses for the admin (spec §7 Forms): GET /api/responses and GET /api/forms/:id/responses. */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formResponseRecordSchema } from '../../../shared/contracts/admin.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { forms } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { listFormResponses, type ListedFormResponse } from './response-listing.ts';

const record = (r: ListedFormResponse) => ({
  id: r.id,
  formId: r.formId,
  formTitle: r.formTitle,
  formType: r.formType,
  formVersion: r.formVersion,
  responses: r.responses,
  labels: Object.fromEntries(r.fields.filter((f) => f.type !== 'header').map((f) => [f.id, f.label])),
  name: r.name,
  email: r.email,
  phone: r.phone,
  locale: r.locale,
  submittedAt: r.submittedAt.toISOString(),
});

export const formResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  const config = { access: 'admin' as const };

  app.get(
    '/api/responses',
    {
      config,
      schema: { tags: ['admin'], summary: 'Every dynamic-form response, newest first, with the labels of the form version it answered', response: { 200: z.array(formResponseRecordSchema) } },
    },
    async () => (await listFormResponses(db)).map(record),
  );

  app.get(
    '/api/forms/:id/responses',
    {
      config,
      schema: { tags: ['admin'], summary: "One form's responses, newest first", params: idParamSchema, response: { 200: z.array(formResponseRecordSchema) } },
    },
    async (req) => {
      const id = req.params.id.toLowerCase();
      if (!isUuid(id) || (await db.select({ id: forms.id }).from(forms).where(eq(forms.id, id))).length === 0) throw notFound('admin:errors.formNotFound');
      return (await listFormResponses(db, { formId: id })).map(record);
    },
  );
};
