/**
 * Protections applied centrally, so that routes added later get them without asking:
 *
 * - Cross-site refusal: a state-changing request (anything but GET, HEAD, OPTIONS) whose `Origin`
 *   names another site, or whose `Sec-Fetch-Site` says `cross-site`, is refused with 403 before
 *   any route runs. Requests without either header (servers, curl, tests) are not browsers
 *   carrying a visitor's cookies, so they pass; the session cookie is SameSite=Lax besides.
 * - Public POSTs: every `access: 'public'` route that changes state (contact, registrations, form
 *   responses, sign-in, sign-up, ...) allows `publicPostsPerMinute` requests per client address
 *   and route per minute (default 60: a person never comes close, a test that posts many times
 *   from one address does not either; a script does). Counters are shared through Redis when
 *   REDIS_URL is set, else kept per instance. Beyond the limit: 429 with Retry-After. A route that
 *   declares its own `config.rateLimit` (stricter, usually) is left to that one.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors.ts';

export const DEFAULT_PUBLIC_POSTS_PER_MINUTE = 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteRefused = () => new HttpError(403, 'cross_site_request', 'auth:errors.crossSite');

/** The origins this site answers on: PUBLIC_URL's, and the one the request itself was addressed to. */
function isOwnOrigin(origin: string, req: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    return origin === new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return false;
  }
}

export function isCrossSite(req: FastifyRequest, publicOrigin: string): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  return origin !== undefined && !isOwnOrigin(origin, req, publicOrigin);
}

export const protectionsPlugin = fp<{ publicUrl: string; publicPostsPerMinute?: number }>(async (app, opts) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const limit = app.rateLimit({
    max: opts.publicPostsPerMinute ?? DEFAULT_PUBLIC_POSTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `${req.ip}|${req.method} ${req.routeOptions.url ?? ''}`,
  });

  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (isCrossSite(req, publicOrigin)) throw crossSiteRefused();
    const config = req.routeOptions.config as { access?: string; rateLimit?: unknown } | undefined;
    // Routes with a limit of their own (contact, form responses) keep only theirs.
    if (config?.access === 'public' && config.rateLimit === undefined && req.url.startsWith('/api/')) await limit.call(app, req, reply);
  });
});
