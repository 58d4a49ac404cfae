/**
 * Accounts over HTTP. better-auth answers the sign-in, sign-up, sign-out and password-reset calls
 * under /api/auth; only the endpoints this site uses are exposed, each as a Fastify route with its
 * access rule and zod schema that hands the request to better-auth's handler. Its English errors
 * become the API's translated error shape. Also here: the spec's /api/auth/user, /api/login,
 * /api/logout and /api/direct-admin-promotion, and the session resolver every guarded route uses.
 */
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { resolveSessionSecret } from '../../config.ts';
import { users, type UserRow } from '../../db/schema.ts';
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
  socialSignInSchema,
  type CurrentUser,
} from '../../../shared/contracts/auth.ts';
import type { UserRole } from '../../../shared/constants.ts';
import { CLIENT_IP_HEADER, COOKIE_PREFIX, createAuth, type Auth } from './auth.ts';
import { currentUserOf } from './current-user.ts';
import { protectionsPlugin } from './protections.ts';
import { createAdminAccess, type AdminAccess, type BootstrapOutcome } from './service.ts';
import { createSignInThrottle, databaseAttemptStore, redisAttemptStore, SIGN_IN_LIMITS } from './throttle.ts';

export interface AuthService {
  /** The better-auth instance (server-side calls: `app.auth.instance.api.createUser(...)`). */
  instance: Auth;
  admin: AdminAccess;
  /** Makes the ADMIN_EMAIL/ADMIN_PASSWORD admin exist; start() calls it. */
  bootstrapAdmin(): Promise<BootstrapOutcome>;
  /** The signed-in user of a request in the spec's shape, or null (pages' loaders get this). */
  currentUserOf(req: FastifyRequest): Promise<CurrentUser | null>;
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
}

const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
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

function sessionUserOf(row: Pick<UserRow, 'id' | 'email' | 'name' | 'firstName' | 'lastName' | 'image' | 'role' | 'emailVerified'>): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    image: row.image ?? null,
    role: (row.role === 'admin' ? 'admin' : 'user') as UserRole,
    emailVerified: Boolean(row.emailVerified),
  };
}

const authRoutesPlugin: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { config, database, translator } = app.services;
  const { db } = database;
  const auth = createAuth({
    config,
    secret: resolveSessionSecret(config),
    db,
    translator,
    enqueueEmail: (d, email) => app.services.mail.enqueue(d, email),
    log: app.log,
  });
  const admin = createAdminAccess({ auth, config, database });
  const throttle = createSignInThrottle(opts.redis ? redisAttemptStore(opts.redis) : databaseAttemptStore(db));

  const resolve = async (req: FastifyRequest): Promise<SessionUser | null> => {
    if (!hasSessionCookie(req)) return null;
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers), query: { disableRefresh: true } });
    return found ? sessionUserOf(found.user as unknown as UserRow) : null;
  };
  app.setSessionResolver(resolve);

  const userById = async (id: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ? currentUserOf(sessionUserOf(row)) : null;
  };

  app.decorate('auth', {
    instance: auth,
    admin,
    bootstrapAdmin: admin.bootstrapAdmin,
    currentUserOf: async (req: FastifyRequest) => {
      const user = await app.currentUser(req);
      return user ? currentUserOf(user) : null;
    },
    methods: { google: Boolean(config.google) },
  } satisfies AuthService);

  await app.register(protectionsPlugin, { publicUrl: config.publicUrl, publicPostsPerMinute: opts.publicPostsPerMinute });

  const tooManyAttempts = () => new HttpError(429, 'too_many_sign_in_attempts', 'auth:errors.tooManyAttempts');

  /* ------------------------------------------------------------------ the spec's auth paths */

  app.get(
    '/api/auth/user',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'The signed-in user (spec §3 Current user), or 401', response: { 200: currentUserSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!hasSessionCookie(req)) throw unauthorized();
      // Also extends the session (and its cookie) once a day while the visitor keeps coming back.
      const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
      copyCookies(found.headers, reply);
      if (!found.response) throw unauthorized();
      return currentUserOf(sessionUserOf(found.response.user as unknown as UserRow));
    },
  );

  app.get(
    '/api/login',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Leads to the sign-in page', querystring: z.object({ returnTo: z.string().optional() }) } },
    async (req, reply) => reply.redirect(`/login?returnTo=${encodeURIComponent(safeReturnPath(req.query.returnTo))}`),
  );

  app.get('/api/logout', { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Signs out and returns home' } }, async (req, reply) => {
    // A link on another site must not sign our visitors out.
    if (hasSessionCookie(req) && req.headers['sec-fetch-site'] !== 'cross-site') {
      const { headers } = await auth.api.signOut({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
      copyCookies(headers, reply);
    }
    reply.header('cache-control', 'no-store');
    return reply.redirect('/');
  });

  /* ------------------------------------------------------------------ better-auth's endpoints */

  app.post(
    '/api/auth/sign-in/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: `Signs in with e-mail and password (at most ${SIGN_IN_LIMITS.perAccount} failures per account and ${SIGN_IN_LIMITS.perAddress} per address in 15 minutes)`,
        body: signInSchema,
        response: { 200: signedInSchema },
      },
    },
    async (req, reply) => {
      const attempt = await throttle.begin(req.body.email, req.ip);
      if (!attempt.allowed) {
        reply.header('retry-after', String(SIGN_IN_LIMITS.windowMs / 1000));
        throw tooManyAttempts();
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
      return { user };
    },
  );

  app.post(
    '/api/auth/sign-up/email',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Creates a member account and signs it in', body: signUpSchema, response: { 201: signedInSchema } },
    },
    async (req, reply) => {
      const response = await callAuth(auth, req, req.body);
      const body = await jsonOrThrow(response);
      copyCookies(response.headers, reply);
      const user = await userById(String((body.user as { id?: string } | undefined)?.id));
      if (!user) throw authError(500, undefined);
      return reply.code(201).send({ user });
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
        summary: 'E-mails a reset link when the account exists (answers the same either way)',
        body: forgotPasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await jsonOrThrow(await callAuth(auth, req, req.body));
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

  app.get(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'The e-mailed confirmation link', querystring: z.object({ token: z.string().max(4000), callbackURL: z.string().max(2000).optional() }) },
    },
    async (req, reply) => {
      const callbackURL = safeReturnPath(req.query.callbackURL);
      const target = new URL(req.url, `${req.protocol}://${req.host}`);
      target.searchParams.set('callbackURL', callbackURL);
      const response = await callAuth(auth, req, undefined, `${target.pathname}${target.search}`);
      if (response.status >= 400) {
        // An expired or used link: back to the page, which says so.
        return reply.redirect(`${callbackURL}${callbackURL.includes('?') ? '&' : '?'}error=invalid-link`);
      }
      return relay(response, reply);
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
