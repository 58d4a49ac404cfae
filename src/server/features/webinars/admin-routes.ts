/**
 * Events and webinars for the admin (spec §7 Webinars): the list a page at a time, POST/PUT/DELETE /api/admin/webinars[/:id]
 * and the unprefixed aliases POST /api/webinars, PUT/DELETE /api/webinars/:id. All admin only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWebinarSchema, adminWebinarsQuerySchema, deletedSchema, webinarInputSchema } from '../../../shared/contracts/admin.ts';
import { pageSchema } from '../../../shared/contracts/paging.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { actorOf } from '../../lib/audit.ts';
import { createWebinarAdmin } from './admin-service.ts';

export const webinarAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createWebinarAdmin({
    db: app.services.database.db,
    invalidate: () => app.services.webinars.invalidate(),
    eventChanged: (tx, before, after) => app.services.registrations.eventChanged(tx, before, after),
    eventCancelled: (tx, webinar) => app.services.registrations.eventCancelled(tx, webinar),
    refundCancelledEvent: (webinarId) => app.services.refunds.afterEventCancelled(webinarId),
  });
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/webinars',
    {
      config,
      schema: {
        tags,
        summary: 'A page of events (at most 50) with their stored fields and registration counts: upcoming first, then past; from/to: IST days they start on',
        querystring: adminWebinarsQuerySchema,
        response: { 200: pageSchema(adminWebinarSchema) },
      },
    },
    (req) => admin.list(req.query),
  );

  app.get(
    '/api/admin/webinars/:id',
    { config, schema: { tags, summary: 'One event with every stored field', params: idParamSchema, response: { 200: adminWebinarSchema } } },
    (req) => admin.get(req.params.id),
  );

  for (const url of ['/api/admin/webinars', '/api/webinars']) {
    app.post(
      url,
      {
        config,
        schema: {
          tags,
          summary: 'Creates an event (date and time in IST; duration and maxAttendees fall back to 120 and 50 when not a number)',
          body: webinarInputSchema,
          response: { 201: adminWebinarSchema },
        },
      },
      async (req, reply) => reply.code(201).send(await admin.create(req.body, actorOf(req))),
    );
  }

  app.post(
    '/api/admin/webinars/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary:
          'Cancels an event that has not ended: inactive and marked cancelled; every live registration is cancelled and e-mailed, a confirmed seat with its calendar invite withdrawn (METHOD:CANCEL). Repeating it changes nothing; an ended event: 409',
        params: idParamSchema,
        response: { 200: adminWebinarSchema },
      },
    },
    (req) => admin.cancel(req.params.id, actorOf(req)),
  );

  for (const url of ['/api/admin/webinars/:id', '/api/webinars/:id']) {
    app.put(
      url,
      {
        config,
        schema: { tags, summary: 'Replaces every field of an event', params: idParamSchema, body: webinarInputSchema, response: { 200: adminWebinarSchema } },
      },
      (req) => admin.update(req.params.id, req.body, actorOf(req)),
    );

    app.delete(
      url,
      {
        config,
        schema: {
          tags,
          summary: 'Deletes an event nobody registered for; one with registrations is refused (409): deactivate it instead',
          params: idParamSchema,
          response: { 200: deletedSchema },
        },
      },
      async (req) => {
        await admin.remove(req.params.id, actorOf(req));
        return { id: req.params.id, deleted: true as const };
      },
    );
  }
};
