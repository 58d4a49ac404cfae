import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_EMAIL_DOMAIN, DELETED_NAME } from '../../../shared/contracts/dashboard.ts';
import { contacts, emailOutbox, formResponses, payments, registrations, sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, signIn, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { consultancyPayload, coursePayload, insertWebinar, nextAddress, post, register, webinarPayload, payLink } from '../registrations/testing.ts';


describe.each(testDatabaseKinds())('member dashboard API on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const as = (user: TestUser | null, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) }, remoteAddress: nextAddress() });
  const get = (user: TestUser | null, url: string) => as(user, { method: 'GET', url });
  /**
   * Confirms an address behind the app's back, then says so as the app's own writes do
   * (confirmation.ts): the session cache forgets the account's sessions, and the next request reads
   * the database (features/auth/session-cache.ts).
   */
  const verify = async (user: TestUser) => {
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, user.user.id));
    t.app.auth.forgetUser(user.user.id);
  };
  const member = async (email?: string, verified = true) => {
    const user = await createUser(t, { email, emailVerified: verified, name: 'Meera Shah' });
    return user;
  };
  const sendContact = (email: string, message = 'Please call me about a session for my family.') =>
    post(t, '/api/contact', { name: 'Meera Shah', email, message });
  const sendFormResponse = async (email: string) => {
    const form = (await t.app.inject({ url: '/api/forms/type/personal_consultancy' })).json();
    const res = await post(t, `/api/forms/${form.id}/responses`, {
      responses: {
        fullName: 'Meera Shah',
        email,
        whatsapp: '+91 98765 43210',
        ageGroup: '26-35',
        gender: 'female',
        occupation: 'Teacher',
        city: 'Surat',
        preferredMode: 'online',
        preferredDay: 'weekends',
        concernCategory: 'parenting',
        concernDescription: 'Evenings are hard at home.',
        consultancyConsent: true,
      },
    });
    expect(res.statusCode).toBe(201);
  };

  beforeAll(async () => {
    // The founder is told of every registration: those e-mails carry members' data too.
    t = await createTestApp(kind, { env: { ADMIN_NOTIFY_EMAIL: 'founder@antarman.example' } });
  });
  afterAll(() => t?.close());

  it('needs a signed-in member on every /api/me route', async () => {
    const routes: Array<[NonNullable<InjectOptions['method']>, string]> = [
      ['GET', '/api/me/overview'],
      ['GET', '/api/me/webinars'],
      ['POST', '/api/me/registrations/00000000-0000-4000-8000-000000000000/cancel'],
      ['GET', '/api/me/registrations/00000000-0000-4000-8000-000000000000/calendar.ics'],
      ['GET', '/api/me/payments'],
      ['GET', '/api/me/payments/00000000-0000-4000-8000-000000000000/receipt'],
      ['GET', '/api/me/profile'],
      ['PUT', '/api/me/profile'],
      ['POST', '/api/me/password'],
      ['POST', '/api/me/verification-email'],
      ['GET', '/api/me/export'],
      ['DELETE', '/api/me'],
      ['GET', '/api/me/downloads'],
      ['POST', '/api/me/downloads/00000000-0000-4000-8000-000000000000/link'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('links what was sent with a verified address, also before the account existed; an unverified account sees none of it', async () => {
    const email = 'linking@example.com';
    const webinar = await insertWebinar(t, { title: 'Linking Webinar' });
    expect((await register(t, webinarPayload(webinar.id, email))).statusCode).toBe(201);
    expect((await register(t, consultancyPayload(email.toUpperCase()))).statusCode).toBe(201);
    await sendFormResponse(email);
    expect((await sendContact(email)).statusCode).toBe(201);

    // Someone signs up with that address but cannot prove it is theirs.
    const claimer = await member(email, false);
    const overview = (await get(claimer, '/api/me/overview')).json();
    expect(overview.counts).toEqual({ registered: 0, upcoming: 0, attended: 0 });
    expect(overview.member.emailVerified).toBe(false);
    expect((await get(claimer, '/api/me/webinars')).json().registered).toEqual([]);
    expect((await get(claimer, '/api/me/payments')).json()).toEqual([]);
    const hidden = (await get(claimer, '/api/me/export')).json();
    expect(hidden.registrations).toEqual([]);
    expect(hidden.formResponses).toEqual([]);
    expect(hidden.contactMessages).toEqual([]);
    expect(hidden.emailsSentToYou).toEqual([]);

    // Confirming the address (the e-mailed link) shows everything sent with it.
    await verify(claimer);
    const webinars = (await get(claimer, '/api/me/webinars')).json();
    expect(webinars.registered).toHaveLength(1);
    expect(webinars.registered[0]).toMatchObject({ status: 'confirmed', event: { id: webinar.id, title: 'Linking Webinar' } });
    expect(webinars.available.map((w: { id: string }) => w.id)).not.toContain(webinar.id);
    const bills = (await get(claimer, '/api/me/payments')).json();
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ type: 'consultancy', amountInr: 2999, status: 'pending', paymentId: null });
    expect(bills[0].payUrl).toMatch(/^\/payment\?service=consultancy&registrationId=[0-9a-f-]+&sig=/);
    const shown = (await get(claimer, '/api/me/export')).json();
    expect(shown.registrations).toHaveLength(2);
    expect(shown.formResponses).toHaveLength(1);
    expect(shown.contactMessages).toHaveLength(1);
  });

  it('shows an unverified member what they sent while signed in, and nothing else', async () => {
    const webinar = await insertWebinar(t, { title: 'Signed-in Webinar' });
    const newcomer = await member(undefined, false);
    const res = await register(t, webinarPayload(webinar.id, 'someone.else@example.com'), { headers: { cookie: newcomer.cookie } });
    expect(res.statusCode).toBe(201);
    const registered = (await get(newcomer, '/api/me/webinars')).json().registered;
    expect(registered.map((r: { event: { id: string } }) => r.event.id)).toEqual([webinar.id]);
  });

  it('never shows one member the data of another, on any /api/me route', async () => {
    const webinar = await insertWebinar(t, { title: 'Private Webinar', priceInr: 499, zoomLink: 'https://meet.example/private' });
    const asha = await member('asha.private@example.com');
    const ravi = await member('ravi.private@example.com');
    const reg = (await register(t, webinarPayload(webinar.id, asha.email))).json();
    const paid = await post(t, `/api/registrations/${reg.id}/payment?${payLink(t, reg.id)}`, { method: 'upi' });
    expect(paid.statusCode).toBe(200);
    await sendFormResponse(asha.email);
    await sendContact(asha.email);
    // A real (non-test) payment has a receipt: the simulated one of this test app is made real here.
    const [payment] = await db().update(payments).set({ isTest: false, receiptNo: 'AM/2026-27/0901' }).where(eq(payments.registrationId, reg.id)).returning();

    // Asha sees hers.
    expect((await get(asha, '/api/me/webinars')).json().registered).toHaveLength(1);
    expect((await get(asha, `/api/me/payments/${payment.id}/receipt`)).statusCode).toBe(200);
    expect((await get(asha, `/api/me/registrations/${reg.id}/calendar.ics`)).statusCode).toBe(200);

    // Ravi sees none of it, and cannot reach it by its id.
    const overview = (await get(ravi, '/api/me/overview')).json();
    expect(overview.member.email).toBe(ravi.email);
    expect(overview.counts).toEqual({ registered: 0, upcoming: 0, attended: 0 });
    expect(overview.nextSession).toBeNull();
    expect((await get(ravi, '/api/me/webinars')).json().registered).toEqual([]);
    expect((await get(ravi, '/api/me/payments')).json()).toEqual([]);
    expect((await get(ravi, '/api/me/profile')).json().email).toBe(ravi.email);
    expect((await get(ravi, '/api/me/downloads')).json()).toEqual([]);
    const receipt = await get(ravi, `/api/me/payments/${payment.id}/receipt`);
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json().error.message).toBe('There is no receipt for this payment.');
    expect((await get(ravi, `/api/me/registrations/${reg.id}/calendar.ics`)).statusCode).toBe(404);
    const cancel = await as(ravi, { method: 'POST', url: `/api/me/registrations/${reg.id}/cancel` });
    expect(cancel.statusCode).toBe(404);
    const exported = (await get(ravi, '/api/me/export')).json();
    expect(JSON.stringify(exported)).not.toContain(asha.email);
    expect(exported.registrations).toEqual([]);
    // Ravi's profile change touches only Ravi.
    const put = await as(ravi, { method: 'PUT', url: '/api/me/profile', payload: { firstName: 'Ravi', lastName: 'Shah', phone: '', city: '', preferredLanguage: 'gu' } });
    expect(put.statusCode).toBe(200);
    const [ashaRow] = await db().select().from(users).where(eq(users.id, asha.user.id));
    expect(ashaRow.preferredLanguage).toBe('en');
    const [regRow] = await db().select().from(registrations).where(eq(registrations.id, reg.id));
    expect(regRow.status).toBe('confirmed');
    expect(regRow.locale).toBe('en');
  });

  it('answers bad ids with a translated 404, never a 500', async () => {
    const someone = await member();
    for (const url of ['/api/me/registrations/not-a-uuid/calendar.ics', '/api/me/payments/42/receipt']) {
      const res = await t.app.inject({ url, headers: { cookie: someone.cookie }, cookies: { i18nextLng: 'hi' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/[\u0900-\u097F]/);
    }
    const cancel = await as(someone, { method: 'POST', url: '/api/me/registrations/%27%3B--/cancel' });
    expect(cancel.statusCode).toBe(404);
  });

  it('counts registered, upcoming and attended, and names the next session', async () => {
    const email = 'counts@example.com';
    const past = await insertWebinar(t, { title: 'Past Session', startsAt: new Date(Date.now() - 3 * 86_400_000) });
    const soon = await insertWebinar(t, { title: 'Soon Session', startsAt: new Date(Date.now() + 2 * 86_400_000), zoomLink: 'https://meet.example/soon' });
    const later = await insertWebinar(t, { title: 'Later Session', startsAt: new Date(Date.now() + 9 * 86_400_000) });
    // A past seat can only have been taken before the event: written as the registration feature would.
    await db().insert(registrations).values({ type: 'webinar', status: 'confirmed', webinarId: past.id, fullName: 'Counts', email, formData: {} });
    await register(t, webinarPayload(soon.id, email));
    await register(t, webinarPayload(later.id, email));
    const user = await member(email);
    const overview = (await get(user, '/api/me/overview')).json();
    expect(overview.member).toMatchObject({ firstName: 'Meera', email });
    expect(overview.counts).toEqual({ registered: 3, upcoming: 2, attended: 1 });
    // The member's joining link (issue 53), never the room itself; the Join button opens when the link does.
    expect(overview.nextSession).toMatchObject({ status: 'confirmed', joinUrl: expect.stringMatching(/\/join\/[\w-]{32}$/), event: { title: 'Soon Session' } });
    expect(JSON.stringify(overview)).not.toContain('meet.example/soon');
    expect(new Date(overview.nextSession.joinOpensAt).getTime()).toBe(soon.startsAt.getTime() - 30 * 60_000);
    const webinars = (await get(user, '/api/me/webinars')).json();
    expect(webinars.registered.map((r: { event: { title: string } }) => r.event.title)).toEqual(['Past Session', 'Soon Session', 'Later Session']);
    expect(webinars.registered[0]).toMatchObject({ isPast: true, canCancel: false });
    // The seeded events are offered, with their price; past ones are not.
    expect(webinars.available.length).toBeGreaterThan(0);
    for (const w of webinars.available) expect(w.isPast).toBe(false);
  });

  it('counts booked consultations beside events: upcoming, attended, and neither a cancelled nor a lapsed one', async () => {
    const email = 'sessions@example.com';
    const hour = 3_600_000;
    const booked = (start: number, values: Partial<typeof registrations.$inferInsert> = {}) => ({
      type: 'consultancy' as const,
      status: 'confirmed' as const,
      fullName: 'Meera Shah',
      email,
      formData: {},
      amountInr: 2500,
      slotStart: new Date(start),
      slotEnd: new Date(start + hour),
      slotBusyUntil: new Date(start + hour),
      ...values,
    });
    // Times far apart (years): the calendar's no-overlap constraint holds across every test's bookings.
    const year = 365 * 24 * hour;
    await db()
      .insert(registrations)
      .values([
        booked(Date.now() + 3 * year + 7 * hour),
        booked(Date.now() - 3 * year),
        booked(Date.now() - 4 * year, { sessionOutcome: 'no_show' }),
        booked(Date.now() + 4 * year, { status: 'cancelled' }),
        booked(Date.now() + 5 * year, { status: 'expired' }),
      ]);
    const user = await member(email);
    const overview = (await get(user, '/api/me/overview')).json();
    expect(overview.counts).toEqual({ registered: 3, upcoming: 1, attended: 1 });
  });

  it('cancels a seat through the registrations feature: the first person waiting gets it', async () => {
    const webinar = await insertWebinar(t, { title: 'Tiny Circle', maxAttendees: 1 });
    const holder = await member('holder@example.com');
    const mine = (await register(t, webinarPayload(webinar.id, holder.email))).json();
    const waiting = (await register(t, webinarPayload(webinar.id, 'waiting@example.com'))).json();
    expect([mine.status, waiting.status]).toEqual(['confirmed', 'waitlisted']);
    const seatsBefore = (await t.app.inject({ url: `/api/webinars/${webinar.id}` })).json().seatsLeft;
    expect(seatsBefore).toBe(0);

    const res = await as(holder, { method: 'POST', url: `/api/me/registrations/${mine.id}/cancel` });
    // The answer's body in the message: this once answered 403 in a CI run and passed on its own.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: mine.id, status: 'cancelled' });
    const [promoted] = await db().select().from(registrations).where(eq(registrations.id, waiting.id));
    expect(promoted.status).toBe('confirmed');
    const kinds = (await db().select().from(emailOutbox).where(sql`lower(${emailOutbox.to}) in ('holder@example.com', 'waiting@example.com')`)).map((m) => `${m.to}:${m.kind}`);
    expect(kinds).toEqual(expect.arrayContaining(['holder@example.com:registration-cancelled', 'waiting@example.com:waitlist-promoted']));
    // Gone from the member's list, offered again (the seat is taken by the person promoted).
    const after = (await get(holder, '/api/me/webinars')).json();
    expect(after.registered).toEqual([]);
    expect((await t.app.inject({ url: `/api/webinars/${webinar.id}` })).json().seatsLeft).toBe(0);
    // Twice is harmless.
    expect((await as(holder, { method: 'POST', url: `/api/me/registrations/${mine.id}/cancel` })).json().status).toBe('cancelled');
  });

  it('refuses to cancel a session that has started', async () => {
    const started = await insertWebinar(t, { title: 'Running Now', startsAt: new Date(Date.now() - 10 * 60_000), duration: 90 });
    const user = await member('running@example.com');
    const [reg] = await db()
      .insert(registrations)
      .values({ type: 'webinar', status: 'confirmed', webinarId: started.id, fullName: 'Running', email: user.email, formData: {} })
      .returning();
    const res = await as(user, { method: 'POST', url: `/api/me/registrations/${reg.id}/cancel` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This session has already started, so it can no longer be cancelled.');
  });

  it('hands out the seat as an .ics in IST with the join link of a confirmed seat', async () => {
    const webinar = await insertWebinar(t, { title: 'Calendar Webinar', zoomLink: 'https://meet.example/cal', duration: 90 });
    const user = await member('calendar@example.com');
    const reg = (await register(t, webinarPayload(webinar.id, user.email))).json();
    const res = await get(user, `/api/me/registrations/${reg.id}/calendar.ics`);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="calendar-webinar.ics"');
    expect(res.body).toContain('METHOD:PUBLISH');
    expect(res.body).toContain('DTSTART;TZID=Asia/Kolkata:');
    expect(res.body.replace(/\r\n /g, '')).toMatch(/URL:[^\r\n]*\/join\/[\w-]{32}/);
    expect(res.body).not.toContain('https://meet.example/cal');
    expect(res.body).toContain(`UID:${reg.id}@`);
  });

  it('says what cancelling would refund before the member confirms, and if nothing, why; someone else\'s registration is 404', async () => {
    const user = await member('refunds@example.com');
    /** A registration of the member's, paid (a real payment, not the simulated one, which refunds nothing). */
    const paidFor = async (payload: unknown) => {
      const reg = (await register(t, payload)).json();
      expect((await post(t, `/api/registrations/${reg.id}/payment?${payLink(t, reg.id)}`, { method: 'card' })).statusCode).toBe(200);
      await db().update(payments).set({ isTest: false }).where(eq(payments.registrationId, reg.id));
      return reg.id as string;
    };
    const preview = async (id: string, who: TestUser = user) => get(who, `/api/me/registrations/${id}/refund-preview`);
    const early = await insertWebinar(t, { title: 'Paid Early', priceInr: 800, startsAt: new Date(Date.now() + 9 * 86_400_000) });
    const late = await insertWebinar(t, { title: 'Paid Late', priceInr: 800, startsAt: new Date(Date.now() + 10 * 3_600_000) });
    const free = await insertWebinar(t, { title: 'Free One' });
    const earlyId = await paidFor(webinarPayload(early.id, user.email));
    const lateId = await paidFor(webinarPayload(late.id, user.email));
    const courseId = await paidFor(coursePayload(user.email));
    const freeId = (await register(t, webinarPayload(free.id, user.email))).json().id;

    expect((await preview(earlyId)).json()).toEqual({ paidInr: 800, refundInr: 800, policy: 'event', reason: null });
    expect((await preview(lateId)).json()).toEqual({ paidInr: 800, refundInr: 0, policy: 'event', reason: 'event_too_late' });
    // The course opened its day 1 when paid: the founder decides (shared/refund-policy.ts).
    expect((await preview(courseId)).json()).toMatchObject({ paidInr: 4999, refundInr: 0, reason: 'course' });
    expect((await preview(freeId)).json()).toEqual({ paidInr: 0, refundInr: 0, policy: 'none', reason: 'not_paid' });

    const stranger = await member('stranger-refunds@example.com');
    const refused = await preview(earlyId, stranger);
    expect(refused.statusCode).toBe(404);
    expect((await get(user, '/api/me/registrations/not-a-uuid/refund-preview')).statusCode).toBe(404);
    // Only read: nothing was cancelled or refunded by asking.
    const [row] = await db().select().from(registrations).where(eq(registrations.id, earlyId));
    expect(row.status).toBe('confirmed');
  });

  it('lists payments with a receipt for a paid one', async () => {
    const user = await member('billing@example.com');
    const course = (await register(t, coursePayload(user.email))).json();
    const paid = await post(t, `/api/registrations/${course.id}/payment?${payLink(t, course.id)}`, { method: 'card' });
    expect(paid.statusCode).toBe(200);
    const list = (await get(user, '/api/me/payments')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'course', amountInr: 4999, status: 'paid', method: 'card', payUrl: null });
    // A test payment has no receipt; a real one has (features/payments/receipts.test.ts covers its content).
    expect((await get(user, `/api/me/payments/${list[0].paymentId}/receipt`)).statusCode).toBe(404);
    await db().update(payments).set({ isTest: false, receiptNo: 'AM/2026-27/0902' }).where(eq(payments.id, list[0].paymentId));
    const receipt = (await get(user, `/api/me/payments/${list[0].paymentId}/receipt`)).json();
    expect(receipt).toMatchObject({ receiptNo: 'AM/2026-27/0902', kind: 'receipt', details: expect.arrayContaining([{ label: 'Billed to', value: `Asha Patel, ${user.email}` }]) });
  });

  it('saves the profile, checks it with translated messages, and writes later e-mails in the chosen language', async () => {
    const user = await member('profile@example.com');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie: user.cookie },
      cookies: { i18nextLng: 'gu' },
      payload: { firstName: ' ', phone: '12', preferredLanguage: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['firstName', 'phone', 'preferredLanguage']);
    expect(bad.json().error.fields.firstName).toMatch(/[\u0A80-\u0AFF]/);

    const ok = await as(user, { method: 'PUT', url: '/api/me/profile', payload: { firstName: 'Meera', lastName: 'Desai', phone: '+91 98250 12345', city: 'Vadodara', preferredLanguage: 'hi' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Meera', lastName: 'Desai', phone: '+91 98250 12345', city: 'Vadodara', preferredLanguage: 'hi', hasPassword: true });
    const [row] = await db().select().from(users).where(eq(users.id, user.user.id));
    expect(row.name).toBe('Meera Desai');
    // Registering while signed in, on an English page: the e-mail is in Hindi.
    const webinar = await insertWebinar(t, { title: 'Language Webinar' });
    const reg = await register(t, webinarPayload(webinar.id, user.email), { headers: { cookie: user.cookie }, cookies: { i18nextLng: 'en' } });
    expect(reg.statusCode).toBe(201);
    const [mail] = await db().select().from(emailOutbox).where(sql`${emailOutbox.to} = ${user.email} and ${emailOutbox.kind} = 'registration-confirmed'`);
    expect(mail.locale).toBe('hi');
    expect(mail.subject).toMatch(/[\u0900-\u097F]/);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const user = await member('password@example.com');
    const otherDevice = await signIn(t, user.email, user.password);
    const wrong = await as(user, { method: 'POST', url: '/api/me/password', payload: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-secret' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('The current password is not right.');
    const short = await as(user, { method: 'POST', url: '/api/me/password', payload: { currentPassword: user.password, newPassword: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.newPassword).toBeTruthy();

    const ok = await as(user, { method: 'POST', url: '/api/me/password', payload: { currentPassword: user.password, newPassword: 'a-brand-new-secret' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toBeTruthy();
    expect((await t.app.inject({ url: '/api/me/profile', headers: { cookie: otherDevice } })).statusCode).toBe(401);
    await expect(signIn(t, user.email, user.password)).rejects.toThrow();
    expect(await signIn(t, user.email, 'a-brand-new-secret')).toBeTruthy();
  });

  it('sends the confirmation e-mail to an unverified member, with a link back to the dashboard', async () => {
    const user = await member(undefined, false);
    const res = await as(user, { method: 'POST', url: '/api/me/verification-email' });
    expect(res.statusCode).toBe(200);
    const [mail] = await db().select().from(emailOutbox).where(sql`${emailOutbox.to} = ${user.email} and ${emailOutbox.kind} = 'auth-verify-email'`);
    const token = decodeURIComponent(mail.text.match(/\/verify-email\?token=(\S+)/)![1]);
    // Its page asks for the password, then brings the member back to the dashboard, confirmed.
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', headers: { origin: t.config.publicUrl }, payload: { token, password: user.password } });
    expect(confirmed.json()).toMatchObject({ returnTo: '/dashboard?verified=1' });
    expect((await get(user, '/api/me/overview')).json().member.emailVerified).toBe(true);
  });

  it('exports everything stored about the member as a JSON download', async () => {
    const user = await member('export@example.com');
    const webinar = await insertWebinar(t, { title: 'Export Webinar' });
    await register(t, webinarPayload(webinar.id, user.email));
    const course = (await register(t, coursePayload(user.email))).json();
    await post(t, `/api/registrations/${course.id}/payment?${payLink(t, course.id)}`, { method: 'upi' });
    await sendFormResponse(user.email);
    await sendContact(user.email, 'A question about the course schedule, please.');
    await as(user, { method: 'PUT', url: '/api/me/profile', payload: { firstName: 'Meera', lastName: 'Shah', phone: '9876543210', city: 'Surat', preferredLanguage: 'gu' } });

    const res = await get(user, '/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ email: user.email, firstName: 'Meera', phone: '9876543210', city: 'Surat', preferredLanguage: 'gu', emailVerified: true });
    expect(data.account).not.toHaveProperty('password');
    expect(JSON.stringify(data)).not.toMatch(/"password"|accessToken|"token"/);
    expect(data.signInMethods.map((m: { provider: string }) => m.provider)).toEqual(['credential']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.registrations.map((r: { type: string }) => r.type).sort()).toEqual(['course', 'webinar']);
    expect(data.registrations.find((r: { type: string }) => r.type === 'webinar').event.title).toBe('Export Webinar');
    expect(data.registrations[0].formData.dateOfBirth).toBe('1990-04-12');
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ amountInr: 4999, status: 'paid' });
    expect(data.formResponses).toHaveLength(1);
    expect(data.formResponses[0].responses.concernDescription).toBe('Evenings are hard at home.');
    expect(data.contactMessages.map((c: { message: string }) => c.message)).toEqual(['A question about the course schedule, please.']);
    expect(data.emailsSentToYou.length).toBeGreaterThan(0);
    // No working sign-in or reset link in the file.
    const asked = await as(user, { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email }, headers: { origin: new URL(t.config.publicUrl).origin } });
    expect(asked.statusCode).toBe(200);
    const again = (await get(user, '/api/me/export')).json();
    const reset = again.emailsSentToYou.find((m: { kind: string }) => m.kind === 'auth-reset-password');
    expect(reset).toMatchObject({ subject: expect.any(String), text: null });
    expect(JSON.stringify(again)).not.toContain('/reset-password?token=');
  });

  it('deletes the account after the password confirms it, anonymising what stays and freeing upcoming seats', async () => {
    const bystander = await member('bystander@example.com');
    const leaving = await member('leaving@example.com');
    const circle = await insertWebinar(t, { title: 'Full Circle', maxAttendees: 1 });
    const seat = (await register(t, webinarPayload(circle.id, leaving.email))).json();
    const waiting = (await register(t, webinarPayload(circle.id, bystander.email))).json();
    expect(waiting.status).toBe('waitlisted');
    const course = (await register(t, coursePayload(leaving.email))).json();
    await post(t, `/api/registrations/${course.id}/payment?${payLink(t, course.id)}`, { method: 'upi' });
    await sendFormResponse(leaving.email);
    await sendContact(leaving.email);
    await sendContact(bystander.email, 'The bystander keeps this message.');

    // The outbox worker has sent everything so far (to the member, and to the founder about them).
    await db().update(emailOutbox).set({ status: 'sent', sentAt: new Date() });
    const aboutThem = await db().select().from(emailOutbox).where(sql`${emailOutbox.to} = 'founder@antarman.example' and strpos(${emailOutbox.text}, ${leaving.email}) > 0`);
    expect(aboutThem.length).toBeGreaterThan(0);

    const noPassword = await as(leaving, { method: 'DELETE', url: '/api/me', payload: {} });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await as(leaving, { method: 'DELETE', url: '/api/me', payload: { password: 'not-it-at-all' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.fields.password).toBe('The password is not right.');
    expect((await db().select().from(users).where(eq(users.id, leaving.user.id))).length).toBe(1);

    const res = await as(leaving, { method: 'DELETE', url: '/api/me', payload: { password: leaving.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('antarman.session_token=; Path=/; Max-Age=0');

    // The account and its sessions are gone; the old cookie opens nothing.
    expect(await db().select().from(users).where(eq(users.id, leaving.user.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, leaving.user.id))).toEqual([]);
    expect((await get(leaving, '/api/me/overview')).statusCode).toBe(401);
    await expect(signIn(t, leaving.email, leaving.password)).rejects.toThrow();

    // No personal data is left with the address; the non-personal facts remain.
    const everything = JSON.stringify([
      await db().select().from(registrations),
      await db().select().from(formResponses),
      await db().select().from(contacts),
      await db().select().from(emailOutbox),
    ]);
    expect(everything).not.toContain(leaving.email);
    // Nothing waits to go out about them either: the cancellation of their seat went with the rest
    // (the dialog told them). The person who got the seat is told.
    const unsent = await db().select().from(emailOutbox).where(sql`${emailOutbox.status} = 'pending'`);
    expect(unsent.filter((m) => m.kind === 'registration-cancelled' || m.kind === 'admin-registration-cancelled')).toEqual([]);
    expect(unsent.some((m) => m.to === bystander.email && m.kind === 'waitlist-promoted')).toBe(true);
    const [seatRow] = await db().select().from(registrations).where(eq(registrations.id, seat.id));
    expect(seatRow).toMatchObject({ status: 'cancelled', fullName: DELETED_NAME, phone: null, city: null, userId: null, webinarId: circle.id });
    expect(seatRow.email).toBe(`deleted+${seat.id}@${DELETED_EMAIL_DOMAIN}`);
    expect(seatRow.formData).toMatchObject({ anonymised: true, registrationType: 'webinar' });
    expect(seatRow.formData).not.toHaveProperty('dateOfBirth');
    const [courseRow] = await db().select().from(registrations).where(eq(registrations.id, course.id));
    expect(courseRow).toMatchObject({ type: 'course', status: 'confirmed', amountInr: 4999, fullName: DELETED_NAME });
    const [coursePayment] = await db().select().from(payments).where(eq(payments.registrationId, course.id));
    expect(coursePayment).toMatchObject({ amountInr: 4999, status: 'paid' });
    // The seat went to the person waiting.
    const [promoted] = await db().select().from(registrations).where(eq(registrations.id, waiting.id));
    expect(promoted.status).toBe('confirmed');
    // Others keep theirs.
    const kept = await db().select().from(contacts).where(eq(contacts.email, bystander.email));
    expect(kept.map((c) => c.message)).toEqual(['The bystander keeps this message.']);
    expect((await get(bystander, '/api/me/overview')).json().counts.registered).toBe(1);
  });

  it('lets an unverified account delete only what it sent itself', async () => {
    const email = 'not-mine@example.com';
    await sendContact(email, 'Written by the real owner of the address.');
    const claimer = await member(email, false);
    const res = await as(claimer, { method: 'DELETE', url: '/api/me', payload: { password: claimer.password } });
    expect(res.statusCode).toBe(200);
    const [message] = await db().select().from(contacts).where(eq(contacts.email, email));
    expect(message.message).toBe('Written by the real owner of the address.');
  });

  it('keeps the admin account (deleting it is refused)', async () => {
    const admin = await createUser(t, { role: 'admin', emailVerified: true });
    const res = await as(admin, { method: 'DELETE', url: '/api/me', payload: { password: admin.password } });
    expect(res.statusCode).toBe(409);
    expect((await db().select().from(users).where(eq(users.id, admin.user.id))).length).toBe(1);
  });
});
