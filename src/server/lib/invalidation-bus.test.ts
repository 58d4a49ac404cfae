/**
 * Cache invalidation shared by every instance through Redis (issue 22, item 3): two instances of the
 * real app on one database and one Redis server, each with its own caches (read cache, public API
 * answers, rendered pages; all kept for a minute here) and its own Redis connections, as two
 * processes behind a load balancer have. A visitor's `GET /api/webinars`, `GET /api/webinars/:id`
 * and the /events page are cached on B; an admin edit made on A is served by B at once, far
 * within the minute its caches would otherwise keep the old title (before, B kept it until its
 * entries expired). B really caches (a change written to the database behind the app's back is
 * not seen), so what B shows after the edit is what the invalidation gave; B's edits reach A too.
 * And the bus itself: a subscription that drops and comes back (messages published meanwhile are
 * lost to it) clears its cache once.
 *
 * Pages are the production build (`npm run build`; `npm test` builds first), as in
 * private-pages.test.ts: the page cache exists only there. Runs wherever TEST_REDIS_URL names a
 * Redis server (CI sets it); the channel is this run's own, so that other test files on the same
 * Redis server neither disturb nor are disturbed.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webinarInputOf, type AdminWebinar } from '../../shared/contracts/admin.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { webinars } from '../db/schema.ts';
import { seedSampleContent } from '../db/seed.ts';
import { createUser, type TestUser } from '../testing/auth.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { createInvalidationBus } from './invalidation-bus.ts';
import { ReadCache } from './read-cache.ts';
import { TEST_SETTINGS } from '../testing/settings.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('invalidation-bus.test.ts: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run the shared-invalidation tests (CI does).');

const SITE = 'https://antarman.example';
const MINUTE = 60_000;

const inputOf = (w: AdminWebinar, title: string) => ({ ...webinarInputOf(w), title });

/** Asks until `check` holds, for at most `withinMs` (far less than the caches' minute). */
async function eventually(check: () => Promise<boolean>, withinMs = 3000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!redisUrl).each(testDatabaseKinds())('two instances sharing cache invalidation through Redis on %s (needs TEST_REDIS_URL)', (kind) => {
  let db: TestDatabase;
  let secondDatabase: Database | undefined;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: TestUser;
  let event: AdminWebinar;
  const channel = `antarman:test-invalidation:${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    // PostgreSQL: each instance has its own pool on the one database. PGlite cannot be opened
    // twice, so both share it (what is tested is in each instance's memory and Redis, not here).
    secondDatabase = db.url ? await createDatabase({ databaseUrl: db.url, poolSize: 5 }) : undefined;
    const config = loadConfig({ ...TEST_SETTINGS, PUBLIC_URL: SITE, REDIS_URL: redisUrl! });
    const instance = (database: Database) =>
      buildApp(config, { database, pages: 'production', logger: false, readCacheMs: MINUTE, pageCacheMs: MINUTE, invalidationChannel: channel });
    [a, b] = await Promise.all([instance(db.database), instance(secondDatabase ?? db.database)]);
    await Promise.all([a.ready(), b.ready()]);
    admin = await createUser({ app: a, db, config, close: async () => undefined }, { role: 'admin' });
    const all = ((await a.inject({ url: '/api/admin/webinars', headers: { cookie: admin.cookie } })).json() as { items: AdminWebinar[] }).items;
    event = all.find((w) => w.isActive && !w.isPast)!;
    expect(event).toBeDefined();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await secondDatabase?.close();
    await db?.drop();
  });

  /** The event's title as a visitor of B sees it: in the list, by id, on the events page. */
  async function onB() {
    const [list, byId, page] = await Promise.all([b.inject('/api/webinars'), b.inject(`/api/webinars/${event.id}`), b.inject('/events')]);
    expect([list.statusCode, byId.statusCode, page.statusCode]).toEqual([200, 200, 200]);
    return {
      list: (list.json() as Array<{ id: string; title: string }>).find((w) => w.id === event.id)?.title,
      byId: (byId.json() as { title: string }).title,
      page: page.body,
    };
  }
  const shows = (seen: Awaited<ReturnType<typeof onB>>, title: string) => seen.list === title && seen.byId === title && seen.page.includes(title);

  const edit = async (app: FastifyInstance, title: string) => {
    const res = await app.inject({ method: 'PUT', url: `/api/admin/webinars/${event.id}`, payload: inputOf(event, title), headers: { cookie: admin.cookie, origin: SITE } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('serves an admin edit made on A from B at once, though B keeps its reads and pages for a minute', { timeout: 60_000 }, async () => {
    // B's caches hold the event first: B can then show the new title only once the edit's
    // invalidation has reached it. (With B's caches empty, B read the new title from the database
    // at once, and the invalidation, late under load, could come after the write below.)
    await onB();
    const before = `Evening of stillness ${randomBytes(3).toString('hex')}`;
    await edit(a, before);
    expect(await eventually(async () => shows(await onB(), before))).toBe(true);

    // B caches: a title written to the database behind the app's back (no invalidation) is not seen.
    const unseen = `Written behind the app's back ${randomBytes(3).toString('hex')}`;
    await db.database.db.update(webinars).set({ title: unseen }).where(eq(webinars.id, event.id));
    const cached = await onB();
    expect(shows(cached, before)).toBe(true);
    expect(cached.page.includes(unseen)).toBe(false);

    // The admin edits on A: B serves it at once, in the API and on the page.
    const after = `Morning of clarity ${randomBytes(3).toString('hex')}`;
    await edit(a, after);
    expect(await eventually(async () => shows(await onB(), after))).toBe(true);
    // And the other way round.
    const back = `Evening of return ${randomBytes(3).toString('hex')}`;
    await edit(b, back);
    const onA = async () => ((await a.inject(`/api/webinars/${event.id}`)).json() as { title: string }).title === back && (await a.inject('/events')).body.includes(back);
    expect(await eventually(onA)).toBe(true);
  });
});

