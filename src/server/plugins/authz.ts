/**
 * Who may call what, decided on the server for every API route. Each /api route declares
 * `config: { access: 'public' | 'member' | 'admin' }`; a route without a rule fails at start, so a
 * route added later cannot be forgotten. Member routes need a signed-in user (401 otherwise),
 * admin routes an admin (403 for anyone else).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '../../shared/constants.ts';
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

  app.addHook('onRequest', async (req: FastifyRequest, _reply: FastifyReply) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const user = await app.currentUser(req);
    if (!user) throw unauthorized();
    if (access === 'admin' && user.role !== 'admin') throw forbidden();
    req.user = user;
  });
});
