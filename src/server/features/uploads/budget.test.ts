/**
 * The daily budgets of visitors' uploads and the disk guard (issue 17, item 13), through the real
 * routes: POST /api/uploads/profile-photo for the upload URL, then the PUT of the file, as the
 * meditation circle form does it. Limits are set low through the settings a deployment would use.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_UPLOAD_PATH } from '../../../shared/contracts/uploads.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { storedObjects, uploadBudgets } from '../../db/schema.ts';
import { createTestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { nextAddress } from '../registrations/testing.ts';
import { ALL_VISITORS, clientKeyOf, databaseBudgetStore, redisBudgetStore, secondsToNextIstDay, type BudgetStore } from './budget.ts';
import { TEST_SETTINGS } from '../../testing/settings.ts';
import { withApp } from '../../testing/fixtures.ts';

const MB = 1024 * 1024;
const SECRET = 'budget-test-session-secret-0123456789abcdef';

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3 bytes. */
const noisyPng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** The upload steps of the circle form, from one client address. */
function visitor(app: FastifyInstance, remoteAddress = nextAddress()) {
  return {
    remoteAddress,
    ticket: (lang?: string, claim: object = { contentType: 'image/png', size: 5000 }) =>
      app.inject({ method: 'POST', url: PROFILE_PHOTO_UPLOAD_PATH, payload: claim, remoteAddress, cookies: lang ? { i18nextLng: lang } : undefined }),
    put: (uploadURL: string, body: Buffer, lang?: string) =>
      app.inject({ method: 'PUT', url: uploadURL, payload: body, headers: { 'content-type': 'image/png' }, remoteAddress, cookies: lang ? { i18nextLng: lang } : undefined }),
  };
}

/** Retry-After names the next midnight IST (a minute of slack for a slow run). */
function expectRetryAfterMidnight(header: unknown) {
  const seconds = Number(header);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(Math.abs(seconds - secondsToNextIstDay(Date.now()))).toBeLessThanOrEqual(60);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(24 * 60 * 60);
}

