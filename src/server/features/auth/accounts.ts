/**
 * The account rows the auth routes read (the routes never query the database themselves): a user by
 * id for /api/auth/user and the e-mail confirmation, and by address for the sign-up that must answer
 * the same whether or not the address has an account.
 */
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { currentUserOf, sessionUserOf } from './current-user.ts';

export function createAccountReads(db: Db) {
  return {
    /** The account as /api/auth/user shows it, or null. */
    async currentUserById(id: string): Promise<CurrentUser | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ? currentUserOf(sessionUserOf(row)) : null;
    },
    /** The account of an address (any letter case), if there is one. */
    async byEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },
  };
}
