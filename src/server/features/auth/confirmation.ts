/**
 * Confirming an e-mail address, so that it proves who holds the account (ADR 0016).
 *
 * A click on an e-mailed link proves only that someone can read that mailbox, not that they chose
 * the account's password: anyone can create an account with someone else's address. So the link
 * opens a page (/verify-email) that asks the person at the mailbox either for the account's
 * password or for a new one. A new password ends every session of the account. Only then is the
 * address confirmed (`email_verified`), and only a confirmed address gives the account what was
 * sent with that address (features/dashboard/ownership.ts) or, for ADMIN_EMAIL, the admin area.
 *
 * Links are single-use, last 24 hours and are kept hashed in the `verifications` table; at most
 * CONFIRMATION_LIMIT.perHour are sent per account, decided by the insert itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, users, verifications } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Translator } from '../../lib/i18n.ts';
import { isLanguage, type Language } from '../../../shared/constants.ts';
import { pageUrl } from '../../../shared/language-address.ts';
import { practice } from '../../../shared/content/practice.ts';
import { safeReturnPath } from '../../../shared/contracts/auth.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import type { Auth } from './auth.ts';
import { afterPasswordChange } from './reset-links.ts';
import { textEmail } from '../mail/layout.ts';

export const CONFIRMATION_LIMIT = { perHour: 3, linkHours: 24 } as const;

const PREFIX = 'confirm-email';
const NOTICE_PREFIX = 'sign-up-notice';
const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export interface PendingConfirmation {
  userId: string;
  email: string;
  returnTo: string;
  identifier: string;
}

export interface ConfirmationDeps {
  auth: Auth;
  db: Db;
  config: Config;
  translator: Translator;
  enqueueEmail(db: Db, email: OutgoingEmail): Promise<void>;
  /** The account's address is now confirmed: its cached sessions are forgotten (session-cache.ts). */
  onAccountChanged?(userId: string): void;
}

export const tooManyLinks = () => new HttpError(429, 'too_many_links', 'auth:errors.tooManyLinks');
const linkInvalid = () => new HttpError(400, 'invalid_link', 'auth:errors.confirmLinkInvalid');