describe.each(testDatabaseKinds())('daily upload budgets of visitors on %s', (kind) => {
  describe('photos per client and day', () => {
    const { t } = withApp(kind, { seed: false, env: { VISITOR_UPLOADS_PER_DAY: '3' } });

    it('hands out 3 upload URLs a day to one address, then answers 429 with Retry-After in the visitor language; others are not affected', async () => {
      const one = visitor(t.app);
      // A claim refused anyway costs nothing of the budget.
      expect((await one.ticket(undefined, { contentType: 'image/gif', size: 10 })).statusCode).toBe(415);
      for (let i = 0; i < 3; i++) expect((await one.ticket()).statusCode).toBe(200);
      const refused = await one.ticket('hi');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'uploads_per_day',
        message: 'आज आप 3 फ़ोटो अपलोड कर चुके हैं, जो एक कनेक्शन से एक दिन में हम अधिकतम स्वीकार करते हैं। कृपया कल फिर से प्रयास करें, या फ़ोटो के बिना पंजीकरण करें।',
      });
      expectRetryAfterMidnight(refused.headers['retry-after']);
      expect((await one.ticket()).statusCode).toBe(429);
      expect((await visitor(t.app).ticket()).statusCode).toBe(200);
    });

    it('counts IPv6 clients by their /64', async () => {
      const a = visitor(t.app, '2001:db8:aa:1::1');
      const b = visitor(t.app, '2001:db8:aa:1:ffff:1:2:3');
      const elsewhere = visitor(t.app, '2001:db8:aa:2::1');
      expect((await a.ticket()).statusCode).toBe(200);
      expect((await b.ticket()).statusCode).toBe(200);
      expect((await a.ticket()).statusCode).toBe(200);
      expect((await b.ticket()).statusCode).toBe(429);
      expect((await elsewhere.ticket()).statusCode).toBe(200);
    });

    it('never hands out more than the budget to requests that arrive at once', async () => {
      const one = visitor(t.app);
      const answers = await Promise.all(Array.from({ length: 8 }, () => one.ticket()));
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      const [row] = await t.db.database.db.select().from(uploadBudgets).where(eq(uploadBudgets.key, clientKeyOf(one.remoteAddress)));
      expect(row.files).toBe(3);
    });
  });

  describe('bytes per client and day', () => {
    let photo: Buffer;
    beforeAll(async () => {
      photo = await noisyPng(256);
      // One address may send two of these photos a day, and a little more.
    });
    const { t } = withApp(kind, { seed: false, env: () => ({ VISITOR_UPLOAD_MB_PER_DAY: String((2 * photo.length + 20_000) / MB) }) });
    const stored = async () => (await t.db.database.db.select().from(storedObjects)).length;

    it("counts the real size of each file at the PUT (not the claim), and refuses the one over the client's budget without storing it", async () => {
      const one = visitor(t.app);
      for (let i = 0; i < 2; i++) {
        const ticket = (await one.ticket()).json();
        const put = await one.put(ticket.uploadURL, photo);
        expect(put.statusCode, put.body).toBe(201);
      }
      const third = (await one.ticket()).json(); // it claims 5,000 bytes: the URL is handed out
      const refused = await one.put(third.uploadURL, photo, 'gu');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('upload_bytes_per_day');
      expect(refused.json().error.message).toMatch(/^આજે તમારા ફોટા 0\.4 MB સુધી પહોંચી ગયા છે/);
      expectRetryAfterMidnight(refused.headers['retry-after']);
      expect(await stored()).toBe(2);
      expect(await t.app.services.objects.storage.read(third.objectPath.slice('/objects/'.length))).toBeNull();
      // What is left of the budget still takes a small photo; another address sends its own.
      const small = (await one.ticket()).json();
      expect((await one.put(small.uploadURL, await smallPng())).statusCode).toBe(201);
      const other = visitor(t.app);
      expect((await other.put((await other.ticket()).json().uploadURL, photo)).statusCode).toBe(201);
    });
  });

  describe('bytes of every visitor together per day', () => {
    let photo: Buffer;
    beforeAll(async () => {
      photo = await noisyPng(200);
      // Exactly two of these photos a day, from anyone (a power-of-two fraction of a MB is exact).
    });
    const { t } = withApp(kind, { seed: false, env: () => ({ VISITOR_UPLOAD_MB_TOTAL_PER_DAY: String((2 * photo.length) / MB) }) });

    it('takes files until the day’s bytes are spent, then refuses the next file and every new upload URL, giving back what it counted', async () => {
      const [a, b, c] = [visitor(t.app), visitor(t.app), visitor(t.app)];
      const [ta, tb, tc] = [(await a.ticket()).json(), (await b.ticket()).json(), (await c.ticket()).json()];
      expect((await a.put(ta.uploadURL, photo)).statusCode).toBe(201);
      expect((await b.put(tb.uploadURL, photo)).statusCode).toBe(201);
      const refused = await c.put(tc.uploadURL, photo);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({ code: 'uploads_full_today', message: 'We cannot take more photos today. Please try again tomorrow, or register without a photo.' });
      expectRetryAfterMidnight(refused.headers['retry-after']);
      const db = t.db.database.db;
      // C's own budget does not keep the bytes of a file that was not stored.
      const [cs] = await db.select().from(uploadBudgets).where(eq(uploadBudgets.key, clientKeyOf(c.remoteAddress)));
      expect(cs).toMatchObject({ files: 1, bytes: 0 });
      const [all] = await db.select().from(uploadBudgets).where(eq(uploadBudgets.key, ALL_VISITORS));
      expect(all.bytes).toBe(2 * photo.length);
      expect(await db.select().from(storedObjects)).toHaveLength(2);

      const d = await visitor(t.app).ticket('hi');
      expect(d.statusCode).toBe(429);
      expect(d.json().error).toEqual({ code: 'uploads_full_today', message: 'आज हम और फ़ोटो नहीं ले सकते। कृपया कल फिर से प्रयास करें, या फ़ोटो के बिना पंजीकरण करें।' });
      expectRetryAfterMidnight(d.headers['retry-after']);
    });
  });

  describe('the disk guard', () => {
    it('refuses visitors’ uploads with 507 when free space is under the setting, in bytes or in percent, at both steps; not on S3', async () => {
      const t = await createTestApp(kind, { seed: false, env: { SESSION_SECRET: SECRET } });
      const apps: FastifyInstance[] = [];
      const instance = async (env: Record<string, string>) => {
        const config = loadConfig({ ...TEST_SETTINGS, SESSION_SECRET: SECRET, ...env });
        const app = await buildApp(config, { database: t.db.database, pages: false, logger: false, readCacheMs: 0 });
        await app.ready();
        apps.push(app);
        return app;
      };
      try {
        // A petabyte of free space required: more than this machine has.
        const nearlyFull = await instance({ UPLOAD_MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
        const refused = await visitor(nearlyFull).ticket('gu');
        expect(refused.statusCode).toBe(507);
        expect(refused.json().error).toEqual({
          code: 'storage_full',
          message: 'અમારું સ્ટોરેજ લગભગ ભરાઈ ગયું છે, તેથી હમણાં અમે ફોટા લઈ શકતા નથી. કૃપા કરીને ફોટો વગર નોંધણી કરો; તકલીફ બદલ માફ કરશો.',
        });
        const byShare = await instance({ UPLOAD_MIN_FREE_DISK_MB: '0', UPLOAD_MIN_FREE_DISK_PERCENT: '100' });
        expect((await visitor(byShare).ticket()).statusCode).toBe(507);

        // A URL handed out while there was room: its file is refused if the disk filled since (another
        // instance, configured to need more room, receives it), and not stored.
        const v = visitor(t.app);
        const issued = (await v.ticket()).json();
        const put = await visitor(nearlyFull, v.remoteAddress).put(issued.uploadURL, await smallPng());
        expect(put.statusCode).toBe(507);
        expect(put.json().error.code).toBe('storage_full');
        expect(await t.db.database.db.select().from(storedObjects)).toEqual([]);
        // The same file through the instance with room is taken.
        const again = (await v.ticket()).json();
        expect((await v.put(again.uploadURL, await smallPng())).statusCode).toBe(201);

        // On S3 the disk of this machine is not where the photos go: no guard.
        const onS3 = await instance({
          UPLOAD_MIN_FREE_DISK_MB: String(1024 * 1024 * 1024),
          S3_BUCKET: 'photos',
          S3_ENDPOINT: 'http://127.0.0.1:1',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
        });
        expect((await visitor(onS3).ticket()).statusCode).toBe(200);
      } finally {
        for (const app of apps) await app.close();
        await t.close();
      }
    });
  });
});

