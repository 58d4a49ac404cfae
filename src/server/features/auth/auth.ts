/**
 * Accounts with better-auth (email and password, optional Google) on the existing Drizzle tables.
 * Sessions live in the `sessions` table; nothing here signs a cookie by hand, and passwords are
 * hashed with node:crypto's scrypt as better-auth's own hasher does (lib/password-hash.ts).
 *
 * Deliberate settings (see ARCHITECTURE.md "Known pitfalls"):
 * - better-auth's own rate limiter is off: it counts every request per IP and path, not failures per
 *   account. Sign-in throttling (throttle.ts) and the public POST limit (protections.ts) replace it.
 * - The client address reaches better-auth only through CLIENT_IP_HEADER, which routes.ts always
 *   overwrites with Fastify's `request.ip` (which honours TRUST_PROXY).
 * - The Origin/CSRF checks are switched on explicitly, so tests (NODE_ENV=test) run them too.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../../../shared/constants.ts';
import { pageUrl } from '../../../shared/language-address.ts';
import { practice } from '../../../shared/content/practice.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/contracts/auth.ts';
import type { Translator } from '../../lib/i18n.ts';
import { redactText } from '../../lib/log-redaction.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { textEmail } from '../mail/layout.ts';
import { passwordHasher } from '../../lib/password-hash.ts';
import { afterPasswordChange, createResetLinks } from './reset-links.ts';

/** Set by routes.ts from `request.ip`; whatever a client sends under this name is replaced. */
export const CLIENT_IP_HEADER = 'x-antarman-client-ip';
export const COOKIE_PREFIX = 'antarman';
/** Sessions last 30 days and are extended once a day while used (in seconds, as better-auth takes them). */
export const SESSION_SETTINGS = { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 } as const;

export interface AuthDeps {
  config: Config;
  secret: string;
  db: Db;
  translator: Translator;
  enqueueEmail(db: Db, email: OutgoingEmail): Promise<void>;
  /** better-auth's own messages go to the server's log ("User not found" and the like are debug). */
  log: FastifyBaseLogger;
  /** After a completed password reset (the sign-in throttle forgets the account's failures). */
  onPasswordReset?(email: string): Promise<void>;
  /** A session ended (signed out, revoked, every session of an account ended): the session cache forgets it. */
  onSessionEnded?(token: string): void;
  /** An account changed or was deleted: the session cache forgets its sessions. */
  onAccountChanged?(userId: string): void;
}

/** The first word of a name and the rest, for accounts that only give one name field. */
export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: first ?? null, lastName: rest.length ? rest.join(' ') : null };
}

