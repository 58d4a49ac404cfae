/**
 * Private pages are never kept by a shared cache (issue 17, item 6), page side: the real app with
 * the built pages (`npm run build`; `npm test` builds first), on a real database. A signed-in
 * page (/, /events, /dashboard, /admin) and its React Router data requests (`/dashboard.data`,
 * `/_.data` for /, `?_routes=` as the client sends them) say `Cache-Control: private, no-store`
 * and `Vary: Cookie` (before, they said nothing: a proxy or CDN told to cache pages could have
 * kept a member's dashboard for the next visitor); the page cache never keeps them, so a visitor
 * without a session never gets a member's page; and the public pages keep their caching (served
 * from the page cache, no `private`).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedSampleContent } from '../db/seed.ts';
import type { TestApp } from '../testing/app.ts';
import { createUser, type TestUser } from '../testing/auth.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/databases.ts';
import { TEST_SETTINGS } from '../testing/settings.ts';

function expectPrivate(res: { headers: Record<string, unknown>; statusCode: number }, what: string) {
  expect(res.headers['cache-control'], `${what} (${res.statusCode})`).toBe('private, no-store');
  expect(String(res.headers.vary ?? ''), what).toMatch(/\bCookie\b/i);
}

describe.each(testDatabaseKinds())('private pages on %s', (kind) => {
  let t: TestApp;
  let member: TestUser;
  let admin: TestUser;
  let app: FastifyInstance;

  beforeAll(async () => {
    const db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    const config = loadConfig(TEST_SETTINGS);
    // The page cache on, as in production (a few seconds for public pages).
    app = await buildApp(config, { database: db.database, pages: 'production', logger: false, readCacheMs: 5000 });
    await app.ready();
    t = { app, db, config, close: async () => (await app.close(), await db.drop()) };
    member = await createUser(t, { role: 'user', emailVerified: true, name: 'Meera Privatemember' });
    admin = await createUser(t, { role: 'admin', emailVerified: true, name: 'Asha Privateadmin' });
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

  it("marks a member's pages and their data requests private", async () => {
    const dashboard = await get('/dashboard', member.cookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body.includes('Meera')).toBe(true);
    expectPrivate(dashboard, 'GET /dashboard');
    // In Hindi: the public pages at their Hindi addresses (ADR 0019), the dashboard by the cookie.
    for (const url of ['/hi', '/hi/events', '/dashboard.data', '/_.data', '/hi.data', '/hi/events.data?_routes=root', '/dashboard.data?_routes=root,routes/dashboard']) {
      const res = await get(url, `${member.cookie}; i18nextLng=hi`);
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, `GET ${url}`);
    }
    // The member's own data travels in them: exactly what must not be shared.
    expect((await get('/dashboard.data', member.cookie)).body.includes(member.email)).toBe(true);
  });

  it("marks an admin's pages private, and a redirect made for a session too", async () => {
    for (const url of ['/admin', '/admin.data', '/admin/forms']) {
      const res = await get(url, admin.cookie);
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, `GET ${url}`);
    }
    // A member sent away from /admin: the redirect is theirs as well.
    const away = await get('/admin', member.cookie);
    expect(away.statusCode).toBeGreaterThanOrEqual(300);
    expectPrivate(away, 'GET /admin as a member');
  });

  it("never serves a member's page to a visitor, and keeps caching the public pages", async () => {
    for (const url of ['/dashboard', '/dashboard.data']) {
      expect((await get(url, member.cookie)).body.includes('Meera'), url).toBe(true);
      const visitor = await get(url);
      expect(visitor.statusCode, url).not.toBe(200);
      expect(visitor.body.includes('Meera') || visitor.body.includes(member.email), url).toBe(false);
    }
    await get('/events', member.cookie);
    const visitor = await get('/events');
    const again = await get('/events');
    expect(visitor.statusCode).toBe(200);
    for (const res of [visitor, again]) expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
    // The second visitor got the cached page: the same bytes, sent with its scripts' hashes.
    expect(again.body === visitor.body).toBe(true);
    expect(String(again.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    const data = await get('/events.data');
    expect(data.statusCode).toBe(200);
    expect(String(data.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
  });
});
