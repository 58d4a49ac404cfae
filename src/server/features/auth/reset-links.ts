/**
 * Password reset links (issue 49 items 1 and 2). better-auth keeps each link as a `verifications`
 * row `reset-password:<token>` whose value is the account's id, and ends only the link that was
 * used. What is ours:
 * - a password that changes (a completed reset, a change in the dashboard, a new password chosen on
 *   the confirmation page, the bootstrap admin's) ends every other reset link of the account, so an
 *   old reset e-mail can no longer take the account back;
 * - at most RESET_LIMIT.perHour reset e-mails an hour per account: each e-mail claims a row
 *   `reset-mail:<userId>:<id>` that lasts an hour, counted and inserted under a transaction-scoped
 *   advisory lock of the account, so parallel requests cannot slip past the count. A request past
 *   the limit sends nothing and its link is dropped; the answer is the same either way.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { verifications } from '../../db/schema.ts';
import { revokeDeviceTokens } from './device-token.ts';

export const RESET_LIMIT = { perHour: 3 } as const;

const RESET_PREFIX = 'reset-password:';
const MAIL_PREFIX = 'reset-mail:';
/** The advisory lock class of an account's reset e-mails (the second key: the account id's hash). */
const RESET_MAIL_LOCK_CLASS = 49_002;

export function createResetLinks(db: Db) {
  return {
    /** Claims one of the account's reset e-mails of the last hour; false when it had its RESET_LIMIT.perHour. */
    async claimMail(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RESET_MAIL_LOCK_CLASS}::int, hashtext(${userId}))`);
        const sent = await tx.$count(verifications, and(like(verifications.identifier, `${MAIL_PREFIX}${userId}:%`), sql`${verifications.expiresAt} > now()`));
        if (sent >= RESET_LIMIT.perHour) return false;
        await tx.insert(verifications).values({ id: randomUUID(), identifier: `${MAIL_PREFIX}${userId}:${randomUUID()}`, value: userId, expiresAt: new Date(Date.now() + 3600_000) });
        return true;
      });
    },

    /** Drops one link (made for an e-mail that was not sent). */
    async drop(token: string): Promise<void> {
      await db.delete(verifications).where(eq(verifications.identifier, `${RESET_PREFIX}${token}`));
    },

  };
}
export type ResetLinks = ReturnType<typeof createResetLinks>;

/** Ends every reset link of the account (but `keep`): its password changed. */
export async function endResetLinks(db: Db | Tx, userId: string, keep?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId), keep ? ne(verifications.identifier, `${RESET_PREFIX}${keep}`) : undefined));
}

/**
 * What a changed password ends, wherever it was changed (a completed reset, the dashboard, the
 * confirmation page, the bootstrap admin): every reset link of the account, and every browser's
 * device token (device-token.ts), so an old e-mail or a kept cookie is worth nothing any more.
 */
export async function afterPasswordChange(db: Db | Tx, userId: string): Promise<void> {
  await endResetLinks(db, userId);
  await revokeDeviceTokens(db, userId);
}
