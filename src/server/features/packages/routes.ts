/**
 * Packages of sessions (issue 54 part 1): the founder's packages (admin only, checked by the authz
 * plugin from each route's `access`), her pro-rata refund of a package's unused part, and a member's
 * credits (member only).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { refundResultSchema } from '../../../shared/contracts/ledger.ts';
import { adminPackageSchema, myCreditSchema, packageInputSchema, packageRefundSchema } from '../../../shared/contracts/packages.ts';
import { actorOf } from '../../lib/audit.ts';

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packages } = app.services;
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.get('/api/admin/packages', { config: admin, schema: { tags, summary: 'Every package of sessions, inactive ones too, with their three languages', response: { 200: z.array(adminPackageSchema) } } }, () => packages.list());

  app.post(
    '/api/admin/packages',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Creates a package of sessions on a consultation: sessions, priceInr (all of them), validDays (from payment), title and text (English; hi and gu in translations)',
        querystring: langQuerySchema,
        body: packageInputSchema,
        response: { 201: adminPackageSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await packages.create(req.body, actorOf(req))),
  );

  app.put(
    '/api/admin/packages/:id',
    { config: admin, schema: { tags, summary: 'Replaces a package (what was already bought keeps its terms)', params: idParamSchema, querystring: langQuerySchema, body: packageInputSchema, response: { 200: adminPackageSchema } } },
    (req) => packages.update(req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/api/admin/packages/:id',
    { config: admin, schema: { tags, summary: 'Deactivates a package: no longer offered; credits already bought stay usable', params: idParamSchema, querystring: langQuerySchema, response: { 200: adminPackageSchema } } },
    (req) => packages.deactivate(req.params.id, actorOf(req)),
  );

  app.post(
    '/api/admin/packages/purchases/:id/refund',
    {
      config: admin,
      schema: {
        tags,
        summary: "Refunds the unused part of a paid package (its registration's id): price paid × unused ÷ sessions, down to the rupee, with a credit note; its credits are zeroed",
        description: 'Razorpay through its API; a package paid by direct UPI needs the reference of the refund made by hand. 409: not a paid package, or nothing unused.',
        params: idParamSchema,
        querystring: langQuerySchema,
        body: packageRefundSchema,
        response: { 200: refundResultSchema },
      },
    },
    (req) => app.services.refunds.refundUnusedPackage(req.params.id, req.body, actorOf(req)),
  );

  app.get(
    '/api/me/credits',
    {
      config: { access: 'member' },
      schema: {
        tags: ['member'],
        summary: "The member's package credits, per paid package: remaining, expiresAt and whether they still book (matched by verified e-mail)",
        querystring: langQuerySchema,
        response: { 200: z.array(myCreditSchema) },
      },
    },
    async (req, reply) => {
      // Personal data: never kept by a shared cache (as every /api/me answer).
      reply.header('cache-control', 'private, no-store');
      return packages.myCredits(req.user!, req.lang);
    },
  );
};
