/**
 * Accounts for the admin (spec §3 "User (admin-created)", §7 Users): create one, list a page, read
 * them all for the CSV export. The account itself is made by better-auth (it hashes the password and
 * links the credential); the route hands its call in as `createAccount`.
 */
import { APIError } from 'better-auth/api';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/paging.ts';
import type { ListedUser, UserType, usersQuerySchema } from '../../../shared/contracts/users.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { conflict } from '../../lib/http-errors.ts';
import { containsText, countRows, listOrder, readPage, withinDays } from '../../lib/paging.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

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

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
  membership: 'free' | 'premium';
}

export function createUserAdmin(deps: { db: Db; createAccount: (account: NewAccount) => Promise<{ id: string }> }) {
  const { db, createAccount } = deps;
  const emailTaken = () => conflict('auth:errors.emailTaken');

  return {
    /** A new account of the given type; 409 when the address has one already. */
    async create(input: { name: string; email: string; password: string; type: UserType }, actor: Actor): Promise<ListedUser> {
      const { name, email, password, type } = input;
      const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
      if (existing) throw emailTaken();
      let id: string;
      try {
        ({ id } = await createAccount({ name, email, password, ...TYPES[type] }));
      } catch (err) {
        // Two admins creating the same address at once: the second one loses.
        if (err instanceof APIError && /ALREADY_EXISTS/.test(String(err.body?.code))) throw emailTaken();
        throw err;
      }
      await recordAudit(db, actor, { action: 'user-created', entity: 'user', entityId: id, details: { type } });
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return listedUser(row);
    },

    /** A page of accounts in the chosen order (newest first by default); `q` is looked for in the names and the address; `from`/`to` bound the day each joined. */
    async list(query: z.output<typeof usersQuerySchema>): Promise<Page<ListedUser>> {
      const q = query.q;
      const where = and(
        q ? or(containsText(users.name, q), containsText(users.firstName, q), containsText(users.lastName, q), containsText(users.email, q)) : undefined,
        ...withinDays(users.createdAt, query),
      );
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (await db.select().from(users).where(where).orderBy(...listOrder(query.sort, { date: users.createdAt, name: users.name, email: users.email, id: users.id })).limit(limit).offset(offset)).map(listedUser),
        total: () => countRows(db, users, where),
      });
    },

    /** Every account, newest first (the CSV export). */
    all: (): Promise<UserRow[]> => db.select().from(users).orderBy(desc(users.createdAt)),
  };
}
