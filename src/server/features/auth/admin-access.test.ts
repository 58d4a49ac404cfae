import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, signIn } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

const ADMIN = { ADMIN_EMAIL: 'Founder@Example.com', ADMIN_PASSWORD: 'the-founders-password' };

describe.each(testDatabaseKinds())('admin bootstrap at start on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const roleOf = async (app: TestApp, email: string) =>
    (await app.db.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

  it('creates the ADMIN_EMAIL admin with ADMIN_PASSWORD, once', async () => {
    t = await createTestApp(kind, { seed: false, env: ADMIN });
    expect(await t.app.auth.bootstrapAdmin()).toBe('created');
    expect(await roleOf(t, 'founder@example.com')).toBe('admin');
    const cookie = await signIn(t, 'founder@example.com', ADMIN.ADMIN_PASSWORD);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: 'founder@example.com', isAdmin: true });
    // Every later start finds it there.
    expect(await t.app.auth.bootstrapAdmin()).toBe('unchanged');
    expect(await t.db.database.db.select().from(users)).toHaveLength(1);
  });

  it('takes over an account someone made with that address: admin, ADMIN_PASSWORD, its sessions ended', async () => {
    t = await createTestApp(kind, { seed: false, env: ADMIN });
    const squatter = await createUser(t, { email: 'founder@example.com', password: 'squatters-password' });
    expect(await t.app.auth.bootstrapAdmin()).toBe('promoted');
    expect(await roleOf(t, 'founder@example.com')).toBe('admin');
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: squatter.cookie } })).statusCode).toBe(401);
    await expect(signIn(t, 'founder@example.com', 'squatters-password')).rejects.toThrow();
    await signIn(t, 'founder@example.com', ADMIN.ADMIN_PASSWORD);
  });

  it('leaves an existing admin alone (the password may have been changed since)', async () => {
    t = await createTestApp(kind, { seed: false, env: ADMIN });
    await createUser(t, { role: 'admin', email: 'founder@example.com', password: 'changed-later-password' });
    expect(await t.app.auth.bootstrapAdmin()).toBe('unchanged');
    await signIn(t, 'founder@example.com', 'changed-later-password');
  });

  it('does nothing without both settings', async () => {
    t = await createTestApp(kind, { seed: false, env: { ADMIN_EMAIL: 'founder@example.com' } });
    expect(await t.app.auth.bootstrapAdmin()).toBe('skipped');
    expect(await t.db.database.db.select().from(users)).toHaveLength(0);
  });
});

describe.each(testDatabaseKinds())('/api/direct-admin-promotion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The designated address only, no password: the first admin comes from /admin-setup.
    t = await createTestApp(kind, { seed: false, env: { ADMIN_EMAIL: 'founder@example.com' } });
  });
  afterAll(() => t?.close());

  const promote = (cookie?: string, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/direct-admin-promotion',
      headers: { origin: t.config.publicUrl, ...(cookie || lang ? { cookie: [cookie, lang && `i18nextLng=${lang}`].filter(Boolean).join('; ') } : {}) },
    });
  const roleOf = async (id: string) => (await t.db.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;

  it('needs a signed-in user', async () => {
    expect((await promote()).statusCode).toBe(401);
  });

  it('changes nothing for anyone but the designated address, and says so', async () => {
    const member = await createUser(t, { emailVerified: true });
    const res = await promote(member.cookie, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ promoted: false, outcome: 'notDesignated' });
    expect(res.json().message).toContain(member.email);
    expect(res.json().message).toMatch(/कुछ नहीं बदला/);
    expect(await roleOf(member.user.id)).toBe('user');
  });

  it('asks the designated address to confirm it is theirs first, then promotes', async () => {
    const founder = await createUser(t, { email: 'founder@example.com' });
    const first = await promote(founder.cookie);
    expect(first.json()).toMatchObject({ promoted: false, outcome: 'verifyEmail' });
    expect(await roleOf(founder.user.id)).toBe('user');

    const [mail] = await t.db.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'founder@example.com'), eq(emailOutbox.kind, 'auth-verify-email')));
    const link = new URL(mail.text.match(/http\S+/)![0]);
    expect(link.pathname).toBe('/verify-email');
    // The link's page asks for the account's password before the address counts as confirmed.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      headers: { origin: t.config.publicUrl },
      payload: { token: link.searchParams.get('token'), password: founder.password },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().returnTo).toBe('/admin-setup?verified=1');

    const second = await promote(founder.cookie);
    expect(second.json()).toMatchObject({ promoted: true, outcome: 'promoted' });
    expect(await roleOf(founder.user.id)).toBe('admin');
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: founder.cookie } });
    expect(me.json().isAdmin).toBe(true);
    expect((await t.app.inject({ url: '/api/users', headers: { cookie: founder.cookie } })).statusCode).toBe(200);
    const audit = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin-setup-promoted'));
    expect(audit).toHaveLength(1);

    expect((await promote(founder.cookie)).json()).toMatchObject({ promoted: false, outcome: 'alreadyAdmin' });
  });

  it('sends an old or made-up confirmation link of the API back to the page, which says so', async () => {
    const res = await t.app.inject({ url: '/api/auth/verify-email?token=made-up&callbackURL=%2Fadmin-setup%3Fverified%3D1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/admin-setup\?verified=1&error=\w+/);
    const offsite = await t.app.inject({ url: '/api/auth/verify-email?token=made-up&callbackURL=https%3A%2F%2Fevil.example' });
    expect(offsite.headers.location).toMatch(/^\/\?error=\w+/);
    // The link of the confirmation page: a made-up token is a translated 400.
    const madeUp = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', headers: { origin: t.config.publicUrl, cookie: 'i18nextLng=gu' }, payload: { token: 'made.up', password: 'whatever-password' } });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.message).toMatch(/લિંક/);
  });
});

describe.each(testDatabaseKinds())('admin setup once an admin exists, or without a designated address, on %s', (kind) => {
  it('changes nothing when an admin exists already', async () => {
    const t = await createTestApp(kind, { seed: false, env: { ADMIN_EMAIL: 'founder@example.com' } });
    try {
      await createUser(t, { role: 'admin' });
      const founder = await createUser(t, { email: 'founder@example.com', emailVerified: true });
      const res = await t.app.inject({ method: 'POST', url: '/api/direct-admin-promotion', headers: { cookie: founder.cookie } });
      expect(res.json()).toMatchObject({ promoted: false, outcome: 'adminExists' });
      const [row] = await t.db.database.db.select().from(users).where(eq(users.id, founder.user.id));
      expect(row.role).toBe('user');
    } finally {
      await t.close();
    }
  });

  it('changes nothing when no address is designated', async () => {
    const t = await createTestApp(kind, { seed: false });
    try {
      const member = await createUser(t, { emailVerified: true });
      const res = await t.app.inject({ method: 'POST', url: '/api/direct-admin-promotion', headers: { cookie: member.cookie } });
      expect(res.json()).toMatchObject({ promoted: false, outcome: 'notConfigured' });
    } finally {
      await t.close();
    }
  });
});
