import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_TYPES } from '../../../shared/constants.ts';
import { formSchema } from '../../../shared/forms.ts';
import { notFound } from '../../lib/http-errors.ts';

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
};
