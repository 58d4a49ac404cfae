/**
 * The member's WhatsApp consent (issue 52): GET /api/me/whatsapp-consent shows what they agreed to
 * and when; DELETE withdraws it at once (messages still waiting are not sent), as easily as it was
 * given. GET /api/admin/whatsapp/messages shows the founder each message's state (sent, delivered,
 * read, failed with Meta's words) for one client's number, or the latest of all.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whatsAppConsentsSchema, whatsAppMessagesQuerySchema, whatsAppMessagesSchema } from '../../../shared/contracts/whatsapp.ts';
import { whatsAppNumber } from '../../../shared/whatsapp-number.ts';

export const whatsAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = { config: { access: 'member' as const } };
  const tags = ['member'];

  app.get(
    '/api/me/whatsapp-consent',
    { ...me, schema: { tags, summary: 'My WhatsApp consents: the number, when, the words agreed to, and whether it stands', response: { 200: whatsAppConsentsSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { consents: await app.services.whatsapp.consents(req.user!) };
    },
  );

  app.delete(
    '/api/me/whatsapp-consent',
    { ...me, schema: { tags, summary: 'Withdraw my WhatsApp consent: nothing more is sent there', response: { 200: whatsAppConsentsSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { consents: await app.services.whatsapp.withdraw(req.user!) };
    },
  );

  app.get(
    '/api/admin/whatsapp/messages',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: "WhatsApp messages and their states (one client's number, or the latest 200)", querystring: whatsAppMessagesQuerySchema, response: { 200: whatsAppMessagesSchema } },
    },
    async (req) => {
      const phone = req.query.phone ? (whatsAppNumber(req.query.phone) ?? req.query.phone) : undefined;
      return { messages: await app.services.whatsapp.messagesOf(phone) };
    },
  );
};
