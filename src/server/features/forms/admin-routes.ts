/**
 * The form builder's API (spec §7 Forms), admin only: list, create, update (a new version), delete
 * (refused while responses exist), duplicate, activate and deactivate.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFormSchema, formDeletedSchema, formSaveSchema } from '../../../shared/contracts/form-admin.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { pageQuerySchema, pageSchema } from '../../../shared/contracts/paging.ts';
import type { FastifyRequest } from 'fastify';
import { createFormAdminService, type Actor } from './admin-service.ts';

const actorOf = (req: FastifyRequest): Actor => ({ id: req.user!.id, email: req.user!.email });

export const formAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createFormAdminService(app.services.database.db, () => app.services.forms.invalidate());
  const access = { access: 'admin' as const };

  app.get(
    '/api/forms',
    {
      config: access,
      schema: {
        tags: ['admin'],
        summary: 'A page of forms (at most 50), active or not, with their version and number of responses',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(adminFormSchema) },
      },
    },
    (req) => admin.list(req.query),
  );

  app.get(
    '/api/admin/forms/:id',
    {
      config: access,
      schema: { tags: ['admin'], summary: 'One form, active or not', params: idParamSchema, response: { 200: adminFormSchema } },
    },
    (req) => admin.get(req.params.id),
  );

  app.post(
    '/api/forms',
    {
      config: access,
      schema: {
        tags: ['admin'],
        summary: 'Creates a form (version 1, active unless isActive is false; an active page form replaces the other of its type)',
        body: formSaveSchema,
        response: { 201: adminFormSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.create(req.body, actorOf(req))),
  );

  app.put(
    '/api/forms/:id',
    {
      config: access,
      schema: {
        tags: ['admin'],
        summary: 'Saves a new version of a form (earlier responses keep the version they answered); 409 when `version` is not the current one',
        params: idParamSchema,
        body: formSaveSchema,
        response: { 200: adminFormSchema },
      },
    },
    (req) => admin.update(req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/api/forms/:id',
    {
      config: access,
      schema: {
        tags: ['admin'],
        summary: 'Deletes a form nobody has answered; a form with responses is refused (409): deactivate it instead',
        params: idParamSchema,
        response: { 200: formDeletedSchema },
      },
    },
    async (req) => {
      await admin.remove(req.params.id, actorOf(req));
      return { id: req.params.id, deleted: true as const };
    },
  );

  app.post(
    '/api/forms/:id/duplicate',
    {
      config: access,
      schema: { tags: ['admin'], summary: 'Copies a form as a new inactive form', params: idParamSchema, response: { 201: adminFormSchema } },
    },
    async (req, reply) => {
      const source = await admin.get(req.params.id);
      const title = app.services.translator.t(req.lang)('builder:copyTitle', { title: source.title });
      return reply.code(201).send(await admin.duplicate(req.params.id, title, actorOf(req)));
    },
  );

  for (const [action, isActive] of [['activate', true], ['deactivate', false]] as const) {
    app.post(
      `/api/forms/:id/${action}`,
      {
        config: access,
        schema: {
          tags: ['admin'],
          summary: isActive ? 'Turns a form on (a page form replaces the other of its type)' : 'Turns a form off (its responses are kept)',
          params: idParamSchema,
          response: { 200: adminFormSchema },
        },
      },
      (req) => admin.setActive(req.params.id, isActive, actorOf(req)),
    );
  }
};
