import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedSampleContent } from '../db/seed.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { TEST_SETTINGS } from '../testing/settings.ts';

const decode = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const enc = res.headers['content-encoding'];
  const body = enc === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : enc === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
  return JSON.parse(body.toString('utf8'));
};

describe.each(testDatabaseKinds())('public read cache (%s)', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let calls = 0;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    const config = loadConfig(TEST_SETTINGS);
    app = await buildApp(config, { database: db.database, pages: false, logger: false, readCacheMs: 60_000 });
    await app.ready();
    // Count how often the route's handler really runs.
    const list = app.services.webinars.list.bind(app.services.webinars);
    app.services.webinars.list = (lang) => {
      calls++;
      return list(lang);
    };
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers visitors without a session from one encoded copy, in each encoding they accept', async () => {
    calls = 0;
    const first = await get('/api/webinars', { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const expected = decode(first);
    expect(expected.length).toBeGreaterThan(0);
    for (const accept of ['br', 'gzip', 'identity', '']) {
      const res = await get('/api/webinars', accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(res)).toEqual(expected);
      // The security headers of every API answer are still there.
      expect(res.headers['content-security-policy']).toBeTruthy();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(calls).toBe(1);
  });

  it('keeps languages apart and never serves a signed-in visitor (any other cookie) from it', async () => {
    calls = 0;
    await get('/api/webinars?lang=hi');
    await get('/api/webinars?lang=hi');
    await get('/api/webinars', { cookie: 'i18nextLng=gu' });
    await get('/api/webinars', { cookie: 'i18nextLng=gu' });
    expect(calls).toBe(2);
    await get('/api/webinars', { cookie: 'i18nextLng=gu; antarman.session_token=abc' });
    await get('/api/webinars', { cookie: 'antarman.session_token=abc' });
    expect(calls).toBe(4);
  });

  it('drops every answer when the read cache is invalidated (an admin write, a seat taken)', async () => {
    await get('/api/webinars');
    calls = 0;
    await get('/api/webinars');
    expect(calls).toBe(0);
    app.services.cache.invalidate('webinars');
    await get('/api/webinars');
    expect(calls).toBe(1);
  });

  it('keeps no answer whose request began before an invalidation (it may have read what changed)', async () => {
    const list = app.services.webinars.list;
    // An admin edit (here, or on another instance through Redis) lands while a visitor's list is read.
    app.services.webinars.list = async (lang) => {
      const rows = await list(lang);
      app.services.cache.invalidate('webinars');
      return rows;
    };
    try {
      expect((await get('/api/webinars?lang=gu')).statusCode).toBe(200);
    } finally {
      app.services.webinars.list = list;
    }
    calls = 0;
    await get('/api/webinars?lang=gu');
    expect(calls).toBe(1);
    await get('/api/webinars?lang=gu');
    expect(calls).toBe(1);
  });

  it('keeps no error answers', async () => {
    const a = await get('/api/webinars/00000000-0000-4000-8000-000000000000');
    const b = await get('/api/webinars?lang=xx');
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(400);
    const again = await get('/api/webinars/00000000-0000-4000-8000-000000000000');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(a.json());
  });
});
