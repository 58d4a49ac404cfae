/**
 * Who may call what, decided on the server for every API route. Each /api route declares
 * `config: { access: 'public' | 'member' | 'admin' }`; a route without a rule fails at start, so a
 * route added later cannot be forgotten. Member routes need a signed-in user (401 otherwise),
 * admin routes an admin (403 for anyone else).
 *
 * Answers that belong to one visitor are never kept by a shared cache (a proxy, a CDN) nor by the
 * browser's: every member and admin answer (errors included), and any API answer to a request that
 * carries a session, unless its route declared a public cache lifetime (a served image), says
 * `Cache-Control: private, no-store` and `Vary: Cookie`. Pages do the same in ssr.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_STORAGE_KEY, SITE_FONTS_COOKIE, type UserRole } from '../../shared/constants.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';

export const ACCESS_LEVELS = ['public', 'member', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  role: UserRole;
  emailVerified: boolean;
}

/** Finds the signed-in user of a request (the accounts feature supplies the real one). */
export type SessionResolver = (req: FastifyRequest) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user on member and admin routes; resolve it with `app.currentUser(req)` elsewhere. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    currentUser(req: FastifyRequest): Promise<SessionUser | null>;
    setSessionResolver(resolver: SessionResolver): void;
    /** Every /api route Fastify registered, with its rule (the access test walks this table). */
    apiRouteTable(): ReadonlyArray<ApiRouteRule>;
  }
}

export interface ApiRouteRule {
  method: string;
  url: string;
  access: Access;
}

/** The Cache-Control of an answer that belongs to one visitor. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Whether a request may carry a session: a cookie other than the language and site-fonts cookies, or an
 * Authorization header. Its answer may be that visitor's own: no shared cache keeps it or serves it.
 */
export function mayBePersonal(req: Pick<FastifyRequest, 'headers' | 'cookies'>): boolean {
  if (req.headers.authorization) return true;
  for (const name of Object.keys(req.cookies ?? {})) if (name !== LANGUAGE_STORAGE_KEY && name !== SITE_FONTS_COOKIE) return true;
  return false;
}

/** `vary` with Cookie added (once). */
export function varyCookie(current: unknown): string {
  const vary = Array.isArray(current) ? current.join(', ') : current == null ? '' : String(current);
  if (!vary) return 'Cookie';
  return /(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary) ? vary : `${vary}, Cookie`;
}

/** Paths served by plugins that guard themselves or are documentation. */
const EXEMPT = [/^\/api\/docs(\/|$)/];

export const authzPlugin = fp(async (app) => {
  let resolver: SessionResolver = async () => null;
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  app.decorate('setSessionResolver', (next: SessionResolver) => {
    resolver = next;
  });
  app.decorate('currentUser', (req: FastifyRequest) => {
    let found = cache.get(req);
    if (!found) {
      found = resolver(req);
      cache.set(req, found);
    }
    return found;
  });
  app.decorateRequest('user', null);
  const table: ApiRouteRule[] = [];
  app.decorate('apiRouteTable', () => table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || EXEMPT.some((re) => re.test(route.url))) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access).`);
    }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    const access = req.routeOptions.config?.access;
    const personal =
      access === 'member' ||
      access === 'admin' ||
      // A public route's answer to a session (who am I, the language of an account) is that visitor's,
      // unless the route said it is the same for everyone (a public cache lifetime).
      (mayBePersonal(req) && !/\b(public|max-age|s-maxage|immutable)\b/.test(String(reply.getHeader('cache-control') ?? '')));
    if (personal) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      reply.header('vary', varyCookie(reply.getHeader('vary')));
    }
    done(null, payload);
  });

  app.addHook('onRequest', async (req: FastifyRequest, _reply: FastifyReply) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const user = await app.currentUser(req);
    if (!user) throw unauthorized();
    if (access === 'admin' && user.role !== 'admin') throw forbidden();
    req.user = user;
  });
});
