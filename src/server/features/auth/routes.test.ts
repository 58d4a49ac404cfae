import { and, desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, safeReturnPath } from '../../../shared/contracts/auth.ts';
import { emailOutbox, sessions, users, verifications } from '../../db/schema.ts';
import { cookieHeader, createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';

describe.each(testDatabaseKinds())('accounts API on %s', (kind) => {
  let origin: string;
  const { t } = withApp(kind, { seed: false });
  beforeAll(async () => {
    origin = t.config.publicUrl;
  });

  const post = (url: string, payload: unknown, extra: { cookie?: string; lang?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: extra.ip,
      headers: { origin, ...(extra.cookie || extra.lang ? { cookie: [extra.cookie, extra.lang && `i18nextLng=${extra.lang}`].filter(Boolean).join('; ') } : {}) },
    });
  const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat() as string[];
  const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });

  /** The confirmation link e-mailed to an address: its page posts the token with the password. */
  const confirmWith = async (email: string, password: string, extra: { lang?: string } = {}) => {
    const [mail] = await t.db.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'auth-verify-email')));
    const token = decodeURIComponent(mail.text.match(/verify-email\?token=(\S+)/)![1]);
    return post('/api/auth/confirm-email', { token, password }, extra);
  };

  it('creates a member account, e-mails the link that confirms it in the visitor language, and signs in through that link', async () => {
    const res = await post('/api/auth/sign-up/email', { name: '  Priya  Rani Sharma ', email: 'Priya@Example.COM', password: 'long-enough-1' }, { lang: 'gu' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, checkEmail: true });
    // Signing up signs nobody in: the answer must be the same for an address that has an account.
    expect(res.headers['set-cookie']).toBeUndefined();

    const [mail] = await t.db.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'priya@example.com'));
    expect(mail).toMatchObject({ kind: 'auth-verify-email', locale: 'gu' });
    expect(mail.text).toMatch(/https?:\/\/\S+\/gu\/verify-email\?token=/);
    const confirmed = await confirmWith('priya@example.com', 'long-enough-1');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toEqual({ id: expect.any(String), firstName: 'Priya', lastName: 'Rani Sharma', email: 'priya@example.com', profileImageUrl: null, isAdmin: false });

    const cookie = setCookies(confirmed).find((c) => c.startsWith('antarman.session_token='))!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');

    const user = await me(cookieHeader(setCookies(confirmed)));
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('private, no-store');
    expect(currentUserSchema.parse(user.json())).toEqual(confirmed.json().user);

    // Stored with the language the visitor was using (for the e-mails we send them), as a member, confirmed.
    const [row] = await t.db.database.db.select().from(users).where(eq(users.email, 'priya@example.com'));
    expect(row).toMatchObject({ preferredLanguage: 'gu', role: 'user', membership: 'free', name: 'Priya  Rani Sharma', emailVerified: true });
  });

  it('says clearly, translated, what is wrong with a sign-up', async () => {
    const bad = await post('/api/auth/sign-up/email', { name: 'P', email: 'not-an-email', password: 'short' }, { lang: 'hi' });
    expect(bad.statusCode).toBe(400);
    const { fields } = bad.json().error;
    expect(Object.keys(fields).sort()).toEqual(['email', 'name', 'password']);
    expect(fields.password).toBe('कृपया पासवर्ड में कम से कम 8 अक्षर रखें');

    // A second sign-up with the address answers as the first did; the password stays the first one.
    await post('/api/auth/sign-up/email', { name: 'Twice', email: 'twice@example.com', password: 'long-enough-1' });
    const again = await post('/api/auth/sign-up/email', { name: 'Twice', email: 'TWICE@example.com', password: 'long-enough-2' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, checkEmail: true });
    expect((await post('/api/auth/sign-in/email', { email: 'twice@example.com', password: 'long-enough-2' })).statusCode).toBe(401);

    const junk = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(junk.statusCode).toBe(400);
    const wrongTypes = await post('/api/auth/sign-up/email', { name: ['x'], email: 42, password: null });
    expect(wrongTypes.statusCode).toBe(400);
    // The confirmation page: neither password, or both, is a translated 400.
    expect((await post('/api/auth/confirm-email', { token: 'x.y' })).statusCode).toBe(400);
    expect((await post('/api/auth/confirm-email', { token: 'x.y', password: 'a', newPassword: 'long-enough-3' })).statusCode).toBe(400);
  });

  it('signs in with the right password only, and answers the user', async () => {
    const account = await createUser(t, { name: 'Kiran Desai' });
    const wrong = await post('/api/auth/sign-in/email', { email: account.email, password: 'not-it-at-all' }, { lang: 'hi' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'invalid_email_or_password', message: 'ईमेल पता या पासवर्ड सही नहीं है।' });
    expect(setCookies(wrong)).toEqual([]);

    const unknown = await post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'whatever-it-is' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('invalid_email_or_password');

    const right = await post('/api/auth/sign-in/email', { email: account.email.toUpperCase(), password: account.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ user: expect.objectContaining({ email: account.email, firstName: 'Kiran', lastName: 'Desai', isAdmin: false }) });
    expect(JSON.stringify(right.json())).not.toContain('token');
    expect((await me(cookieHeader(setCookies(right)))).statusCode).toBe(200);
  });

  it('signs out on /api/logout and returns home; the old cookie is worthless afterwards', async () => {
    const account = await createUser(t);
    expect((await me(account.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie: account.cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(setCookies(out).some((c) => /^antarman\.session_token=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);
    expect((await me(account.cookie)).statusCode).toBe(401);
    // Without a session it just goes home.
    expect((await t.app.inject({ url: '/api/logout' })).headers.location).toBe('/');
    // Home in the visitor's language (its own address: ADR 0019); so is the way to sign in.
    expect((await t.app.inject({ url: '/api/logout', cookies: { i18nextLng: 'gu' } })).headers.location).toBe('/gu');
    expect((await t.app.inject({ url: '/api/login?returnTo=%2Fhi%2Fevents', cookies: { i18nextLng: 'hi' } })).headers.location).toBe('/hi/login?returnTo=%2Fhi%2Fevents');
  });

  it('does not sign out on a link from another site', async () => {
    const account = await createUser(t);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie: account.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(302);
    expect((await me(account.cookie)).statusCode).toBe(200);
  });

  it('signs out with POST /api/auth/sign-out too', async () => {
    const account = await createUser(t);
    const res = await post('/api/auth/sign-out', {}, { cookie: account.cookie });
    expect(res.statusCode).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it('resets a password through an e-mailed link in the account language, ending every session', async () => {
    const account = await createUser(t, { name: 'Hema Joshi' });
    await t.db.database.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, account.user.id));
    const otherDevice = await post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    const otherCookie = cookieHeader(setCookies(otherDevice));

    const asked = await post('/api/auth/request-password-reset', { email: account.email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true });
    const [mail] = await t.db.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, account.email), eq(emailOutbox.kind, 'auth-reset-password')))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail.locale).toBe('hi');
    expect(mail.subject).toBe('अपना पासवर्ड रीसेट करें');
    const link = mail.text.match(/http\S+/)?.[0] ?? '';
    // The page in the account's language, at its own address (ADR 0019).
    expect(link).toMatch(new RegExp(`^${origin}/hi/reset-password\\?token=`));
    const token = new URL(link).searchParams.get('token')!;

    const tooShort = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(401);
    const [left] = await t.db.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(left).toBeUndefined();

    expect((await post('/api/auth/sign-in/email', { email: account.email, password: account.password })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email: account.email, password: 'a-brand-new-password' })).statusCode).toBe(200);

    // A link works once.
    const reused = await post('/api/auth/reset-password', { token, newPassword: 'yet-another-password' }, { lang: 'gu' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toMatch(/[\u0A80-\u0AFF]/);
    // Following the link proved the mailbox is theirs.
    const [row] = await t.db.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row.emailVerified).toBe(true);
  });

  describe('reset links end with a password change (issue 49 item 1)', () => {
    const resetTokens = async (email: string) =>
      (await t.db.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'auth-reset-password'))).orderBy(emailOutbox.createdAt)).map(
        (m) => new URL(m.text.match(/http\S+/)![0]).searchParams.get('token')!,
      );

    it('a completed reset ends every other outstanding reset link of the account', async () => {
      const account = await createUser(t);
      for (let i = 0; i < 2; i++) expect((await post('/api/auth/request-password-reset', { email: account.email }, { ip: `10.49.1.${i}` })).statusCode).toBe(200);
      const [older, newer] = await resetTokens(account.email);
      expect(older && newer && older !== newer).toBe(true);
      expect((await post('/api/auth/reset-password', { token: newer, newPassword: 'the-owner-password' })).statusCode).toBe(200);
      // Whoever read the older e-mail cannot take the account back with it.
      const late = await post('/api/auth/reset-password', { token: older, newPassword: 'the-thief-password' }, { lang: 'hi' });
      expect(late.statusCode).toBe(400);
      expect(late.json().error.code).toBe('invalid_token');
      expect((await post('/api/auth/sign-in/email', { email: account.email, password: 'the-owner-password' })).statusCode).toBe(200);
    });

    it('a password changed in the dashboard ends every outstanding reset link of the account', async () => {
      const account = await createUser(t);
      expect((await post('/api/auth/request-password-reset', { email: account.email }, { ip: '10.49.2.1' })).statusCode).toBe(200);
      const [token] = await resetTokens(account.email);
      const changed = await post('/api/me/password', { currentPassword: account.password, newPassword: 'changed-in-the-dashboard' }, { cookie: account.cookie });
      expect(changed.statusCode).toBe(200);
      expect((await post('/api/auth/reset-password', { token, newPassword: 'the-thief-password' })).statusCode).toBe(400);
      expect((await post('/api/auth/sign-in/email', { email: account.email, password: 'changed-in-the-dashboard' })).statusCode).toBe(200);
    });
  });

  it('sends at most 3 reset e-mails an hour per account, answering every request the same, even in parallel (issue 49 item 2)', async () => {
    const account = await createUser(t);
    const other = await createUser(t);
    const resetMails = (email: string) => t.db.database.db.$count(emailOutbox, and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'auth-reset-password')));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post('/api/auth/request-password-reset', { email: account.email }, { ip: `10.49.3.${i}` })));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(new Set(['200 {"ok":true}']));
    expect(await resetMails(account.email)).toBe(3);
    const later = await post('/api/auth/request-password-reset', { email: account.email }, { ip: '10.49.3.100' });
    expect(`${later.statusCode} ${later.body}`).toBe('200 {"ok":true}');
    expect(await resetMails(account.email)).toBe(3);
    // No link was made for the e-mails not sent: three live links at most.
    expect(await t.db.database.db.$count(verifications, and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, account.user.id)))).toBe(3);
    // Another account has its own three.
    expect((await post('/api/auth/request-password-reset', { email: other.email }, { ip: '10.49.3.200' })).statusCode).toBe(200);
    expect(await resetMails(other.email)).toBe(1);
  });

  it('answers a reset request for an unknown address the same way, and sends nothing', async () => {
    const before = await t.db.database.db.select().from(emailOutbox);
    const res = await post('/api/auth/request-password-reset', { email: 'no-such-person@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.database.db.select().from(emailOutbox)).toHaveLength(before.length);
    expect((await post('/api/auth/reset-password', { token: 'made-up-token', newPassword: 'long-enough-1' })).statusCode).toBe(400);
  });

  it('keeps return paths on this site', () => {
    expect(safeReturnPath('/dashboard?tab=webinars')).toBe('/dashboard?tab=webinars');
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '/api/logout', '/login?returnTo=/x', '', 42, null]) {
      expect(safeReturnPath(evil)).toBe('/');
    }
  });

  it('does not offer Google sign-in unless it is configured', async () => {
    expect(t.app.auth.methods.google).toBe(false);
    expect((await post('/api/auth/sign-in/social', { provider: 'google' })).statusCode).toBe(404);
  });

  it('does not let a visitor choose their own role or membership when signing up', async () => {
    const res = await post('/api/auth/sign-up/email', { name: 'Sneaky Person', email: 'sneaky@example.com', password: 'long-enough-1', role: 'admin', membership: 'premium', isAdmin: true });
    expect(res.statusCode).toBe(200);
    expect((await confirmWith('sneaky@example.com', 'long-enough-1')).json().user.isAdmin).toBe(false);
    const [row] = await t.db.database.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(row).toMatchObject({ role: 'user', membership: 'free' });
  });
});

