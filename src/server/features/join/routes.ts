/**
 * One joining link per person (issue 53 §3). GET /join/<token> inside its window answers 302 to the
 * meeting room before any page is rendered (an onRequest hook, so the page route stays React
 * Router's); outside it, or for a link preview's robot, the page /join/<token> renders and asks
 * GET /api/join/:token what to say. The founder makes or copies a registration's link from the
 * client page (POST /api/admin/registrations/:id/join-link).
 */
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { joinStateSchema, joinTokenSchema } from '../../../shared/contracts/join.ts';
import { notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { createJoinLinks } from './service.ts';

const JOIN_PATH = /^\/join\/([\w-]{16,64})\/?(?:\?.*)?$/;

const routes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services;
  const joins = createJoinLinks({ db: app.services.database.db, publicUrl: config.publicUrl, mailFrom: config.mailFrom });
  const missing = () => notFound('join:errors.notFound');

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET') return;
    const match = JOIN_PATH.exec(req.raw.url ?? '');
    // A link preview (WhatsApp, mail scanners) gets the page: it has not joined.
    if (!match || isbot(req.headers['user-agent'] ?? '')) return;
    const room = await joins.open(match[1]);
    if (!room) return;
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(room, 302);
  });

  app.get(
    '/api/join/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: "What a joining link's page says: early (when it opens), open, no room yet, ended, cancelled, not confirmed, or in person",
        params: joinTokenSchema,
        response: { 200: joinStateSchema },
      },
    },
    async (req, reply) => {
      const state = await joins.state(req.params.token);
      if (!state) throw missing();
      reply.header('cache-control', 'no-store');
      return state;
    },
  );

  app.get(
    '/api/join/:token/calendar.ics',
    { config: { access: 'public' }, schema: { tags: ['public'], summary: 'The session as an iCalendar file; its link is the joining link', params: joinTokenSchema } },
    async (req, reply) => {
      const ics = await joins.calendar(req.params.token);
      if (!ics) throw missing();
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-store').header('content-disposition', 'attachment; filename="session.ics"').send(ics);
    },
  );

  app.post(
    '/api/admin/registrations/:id/join-link',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A registration's personal joining link (made the first time)",
        params: idParamSchema,
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (req) => {
      if (!isUuid(req.params.id)) throw notFound('join:errors.registrationNotFound');
      const url = await joins.linkFor(req.params.id.toLowerCase());
      if (!url) throw notFound('join:errors.registrationNotFound');
      return { url };
    },
  );
};

/** Not encapsulated: the redirect hook must see the page requests of the renderer's catch-all. */
export const joinRoutes = fp(routes, { name: 'join-links' });
