/**
 * Contact messages for the admin (spec §7 Contacts): GET /api/contact (a page), PATCH /api/contact/:id/responded,
 * POST /api/admin/contacts/bulk-reply, and the CSV export /api/admin/export/contacts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContactSchema, bulkReplyResultSchema, bulkReplySchema, contactsQuerySchema, respondedBodySchema } from '../../../shared/contracts/admin.ts';
import { pageSchema } from '../../../shared/contracts/paging.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { csvFileName, sendCsv, toCsv } from '../../lib/csv.ts';
import { actorOf } from '../../lib/audit.ts';
import { createContactAdmin } from './admin-service.ts';
import { createInboxOf } from './inbox-service.ts';

export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createContactAdmin({ db: app.services.database.db, inbox: createInboxOf(app.services) });
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/contact',
    {
      config,
      schema: {
        tags,
        summary: 'A page of contact messages, newest first (at most 50); status: all, pending or replied',
        querystring: contactsQuerySchema,
        response: { 200: pageSchema(adminContactSchema) },
      },
    },
    (req) => admin.list(req.query),
  );

  app.patch(
    '/api/contact/:id/responded',
    {
      config,
      schema: {
        tags,
        summary: 'Marks a message Replied (or, with { responded: false }, Pending again)',
        params: idParamSchema,
        body: respondedBodySchema,
        response: { 200: adminContactSchema },
      },
    },
    (req) => admin.setResponded(req.params.id, req.body?.responded ?? true, actorOf(req)),
  );

  app.post(
    '/api/admin/contacts/bulk-reply',
    {
      config,
      schema: {
        tags,
        summary: 'Sends one e-mail (through the outbox) to each chosen contact still pending, kept in their conversation; they become Replied; 409 when none is pending',
        body: bulkReplySchema,
        response: { 200: bulkReplyResultSchema },
      },
    },
    (req) => admin.bulkReply(req.body, actorOf(req)),
  );

  app.get(
    '/api/admin/export/contacts',
    { config, schema: { tags, summary: 'Every contact message as CSV (UTF-8 with BOM, formula cells neutralised, dated file name)' } },
    async (req, reply) => {
      const t = app.services.translator.t(req.lang);
      const rows = await admin.all();
      const csv = toCsv<(typeof rows)[number]>(
        [
          { header: t('admin:export.contacts.name'), value: (c) => c.name },
          { header: t('admin:export.contacts.email'), value: (c) => c.email },
          { header: t('admin:export.contacts.message'), value: (c) => c.message },
          { header: t('admin:export.contacts.status'), value: (c) => t(c.responded ? 'admin:contacts.replied' : 'admin:contacts.pending') },
          { header: t('admin:export.contacts.respondedAt'), value: (c) => c.respondedAt },
          { header: t('admin:export.contacts.language'), value: (c) => c.locale },
          { header: t('admin:export.contacts.receivedAt'), value: (c) => c.createdAt },
        ],
        rows,
      );
      return sendCsv(reply, csvFileName('contacts'), csv);
    },
  );
};
