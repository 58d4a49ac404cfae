/**
 * A method no page answers (TRACE, TRACK) is refused with 405 and Allow before it reaches
 * the page renderer (issue 49 item 13): TRACE on any page answered 500 and logged an error-level
 * stack each time (the Fetch API's Request refuses to be built for it). The real app with the built
 * pages (`npm run build`), on a real database; its log kept line by line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { TEST_SETTINGS } from '../testing/settings.ts';

describe.each(testDatabaseKinds())('methods no page answers, on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await buildApp(loadConfig({ ...TEST_SETTINGS, LOG_LEVEL: 'info' }), {
      database: db.database,
      pages: 'production',
      readCacheMs: 0,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('answers TRACE on pages and the API with a translated 405 and Allow, and logs no error', async () => {
    for (const url of ['/', '/events', '/hi/contact', '/no-such-page', '/api/webinars']) {
      const res = await app.inject({ method: 'TRACE', url, cookies: { i18nextLng: 'gu' } });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers.allow, url).toMatch(/GET/);
      expect(res.json().error.code).toBe('method_not_allowed');
      expect(res.json().error.message).toMatch(/[\u0A80-\u0AFF]/);
    }
    // The pages themselves still answer.
    expect((await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } })).statusCode).toBe(200);
    const errors = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
  });
});