export function createEmailConfirmation(deps: ConfirmationDeps) {
  const { auth, db, config, translator } = deps;

  /**
   * Stores a token under `prefix:<userId>:<hash>` unless the account already had perHour of that
   * kind in the last hour: one statement decides, so parallel requests cannot slip past the limit.
   */
  async function issue(prefix: string, userId: string, value: string): Promise<string | null> {
    const secret = randomBytes(24).toString('base64url');
    const identifier = `${prefix}:${userId}:${hash(secret)}`;
    const expiresAt = new Date(Date.now() + CONFIRMATION_LIMIT.linkHours * 3600_000);
    const inserted = await db.execute(sql`
      insert into ${verifications} (id, identifier, value, expires_at)
      select ${crypto.randomUUID()}, ${identifier}, ${value}, ${expiresAt.toISOString()}::timestamptz
      where (select count(*) from ${verifications}
             where ${verifications.identifier} like ${`${prefix}:${userId}:%`}
               and ${verifications.createdAt} > now() - interval '1 hour') < ${CONFIRMATION_LIMIT.perHour}
      returning id`);
    const rows = (inserted as unknown as { rows?: unknown[] }).rows ?? (inserted as unknown as unknown[]);
    return rows.length ? `${userId}.${secret}` : null;
  }

  function mailFor(language: Language) {
    const t = translator.t(language);
    return { t, site: practice.shortName[language] };
  }

  return {
    /** E-mails a confirmation link to an account whose address is not confirmed yet. Throws 429 past the limit. */
    async send(user: { id: string; email: string }, returnTo = '/dashboard?verified=1'): Promise<void> {
      const path = safeReturnPath(returnTo);
      const token = await issue(PREFIX, user.id, path);
      if (!token) throw tooManyLinks();
      const [row] = await db.select({ preferredLanguage: users.preferredLanguage }).from(users).where(eq(users.id, user.id)).limit(1);
      const language = isLanguage(row?.preferredLanguage) ? row.preferredLanguage : 'en';
      const { t, site } = mailFor(language);
      const link = pageUrl(config.publicUrl, language, `/verify-email?token=${encodeURIComponent(token)}`);
      await deps.enqueueEmail(db, {
        to: user.email,
        kind: 'auth-verify-email',
        locale: language,
        subject: t('auth:email.verifyEmail.subject'),
        ...textEmail(language, t('auth:email.verifyEmail.text', { link, site }), { button: t('auth:email.verifyEmail.button'), url: link }),
      });
    },

    /**
     * Someone tried to create an account with an address that has one: its owner is told (at
     * most perHour times an hour), and the visitor sees the same answer as for a new address.
     */
    async noticeExisting(user: { id: string; email: string; preferredLanguage?: string | null }): Promise<void> {
      if (!(await issue(NOTICE_PREFIX, user.id, 'notice'))) return;
      const language = isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en';
      const { t, site } = mailFor(language);
      await deps.enqueueEmail(db, {
        to: user.email,
        kind: 'auth-sign-up-existing',
        locale: language,
        subject: t('auth:email.signUpExisting.subject'),
        text: t('auth:email.signUpExisting.text', {
          site,
          signIn: pageUrl(config.publicUrl, language, '/login'),
          reset: pageUrl(config.publicUrl, language, '/login?mode=forgot'),
        }),
      });
    },

    /** The account a link confirms, or a translated 400 when the link is unknown, used or expired. */
    async lookup(token: string): Promise<PendingConfirmation> {
      const [userId, secret] = token.split('.');
      if (!userId || !secret) throw linkInvalid();
      const identifier = `${PREFIX}:${userId}:${hash(secret)}`;
      const [row] = await db
        .select({ value: verifications.value, email: users.email })
        .from(verifications)
        .innerJoin(users, eq(users.id, userId))
        .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
        .limit(1);
      if (!row) throw linkInvalid();
      return { userId, email: row.email, returnTo: safeReturnPath(row.value), identifier };
    },

    /**
     * Confirms the address once the person at the mailbox has shown the account's password, or
     * chosen a new one (which ends every session: whoever made the account with their address is
     * out). Answers the password to sign in with.
     */
    async complete(pending: PendingConfirmation, proof: { password: string } | { newPassword: string }): Promise<string> {
      const ctx = await auth.$context;
      const [credential] = await db
        .select({ id: accounts.id, password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, pending.userId), eq(accounts.providerId, 'credential')))
        .limit(1);
      if ('password' in proof) {
        const ok = credential?.password ? await ctx.password.verify({ hash: credential.password, password: proof.password }) : false;
        if (!ok) throw new HttpError(401, 'invalid_credentials', 'auth:errors.confirmPasswordWrong');
      }
      // The link is used up by this statement: of two parallel submissions only one goes on.
      const used = await db.delete(verifications).where(eq(verifications.identifier, pending.identifier)).returning({ id: verifications.id });
      if (!used.length) throw linkInvalid();
      if ('newPassword' in proof) {
        const newHash = await ctx.password.hash(proof.newPassword);
        await db.transaction(async (tx) => {
          const updated = await tx.update(accounts).set({ password: newHash }).where(eq(accounts.id, credential?.id ?? '')).returning({ id: accounts.id });
          if (!updated.length) {
            await tx.insert(accounts).values({ id: crypto.randomUUID(), userId: pending.userId, accountId: pending.userId, providerId: 'credential', password: newHash });
          }
          // A new password ends the account's reset links and device tokens (reset-links.ts).
          await afterPasswordChange(tx, pending.userId);
        });
        await ctx.internalAdapter.deleteUserSessions(pending.userId);
      }
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, pending.userId));
      deps.onAccountChanged?.(pending.userId);
      await db.delete(verifications).where(like(verifications.identifier, `${PREFIX}:${pending.userId}:%`));
      return 'password' in proof ? proof.password : proof.newPassword;
    },
  };
}

export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;