describe('upload budget settings', () => {
  it('defaults to 20 photos and 20 MB per address, 500 MB for everyone, 512 MB or 5 % of free disk; 0 turns a limit off', () => {
    expect(loadConfig({}).visitorUploads).toEqual({ filesPerClient: 20, bytesPerClient: 20 * MB, bytesTotal: 500 * MB, minFreeDiskBytes: 512 * MB, minFreeDiskPercent: 5 });
    expect(() => loadConfig({ VISITOR_UPLOADS_PER_DAY: '-1' })).toThrow(/^Invalid setting VISITOR_UPLOADS_PER_DAY: /);
    expect(() => loadConfig({ UPLOAD_MIN_FREE_DISK_PERCENT: '101' })).toThrow(/^Invalid setting UPLOAD_MIN_FREE_DISK_PERCENT: /);
  });
});

/** The Redis counters, on a real Redis server when TEST_REDIS_URL names one (REDIS_URL in production). */
describe.skipIf(!process.env.TEST_REDIS_URL).each([process.env.TEST_REDIS_URL ?? 'TEST_REDIS_URL'])('upload budgets in Redis at %s (needs TEST_REDIS_URL)', (url) => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(url);
  });
  afterAll(() => redis?.quit());
  const unusable: BudgetStore = {
    take: () => Promise.reject(new Error('the database is not used while Redis answers')),
    giveBack: () => Promise.reject(new Error('the database is not used while Redis answers')),
  };

  it('counts within the limits, atomically, shared by every instance, and gives back', async () => {
    const key = `test-${randomBytes(6).toString('hex')}`;
    const day = '2031-01-01';
    const one = redisBudgetStore(redis, unusable);
    const two = redisBudgetStore(redis, unusable);
    const limits = { files: 3, bytes: 1000 };
    const taken = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).take(key, day, { files: 1, bytes: 0 }, limits)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await one.take(key, day, { files: 0, bytes: 600 }, limits)).toBe(true);
    expect(await two.take(key, day, { files: 0, bytes: 600 }, limits)).toBe(false);
    await two.giveBack(key, day, { files: 0, bytes: 600 });
    expect(await two.take(key, day, { files: 0, bytes: 1000 }, limits)).toBe(true);
    expect(await one.take(key, day, { files: 0, bytes: 0 }, limits)).toBe(false); // spent
    expect(await redis.pttl(`antarman:upload-budget:${day}:${key}`)).toBeGreaterThan(0);
    await redis.del(`antarman:upload-budget:${day}:${key}`);
  });

  it('counts in the database when Redis does not answer', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    broken.on('error', () => undefined);
    let used = 0;
    const counting: BudgetStore = {
      take: async () => (used++, true),
      giveBack: async () => undefined,
    };
    expect(await redisBudgetStore(broken, counting).take('k', '2031-01-01', { files: 1, bytes: 0 }, { files: 1, bytes: 1 })).toBe(true);
    expect(used).toBe(1);
    broken.disconnect();
  });
});

/** The database counters directly: what the routes rely on, when several instances count at once. */
describe.each(testDatabaseKinds())('upload budget counters on %s', (kind) => {
  const { t } = withApp(kind, { seed: false });

  it('adds only while the sums stay within the limits, and drops the rows of earlier days', async () => {
    const store = databaseBudgetStore(t.db.database.db);
    const other = databaseBudgetStore(t.db.database.db);
    const limits = { files: 2, bytes: 1000 };
    const taken = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? store : other).take('k', '2031-01-01', { files: 1, bytes: 400 }, limits)));
    expect(taken.filter(Boolean)).toHaveLength(2);
    expect(await store.take('k', '2031-01-01', { files: 0, bytes: 201 }, limits)).toBe(false);
    expect(await store.take('k', '2031-01-01', { files: 0, bytes: 200 }, limits)).toBe(true);
    expect(await store.take('k', '2031-01-01', { files: 0, bytes: 0 }, limits)).toBe(false);
    await store.giveBack('k', '2031-01-01', { files: 1, bytes: 500 });
    const [row] = await t.db.database.db.select().from(uploadBudgets).where(eq(uploadBudgets.key, 'k'));
    expect(row).toMatchObject({ files: 1, bytes: 500 });
    // The next day starts afresh, and the rows of earlier days go.
    expect(await store.take('k', '2031-01-02', { files: 2, bytes: 1000 }, limits)).toBe(true);
    expect(await t.db.database.db.select().from(uploadBudgets).where(eq(uploadBudgets.day, '2031-01-01'))).toEqual([]);
  });
});
