/**
 * Issue 17, items 1, 2, 3 and 9: the attacks of the outside review, performed through the HTTP API
 * of the real app on a real database. Each failed on the code before ADR 0016.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.ts';
import { cookieHeader } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { insertWebinar, register, webinarPayload } from '../registrations/testing.ts';
import { safeReturnPath } from '../../../shared/contracts/auth.ts';

const FOUNDER = 'founder@example.com';
let ip = 0;
const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe.each(testDatabaseKinds())('account takeover attacks on %s', (kind) => {
  // The designated admin address only, no password: the first admin comes from /admin-setup.
  const { t } = withApp(kind, { env: { ADMIN_EMAIL: FOUNDER } });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp(), headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) } });
  const signUp = (email: string, password: string, name = 'Someone Else') => post('/api/auth/sign-up/email', { name, email, password });
  const signIn = async (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
  const cookieOf = (res: { headers: Record<string, unknown> }) => cookieHeader([res.headers['set-cookie'] ?? []].flat() as string[]);
  const mailsTo = (to: string, kind: string) =>
    t.db.database.db
      .select()
      .from(emailOutbox)
      .where(and(sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}`, eq(emailOutbox.kind, kind)))
      .orderBy(desc(emailOutbox.createdAt));
  const confirmToken = async (to: string) => {
    const [mail] = await mailsTo(to, 'auth-verify-email');
    const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=(\S+)/);
    expect(link, mail.text).toBeTruthy();
    return decodeURIComponent(link![1]);
  };
  const me = async (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });

  it('item 1: a stranger who signs up first with ADMIN_EMAIL never gets their password into the admin area, whatever the founder clicks', async () => {
    // The stranger signs up with the founder's address and a password of their own, and signs in.
    expect((await signUp(FOUNDER, 'strangers-password', 'Not The Founder')).statusCode).toBe(200);
    const strangerIn = await signIn(FOUNDER, 'strangers-password');
    expect(strangerIn.statusCode).toBe(200);
    const stranger = cookieOf(strangerIn);
    // Asking for admin access only mails the founder a confirmation link.
    const promo = await post('/api/direct-admin-promotion', {}, stranger);
    expect(promo.json()).toMatchObject({ promoted: false, outcome: 'verifyEmail' });
    const token = await confirmToken(FOUNDER);

    // The founder opens the link. A click alone confirms nothing: the page asks for the password.
    expect((await post('/api/auth/confirm-email', { token })).statusCode).toBe(400);
    // She types her own password, which is not this account's: refused, nothing confirmed.
    const wrong = await post('/api/auth/confirm-email', { token, password: 'the-founders-own-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toMatch(/not the password of this account/);
    expect((await t.db.database.db.select().from(users).where(eq(users.email, FOUNDER)))[0].emailVerified).toBe(false);
    // The stranger's promotion still changes nothing.
    expect((await post('/api/direct-admin-promotion', {}, stranger)).json().promoted).toBe(false);

    // She chooses a new password: the stranger is out, and only her password opens the admin area.
    const mine = await post('/api/auth/confirm-email', { token, newPassword: 'the-founders-own-password' });
    expect(mine.statusCode).toBe(200);
    expect((await me(stranger)).statusCode).toBe(401);
    expect((await signIn(FOUNDER, 'strangers-password')).statusCode).toBe(401);
    const founder = cookieOf(mine);
    expect((await post('/api/direct-admin-promotion', {}, founder)).json()).toMatchObject({ promoted: true });
    expect((await me(founder)).json().isAdmin).toBe(true);
    // The link is used up.
    expect((await post('/api/auth/confirm-email', { token, newPassword: 'strangers-password' })).statusCode).toBe(400);
  });

  it('item 1: resending the confirmation mail is rate-limited (429 with a translated message)', async () => {
    const email = `resend-${Date.now()}@example.com`;
    await signUp(email, 'long-enough-password');
    const cookie = cookieOf(await signIn(email, 'long-enough-password'));
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post('/api/me/verification-email', {}, `${cookie}; i18nextLng=hi`)).statusCode);
    // The sign-up's own link counts: two more, then refused.
    expect(codes).toEqual([200, 200, 429, 429]);
    expect((await mailsTo(email, 'auth-verify-email')).length).toBe(3);
    const refused = await post('/api/me/verification-email', {}, `${cookie}; i18nextLng=hi`);
    expect(refused.json().error.message).toMatch(/लिंक/);
  });

  it("item 2: an account pre-registered with someone else's address never sees that person's records, even after the owner opens the link", async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const webinar = await insertWebinar(t, { title: 'Victim Webinar' });
    expect((await register(t, webinarPayload(webinar.id, victim))).statusCode).toBe(201);

    expect((await signUp(victim, 'attackers-password')).statusCode).toBe(200);
    const attacker = cookieOf(await signIn(victim, 'attackers-password'));
    const registered = async (cookie: string) => (await t.app.inject({ url: '/api/me/webinars', headers: { cookie } })).json().registered;
    expect(await registered(attacker)).toEqual([]);

    // The owner opens the link and cannot give the attacker's password: nothing is confirmed.
    const token = await confirmToken(victim);
    expect((await post('/api/auth/confirm-email', { token, password: 'owners-guess-password' })).statusCode).toBe(401);
    expect(await registered(attacker)).toEqual([]);
    const exported = (await t.app.inject({ url: '/api/me/export', headers: { cookie: attacker } })).json();
    expect(exported.registrations).toEqual([]);

    // The owner takes the account over with a password of her own: she sees her seat, the attacker is out.
    const owner = await post('/api/auth/confirm-email', { token, newPassword: 'owners-own-password' });
    expect(owner.statusCode).toBe(200);
    expect((await registered(cookieOf(owner))).map((r: { event: { id: string } }) => r.event.id)).toEqual([webinar.id]);
    expect((await t.app.inject({ url: '/api/me/webinars', headers: { cookie: attacker } })).statusCode).toBe(401);
  });

  it('item 2: the rightful owner who signed up herself confirms with her own password and sees what she sent before', async () => {
    const email = `owner-${Date.now()}@example.com`;
    const webinar = await insertWebinar(t, { title: 'Owner Webinar' });
    await register(t, webinarPayload(webinar.id, email));
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Meera Shah', email, password: 'meeras-password', callbackURL: '/dashboard?tab=webinars' }, headers: { origin: t.config.publicUrl } });
    const token = await confirmToken(email);
    const res = await post('/api/auth/confirm-email', { token, password: 'meeras-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email }, returnTo: '/dashboard?tab=webinars' });
    const seats = (await t.app.inject({ url: '/api/me/webinars', headers: { cookie: cookieOf(res) } })).json().registered;
    expect(seats).toHaveLength(1);
  });

  it('item 3: every return and callback parameter stays on this site', async () => {
    const attacks = [
      '//evil.com',
      '/.//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/%2F/evil.com',
      '%2F%2Fevil.com',
      '/%5Cevil.com',
      '/%2e%2f%2fevil.com',
      'https://evil.com',
      'http:evil.com',
      '/\t/evil.com',
      '/events/..//evil.com',
      'javascript:alert(1)',
      '/api/auth/sign-out',
    ];
    for (const attack of attacks) {
      expect(safeReturnPath(attack), attack).toBe('/');
      const verify = await t.app.inject({ url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(attack)}` });
      expect(verify.statusCode, attack).toBe(302);
      expect(verify.headers.location, attack).toBe('/?error=invalid-link');
      const login = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(attack)}` });
      expect(login.headers.location, attack).toBe('/login?returnTo=%2F');
      const logout = await t.app.inject({ url: `/api/logout?returnTo=${encodeURIComponent(attack)}` });
      expect(logout.headers.location, attack).toBe('/');
    }
    // A sign-up's confirmation link brings the member home instead.
    for (const attack of attacks.slice(0, 4)) {
      const email = `redirect-${Math.random().toString(36).slice(2)}@example.com`;
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Test Person', email, password: 'long-enough-password', callbackURL: attack }, headers: { origin: t.config.publicUrl } });
      const confirmed = await post('/api/auth/confirm-email', { token: await confirmToken(email), password: 'long-enough-password' });
      expect(confirmed.json().returnTo, attack).toBe('/');
    }
    // Paths of this site pass unchanged.
    expect(safeReturnPath('/dashboard?verified=1')).toBe('/dashboard?verified=1');
    expect(safeReturnPath('/events#may')).toBe('/events#may');
  });

  it('item 9: sign-up with a known address answers exactly as with a new one, and the owner is told', async () => {
    const known = `known-${Date.now()}@example.com`;
    await signUp(known, 'first-password');
    const times: Record<'known' | 'fresh', number[]> = { known: [], fresh: [] };
    const answers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      for (const which of ['known', 'fresh'] as const) {
        const started = performance.now();
        const res = await signUp(which === 'known' ? known : `fresh-${i}-${Date.now()}@example.com`, 'second-password');
        times[which].push(performance.now() - started);
        answers.add(`${res.statusCode} ${res.body} ${res.headers['set-cookie'] ?? ''}`);
      }
    }
    expect([...answers]).toEqual(['200 {"ok":true,"checkEmail":true} ']);
    // Both wait for the same floor, so their times are within a few milliseconds of each other
    // (the floor hides the work: a password hash, the rows of a new account).
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    expect(Math.abs(median(times.known) - median(times.fresh))).toBeLessThan(150);
    const [notice] = await mailsTo(known, 'auth-sign-up-existing');
    expect(notice.text).toMatch(/already has an account/);
    expect(notice.text).toContain('/login?mode=forgot');
    // The known account's password did not change.
    expect((await signIn(known, 'first-password')).statusCode).toBe(200);
  });

  it('item 9: a reset request for an unknown address answers exactly as for a known one', async () => {
    const known = `reset-known-${Date.now()}@example.com`;
    await signUp(known, 'first-password');
    const answers = new Set<string>();
    for (const email of [known, `reset-unknown-${Date.now()}@example.com`]) {
      const res = await post('/api/auth/request-password-reset', { email });
      answers.add(`${res.statusCode} ${res.body}`);
    }
    expect([...answers]).toEqual(['200 {"ok":true}']);
    expect(await mailsTo(known, 'auth-reset-password')).toHaveLength(1);
  });
});
