/**
 * Private answers are never kept by a shared cache (issue 17, item 6), API side: every member and
 * admin GET route Fastify registered, called signed in (and as a visitor, whose 401 is no one
 * else's business either), says `Cache-Control: private, no-store` and `Vary: Cookie`; so does a
 * public route's answer to a session (who am I). Public answers to visitors without a session, and
 * a public cache lifetime a route chose, are left as they were.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './testing/databases.ts';
import { appWithPeople } from './testing/fixtures.ts';

const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => randomUUID()).replace(/\*$/, 'x');

function expectPrivate(res: { headers: Record<string, unknown> }, what: string) {
  expect(res.headers['cache-control'], what).toBe('private, no-store');
  expect(String(res.headers.vary ?? ''), what).toMatch(/\bCookie\b/i);
}

describe.each(testDatabaseKinds())('private answers of the API on %s', (kind) => {
  const { t, admin, member } = appWithPeople(kind, { admin: { emailVerified: true }, member: { emailVerified: true } });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('marks every member and admin GET answer private, signed in or not', async () => {
    const routes = t.app.apiRouteTable().filter((r) => r.method === 'GET' && r.access !== 'public');
    expect(routes.length).toBeGreaterThan(15);
    const statuses = new Set<number>();
    for (const route of routes) {
      const url = concrete(route.url);
      const signedIn = await get(url, route.access === 'admin' ? admin.cookie : member.cookie);
      statuses.add(signedIn.statusCode);
      expectPrivate(signedIn, `${route.access} GET ${route.url} (${signedIn.statusCode})`);
      const visitor = await get(url);
      expect(visitor.statusCode, route.url).toBe(401);
      expectPrivate(visitor, `${route.access} GET ${route.url} as a visitor`);
    }
    // Real answers were among them, not only errors.
    expect(statuses.has(200)).toBe(true);
    for (const url of ['/api/me/overview', '/api/users', '/api/admin/stats']) {
      const res = await get(url, admin.cookie);
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, url);
    }
  });

  it("marks a public route's answer to a session private (who am I), and leaves visitors' answers and public lifetimes alone", async () => {
    const me = await get('/api/auth/user', member.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(member.email);
    expectPrivate(me, 'GET /api/auth/user signed in');

    const list = await get('/api/webinars');
    expect(list.statusCode).toBe(200);
    expect(String(list.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
    // The same list read by a member is the member's answer (a proxy cannot tell which lists differ).
    expectPrivate(await get('/api/webinars', member.cookie), 'GET /api/webinars signed in');

    // A route that chose a public lifetime keeps it for everyone (the answer is the same for all).
    const sitemap = await get('/sitemap.xml', member.cookie);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
  });
});
