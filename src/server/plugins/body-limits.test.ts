/**
 * Body limits per route (issue 17, item 5): every JSON route of the API, as Fastify registered
 * it, is sent a body above the small default. Routes that take small bodies (sign-in, contact,
 * profile...) refuse it with a translated 413 before reading further; form answers and the back
 * office, which may need more, take it (and answer whatever their validation says), up to their
 * own limit.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nextAddress } from '../features/registrations/testing.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { appWithPeople } from '../testing/fixtures.ts';
import { ADMIN_BODY_LIMIT, bodyLimitOf, DEFAULT_BODY_LIMIT, FORM_ANSWERS_BODY_LIMIT } from './body-limits.ts';

/** A JSON body of about `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ padding: 'x'.repeat(bytes) });
/** Routes that read their body as a stream, with limits of their own (the upload checks size and content). */
const STREAMED = new Set(['PUT /api/objects/upload/:token']);
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());

describe.each(testDatabaseKinds())('body limits on %s', (kind) => {
  const { t, admin } = appWithPeople(kind, { member: false });

  const send = (method: string, url: string, payload: string, lang = 'en') =>
    t.app.inject({
      method: method as 'POST',
      url: `${concrete(url)}?lang=${lang}`,
      payload,
      headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: t.config.publicUrl },
      remoteAddress: nextAddress(),
    });

  it('refuses a body above the small default on every route that takes small bodies, and takes it where more is needed', async () => {
    const writes = t.app.apiRouteTable().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !STREAMED.has(`${r.method} ${r.url}`));
    expect(writes.length).toBeGreaterThan(20);
    const over = bodyOf(DEFAULT_BODY_LIMIT + 8 * 1024);
    const refused: string[] = [];
    const taken: string[] = [];
    for (const route of writes) {
      const res = await send(route.method, route.url, over);
      const key = `${route.method} ${route.url}`;
      if (bodyLimitOf(route.method, route.url, route.access) === undefined) {
        expect(res.statusCode, key).toBe(413);
        expect(res.json().error.code, key).toBe('payload_too_large');
        refused.push(key);
      } else {
        expect(res.statusCode, key).not.toBe(413);
        taken.push(key);
      }
    }
    expect(refused).toEqual(expect.arrayContaining(['POST /api/auth/sign-in/email', 'POST /api/auth/sign-up/email', 'POST /api/contact', 'PUT /api/me/profile']));
    expect(taken).toEqual(expect.arrayContaining(['POST /api/forms/:id/responses', 'POST /api/unified-registration', 'POST /api/forms', 'POST /api/admin/contacts/bulk-reply']));
  });

  it('says so in the visitor’s language, and keeps the larger limits bounded', async () => {
    const hindi = await send('POST', '/api/auth/sign-in/email', bodyOf(DEFAULT_BODY_LIMIT + 1024), 'hi');
    expect(hindi.statusCode).toBe(413);
    const english = await send('POST', '/api/auth/sign-in/email', bodyOf(DEFAULT_BODY_LIMIT + 1024));
    expect(hindi.json().error.message).not.toBe(english.json().error.message);

    expect((await send('POST', '/api/forms/:id/responses', bodyOf(FORM_ANSWERS_BODY_LIMIT + 1024))).statusCode).toBe(413);
    expect((await send('POST', '/api/forms', bodyOf(ADMIN_BODY_LIMIT + 1024))).statusCode).toBe(413);
    // A real sign-in body is far below the limit.
    const signIn = await send('POST', '/api/auth/sign-in/email', JSON.stringify({ email: admin.email, password: 'wrong-password-1' }));
    expect(signIn.statusCode).toBe(401);
  });
});
