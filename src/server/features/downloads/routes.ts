/**
 * Downloads: the admin publishes, lists and deletes files (/api/admin/downloads); a member lists
 * theirs and asks for a short-lived signed link (/api/me/downloads); the link itself
 * (/api/downloads/:id/file) is the permission, checked by its signature and expiry.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { pageQuerySchema, pageSchema } from '../../../shared/contracts/paging.ts';
import { adminDownloadSchema, downloadLinkSchema, myDownloadSchema, okSchema, publishDownloadSchema } from '../../../shared/contracts/dashboard.ts';
import { attachmentHeader, createDownloadService } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, objects } = app.services;
  const service = createDownloadService({ db: database.db, config, storage: objects.storage });
  const admin = { config: { access: 'admin' as const } };
  const member = { config: { access: 'member' as const } };

  app.get(
    '/api/admin/downloads',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'A page of published downloads (at most 50), newest first',
        querystring: pageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: pageSchema(adminDownloadSchema) },
      },
    },
    (req) => service.listAll(req.lang, req.query),
  );

  app.post(
    '/api/admin/downloads',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Publishes an uploaded file (POST /api/objects/upload with purpose member-download, then PUT) for all members or the attendees of one event',
        body: publishDownloadSchema,
        querystring: langQuerySchema,
        response: { 201: adminDownloadSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.publish(req.user!, req.body, req.lang)),
  );

  app.delete(
    '/api/admin/downloads/:id',
    { ...admin, schema: { tags: ['admin'], summary: 'Unpublishes a download and removes its file', params: idParams, response: { 200: okSchema } } },
    async (req) => {
      await service.remove(req.user!, req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me/downloads',
    {
      ...member,
      schema: { tags: ['member'], summary: "The member's files: for all members, and for the events where they hold a confirmed seat", querystring: langQuerySchema, response: { 200: z.array(myDownloadSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.forMember(req.user!, req.lang);
    },
  );

  app.post(
    '/api/me/downloads/:id/link',
    { ...member, schema: { tags: ['member'], summary: 'A signed link to one of the member\'s files, valid for 5 minutes', params: idParams, response: { 200: downloadLinkSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.link(req.user!, req.params.id);
    },
  );

  app.get(
    '/api/downloads/:id/file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['member'],
        summary: 'The file of a signed download link (the link is the permission; it expires after a few minutes)',
        params: idParams,
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1).max(200) }),
      },
    },
    async (req, reply) => {
      const file = await service.open(req.params.id, req.query.expires, req.query.signature);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store');
      if (file.body.size) reply.header('content-length', file.body.size);
      return reply.send(file.body.stream);
    },
  );
};