describe.skipIf(!redisUrl).each([redisUrl ?? 'TEST_REDIS_URL'])('the invalidation bus at %s (needs TEST_REDIS_URL)', (url) => {
  it('clears the whole cache once its subscription comes back (what was published meanwhile is lost to it)', async () => {
    const channel = `antarman:test-invalidation:${randomBytes(6).toString('hex')}`;
    const cache = new ReadCache(MINUTE);
    const log = { warn: () => undefined, info: () => undefined };
    const publisher = new Redis(url);
    const subscriber = new Redis(url);
    const bus = createInvalidationBus({ cache, publisher, subscriber, channel, log });
    try {
      await bus.ready();
      let loads = 0;
      const read = () => cache.get('webinars:list:en', async () => ++loads);
      expect(await read()).toBe(1);
      expect(await read()).toBe(1);
      // Another instance's message clears it.
      const other = new Redis(url);
      await other.publish(channel, JSON.stringify({ from: 'another-instance', prefix: 'webinars' }));
      expect(await eventually(async () => (await read()) === 2)).toBe(true);
      other.disconnect();
      // The subscription drops and comes back: whatever was published meanwhile never arrives.
      const back = new Promise((resolve) => subscriber.once('ready', resolve));
      subscriber.disconnect(true);
      await back;
      expect(await eventually(async () => (await read()) === 3)).toBe(true);
      // Its own messages are not news to it: a change made here clears once and is published.
      const received: string[] = [];
      const listener = new Redis(url);
      await listener.subscribe(channel);
      listener.on('message', (_channel: string, text: string) => received.push(text));
      cache.invalidate('services');
      expect(await eventually(async () => received.length === 1)).toBe(true);
      expect(JSON.parse(received[0])).toEqual({ from: bus.id, prefix: 'services' });
      listener.disconnect();
    } finally {
      await bus.close();
      publisher.disconnect();
    }
  });
});
