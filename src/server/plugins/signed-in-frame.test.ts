/**
 * The frame is rendered by the server for who the request is (issue 21, ADR 0022): the real app
 * with the built pages (`npm run build`), on a real database. A visitor's HTML carries the Log In
 * link, a member's the avatar menu (dashboard, Log Out), the admin's the admin link too, with
 * nothing for the browser to ask first; no page rendered for a session is served to anyone from a
 * cache, and a session due for its daily extension gets it with the page.
 */
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sessions } from '../db/schema.ts';
import { seedSampleContent } from '../db/seed.ts';
import type { TestApp } from '../testing/app.ts';
import { createUser, type TestUser } from '../testing/auth.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/databases.ts';
import { TEST_SETTINGS } from '../testing/settings.ts';

const LOG_IN = 'href="/api/login"';
const AVATAR = 'data-testid="avatar-button"';
const LOG_OUT = 'href="/api/logout"';
const ADMIN_LINK = 'href="/admin"';

describe.each(testDatabaseKinds())('the frame in the server HTML on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    const db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    const config = loadConfig(TEST_SETTINGS);
    // The page cache on, as in production.
    app = await buildApp(config, { database: db.database, pages: 'production', logger: false, readCacheMs: 5000, pageCacheMs: 60_000 });
    await app.ready();
    t = { app, db, config, close: async () => (await app.close(), await db.drop()) };
    member = await createUser(t, { name: 'Meera Framemember', emailVerified: true });
    admin = await createUser(t, { role: 'admin', name: 'Asha Frameadmin', emailVerified: true });
  });
  afterAll(() => t?.close());

  const page = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

  it("gives a visitor the Log In link, and a member the avatar menu, on the same page", async () => {
    const visitor = await page('/events');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain(LOG_IN);
    expect(visitor.body).not.toContain(AVATAR);

    const signedIn = await page('/events', member.cookie);
    expect(signedIn.statusCode).toBe(200);
    for (const part of [AVATAR, LOG_OUT, 'href="/dashboard"', member.email]) expect(signedIn.body, part).toContain(part);
    expect(signedIn.body).not.toContain(LOG_IN);
    expect(signedIn.body).not.toContain(ADMIN_LINK);
    // Who the frame is for travels with the page (its own element), for hydration.
    expect(signedIn.body).toMatch(/<script id="frame-user" type="application\/json">\{[^<]*"firstName":"Meera"[^<]*\}<\/script>/);
    expect(visitor.body).toContain('<script id="frame-user" type="application/json">null</script>');
  });

  it("renders a member's page for them, compressed as any page", async () => {
    const gz = await app.inject({ method: 'GET', url: '/services', headers: { 'accept-encoding': 'gzip', cookie: member.cookie } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('private, no-store');
    const mine = zlib.gunzipSync(gz.rawPayload).toString();
    expect(mine).toContain(AVATAR);
    expect(mine).toContain(member.email);
    expect(mine).not.toContain(LOG_IN);
  });

  it('gives each member the dashboard with their own welcome and frame', async () => {
    const other = await createUser(t, { name: 'Kiran Dashmember' });
    for (const [who, firstName] of [[member, 'Meera'], [other, 'Kiran'], [member, 'Meera']] as const) {
      const res = await page('/dashboard', who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain(`Welcome back, ${firstName}`);
      expect(res.body).toContain(who.email);
    }
    expect((await page('/dashboard', member.cookie)).body).not.toContain(other.email);
    // A visitor is sent to sign in, as before.
    expect((await page('/dashboard')).statusCode).toBe(302);
  });

  it("gives a cookie without a valid session a visitor's page, as private as any page for a cookie", async () => {
    const res = await page('/events', 'antarman.session_token=not-a-session');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(LOG_IN);
    expect(res.body).not.toContain(AVATAR);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('renders whole a page that depends on who asks: the sign-in page sends a member on', async () => {
    expect((await page('/login')).statusCode).toBe(200);
    const res = await page('/login', member.cookie);
    expect(res.statusCode).toBe(302);
  });

  it("carries the user in the root loader's data of a navigation (.data), not in the page's", async () => {
    const data = await page('/about.data', member.cookie);
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(member.email);
    const html = (await page('/about', member.cookie)).body;
    // Once, in the frame's element (and in the drawer's and the menu's markup): not in React Router's data.
    const routerData = html.slice(html.indexOf('window.__reactRouterContext'));
    expect(routerData).not.toContain(member.email);
  });

  it('gives the admin the admin link too, in the language of the page', async () => {
    // The address's language (/hi), whatever the cookie says (ADR 0019).
    const res = await page('/hi', `${admin.cookie}; i18nextLng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi"');
    for (const part of [AVATAR, LOG_OUT, ADMIN_LINK, admin.email]) expect(res.body, part).toContain(part);
    expect(res.body).not.toContain(LOG_IN);
  });

  it("serves no page rendered for a session from a cache, to anyone", async () => {
    // A visitor's page is cached first; the member then gets their own, not the cached one...
    await page('/about');
    const mine = await page('/about', member.cookie);
    expect(mine.body).toContain(AVATAR);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(String(mine.headers.vary)).toMatch(/Cookie/);
    // ...and neither the member's nor the admin's page reaches a visitor afterwards.
    await page('/services', admin.cookie);
    for (const url of ['/about', '/services', '/']) {
      const visitor = await page(url);
      expect(visitor.body, url).toContain(LOG_IN);
      expect(visitor.body.includes(member.email) || visitor.body.includes(admin.email) || visitor.body.includes(AVATAR), url).toBe(false);
    }
    // Two members never see each other's frame.
    const other = await createUser(t, { name: 'Ravi Othermember' });
    const theirs = await page('/about', other.cookie);
    expect(theirs.body).toContain(other.email);
    expect(theirs.body).not.toContain(member.email);
  });

  it('extends a session with the page when its daily extension is due, and only then', async () => {
    const fresh = await page('/', member.cookie);
    expect(fresh.headers['set-cookie']).toBeUndefined();

    const due = await createUser(t);
    // Last extended two days ago: 28 of its 30 days left.
    const expiresAt = new Date(Date.now() + 28 * 86_400_000);
    await t.db.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, due.user.id));
    const res = await page('/', due.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(AVATAR);
    const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith('antarman.session_token='));
    expect(cookie).toMatch(/Max-Age=2592000/);
    const [row] = await t.db.database.db.select().from(sessions).where(eq(sessions.userId, due.user.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});
