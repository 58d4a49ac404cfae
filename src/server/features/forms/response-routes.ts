/** Dynamic-form responses for the admin (spec §7 Forms), a page at a time: GET /api/responses and GET /api/forms/:id/responses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formResponseRecordSchema } from '../../../shared/contracts/admin.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { pageQuerySchema, pageSchema } from '../../../shared/contracts/paging.ts';
import { createResponseAdmin } from './response-service.ts';

export const formResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = createResponseAdmin(app.services.database.db);
  const config = { access: 'admin' as const };

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
    (req) => responses.page(req.query),
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
    (req) => responses.pageOfForm(req.params.id, req.query),
  );
};
