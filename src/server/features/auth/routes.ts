/**
 * Accounts over HTTP. better-auth answers the sign-in, sign-up, sign-out and password-reset calls
 * under /api/auth; only the endpoints this site uses are exposed, each as a Fastify route with its
 * access rule and zod schema that hands the request to better-auth's handler. Its English errors
 * become the API's translated error shape. Also here: the spec's /api/auth/user, /api/login,
 * /api/logout and /api/direct-admin-promotion, and the session resolver every guarded route uses.
 */
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { localizePath } from '../../../shared/language-address.ts';
import { resolveSessionSecret } from '../../config.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/authz.ts';
import {
  currentUserSchema,
  forgotPasswordSchema,
  okSchema,
  promotionResultSchema,
  safeReturnPath,
  resetPasswordSchema,
  signedInSchema,
  signInSchema,
  signUpSchema,
  confirmEmailSchema,
  signUpAnswerSchema,
  socialSignInSchema,
  type CurrentUser,
} from '../../../shared/contracts/auth.ts';
import { CLIENT_IP_HEADER, COOKIE_PREFIX, createAuth, SESSION_SETTINGS, type Auth } from './auth.ts';
import { createAccountReads } from './accounts.ts';
import { currentUserOf, sessionUserOf, type AccountFields } from './current-user.ts';
import { protectionsPlugin } from './protections.ts';
import { createEmailConfirmation, type EmailConfirmation } from './confirmation.ts';
import { createDeviceTokens, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-token.ts';
import { createAdminAccess, type AdminAccess, type BootstrapOutcome } from './service.ts';
import { createSessionCache } from './session-cache.ts';
import { createSignInThrottle, databaseAttemptStore, redisAttemptStore, SIGN_IN_LIMITS } from './throttle.ts';

export interface AuthService {
  /** The better-auth instance (server-side calls: `app.auth.instance.api.createUser(...)`). */
  instance: Auth;
  admin: AdminAccess;
  /** E-mailed links that confirm an address (the dashboard's "send the link again"). */
  confirmation: EmailConfirmation;
  /** Makes the ADMIN_EMAIL/ADMIN_PASSWORD admin exist; start() calls it. */
  bootstrapAdmin(): Promise<BootstrapOutcome>;
  /** The signed-in user of a request in the spec's shape, or null (pages' loaders get this). */
  currentUserOf(req: FastifyRequest): Promise<CurrentUser | null>;
  /**
   * Once a day while a member keeps coming back, their session is extended (and its cookie with
   * it): the Set-Cookie values to send with this request's answer, or none (most requests).
   */
  extendSession(req: FastifyRequest): Promise<string[]>;
  /** An account changed outside better-auth (a profile saved, the account deleted): its cached sessions are forgotten. */
  forgetUser(userId: string): void;
  /** Which sign-in methods the sign-in page offers. */
  methods: { google: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

export interface AuthRoutesOptions {
  redis?: Redis;
  publicPostsPerMinute?: number;
  /** How long a looked-up session is reused (session-cache.ts; 0: never). */
  sessionCacheMs?: number;
}

const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
/** Sign-up and reset requests answer no sooner than this (see answerNoSoonerThan). */
export const ACCOUNT_ANSWER_MS = 400;
const hasSessionCookie = (req: FastifyRequest) => (req.headers.cookie ?? '').includes(SESSION_COOKIE);

/** better-auth's error codes → the API's translated errors. */
const AUTH_ERRORS: Record<string, { status: number; key: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, key: 'auth:errors.invalidCredentials' },
  USER_ALREADY_EXISTS: { status: 409, key: 'auth:errors.emailTaken' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, key: 'auth:errors.emailTaken' },
  INVALID_TOKEN: { status: 400, key: 'auth:errors.resetLinkInvalid' },
  TOKEN_EXPIRED: { status: 400, key: 'auth:errors.resetLinkInvalid' },
  PASSWORD_TOO_SHORT: { status: 400, key: 'auth:errors.passwordTooShort' },
  PASSWORD_TOO_LONG: { status: 400, key: 'auth:errors.passwordTooLong' },
  INVALID_EMAIL: { status: 400, key: 'auth:errors.emailInvalid' },
  BANNED_USER: { status: 403, key: 'auth:errors.banned' },
  INVALID_ORIGIN: { status: 403, key: 'auth:errors.crossSite' },
  MISSING_OR_NULL_ORIGIN: { status: 403, key: 'auth:errors.crossSite' },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { status: 403, key: 'auth:errors.crossSite' },
  INVALID_CALLBACK_URL: { status: 400, key: 'validation:badRequest' },
};

function authError(status: number, code: string | undefined): HttpError {
  const known = code ? AUTH_ERRORS[code] : undefined;
  if (known) return new HttpError(known.status, code!.toLowerCase(), known.key);
  if (status >= 500) return new HttpError(500, 'server_error', 'validation:serverError');
  if (status === 401) return unauthorized();
  return new HttpError(status >= 400 && status < 500 ? status : 400, 'bad_request', 'validation:badRequest');
}

/** Hands a request to better-auth: the original headers, the client address of our choosing, the validated body. */
async function callAuth(auth: Auth, req: FastifyRequest, body?: unknown, path: string = req.url): Promise<Response> {
  const headers = fromNodeHeaders(req.headers);
  headers.set(CLIENT_IP_HEADER, req.ip);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  const init: RequestInit = { method: req.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return auth.handler(new Request(new URL(path, `${req.protocol}://${req.host}`), init));
}

function copyCookies(from: Headers, reply: FastifyReply) {
  const cookies = from.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** Throws the translated error of a failed better-auth answer; returns its JSON body otherwise. */
async function jsonOrThrow(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON
  }
  if (!response.ok) throw authError(response.status, typeof body.code === 'string' ? body.code : undefined);
  return body;
}

/** Passes better-auth's answer through as it is (redirects of the OAuth and e-mail links). */
async function relay(response: Response, reply: FastifyReply) {
  if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
    copyCookies(response.headers, reply);
    await jsonOrThrow(response);
  }
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) reply.header(name, value);
  });
  copyCookies(response.headers, reply);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

