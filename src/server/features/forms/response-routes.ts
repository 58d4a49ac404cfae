/** Dynamic-form responses for the admin (spec §7 Forms), a page at a time: GET /api/responses and GET /api/forms/:id/responses. */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formResponseRecordSchema } from '../../../shared/contracts/admin.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { pageQuerySchema, pageSchema, type PageQuery } from '../../../shared/contracts/paging.ts';
import { forms } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { countFormResponses, listFormResponses, type FormResponseFilter, type ListedFormResponse } from './response-listing.ts';

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
  const page = (query: PageQuery, filter: FormResponseFilter) =>
    readPage(query, { rows: async (window) => (await listFormResponses(db, filter, window)).map(record), total: () => countFormResponses(db, filter) });

  app.get(
    '/api/responses',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'A page of dynamic-form responses (at most 50), newest first, with the labels of the form version each answered',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(formResponseRecordSchema) },
      },
    },
    (req) => page(req.query, {}),
  );

  app.get(
    '/api/forms/:id/responses',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "A page of one form's responses (at most 50), newest first",
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(formResponseRecordSchema) },
      },
    },
    async (req) => {
      const id = req.params.id.toLowerCase();
      if (!isUuid(id) || (await db.select({ id: forms.id }).from(forms).where(eq(forms.id, id))).length === 0) throw notFound('admin:errors.formNotFound');
      return page(req.query, { formId: id });
    },
  );
};
