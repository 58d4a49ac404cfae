/**
 * The search box of the seven admin lists refuses control characters with a translated 400 (issue
 * 49 item 13): a NUL byte reached PostgreSQL, which refuses it in any text, and the list answered
 * 500. The same search without it still answers 200.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

const LISTS = ['/api/users', '/api/admin/payments', '/api/admin/submissions', '/api/admin/export/responses', '/api/admin/webinars', '/api/admin/services', '/api/admin/inbox'];

describe.each(testDatabaseKinds())('the admin lists search box on %s', (kind) => {
  const { t, admin } = appWithPeople(kind, { member: false });

  it.each(LISTS)('%s: a NUL byte or another control character is a translated 400, never a 500', async (url) => {
    for (const q of ['a\u0000b', '\u0000', 'x\u001bz']) {
      const res = await t.app.inject({ url, query: { q, lang: 'hi' }, headers: { cookie: admin.cookie } });
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
      expect(Object.values(res.json().error.fields ?? {}).join(' ')).toMatch(/[\u0900-\u097F]/);
    }
    const plain = await t.app.inject({ url, query: { q: 'ab' }, headers: { cookie: admin.cookie } });
    expect(plain.statusCode).toBe(200);
  });
});
