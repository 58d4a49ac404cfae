import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deviceTokens, emailOutbox, signInFailures } from '../../db/schema.ts';
import { DEVICE_COOKIE } from './device-token.ts';
import { cookieHeader, createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { DEFAULT_PUBLIC_POSTS_PER_MINUTE } from './protections.ts';
import { createSignInThrottle, databaseAttemptStore, redisAttemptStore, SIGN_IN_LIMITS, type AttemptStore } from './throttle.ts';

describe.each(testDatabaseKinds())('sign-in throttling on %s', (kind) => {
  const { t } = withApp(kind, { seed: false });

  const signIn = (email: string, password: string, ip = '203.0.113.10', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
    cookieHeader(([res.headers['set-cookie'] ?? []].flat() as string[]).filter((c) => c.startsWith(`${DEVICE_COOKIE}=`)));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const { free } = SIGN_IN_LIMITS.account;

  it(`makes each attempt after ${free} failures of an account wait longer (1 s, then 2 s, ...), with a translated 429 and Retry-After`, async () => {
    const account = await createUser(t);
    for (let i = 0; i < free; i++) {
      expect((await signIn(account.email, `wrong-${i}-password`, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const early = await signIn(account.email, account.password, '198.51.100.99', 'i18nextLng=hi');
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('too_many_sign_in_attempts');
    expect(early.json().error.message).toMatch(/1 सेकंड/);
    expect(early.headers['retry-after']).toBe('1');
    expect(early.headers['set-cookie']).toBeUndefined();
    // Waiting is enough; the next failure doubles the wait.
    await sleep(1100);
    expect((await signIn(account.email, 'still-wrong-password', '198.51.100.98')).statusCode).toBe(401);
    const later = await signIn(account.email, account.password, '198.51.100.97');
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('2');
    // Another account is not affected.
    const other = await createUser(t);
    expect((await signIn(other.email, other.password, '198.51.100.99')).statusCode).toBe(200);
  });

  it("lets the owner's own browser in at once with the right password while a stranger keeps guessing; the only admin reaches the admin area", async () => {
    const founder = await createUser(t, { role: 'admin' });
    const first = await signIn(founder.email, founder.password, '203.0.113.20');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE.replace('.', '\\.')}=`));
    // A stranger guesses from many addresses until every new attempt must wait.
    for (let i = 0; i < free + 3; i++) await signIn(founder.email, `guess-${i}-password`, `192.0.2.${i + 1}`);
    expect((await signIn(founder.email, founder.password, '192.0.2.200')).statusCode).toBe(429);
    // The founder, on her own phone, is let in at once and reaches the admin area.
    const back = await signIn(founder.email, founder.password, '203.0.113.21', device);
    expect(back.statusCode).toBe(200);
    const session = cookieHeader(([back.headers['set-cookie']].flat() as string[]).filter((c) => c.startsWith('antarman.session_token=')));
    expect((await t.app.inject({ url: '/api/admin/stats', headers: { cookie: session } })).statusCode).toBe(200);
    // A device token names one account: it does not help with another.
    const other = await createUser(t);
    for (let i = 0; i < free; i++) await signIn(other.email, `guess-${i}-password`, `192.0.2.${50 + i}`);
    expect((await signIn(other.email, other.password, '192.0.2.99', device)).statusCode).toBe(429);
  });

  it('gives each browser its own random device token, stored hashed; a kept token guesses against itself alone, and a new password ends them all (issue 49 item 3)', async () => {
    const owner = await createUser(t);
    const phone = deviceCookieOf(await signIn(owner.email, owner.password, '203.0.113.30'));
    const shared = deviceCookieOf(await signIn(owner.email, owner.password, '203.0.113.31'));
    const tokenOf = (cookie: string) => cookie.split('=')[1];
    // Two browsers, two tokens; the database keeps neither as it is.
    expect(tokenOf(phone)).not.toBe(tokenOf(shared));
    const stored = await t.db.database.db.select().from(deviceTokens).where(eq(deviceTokens.userId, owner.user.id));
    expect(stored).toHaveLength(2);
    for (const row of stored) expect([tokenOf(phone), tokenOf(shared)]).not.toContain(row.tokenHash);
    // Whoever kept the shared computer's cookie guesses until that token must wait...
    const { free: deviceFree } = SIGN_IN_LIMITS.device;
    for (let i = 0; i < deviceFree + 2; i++) await signIn(owner.email, `guess-${i}-password`, `192.0.2.${160 + i}`, shared);
    expect((await signIn(owner.email, owner.password, '192.0.2.190', shared)).statusCode).toBe(429);
    // ...which slows neither the owner's phone nor, in turn, a new browser of the owner's.
    expect((await signIn(owner.email, owner.password, '203.0.113.32', phone)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, '203.0.113.33')).statusCode).toBe(200);

    // A password changed in the dashboard ends every device token of the account.
    const session = cookieHeader(([(await signIn(owner.email, owner.password, '203.0.113.34', phone)).headers['set-cookie']].flat() as string[]).filter((c) => c.startsWith('antarman.session_token=')));
    const changed = await t.app.inject({ method: 'POST', url: '/api/me/password', headers: { origin: t.config.publicUrl, cookie: session }, payload: { currentPassword: owner.password, newPassword: 'a-changed-password' } });
    expect(changed.statusCode).toBe(200);
    expect(await t.db.database.db.$count(deviceTokens, eq(deviceTokens.userId, owner.user.id))).toBe(0);
    // The kept token is a stranger's now: its guesses count against the account and the address.
    const before = await t.db.database.db.$count(signInFailures);
    expect((await signIn(owner.email, 'another-guess-password', '192.0.2.199', shared)).statusCode).toBe(401);
    expect((await t.db.database.db.$count(signInFailures)) - before).toBe(2);
  });

  it('lets the account in at once after a completed password reset', async () => {
    const account = await createUser(t);
    for (let i = 0; i < free + 1; i++) await signIn(account.email, `guess-${i}-password`, `192.0.2.${100 + i}`);
    expect((await signIn(account.email, account.password, '192.0.2.150')).statusCode).toBe(429);
    const request = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: t.config.publicUrl }, payload: { email: account.email } });
    expect(request.statusCode).toBe(200);
    const [mail] = await t.db.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, account.email), eq(emailOutbox.kind, 'auth-reset-password')));
    const token = decodeURIComponent(mail.text.match(/reset-password\?token=(\S+)/)![1]);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: t.config.publicUrl }, payload: { token, newPassword: 'a-fresh-password' } });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(account.email, 'a-fresh-password', '192.0.2.151')).statusCode).toBe(200);
  });

  it(`does not let one address's typos stop strangers behind the same address (carrier-grade NAT); ${SIGN_IN_LIMITS.address.free} failures pass, then the address waits`, async () => {
    const shared = '100.64.0.1';
    // Twenty typos behind one address, by a few people on their own accounts.
    const people = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
    // At once (each failed sign-in costs a password hash); the count is kept in full for parallel attempts too.
    const typos = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(people[i % 4].email, `typo-${i}-password`, shared)));
    expect(typos.map((res) => res.statusCode)).toEqual(typos.map(() => 401));
    const stranger = await createUser(t);
    expect((await signIn(stranger.email, stranger.password, shared)).statusCode).toBe(200);
    // A script spraying one password over many accounts from there is slowed down all the same.
    // One after the other: the wait runs from the latest failure, which must be just before the next attempt.
    for (let i = 20; i < SIGN_IN_LIMITS.address.free; i++) await signIn(`spray-${i}@example.com`, 'Password123', shared);
    expect((await signIn(`spray-x@example.com`, 'Password123', shared)).statusCode).toBe(429);
  });

  it('counts a burst of parallel guesses in full', async () => {
    const account = await createUser(t);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(account.email, `burst-${i}-guess`, `203.0.114.${i}`)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(free + 1);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(12 - free - 1);
  });

  it('keeps hashes, not addresses or e-mails, in the failure table', async () => {
    const rows = await t.db.database.db.select().from(signInFailures);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/@example\.com|203\.0\.113/);
  });

  it('shares the counts between instances on one database', async () => {
    const limits = { ...SIGN_IN_LIMITS, account: { free: 2, maxDelayMs: 60_000 } };
    const a = createSignInThrottle(databaseAttemptStore(t.db.database.db), limits);
    const b = createSignInThrottle(databaseAttemptStore(t.db.database.db), limits);
    const one = await a.begin('shared@example.com', '10.0.0.1');
    const two = await b.begin('shared@example.com', '10.0.0.2');
    if (!one.allowed || !two.allowed) throw new Error('the first two attempts pass');
    await one.finish('failed');
    await two.finish('failed');
    const third = await a.begin('shared@example.com', '10.0.0.3');
    expect(third).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });
});

/** The Redis store, on a real Redis server when TEST_REDIS_URL names one (REDIS_URL in production). */
describe.skipIf(!process.env.TEST_REDIS_URL).each([process.env.TEST_REDIS_URL ?? 'TEST_REDIS_URL'])('sign-in throttling in Redis at %s (needs TEST_REDIS_URL)', (url) => {
  let redis: Redis;
  let store: AttemptStore;
  beforeAll(() => {
    redis = new Redis(url);
    store = redisAttemptStore(redis, 60_000);
  });
  afterAll(() => redis?.quit());

  it('counts, takes back and clears attempts, shared by every instance', async () => {
    const email = `redis-${Date.now()}@example.com`;
    const limits = { ...SIGN_IN_LIMITS, account: { free: 2, maxDelayMs: 60_000 } };
    const one = createSignInThrottle(store, limits);
    const two = createSignInThrottle(redisAttemptStore(redis, 60_000), limits);
    for (const throttle of [one, two]) {
      const attempt = await throttle.begin(email, '10.1.0.1');
      if (!attempt.allowed) throw new Error('the first two attempts pass');
      await attempt.finish('failed');
    }
    expect(await one.begin(email, '10.1.0.3')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    const ttl = await redis.pttl(`antarman:sign-in:v2:${(await import('node:crypto')).createHash('sha256').update(`account:${email}`).digest('base64url')}`);
    expect(ttl).toBeGreaterThan(0);
    await two.resetAccount(email);
    const after = await two.begin(email, '10.1.0.4');
    expect(after.allowed).toBe(true);
    if (after.allowed) await after.finish('succeeded');
  });
});

describe.each(testDatabaseKinds())('cross-site refusal and the public POST limit on %s', (kind) => {
  const { t } = withApp(kind, { seed: false });

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
    // All at once: each answer takes at least the reset request's minimum time, one after the other a minute's worth.
    const answers = await Promise.all(Array.from({ length: DEFAULT_PUBLIC_POSTS_PER_MINUTE }, () => send('198.18.0.1')));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
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
