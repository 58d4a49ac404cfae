/**
 * The founder's inbox (admin only): conversations a page at a time, one thread, an answer to one
 * person, close and reopen, the notification setting, and the reusable replies.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import {
  conversationSchema,
  conversationStateSchema,
  inboxQuerySchema,
  inboxReplySchema,
  inboxSettingsSchema,
  replyTemplateInputSchema,
  replyTemplateSchema,
  threadSchema,
} from '../../../shared/contracts/inbox.ts';
import { pageSchema } from '../../../shared/contracts/paging.ts';
import { actorOf } from '../../lib/audit.ts';
import { createInboxOf } from './inbox-service.ts';

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createInboxOf(app.services);
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/inbox',
    {
      config,
      schema: {
        tags,
        summary: 'A page of conversations (contact messages and consultation requests), latest activity first; q searches names and e-mails',
        querystring: inboxQuerySchema,
        response: { 200: pageSchema(conversationSchema) },
      },
    },
    (req) => inbox.list(req.query),
  );

  app.get(
    '/api/admin/inbox/settings',
    { config, schema: { tags, summary: 'How the founder hears of new conversations: at once, or one digest per IST day', response: { 200: inboxSettingsSchema } } },
    () => inbox.settings.get(),
  );

  app.put(
    '/api/admin/inbox/settings',
    { config, schema: { tags, summary: 'Sets how the founder hears of new conversations', body: inboxSettingsSchema, response: { 200: inboxSettingsSchema } } },
    (req) => inbox.settings.set(req.body, actorOf(req)),
  );

  app.get(
    '/api/admin/inbox/templates',
    { config, schema: { tags, summary: 'The reusable replies, by name', response: { 200: z.array(replyTemplateSchema) } } },
    () => inbox.templates.list(),
  );

  app.post(
    '/api/admin/inbox/templates',
    { config, schema: { tags, summary: 'Adds a reusable reply (English required; Hindi and Gujarati fall back to it)', body: replyTemplateInputSchema, response: { 201: replyTemplateSchema } } },
    async (req, reply) => reply.code(201).send(await inbox.templates.create(req.body, actorOf(req))),
  );

  app.put(
    '/api/admin/inbox/templates/:id',
    { config, schema: { tags, summary: 'Changes a reusable reply', params: idParamSchema, body: replyTemplateInputSchema, response: { 200: replyTemplateSchema } } },
    (req) => inbox.templates.update(req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/api/admin/inbox/templates/:id',
    { config, schema: { tags, summary: 'Deletes a reusable reply', params: idParamSchema, response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }) } } },
    async (req) => {
      await inbox.templates.remove(req.params.id, actorOf(req));
      return { id: req.params.id, deleted: true as const };
    },
  );

  app.get(
    '/api/admin/inbox/:id',
    { config, schema: { tags, summary: 'One conversation and its messages, oldest first', params: idParamSchema, response: { 200: threadSchema } } },
    (req) => inbox.thread(req.params.id),
  );

  app.post(
    '/api/admin/inbox/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: "Answers one person: e-mailed (outbox) in the conversation's language, kept in the thread; the conversation becomes answered",
        params: idParamSchema,
        body: inboxReplySchema,
        response: { 200: threadSchema },
      },
    },
    (req) => inbox.reply(req.params.id, req.body, actorOf(req)),
  );

  app.patch(
    '/api/admin/inbox/:id',
    { config, schema: { tags, summary: 'Closes a conversation, or opens it again', params: idParamSchema, body: conversationStateSchema, response: { 200: threadSchema } } },
    (req) => inbox.setClosed(req.params.id, req.body.closed, actorOf(req)),
  );
};