const authRoutesPlugin: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { config, database, translator } = app.services;
  const { db } = database;
  const secret = resolveSessionSecret(config);
  const throttle = createSignInThrottle(opts.redis ? redisAttemptStore(opts.redis) : databaseAttemptStore(db));
  const sessions = createSessionCache(opts.sessionCacheMs);
  const auth = createAuth({
    config,
    secret,
    db,
    translator,
    enqueueEmail: (d, email) => app.services.mail.enqueue(d, email),
    log: app.log,
    onPasswordReset: (email) => throttle.resetAccount(email),
    onSessionEnded: (token) => sessions.forgetSession(token),
    onAccountChanged: (userId) => sessions.forgetUser(userId),
  });
  const confirmation = createEmailConfirmation({
    auth,
    db,
    config,
    translator,
    enqueueEmail: (d, email) => app.services.mail.enqueue(d, email),
    onAccountChanged: (userId) => sessions.forgetUser(userId),
  });
  const admin = createAdminAccess({ auth, config, database, confirmation, onAccountChanged: (userId) => sessions.forgetUser(userId) });
  const devices = createDeviceTokens(db);
  const https = config.publicUrl.startsWith('https://');
  /** The name better-auth gives the session cookie (auth.ts: Secure-prefixed on https). */
  const sessionCookieName = `${https ? '__Secure-' : ''}${SESSION_COOKIE}`;

  /** Signed in from this browser: it is known to the sign-in throttle from now on. */
  const rememberDevice = async (req: FastifyRequest, reply: FastifyReply, userId: string) => {
    reply.setCookie(DEVICE_COOKIE, await devices.remember(req.cookies[DEVICE_COOKIE], userId), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: https,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  };

  /**
   * The session of a request: from the session cache when this cookie was accepted in the last few
   * seconds (no database query), else from better-auth (signature, session row and user), kept.
   */
  /** When the session of a request resolved below expires (whether it came from the cache or the database). */
  const sessionExpiry = new WeakMap<FastifyRequest, number>();
  const resolve = async (req: FastifyRequest): Promise<SessionUser | null> => {
    const cookieValue = req.cookies[sessionCookieName];
    if (!cookieValue || !hasSessionCookie(req)) return null;
    const cached = sessions.get(cookieValue);
    if (cached) {
      sessionExpiry.set(req, cached.expiresAt);
      return cached.user;
    }
    const startedAt = sessions.epoch();
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers), query: { disableRefresh: true } });
    if (!found) return null;
    const user = sessionUserOf(found.user as unknown as AccountFields);
    const expiresAt = new Date(found.session.expiresAt).getTime();
    sessionExpiry.set(req, expiresAt);
    sessions.set(cookieValue, { token: found.session.token, user, expiresAt }, startedAt);
    return user;
  };
  app.setSessionResolver(resolve);

  /**
   * better-auth's own refresh (auth.ts: sessions extended once a day while used), done only when it
   * is due, by the request's session as it was resolved (not by the cache, which may not hold it:
   * under load, a lookup overtaken by a revocation is not stored). The cached entry is forgotten
   * only when the session was extended: forgetting it on every call made every concurrent lookup
   * unstorable, and the cache never filled again under load (every request then looked the session
   * up twice).
   */
  const extendSession = async (req: FastifyRequest): Promise<string[]> => {
    const cookieValue = req.cookies[sessionCookieName];
    if (!cookieValue || !(await app.currentUser(req))) return [];
    const expiresAt = sessionExpiry.get(req);
    const { expiresIn, updateAge } = SESSION_SETTINGS;
    if (expiresAt === undefined || expiresAt - expiresIn * 1000 + updateAge * 1000 > Date.now()) return [];
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
    const cookies = found.headers.getSetCookie();
    if (found.response && cookies.length) sessions.forgetSession(found.response.session.token);
    return cookies;
  };

  const accounts = createAccountReads(db);
  const userById = (id: string) => accounts.currentUserById(id);

  app.decorate('auth', {
    instance: auth,
    admin,
    confirmation,
    bootstrapAdmin: admin.bootstrapAdmin,
    currentUserOf: async (req: FastifyRequest) => {
      const user = await app.currentUser(req);
      return user ? currentUserOf(user) : null;
    },
    extendSession,
    forgetUser: (userId) => sessions.forgetUser(userId),
    methods: { google: Boolean(config.google) },
  } satisfies AuthService);

  await app.register(protectionsPlugin, { publicUrl: config.publicUrl, publicPostsPerMinute: opts.publicPostsPerMinute });

  const tooManyAttempts = (retryAfterSeconds: number) =>
    new HttpError(429, 'too_many_sign_in_attempts', 'auth:errors.tooManyAttempts', undefined, { seconds: retryAfterSeconds });

  /**
   * Answers that must not tell whether an address has an account take at least this long, so
   * the work one case does and the other does not (a password hash, a few rows) cannot be timed.
   */
  const answerNoSoonerThan = async (startedAt: number, ms: number) => {
    const left = startedAt + ms - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };

  /* ------------------------------------------------------------------ the spec's auth paths */

  app.get(
    '/api/auth/user',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'The signed-in user (spec §3 Current user), or 401', response: { 200: currentUserSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await app.currentUser(req);
      if (!user) throw unauthorized();
      // Also extends the session (and its cookie) once a day while the visitor keeps coming back.
      const cookies = await extendSession(req);
      if (cookies.length) reply.header('set-cookie', cookies);
      return currentUserOf(user);
    },
  );

  app.get(
    '/api/login',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Leads to the sign-in page', querystring: z.object({ returnTo: z.string().optional() }) } },
    // The sign-in page in the visitor's language (its own address: ADR 0019).
    async (req, reply) => reply.redirect(localizePath(`/login?returnTo=${encodeURIComponent(safeReturnPath(req.query.returnTo))}`, req.lang)),
  );

  app.get('/api/logout', { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Signs out and returns home' } }, async (req, reply) => {
    // A link on another site must not sign our visitors out.
    if (hasSessionCookie(req) && req.headers['sec-fetch-site'] !== 'cross-site') {
      const { headers } = await auth.api.signOut({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
      copyCookies(headers, reply);
    }
    reply.header('cache-control', 'no-store');
    return reply.redirect(localizePath('/', req.lang));
  });

  /* ------------------------------------------------------------------ better-auth's endpoints */

  app.post(
    '/api/auth/sign-in/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: `Signs in with e-mail and password. After ${SIGN_IN_LIMITS.account.free} failures for an account (${SIGN_IN_LIMITS.address.free} from one address) each attempt waits longer (429 with Retry-After); a browser that signed in to the account before is counted on its own`,
        body: signInSchema,
        response: { 200: signedInSchema },
      },
    },
    async (req, reply) => {
      const device = await devices.knownAs(req.cookies[DEVICE_COOKIE], req.body.email);
      const attempt = await throttle.begin(req.body.email, req.ip, { device });
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw tooManyAttempts(attempt.retryAfterSeconds);
      }
      let response: Response;
      try {
        response = await callAuth(auth, req, req.body);
      } catch (err) {
        await attempt.finish('not-counted');
        throw err;
      }
      if (response.status === 401) {
        await attempt.finish('failed');
      } else {
        await attempt.finish(response.ok ? 'succeeded' : 'not-counted');
      }
      const body = await jsonOrThrow(response);
      copyCookies(response.headers, reply);
      const user = await userById(String((body.user as { id?: string } | undefined)?.id));
      if (!user) throw authError(500, undefined);
      await rememberDevice(req, reply, user.id);
      return { user };
    },
  );

  app.post(
    '/api/auth/sign-up/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Creates a member account and e-mails the link that confirms it; answers exactly the same when the address already has an account (its owner is told by e-mail)',
        body: signUpSchema,
        response: { 200: signUpAnswerSchema },
      },
    },
    async (req) => {
      const startedAt = Date.now();
      const { name, email, password, callbackURL } = req.body;
      const existing = await accounts.byEmail(email);
      if (existing) {
        // The same work as a new account: a password hash, and an e-mail to the address.
        await (await auth.$context).password.hash(password);
        await confirmation.noticeExisting(existing);
      } else {
        try {
          const { user } = await auth.api.signUpEmail({ body: { name, email, password }, headers: new Headers({ cookie: req.headers.cookie ?? '' }) });
          await confirmation.send(user, callbackURL ?? '/dashboard?verified=1');
        } catch (err) {
          // Two sign-ups with one new address at once: the second finds the first's account.
          const code = (err as { body?: { code?: string } }).body?.code;
          if (code !== 'USER_ALREADY_EXISTS' && code !== 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') throw err;
        }
      }
      await answerNoSoonerThan(startedAt, ACCOUNT_ANSWER_MS);
      return { ok: true as const, checkEmail: true as const };
    },
  );

  app.post(
    '/api/auth/confirm-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "The page of the e-mailed confirmation link: with the account's password, or a new one (which ends every other session), confirms the address and signs in",
        body: confirmEmailSchema,
        response: { 200: signedInSchema.extend({ returnTo: z.string() }) },
      },
    },
    async (req, reply) => {
      const pending = await confirmation.lookup(req.body.token);
      const proof = req.body.newPassword !== undefined ? { newPassword: req.body.newPassword } : { password: req.body.password ?? '' };
      // Guessing the password with a link in hand is a sign-in attempt like any other.
      const attempt = await throttle.begin(pending.email, req.ip, { device: await devices.knownAs(req.cookies[DEVICE_COOKIE], pending.email) });
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw tooManyAttempts(attempt.retryAfterSeconds);
      }
      let password: string;
      try {
        password = await confirmation.complete(pending, proof);
      } catch (err) {
        await attempt.finish((err as HttpError).statusCode === 401 ? 'failed' : 'not-counted');
        throw err;
      }
      await attempt.finish('succeeded');
      const { headers } = await auth.api.signInEmail({ body: { email: pending.email, password }, returnHeaders: true });
      copyCookies(headers, reply);
      await rememberDevice(req, reply, pending.userId);
      const user = await userById(pending.userId);
      if (!user) throw authError(500, undefined);
      return { user, returnTo: pending.returnTo };
    },
  );

  app.post(
    '/api/auth/sign-out',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Signs out', response: { 200: okSchema } } },
    async (req, reply) => {
      const response = await callAuth(auth, req, {});
      await jsonOrThrow(response);
      copyCookies(response.headers, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/request-password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a reset link when the account exists (answers the same either way, in the same time)',
        body: forgotPasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      const startedAt = Date.now();
      await jsonOrThrow(await callAuth(auth, req, req.body));
      await answerNoSoonerThan(startedAt, ACCOUNT_ANSWER_MS);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sets a new password with the e-mailed token; ends every session', body: resetPasswordSchema, response: { 200: okSchema } },
    },
    async (req) => {
      await jsonOrThrow(await callAuth(auth, req, req.body));
      return { ok: true as const };
    },
  );

  // Links of better-auth's own confirmation e-mails, sent before ADR 0016: a click alone no longer
  // confirms anything. They lead to the page named by callbackURL (on this site only), which
  // offers a new link.
  app.get(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Old confirmation links: back to the page, which offers a new one', querystring: z.object({ token: z.string().max(4000).optional(), callbackURL: z.string().max(2000).optional() }) },
    },
    async (req, reply) => {
      const callbackURL = safeReturnPath(req.query.callbackURL);
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${callbackURL}${callbackURL.includes('?') ? '&' : '?'}error=invalid-link`);
    },
  );

  if (config.google) {
    app.post(
      '/api/auth/sign-in/social',
      { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Starts Google sign-in', body: socialSignInSchema } },
      async (req, reply) => {
        const callbackURL = safeReturnPath(req.body.callbackURL);
        const response = await callAuth(auth, req, { provider: 'google', callbackURL, errorCallbackURL: '/login?error=google' });
        return relay(response, reply);
      },
    );
    app.get(
      '/api/auth/callback/:provider',
      { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Google returns here', params: z.object({ provider: z.literal('google') }) } },
      async (req, reply) => relay(await callAuth(auth, req), reply),
    );
  }

  /* ------------------------------------------------------------------ admin setup */

  app.post(
    '/api/direct-admin-promotion',
    {
      config: { access: 'member' },
      schema: {
        tags: ['auth'],
        summary: 'Makes the signed-in user admin when their e-mail is ADMIN_EMAIL and no admin exists; otherwise changes nothing',
        response: { 200: promotionResultSchema },
      },
    },
    async (req) => {
      const outcome = await admin.promote(req.user!);
      const t = translator.t(req.lang);
      return { promoted: outcome === 'promoted', outcome, message: t(`auth:promotion.${outcome}`, { email: req.user!.email }) };
    },
  );
};

export const authRoutes = fp(authRoutesPlugin, { name: 'auth-routes' });
