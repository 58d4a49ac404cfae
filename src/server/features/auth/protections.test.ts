import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { DEFAULT_PUBLIC_POSTS_PER_MINUTE } from './protections.ts';
import { createSignInThrottle, databaseAttemptStore, redisAttemptStore, SIGN_IN_LIMITS, type AttemptStore } from './throttle.ts';

describe.each(testDatabaseKinds())('sign-in throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string, ip = '203.0.113.10', lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: t.config.publicUrl, ...(lang ? { cookie: `i18nextLng=${lang}` } : {}) },
      payload: { email, password },
    });

  it(`refuses an account after ${SIGN_IN_LIMITS.perAccount} failures, even with the right password, from any address`, async () => {
    const account = await createUser(t);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await signIn(account.email, `wrong-${i}-password`, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const blocked = await signIn(account.email, account.password, '198.51.100.99', 'hi');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_sign_in_attempts');
    expect(blocked.json().error.message).toMatch(/15 मिनट/);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // Another account is not affected.
    const other = await createUser(t);
    expect((await signIn(other.email, other.password, '198.51.100.99')).statusCode).toBe(200);
  });

  it(`refuses an address after ${SIGN_IN_LIMITS.perAddress} failures, whatever the account`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await signIn(`guess-${i}@example.com`, 'some-password', ip)).statusCode).toBe(401);
    }
    const account = await createUser(t);
    expect((await signIn(account.email, account.password, ip)).statusCode).toBe(429);
    expect((await signIn(account.email, account.password, '192.0.2.78')).statusCode).toBe(200);
  });

  it('forgets the failures of an account once it signs in', async () => {
    const account = await createUser(t);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++) await signIn(account.email, 'wrong-password', `203.0.113.${100 + i}`);
    expect((await signIn(account.email, account.password, '203.0.113.150')).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++) {
      expect((await signIn(account.email, 'wrong-password', `203.0.113.${160 + i}`)).statusCode).toBe(401);
    }
    expect((await signIn(account.email, account.password, '203.0.113.170')).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses in full', async () => {
    const account = await createUser(t);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(account.email, `burst-${i}-guess`, `203.0.114.${i}`)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(12 - SIGN_IN_LIMITS.perAccount);
  });

  it('keeps hashes, not addresses or e-mails, in the failure table', async () => {
    const rows = await t.db.database.db.select().from(signInFailures);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/@example\.com|203\.0\.113/);
  });

  it('shares the counts between instances on one database', async () => {
    const store = databaseAttemptStore(t.db.database.db);
    const a = createSignInThrottle(store, { perAccount: 2, perAddress: 100 });
    const b = createSignInThrottle(databaseAttemptStore(t.db.database.db), { perAccount: 2, perAddress: 100 });
    await (await a.begin('shared@example.com', '10.0.0.1')).finish('failed');
    await (await b.begin('shared@example.com', '10.0.0.2')).finish('failed');
    const third = await a.begin('shared@example.com', '10.0.0.3');
    expect(third.allowed).toBe(false);
  });
});

/** The Redis store, on a real Redis server when TEST_REDIS_URL names one (REDIS_URL in production). */
describe.each(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])('sign-in throttling in Redis at %s', (url) => {
  let redis: Redis;
  let store: AttemptStore;
  beforeAll(() => {
    redis = new Redis(url);
    store = redisAttemptStore(redis, 60_000);
  });
  afterAll(() => redis?.quit());

  it('counts, takes back and clears attempts, shared by every instance', async () => {
    const email = `redis-${Date.now()}@example.com`;
    const one = createSignInThrottle(store, { perAccount: 2, perAddress: 100 });
    const two = createSignInThrottle(redisAttemptStore(redis, 60_000), { perAccount: 2, perAddress: 100 });
    await (await one.begin(email, '10.1.0.1')).finish('failed');
    await (await two.begin(email, '10.1.0.2')).finish('failed');
    expect((await one.begin(email, '10.1.0.3')).allowed).toBe(false);
    const ttl = await redis.pttl(`antarman:sign-in:${(await import('node:crypto')).createHash('sha256').update(`account:${email}`).digest('base64url')}`);
    expect(ttl).toBeGreaterThan(0);
    await store.clear(`account:${email}`);
    const after = await two.begin(email, '10.1.0.4');
    expect(after.allowed).toBe(true);
    await after.finish('succeeded');
  });
});

describe.each(testDatabaseKinds())('cross-site refusal and the public POST limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t?.close());

  it('refuses state-changing requests whose Origin is another site, before anything runs', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const attempts = [
      { url: '/api/auth/sign-in/email', payload: { email: admin.email, password: admin.password } },
      { url: '/api/auth/sign-up/email', payload: { name: 'Evil Twin', email: 'evil@example.com', password: 'long-enough-1' } },
      { url: '/api/admin/users', payload: { name: 'Planted Admin', email: 'planted@example.com', password: 'long-enough-1', type: 'Admin' } },
      { url: '/api/direct-admin-promotion', payload: {} },
    ];
    for (const { url, payload } of attempts) {
      for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'http://localhost:3000.evil.example' }]) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: admin.cookie } });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json().error.code).toBe('cross_site_request');
      }
    }
    const gu = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'https://evil.example', cookie: `${admin.cookie}; i18nextLng=gu` } });
    expect(gu.json().error.message).toMatch(/[\u0A80-\u0AFF]/);
    // Nothing happened: no account was created, the admin is still signed in.
    const list = await t.app.inject({ url: '/api/users', headers: { cookie: admin.cookie } });
    expect(list.json().items.map((u: { email: string }) => u.email)).toEqual([admin.email]);
  });

  it('lets requests from the site itself through, and those of non-browsers (no Origin)', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie, origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' },
      payload: { name: 'Same Site', email: 'same-site@example.com', password: 'long-enough-1' },
    });
    expect(sameSite.statusCode).toBe(201);
    // The Host the request was addressed to counts as this site too (127.0.0.1 beside localhost).
    const byHost = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie, origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      payload: { name: 'By Host', email: 'by-host@example.com', password: 'long-enough-1' },
    });
    expect(byHost.statusCode).toBe(201);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'x@example.com' } });
    expect(noOrigin.statusCode).toBe(200);
    // Reads are never refused for their origin.
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: admin.cookie, origin: 'https://evil.example' } })).statusCode).toBe(200);
  });

  it(`allows ${DEFAULT_PUBLIC_POSTS_PER_MINUTE} public POSTs a minute per address and route, then 429`, async () => {
    const send = (ip: string, lang?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: ip,
        headers: lang ? { cookie: `i18nextLng=${lang}` } : {},
        payload: { email: 'nobody@example.com' },
      });
    for (let i = 0; i < DEFAULT_PUBLIC_POSTS_PER_MINUTE; i++) expect((await send('198.18.0.1')).statusCode).toBe(200);
    const limited = await send('198.18.0.1', 'hi');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toMatch(/[\u0900-\u097F]/);
    // Another address, and another route from the same address, have their own counts.
    expect((await send('198.18.0.2')).statusCode).toBe(200);
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: '198.18.0.1', payload: { email: 'a@example.com', password: 'whatever-it-is' } });
    expect(other.statusCode).toBe(401);
  });
});
