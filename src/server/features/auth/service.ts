/**
 * Admin access: the bootstrap admin of ADMIN_EMAIL/ADMIN_PASSWORD, and the /admin-setup promotion.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { recordAudit, SETUP_ACTOR } from '../../lib/audit.ts';
import type { PromotionOutcome } from '../../../shared/contracts/auth.ts';
import type { SessionUser } from '../../plugins/authz.ts';
import type { Auth } from './auth.ts';
import type { EmailConfirmation } from './confirmation.ts';
import { afterPasswordChange } from './reset-links.ts';

export type BootstrapOutcome = 'skipped' | 'created' | 'promoted' | 'unchanged';

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export function createAdminAccess(deps: {
  auth: Auth;
  config: Config;
  database: Database;
  confirmation: EmailConfirmation;
  /** An account's role changed here (not through better-auth): its cached sessions are forgotten. */
  onAccountChanged?(userId: string): void;
}) {
  const { auth, config, database } = deps;
  const { db } = database;

  async function anyAdmin(): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    return Boolean(row);
  }

  /**
   * When ADMIN_EMAIL and ADMIN_PASSWORD are both set, that admin exists afterwards:
   * - no such account: created, with ADMIN_PASSWORD;
   * - an account that is not an admin: made admin, its password becomes ADMIN_PASSWORD and its
   *   sessions end (whoever signed up with that address before cannot keep it);
   * - already an admin: left alone (its password may have been changed since).
   */
  async function bootstrapAdmin(): Promise<BootstrapOutcome> {
    const email = config.admin?.email;
    const password = config.admin?.password;
    if (!email || !password) return 'skipped';
    return database.withStartupLock(async () => {
      const [existing] = await db.select().from(users).where(byEmail(email)).limit(1);
      if (!existing) {
        const { user } = await auth.api.createUser({ body: { email, password, name: 'Admin', role: 'admin' } });
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        await recordAudit(db, SETUP_ACTOR, { action: 'admin-bootstrap-created', entity: 'user', entityId: user.id });
        return 'created';
      }
      if (existing.role === 'admin') return 'unchanged';
      const ctx = await auth.$context;
      const hash = await ctx.password.hash(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, existing.id));
        const updated = await tx
          .update(accounts)
          .set({ password: hash })
          .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')))
          .returning({ id: accounts.id });
        if (!updated.length) {
          await tx.insert(accounts).values({ id: crypto.randomUUID(), userId: existing.id, accountId: existing.id, providerId: 'credential', password: hash });
        }
        await afterPasswordChange(tx, existing.id);
        await recordAudit(tx, SETUP_ACTOR, { action: 'admin-bootstrap-promoted', entity: 'user', entityId: existing.id });
      });
      await ctx.internalAdapter.deleteUserSessions(existing.id);
      deps.onAccountChanged?.(existing.id);
      return 'promoted';
    });
  }

  /**
   * /admin-setup: promotes the signed-in user only when their e-mail is ADMIN_EMAIL, it has been
   * confirmed, and no admin exists yet. Anything else changes nothing and says why.
   *
   * "Confirmed" means the person at that mailbox typed the account's password or chose a new one
   * (confirmation.ts), or completed a password reset, which ends every other session: a stranger
   * who signed up first with the founder's address never gets their password into the admin area,
   * whatever the founder clicks (ADR 0016).
   */
  async function promote(user: SessionUser): Promise<PromotionOutcome> {
    const designated = config.admin?.email;
    if (!designated) return 'notConfigured';
    if (user.role === 'admin') return 'alreadyAdmin';
    if (user.email.toLowerCase() !== designated.toLowerCase()) return 'notDesignated';
    if (await anyAdmin()) return 'adminExists';
    if (!user.emailVerified) {
      await deps.confirmation.send(user, '/admin-setup?verified=1');
      return 'verifyEmail';
    }
    // Only one account can carry the designated address (e-mails are unique), and the condition is
    // checked again in the statement that changes the role.
    const promoted = await db
      .update(users)
      .set({ role: 'admin' })
      .where(and(eq(users.id, user.id), sql`not exists (select 1 from ${users} where ${users.role} = 'admin')`))
      .returning({ id: users.id });
    if (!promoted.length) return 'adminExists';
    deps.onAccountChanged?.(user.id);
    await recordAudit(db, user, { action: 'admin-setup-promoted', entity: 'user', entityId: user.id });
    return 'promoted';
  }

  return { bootstrapAdmin, promote, anyAdmin };
}

export type AdminAccess = ReturnType<typeof createAdminAccess>;
