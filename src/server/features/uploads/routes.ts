/**
 * POST /api/objects/upload (admin) → a signed one-time uploadURL; PUT <uploadURL> with the file;
 * GET /api/serve/objects/<key>[?w=640] serves public images, cached for a year (keys never change).
 * POST /api/uploads/profile-photo is the same for visitors without an account (the meditation
 * circle's photo), within a per-minute limit and the daily budgets and disk guard of budget.ts.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMAGE_VARIANT_WIDTHS,
  PROFILE_PHOTO_UPLOAD_PATH,
  profilePhotoUploadRequestSchema,
  uploadedObjectSchema,
  uploadRequestSchema,
  uploadTicketSchema,
} from '../../../shared/contracts/uploads.ts';
import { notFound } from '../../lib/http-errors.ts';
import { BudgetRefusal, createVisitorUploadBudget, databaseBudgetStore, redisBudgetStore } from './budget.ts';
import { UPLOAD_PATH } from './service.ts';

export const SERVE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Visitors' upload URLs per address and minute: enough to change one's mind, too few to fill a disk. */
export const PROFILE_PHOTO_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const widthSchema = z
  .enum(IMAGE_VARIANT_WIDTHS.map(String) as [string, ...string[]], 'admin:upload.invalidWidth')
  .transform(Number)
  .optional();

/** Runs `step`; a budget refusal also tells the client when to come back (Retry-After). */
async function withRetryAfter<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof BudgetRefusal) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

export const uploadRoutes: FastifyPluginAsyncZod<{ redis?: Redis }> = async (app, opts) => {
  const uploads = () => app.services.objects.uploads;
  const { config } = app.services;
  // Visitors' daily budgets: in Redis when REDIS_URL is set (the app's shared connection), else in the database.
  const redis = opts.redis;
  const inDatabase = databaseBudgetStore(app.services.database.db);
  const budget = createVisitorUploadBudget({
    store: redis ? redisBudgetStore(redis, inDatabase, app.log) : inDatabase,
    settings: config.visitorUploads,
    localDir: app.services.objects.storage.kind === 'local' ? path.join(config.dataDir, 'objects') : undefined,
  });

  app.post(
    '/api/objects/upload',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'A signed, one-time, short-lived URL to PUT one file to (images: jpeg/png/webp/gif up to 10 MB; event images: jpeg/png/webp up to 5 MB)',
        body: uploadRequestSchema,
        response: { 200: uploadTicketSchema },
      },
    },
    (req) => {
      const { purpose, contentType, size } = req.body;
      return uploads().issue(purpose, req.user!.id, { contentType, size });
    },
  );

  app.post(
    PROFILE_PHOTO_UPLOAD_PATH,
    {
      config: { access: 'public', rateLimit: PROFILE_PHOTO_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary:
          "A one-time URL for the meditation circle form's optional profile photo (JPEG or PNG up to 2 MB; seen by the admin only). " +
          'Per client address and day a number of photos and of bytes (429 with Retry-After beyond), per day a number of bytes for all visitors; 507 when the disk is nearly full',
        body: profilePhotoUploadRequestSchema,
        response: { 200: uploadTicketSchema },
      },
    },
    async (req, reply) => {
      const { purpose, contentType, size } = req.body;
      // A claim that is refused anyway (type, size) costs nothing of the budget.
      uploads().checkClaim(purpose, { contentType, size });
      const budgetKey = await withRetryAfter(reply, () => budget.beforeTicket(req.ip));
      return uploads().issue(purpose, null, { contentType, size }, budgetKey);
    },
  );

  app.get(
    '/api/admin/objects/*',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Any uploaded file as it was sent (a visitor\'s profile photo, say), for the admin only',
      },
    },
    async (req, reply) => {
      const found = await uploads().original((req.params as { '*': string })['*']);
      if (!found) throw notFound();
      reply
        .header('content-type', found.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline');
      if (found.body.size) reply.header('content-length', found.body.size);
      return reply.send(found.body.stream);
    },
  );

  app.get(
    '/api/serve/objects/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'A stored image (/objects/... paths); ?w= gives a WebP copy at most that wide',
        querystring: z.object({ w: widthSchema }),
      },
    },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      const width = req.query.w;
      const etag = `"${createHash('sha256').update(`${key}|${width ?? ''}`).digest('base64url').slice(0, 27)}"`;
      const found = await uploads().serve(key, width);
      if (!found) throw notFound();
      reply
        .header('content-type', found.contentType)
        .header('cache-control', SERVE_CACHE_CONTROL)
        .header('etag', etag)
        .header('content-disposition', 'inline');
      if (req.headers['if-none-match'] === etag) {
        if (!Buffer.isBuffer(found.body)) found.body.stream.destroy();
        return reply.code(304).send();
      }
      if (Buffer.isBuffer(found.body)) return reply.send(found.body);
      if (found.body.size) reply.header('content-length', found.body.size);
      return reply.send(found.body.stream);
    },
  );

  // The PUT takes the file as it comes (any content type, read as a stream with its own size check).
  await app.register(async (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.removeAllContentTypeParsers();
    typed.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    typed.put(
      `${UPLOAD_PATH}/:token`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['admin'],
          summary: 'Receives the file of an upload URL (the URL itself is the permission); checked by content, not by the claimed type',
          params: z.object({ token: z.string().min(1).max(100) }),
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1).max(200) }),
          response: { 201: uploadedObjectSchema },
        },
      },
      async (req, reply) => {
        const length = req.headers['content-length'];
        const stored = await uploads().receive({
          token: req.params.token,
          expires: req.query.expires,
          signature: req.query.signature,
          body: (req.body as Readable | undefined) ?? req.raw,
          contentLength: length === undefined ? undefined : Number(length),
          beforeStore: (budgetKey, size) => withRetryAfter(reply, () => budget.beforeStore(budgetKey, size)),
        });
        return reply.code(201).send(stored);
      },
    );
  });
};
