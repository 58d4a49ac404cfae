/**
 * Signed-in test users for API tests. Accounts are created and signed in through better-auth
 * itself (server-side calls, so the public rate limits of the HTTP routes do not count them):
 *
 *   const admin = await createUser(t, { role: 'admin' });
 *   await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin.cookie } });
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { TestApp } from './app.ts';

export interface TestUser {
  user: { id: string; email: string; name: string; role: 'user' | 'admin' };
  email: string;
  password: string;
  /** A ready `cookie` header value of a signed-in session. */
  cookie: string;
}

/** The `name=value` pairs of Set-Cookie headers, as one `cookie` request header. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(';')[0])
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}

/** Signs in with e-mail and password; answers the `cookie` header value of the new session. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const { headers } = await t.app.auth.instance.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = cookieHeader(headers.getSetCookie());
  if (!cookie) throw new Error(`signing in as ${email} set no cookie`);
  return cookie;
}

/** Creates an account (a member unless `role: 'admin'`) and signs it in. */
export async function createUser(
  t: TestApp,
  options: { role?: 'user' | 'admin'; email?: string; password?: string; name?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const role = options.role ?? 'user';
  const email = (options.email ?? `${role}-${randomBytes(5).toString('hex')}@example.com`).toLowerCase();
  const password = options.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const name = options.name ?? (role === 'admin' ? 'Asha Admin' : 'Meera Member');
  const { user } = await t.app.auth.instance.api.createUser({ body: { email, password, name, role } });
  if (options.emailVerified) await t.db.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const cookie = await signIn(t, email, password);
  return { user: { id: user.id, email, name, role }, email, password, cookie };
}

/**
 * A request to the app as `user` (signed out with null), with the language cookie when `lang` is
 * given, as the site's pages send them:
 *
 *   const as = (...request: AsUser) => injectAs(t, ...request);
 *   expect((await as(member, 'GET', '/api/admin/services')).statusCode).toBe(403);
 */
export type AsUser = [user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, lang?: string];
export function injectAs(t: TestApp, ...[user, method, url, payload, lang]: AsUser) {
  return t.app.inject({ method, url, payload: payload as object, headers: user ? { cookie: user.cookie } : {}, cookies: lang ? { i18nextLng: lang } : undefined });
}
