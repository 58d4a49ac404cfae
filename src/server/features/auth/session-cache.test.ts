/**
 * The session cache (session-cache.ts, ADR 0022) through the real app on a real database: a
 * signed-in request is answered without looking its session up again for a few seconds, and
 * whatever ends a session or changes an account takes effect at once on this instance: sign-out,
 * a password change (the other sessions), a new role, a saved name, a deleted account.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { cookieHeader, createUser, signIn } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { createSessionCache } from './session-cache.ts';

describe.each(testDatabaseKinds())('session cache on %s', (kind) => {
  const { t } = withApp(kind, { seed: false });

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: t.config.publicUrl } });
  const status = async (cookie: string) => (await get('/api/me/profile', cookie)).statusCode;

  it('looks a session up once, then answers from memory until something changes it', async () => {
    const member = await createUser(t);
    expect(await status(member.cookie)).toBe(200);
    // The session row goes behind the app's back (no hook sees it): the request is still answered,
    // from the cache and not the database...
    await t.db.database.db.delete(sessions).where(eq(sessions.userId, member.user.id));
    expect(await status(member.cookie)).toBe(200);
    // ...until the account is said to have changed: then the database is asked again, and refuses.
    t.app.auth.forgetUser(member.user.id);
    expect(await status(member.cookie)).toBe(401);
  });

  it('refuses a signed-out session at once', async () => {
    const member = await createUser(t);
    expect(await status(member.cookie)).toBe(200);
    expect((await send('POST', '/api/auth/sign-out', member.cookie)).statusCode).toBe(200);
    expect(await status(member.cookie)).toBe(401);
    expect((await get('/api/auth/user', member.cookie)).statusCode).toBe(401);
  });

  it('ends the other sessions at once when the password changes, and keeps the new one', async () => {
    const member = await createUser(t);
    const elsewhere = await signIn(t, member.email, member.password);
    expect(await status(elsewhere)).toBe(200);
    const changed = await send('POST', '/api/me/password', member.cookie, { currentPassword: member.password, newPassword: 'a-new-password-1' });
    expect(changed.statusCode).toBe(200);
    expect(await status(elsewhere)).toBe(401);
    const renewed = cookieHeader([changed.headers['set-cookie'] ?? []].flat() as string[]);
    expect(await status(renewed)).toBe(200);
  });

  it('follows a new role and a saved name at once', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const member = await createUser(t, { name: 'Meera Member' });
    expect((await get('/api/users', member.cookie)).statusCode).toBe(403);
    await t.app.auth.instance.api.setRole({ body: { userId: member.user.id, role: 'admin' }, headers: new Headers({ cookie: admin.cookie }) });
    expect((await get('/api/users', member.cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/user', member.cookie)).json()).toMatchObject({ firstName: 'Meera', isAdmin: true });

    const saved = await send('PUT', '/api/me/profile', member.cookie, { firstName: 'Mira', lastName: 'Shah', preferredLanguage: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/auth/user', member.cookie)).json()).toMatchObject({ firstName: 'Mira', lastName: 'Shah' });
  });

  it('refuses the session of a deleted account at once', async () => {
    const member = await createUser(t);
    expect(await status(member.cookie)).toBe(200);
    expect((await send('DELETE', '/api/me', member.cookie, { password: member.password })).statusCode).toBe(200);
    expect(await status(member.cookie)).toBe(401);
  });
});

describe('session cache (unit)', () => {
  const user = (id: string) => ({ id, email: `${id}@example.com`, name: id, firstName: id, lastName: null, image: null, role: 'user' as const, emailVerified: true });

  it('keeps an entry no longer than its time, nor past the session', () => {
    let now = 1_000;
    const cache = createSessionCache(10_000, () => now);
    cache.set('a.sig', { token: 'a', user: user('u1'), expiresAt: 1_000_000 }, cache.epoch());
    cache.set('b.sig', { token: 'b', user: user('u2'), expiresAt: 3_000 }, cache.epoch());
    now = 5_000;
    expect(cache.get('a.sig')?.user.id).toBe('u1');
    expect(cache.get('b.sig')).toBeUndefined();
    now = 11_000;
    expect(cache.get('a.sig')).toBeUndefined();
  });

  it('does not store a lookup that was under way while something was revoked', () => {
    const cache = createSessionCache(10_000);
    const startedAt = cache.epoch();
    cache.forgetSession('a');
    cache.set('a.sig', { token: 'a', user: user('u1'), expiresAt: Date.now() + 60_000 }, startedAt);
    expect(cache.get('a.sig')).toBeUndefined();
  });

  it('forgets by session and by account', () => {
    const cache = createSessionCache(10_000);
    const keep = (key: string, token: string, id: string) => cache.set(key, { token, user: user(id), expiresAt: Date.now() + 60_000 }, cache.epoch());
    keep('a.sig', 'a', 'u1');
    keep('b.sig', 'b', 'u1');
    keep('c.sig', 'c', 'u2');
    cache.forgetSession('a');
    expect([cache.get('a.sig'), cache.get('b.sig')?.token, cache.get('c.sig')?.token]).toEqual([undefined, 'b', 'c']);
    cache.forgetUser('u1');
    expect([cache.get('b.sig'), cache.get('c.sig')?.token]).toEqual([undefined, 'c']);
  });
});
