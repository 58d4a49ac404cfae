import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-errors.ts';

/** A return path must stay on this site: a path, never a scheme or another host. */
export function safeReturnPath(value: unknown): string {
  const parsed = z.string().max(2000).safeParse(value);
  if (!parsed.success) return '/';
  const path = parsed.data;
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/**
 * The spec's auth paths. Sign-in itself arrives with the accounts feature; until then nobody is
 * signed in: the user call answers 401 and the login path leads to the sign-in page.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/auth/user', { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'The signed-in user, or 401' } }, async () => {
    throw unauthorized();
  });
  app.get('/api/login', { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Leads to the sign-in page' } }, async (req, reply) => {
    const returnTo = safeReturnPath((req.query as { returnTo?: unknown }).returnTo);
    return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });
  app.get('/api/logout', { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Signs out and returns home' } }, async (_req, reply) =>
    reply.redirect('/'),
  );
};
