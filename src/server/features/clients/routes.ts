/** One page per client (issue 53 §2), admin only: the list (search, tag filter), one client, her notes and tags. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDetailSchema, clientIdSchema, clientNotesInputSchema, clientsPageSchema, clientsQuerySchema } from '../../../shared/contracts/clients.ts';
import { notFound } from '../../lib/http-errors.ts';
import { actorOf } from '../../lib/audit.ts';
import { createJoinLinks } from '../join/service.ts';
import { createClientService } from './service.ts';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config: settings } = app.services;
  const clients = createClientService(database.db, createJoinLinks({ db: database.db, publicUrl: settings.publicUrl, mailFrom: settings.mailFrom }));
  const config = { access: 'admin' as const };
  const tags = ['admin'];
  const missing = () => notFound('clients:errors.notFound');

  app.get(
    '/api/admin/clients',
    {
      config,
      schema: {
        tags,
        summary: 'A page of clients (people across registrations, payments, messages and form responses, by e-mail), the latest active first',
        description: 'q: text in a name or an e-mail, or digits of a phone number; tag: only clients with that tag. The answer also lists every tag in use.',
        querystring: clientsQuerySchema,
        response: { 200: clientsPageSchema },
      },
    },
    (req) => clients.list(req.query),
  );

  app.get(
    '/api/admin/clients/:id',
    {
      config,
      schema: {
        tags,
        summary: "One client: their account, registrations and bookings with answers and outcomes, payments with receipts and refunds, messages and replies, form responses, WhatsApp consents and the latest WhatsApp messages with their state, and the founder's notes and tags",
        params: clientIdSchema,
        response: { 200: clientDetailSchema },
      },
    },
    async (req) => {
      const client = await clients.get(req.params.id.toLowerCase());
      if (!client) throw missing();
      return client;
    },
  );

  app.put(
    '/api/admin/clients/:id/notes',
    {
      config,
      schema: {
        tags,
        summary: "Replaces the founder's private notes and tags on a client",
        params: clientIdSchema,
        body: clientNotesInputSchema,
        response: { 200: z.object({ notes: z.string(), tags: z.array(z.string()) }) },
      },
    },
    async (req) => {
      const saved = await clients.saveNotes(req.params.id.toLowerCase(), req.body, actorOf(req));
      if (!saved) throw missing();
      return saved;
    },
  );
};
