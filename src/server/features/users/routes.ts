/**
 * Accounts for the admin (spec §3 "User (admin-created)", §7 Users): create, list, export as CSV.
 * Accounts are created through better-auth (it hashes the password and links the credential).
 */
import { APIError } from 'better-auth/api';
import { desc, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLog, users, type UserRow } from '../../db/schema.ts';
import { csvFileName, sendCsv, toCsv } from '../../lib/csv.ts';
import { conflict } from '../../lib/http-errors.ts';
import { containsText, countRows, readPage } from '../../lib/paging.ts';
import { pageSchema } from '../../../shared/contracts/paging.ts';
import { createUserSchema, listedUserSchema, usersQuerySchema, type ListedUser, type UserType } from '../../../shared/contracts/users.ts';

const TYPES: Record<UserType, { role: 'user' | 'admin'; membership: 'free' | 'premium' }> = {
  Free: { role: 'user', membership: 'free' },
  Premium: { role: 'user', membership: 'premium' },
  Admin: { role: 'admin', membership: 'free' },
};

export function listedUser(row: UserRow): ListedUser {
  return {
    id: row.id,
    name: row.name,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.role === 'admin',
    membership: row.membership,
  };
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  const emailTaken = () => conflict('auth:errors.emailTaken');

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
    async (req, reply) => {
      const { name, email, password, type } = req.body;
      const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
      if (existing) throw emailTaken();
      const { role, membership } = TYPES[type];
      let id: string;
      try {
        const created = await app.auth.instance.api.createUser({ body: { name, email, password, role, data: { membership } } });
        id = created.user.id;
      } catch (err) {
        // Two admins creating the same address at once: the second one loses.
        if (err instanceof APIError && /ALREADY_EXISTS/.test(String(err.body?.code))) throw emailTaken();
        throw err;
      }
      await db.insert(auditLog).values({
        actorId: req.user!.id,
        actorEmail: req.user!.email,
        action: 'user-created',
        entity: 'user',
        entityId: id,
        details: { type },
      });
      const [row] = await db.select().from(users).where(sql`${users.id} = ${id}`);
      return reply.code(201).send(listedUser(row));
    },
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
    async (req) => {
      const q = req.query.q;
      const where = q ? or(containsText(users.name, q), containsText(users.firstName, q), containsText(users.lastName, q), containsText(users.email, q)) : undefined;
      return readPage(req.query, {
        rows: async ({ limit, offset }) =>
          (await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset)).map(listedUser),
        total: () => countRows(db, users, where),
      });
    },
  );

  app.get(
    '/api/admin/export/users',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Every account as CSV (UTF-8 with BOM, formula cells neutralised)' },
    },
    async (req, reply) => {
      const t = app.services.translator.t(req.lang);
      const rows = await db.select().from(users).orderBy(desc(users.createdAt));
      const csv = toCsv<UserRow>(
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
