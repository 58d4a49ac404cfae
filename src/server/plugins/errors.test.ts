/**
 * A request whose handler reaches the database after it was closed (the server stopping: main.ts
 * closes the database once the HTTP server has closed, and a request whose client had already gone
 * may still be running) is answered 503 with Retry-After, in the visitor's language, and logged as
 * the database being unavailable: a warning, not an unexpected error. Seen in the bench's log,
 * where each such request was logged as an `unhandled error`.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../lib/i18n.ts';
import { createLoggingApp } from '../testing/app.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/databases.ts';

const gujarati = createTranslator().t('gu');

describe.each(testDatabaseKinds())('the database closed under a running server, on %s', (kind) => {
  it('answers 503 with Retry-After in the visitor language, and logs a warning', async () => {
    const db = await createTestDatabase(kind);
    const { app, lines } = await createLoggingApp(db.database);
    try {
      await app.ready();
      const message = { name: 'Asha Patel', email: 'asha@example.com', message: 'Is there a session this Sunday?' };
      const before = await app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.1.0.1' });
      expect(before.statusCode).toBe(201);

      await db.database.close();
      const res = await app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.1.0.2', cookies: { i18nextLng: 'gu' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'service_unavailable', message: gujarati('validation:serviceUnavailable') } });
    } finally {
      await app.close();
      await db.drop();
    }
    const log = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(log.filter((l) => l.msg === 'database unavailable').map((l) => l.level)).toEqual([40]);
    expect(log.some((l) => l.msg === 'unhandled error')).toBe(false);
  });
});