describe.each(testDatabaseKinds())('accounts on an https site on %s', (kind) => {
  const { t } = withApp(kind, { seed: false, env: { PUBLIC_URL: 'https://www.antarman.example' } });

  it('marks the session cookie Secure', async () => {
    const account = await createUser(t, { email: 'secure@example.com', password: 'long-enough-1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://www.antarman.example' },
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/__Secure-antarman\.session_token=[^;]+;.*Secure/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });
});

describe.each(testDatabaseKinds())('Google sign-in when configured on %s', (kind) => {
  const { t } = withApp(kind, { seed: false, env: { GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-secret' } });

  it('offers Google and sends the browser to Google with a return path on this site', async () => {
    expect(t.app.auth.methods.google).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: t.config.publicUrl },
      payload: { provider: 'google', callbackURL: 'https://evil.example/steal' },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/auth/callback/google`);
    // The state cookie ties the answer from Google to this browser.
    expect([res.headers['set-cookie']].flat().join(';')).toContain('HttpOnly');
    // A callback without a valid state signs nobody in.
    const callback = await t.app.inject({ url: '/api/auth/callback/google?code=made-up&state=made-up' });
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(new RegExp(`^${t.config.publicUrl}/login\\?error=google`));
    expect([callback.headers['set-cookie'] ?? []].flat().join(';')).not.toMatch(/session_token=[^;]/);
  });
});