function languageFromCookieHeader(cookie: string | null | undefined): Language | undefined {
  const match = cookie?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([a-z]{2})`));
  return match && isLanguage(match[1]) ? match[1] : undefined;
}

export function createAuth(deps: AuthDeps) {
  const { config, db, translator } = deps;
  const https = config.publicUrl.startsWith('https://');
  const publicOrigin = new URL(config.publicUrl).origin;
  const resetLinks = createResetLinks(db);

  /** The reset link, to the page in the account's language (its own address: ADR 0019). */
  const mailResetLink = async (to: string, lang: string | null | undefined, path: string) => {
    const language = isLanguage(lang) ? lang : 'en';
    const t = translator.t(language);
    const link = pageUrl(config.publicUrl, language, path);
    await deps.enqueueEmail(db, {
      to,
      kind: 'auth-reset-password',
      locale: language,
      subject: t('auth:email.resetPassword.subject'),
      ...textEmail(language, t('auth:email.resetPassword.text', { link, site: practice.shortName[language] }), { button: t('auth:email.resetPassword.button'), url: link }),
    });
  };

  return betterAuth({
    appName: 'Antarman',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    // Pages on this site, reached by the Host the visitor used (dev on 127.0.0.1 as well as localhost).
    trustedOrigins: (request) => {
      const own = request ? new URL(request.url).origin : undefined;
      return own && own !== publicOrigin ? [publicOrigin, own] : [publicOrigin];
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        // No default here: the create hook below fills it from the visitor's language.
        preferredLanguage: { type: 'string', required: false, input: false },
        membership: { type: 'string', required: false, input: false, defaultValue: 'free' },
      },
    },
    session: { ...SESSION_SETTINGS },
    emailAndPassword: {
      enabled: true,
      // Signing up answers the same whether the address has an account or not (routes.ts), so it
      // cannot sign anyone in: the e-mailed confirmation link does (confirmation.ts).
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // scrypt as better-auth's own, each hash with its cost (lib/password-hash.ts).
      password: passwordHasher(config.passwordScryptN),
      resetPasswordTokenExpiresIn: 60 * 60,
      // The link opens our own page, which posts the token with the new password.
      // At most RESET_LIMIT.perHour e-mails an hour per account (reset-links.ts); past it the link
      // made for this request is dropped unsent, and the route answers the same.
      sendResetPassword: async ({ user, token }) => {
        if (!(await resetLinks.claimMail(user.id))) {
          await resetLinks.drop(token);
          return;
        }
        await mailResetLink(user.email, (user as { preferredLanguage?: string }).preferredLanguage, `/reset-password?token=${encodeURIComponent(token)}`);
      },
      // The person at the mailbox chose this password, and every other session has ended: the
      // address now proves who holds the account (ADR 0016). Every other reset link and every device token end too.
      onPasswordReset: async ({ user }) => {
        await afterPasswordChange(db, user.id);
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        deps.onAccountChanged?.(user.id);
        await deps.onPasswordReset?.(user.email);
      },
    },
    // Addresses are confirmed by our own link, which asks for the password (confirmation.ts);
    // better-auth's verification link, which a mere click completes, is never sent.
    emailVerification: { sendOnSignUp: false },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: 'select_account' } }
      : {},
    // Google joins an existing account only when that account's address is confirmed (better-auth's
    // requireLocalEmailVerified, on by default): else a Google sign-in by the address's owner would
    // hand them an account whose password a stranger chose.
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    // Every session better-auth ends and every account it changes or deletes (sign-out, revocation,
    // a password reset, the admin plugin's role and ban changes) reaches the session cache.
    databaseHooks: {
      // A password changed through better-auth's changePassword (the dashboard): the account's reset
      // links and device tokens end (a reset writes the password with updateMany, whose hook knows
      // no account: onPasswordReset does it).
      account: {
        update: {
          after: async (account) => {
            if (account.providerId === 'credential') await afterPasswordChange(db, account.userId);
          },
        },
      },
      session: {
        delete: {
          after: async (session) => deps.onSessionEnded?.(session.token),
        },
      },
      user: {
        update: {
          after: async (user) => deps.onAccountChanged?.(user.id),
        },
        delete: {
          after: async (user) => deps.onAccountChanged?.(user.id),
        },
        create: {
          // Profile columns of the practice: first and last name from the one name field, and the
          // language the visitor was using (for the e-mails we send them).
          before: async (user, ctx) => {
            const extra = user as Record<string, unknown>;
            const names = splitName(String(user.name ?? ''));
            const lang =
              (isLanguage(extra.preferredLanguage) ? extra.preferredLanguage : undefined) ??
              languageFromCookieHeader(ctx?.request?.headers.get('cookie') ?? ctx?.headers?.get('cookie')) ??
              'en';
            return {
              data: {
                ...user,
                firstName: (extra.firstName as string | undefined) ?? names.firstName,
                lastName: (extra.lastName as string | undefined) ?? names.lastName,
                preferredLanguage: lang,
              },
            };
          },
        },
      },
    },
    rateLimit: { enabled: false },
    // A Google sign-in that fails on the way back lands on our sign-in page, which says so.
    onAPIError: { errorURL: `${config.publicUrl}/login?error=google` },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    telemetry: { enabled: false },
    logger: {
      level: 'debug',
      log: (level, message, ...args) => {
        // Its errors may quote a failed query (the visitor's name and address among its values).
        const details = args.length ? { details: args.map((a) => (a instanceof Error ? redactText(a.message) : typeof a === 'string' ? redactText(a) : a)) } : {};
        // Its warnings are about visitors' mistakes (unknown user): worth a debug line only; refused
        // origins are a warning; anything else it calls an error is one.
        if (level === 'error' && !/^(Invalid|Blocked|Missing)/.test(message)) deps.log.error(details, `better-auth: ${message}`);
        else if (level === 'error') deps.log.warn(details, `better-auth: ${message}`);
        else deps.log.debug(details, `better-auth: ${message}`);
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
