import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_TYPES } from '../../../shared/constants.ts';
import { formResponseBodySchema, formResponseCreatedSchema } from '../../../shared/contracts/form-responses.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { formSchema } from '../../../shared/forms.ts';
import { notFound } from '../../lib/http-errors.ts';
import { receiveVisitorResponse } from './responses.ts';

/** Public form submissions per visitor address: enough for a family on one connection, little for a script. */
export const FORM_RESPONSE_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/forms/type/:type',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'The active form that serves a registration page',
        params: z.object({ type: z.enum(FORM_TYPES) }),
        response: { 200: formSchema },
      },
    },
    async (req) => {
      const form = await app.services.forms.activeByType(req.params.type);
      if (!form) throw notFound('validation:notFound');
      return form;
    },
  );

  app.get(
    '/api/forms/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'An active form, for the page that shows it',
        params: idParamSchema,
        response: { 200: formSchema },
      },
    },
    async (req) => {
      const form = await app.services.forms.activeById(req.params.id);
      if (!form) throw notFound('forms:notAvailable');
      return form;
    },
  );

  app.post(
    '/api/forms/:id/responses',
    {
      config: { access: 'public', rateLimit: FORM_RESPONSE_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: "Answer an active form; the answers are checked against the form's current definition and the founder is notified",
        params: idParamSchema,
        body: formResponseBodySchema,
        response: { 201: formResponseCreatedSchema },
      },
    },
    async (req, reply) => {
      const user = await app.currentUser(req);
      const id = await receiveVisitorResponse(
        app.services.database.db,
        app.services.mail,
        { formId: req.params.id, responses: req.body.responses, website: req.body.website, locale: req.lang, userId: user?.id ?? null },
        req.log,
      );
      return reply.code(201).send({ id });
    },
  );
};
