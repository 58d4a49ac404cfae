/**
 * Accounts for the admin (spec §3 "User (admin-created)", §7 Users): create, list, export as CSV.
 * The work is in service.ts; accounts are created through better-auth (app.auth), handed in here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvFileName, sendCsv, toCsv } from '../../lib/csv.ts';
import { pageSchema } from '../../../shared/contracts/paging.ts';
import { createUserSchema, listedUserSchema, usersQuerySchema } from '../../../shared/contracts/users.ts';
import { actorOf } from '../../lib/audit.ts';
import { createUserAdmin } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createUserAdmin({
    db: app.services.database.db,
    createAccount: async ({ name, email, password, role, membership }) =>
      (await app.auth.instance.api.createUser({ body: { name, email, password, role, data: { membership } } })).user,
  });

  app.post(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Creates an account (type Free, Premium or Admin)',
        body: createUserSchema,
        response: { 201: listedUserSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.create(req.body, actorOf(req))),
  );

  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'A page of accounts, newest first (at most 50); q: text in the name or e-mail',
        querystring: usersQuerySchema,
        response: { 200: pageSchema(listedUserSchema) },
      },
    },
    (req) => admin.list(req.query),
  );

  app.get(
    '/api/admin/export/users',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Every account as CSV (UTF-8 with BOM, formula cells neutralised)' },
    },
    async (req, reply) => {
      const t = app.services.translator.t(req.lang);
      const rows = await admin.all();
      const csv = toCsv<(typeof rows)[number]>(
        [
          { header: t('auth:export.name'), value: (u) => u.name },
          { header: t('auth:export.firstName'), value: (u) => u.firstName },
          { header: t('auth:export.lastName'), value: (u) => u.lastName },
          { header: t('auth:export.email'), value: (u) => u.email },
          { header: t('auth:export.type'), value: (u) => t(`auth:export.types.${u.role === 'admin' ? 'Admin' : u.membership === 'premium' ? 'Premium' : 'Free'}`) },
          { header: t('auth:export.createdAt'), value: (u) => u.createdAt },
        ],
        rows,
      );
      return sendCsv(reply, csvFileName('users'), csv);
    },
  );
};
