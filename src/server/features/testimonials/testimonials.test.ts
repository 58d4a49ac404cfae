/**
 * Testimonials with consent (issue 54 part 4) through the real app, on both databases: the request
 * e-mail goes once per participant after the end (never before, never twice, in their language);
 * the signed link answers with a rating 1-5 and up to 1,000 characters (else 400, translated); only
 * the founder approves or hides; approved words are what visitors get, in the language they were
 * written in, and withdrawn words (link or dashboard) are shown nowhere. With the built pages
 * (`npm run build` first), an approved testimonial shows on /hi in Hindi and a withdrawn one does not.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, registrations, testimonials, webinars } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { insertWebinar } from '../registrations/testing.ts';

const HOUR = 3_600_000;
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(testDatabaseKinds())('testimonials with consent on %s', (kind) => {
  const { t, admin, member, db, mails } = appWithPeople(kind, { env: { PUBLIC_URL: 'https://antarman.example' }, member: { email: 'meera@example.com' } });

  async function participant(webinarId: string, email: string, locale = 'hi', status: 'confirmed' | 'cancelled' = 'confirmed') {
    const [reg] = await db()
      .insert(registrations)
      .values({ type: 'webinar', status, webinarId, fullName: 'Meera Joshi', email, city: 'Vadodara', locale, formData: {} })
      .returning();
    return reg;
  }

  /** The feedback link of the request e-mail to `to`, as the person would click it. */
  async function linkTo(to: string) {
    const sent = await mails({ to, kind: 'testimonial-request' });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0].text.match(/https:\/\/antarman\.example\S+/)![0]);
    return { mail: sent[0], url, api: `/api/feedback/${url.pathname.split('/').at(-1)}${url.search}` };
  }

  const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {}, cookies: { i18nextLng: lang } });

  it('asks each participant once, after the end, in their language', async () => {
    const ended = await insertWebinar(t, { title: 'Full Moon Meditation', startsAt: new Date(Date.now() - 3 * HOUR), duration: 60, translations: { hi: { title: 'पूर्णिमा ध्यान' } } });
    const running = await insertWebinar(t, { title: 'Still Running', startsAt: new Date(Date.now() - 30 * 60_000), duration: 60 });
    await participant(ended.id, 'asha@example.com', 'hi');
    await participant(ended.id, 'gone@example.com', 'hi', 'cancelled');
    await participant(running.id, 'later@example.com', 'en');

    const first = await t.app.services.testimonials.requestDue();
    expect(first).toBe(1);
    expect(await t.app.services.testimonials.requestDue()).toBe(0);

    const { mail, url } = await linkTo('asha@example.com');
    expect(mail.locale).toBe('hi');
    expect(mail.subject).toContain('पूर्णिमा ध्यान');
    expect(mail.text).toMatch(DEVANAGARI);
    expect(url.pathname).toMatch(/^\/hi\/feedback\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get('sig')).toBeTruthy();
    expect(url.searchParams.get('exp')).toMatch(/^\d+$/);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'gone@example.com'))).toHaveLength(0);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'later@example.com'))).toHaveLength(0);

    // An hour after the running one ends, its participant is asked, and still only once.
    expect(await t.app.services.testimonials.requestDue(new Date(Date.now() + HOUR))).toBe(1);
    expect(await t.app.services.testimonials.requestDue(new Date(Date.now() + 2 * HOUR))).toBe(0);
    await linkTo('later@example.com');
  });

  it('asks the client of a booked session once after its end, not a no-show', async () => {
    const start = new Date(Date.now() - 26 * HOUR);
    const slot = (offsetH: number) => ({ slotStart: new Date(start.getTime() + offsetH * HOUR), slotEnd: new Date(start.getTime() + (offsetH + 1) * HOUR), slotBusyUntil: new Date(start.getTime() + (offsetH + 1) * HOUR) });
    await db().insert(registrations).values([
      { type: 'consultancy', status: 'confirmed', fullName: 'Rohan Mehta', email: 'rohan@example.com', locale: 'gu', formData: {}, ...slot(0) },
      { type: 'consultancy', status: 'confirmed', fullName: 'No Show', email: 'noshow@example.com', locale: 'en', formData: {}, sessionOutcome: 'no_show', ...slot(2) },
    ]);
    expect(await t.app.services.testimonials.requestDue()).toBe(1);
    expect(await t.app.services.testimonials.requestDue()).toBe(0);
    const { mail } = await linkTo('rohan@example.com');
    expect(mail.locale).toBe('gu');
    expect(mail.subject).toMatch(/[\u0A80-\u0AFF]/);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'noshow@example.com'))).toHaveLength(0);
  });

  it('refuses a rating outside 1-5 and words over 1,000 characters with 400, translated, and a forged link with 403', async () => {
    const { api } = await linkTo('asha@example.com');
    for (const rating of [0, 6, 2.5, 'five']) {
      const res = await as(null, 'POST', `${api}&lang=hi`, { rating, body: 'अच्छा', publish: 'name' });
      expect(res.statusCode, `rating ${rating}`).toBe(400);
      expect(res.json().error.message + JSON.stringify(res.json().error.fields ?? {})).toMatch(DEVANAGARI);
    }
    expect((await as(null, 'POST', api, { rating: 5, body: 'x'.repeat(1001), publish: 'name' })).statusCode).toBe(400);
    expect((await as(null, 'POST', api, { rating: 5, body: 'ok', publish: 'everywhere' })).statusCode).toBe(400);
    const forged = api.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await as(null, 'POST', forged, { rating: 5, body: 'ok', publish: 'name' })).statusCode).toBe(403);
    const [row] = await db().select().from(testimonials).where(eq(testimonials.email, 'asha@example.com'));
    expect(row.status).toBe('requested');
    expect(row.rating).toBeNull();
  });

  it('lets only the founder approve; approved words are shown in their language, withdrawn ones nowhere', async () => {
    const { api } = await linkTo('asha@example.com');
    const words = 'सत्र के बाद मन बहुत शांत है।';
    const answered = await as(null, 'POST', api, { rating: 5, body: words, publish: 'name' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ rating: 5, body: words, publish: 'name', status: 'submitted' });
    const id = answered.json().id as string;

    // Not yet approved: not shown.
    expect(await t.app.services.testimonials.published('hi')).toEqual([]);

    expect((await as(null, 'GET', '/api/admin/testimonials')).statusCode).toBe(401);
    expect((await as(member, 'GET', '/api/admin/testimonials')).statusCode).toBe(403);
    expect((await as(member, 'PUT', `/api/admin/testimonials/${id}`, { status: 'approved' })).statusCode).toBe(403);
    const list = await as(admin, 'GET', '/api/admin/testimonials');
    expect(list.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id, rating: 5, body: words, language: 'hi', email: 'asha@example.com' })]));

    expect((await as(admin, 'PUT', `/api/admin/testimonials/${id}`, { status: 'approved' })).statusCode).toBe(200);
    expect(await t.app.services.testimonials.published('hi')).toEqual([{ quote: words, name: 'Meera', detail: 'Vadodara', lang: 'hi' }]);
    // On an English page the words stay Hindi, marked as such.
    expect(await t.app.services.testimonials.published('en')).toEqual([expect.objectContaining({ quote: words, lang: 'hi' })]);

    expect((await as(null, 'POST', `${api.replace(`/api/feedback/${id}`, `/api/feedback/${id}/withdraw`)}`)).statusCode).toBe(200);
    expect(await t.app.services.testimonials.published('hi')).toEqual([]);
    // Withdrawn stays withdrawn: neither the founder nor a new answer brings it back.
    expect((await as(admin, 'PUT', `/api/admin/testimonials/${id}`, { status: 'approved' })).statusCode).toBe(409);
    expect((await as(null, 'POST', api, { rating: 4, body: 'again', publish: 'name' })).statusCode).toBe(409);
    expect(await t.app.services.testimonials.published('hi')).toEqual([]);
  });

  it('cannot approve words their author kept private', async () => {
    const ended = await insertWebinar(t, { title: 'Private Circle', startsAt: new Date(Date.now() - 5 * HOUR), duration: 60 });
    await participant(ended.id, 'private@example.com', 'en');
    await t.app.services.testimonials.requestDue();
    const { api } = await linkTo('private@example.com');
    const res = await as(null, 'POST', api, { rating: 3, body: 'Only for you.', publish: 'none' });
    expect(res.statusCode).toBe(200);
    expect((await as(admin, 'PUT', `/api/admin/testimonials/${res.json().id}`, { status: 'approved' })).statusCode).toBe(409);
    expect((await as(admin, 'PUT', `/api/admin/testimonials/${res.json().id}`, { status: 'hidden' })).statusCode).toBe(200);
  });

  it("lets a member withdraw their own words from the dashboard, and nobody else's", async () => {
    const ended = await insertWebinar(t, { title: 'Breath Work', startsAt: new Date(Date.now() - 4 * HOUR), duration: 60 });
    await participant(ended.id, member.email, 'en');
    await t.app.services.testimonials.requestDue();
    const { api } = await linkTo(member.email);
    const id = (await as(null, 'POST', api, { rating: 4, body: 'Clear and kind.', publish: 'anonymous' })).json().id as string;
    expect((await as(admin, 'PUT', `/api/admin/testimonials/${id}`, { status: 'approved' })).statusCode).toBe(200);
    expect(await t.app.services.testimonials.published('en')).toEqual([expect.objectContaining({ quote: 'Clear and kind.', name: 'A client', detail: '', lang: 'en' })]);

    const other = await createUser(t, { role: 'user' });
    expect((await as(other, 'POST', `/api/me/testimonials/${id}/withdraw`)).statusCode).toBe(404);
    expect((await as(null, 'POST', `/api/me/testimonials/${id}/withdraw`)).statusCode).toBe(401);
    expect((await as(member, 'GET', '/api/me/testimonials')).json()).toEqual([expect.objectContaining({ id, status: 'approved' })]);
    expect((await as(member, 'POST', `/api/me/testimonials/${id}/withdraw`)).statusCode).toBe(200);
    expect(await t.app.services.testimonials.published('en')).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('testimonials on the pages on %s (npm run build first)', (kind) => {
  let app: FastifyInstance;
  // Caches that would keep a page a minute: what shows after a decision is what invalidation gives.
  const { t, admin, member } = appWithPeople(kind, { env: { PUBLIC_URL: 'https://antarman.example' }, build: { pages: 'production', readCacheMs: 60_000, pageCacheMs: 60_000 } });
  beforeAll(() => {
    app = t.app;
  });

  it('shows an approved testimonial on /hi in Hindi, marked lang="hi", and not once withdrawn', async () => {
    const database = app.services.database.db;
    const [event] = await database.insert(webinars).values({ title: 'Full Moon Meditation', startsAt: new Date(Date.now() - 3 * HOUR), duration: 60 }).returning();
    await database.insert(registrations).values({ type: 'webinar', status: 'confirmed', webinarId: event.id, fullName: 'Kavita Desai', email: 'kavita@example.com', city: 'सूरत', locale: 'hi', formData: {} });
    expect(await app.services.testimonials.requestDue()).toBe(1);
    const [mail] = await database.select().from(emailOutbox).where(eq(emailOutbox.kind, 'testimonial-request'));
    const url = new URL(mail.text.match(/https:\/\/antarman\.example\S+/)![0]);
    const api = `/api/feedback/${url.pathname.split('/').at(-1)}${url.search}`;
    const words = 'ध्यान के बाद मेरी नींद लौट आई।';

    const sample = (await app.inject({ url: '/hi' })).body; // cached now: the decision must clear it
    expect(sample).not.toContain(words);
    const answered = await app.inject({ method: 'POST', url: api, payload: { rating: 5, body: words, publish: 'name' } });
    expect(answered.statusCode, answered.body).toBe(200);
    const approved = await app.inject({ method: 'PUT', url: `/api/admin/testimonials/${answered.json().id}`, headers: { cookie: admin.cookie }, payload: { status: 'approved' } });
    expect(approved.statusCode).toBe(200);

    const page = await app.inject({ url: '/hi' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(words);
    expect(page.body).toMatch(/<figure lang="hi"[^>]*>/);
    expect(page.body).toContain('Kavita');
    expect(page.body).toContain('सूरत');
    expect(page.body).not.toContain('kavita@example.com');

    expect((await app.inject({ method: 'POST', url: api.replace(/(\/api\/feedback\/[^?]+)/, '$1/withdraw') })).statusCode).toBe(200);
    const after = await app.inject({ url: '/hi' });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(words);
    expect(after.body).not.toContain('Kavita');
  });

  it('answers on the Hindi feedback page without JavaScript: a rating outside 1-5 is 400 with the words kept, a good one is saved', async () => {
    const database = app.services.database.db;
    const [event] = await database.insert(webinars).values({ title: 'Breath Circle', startsAt: new Date(Date.now() - 2 * HOUR), duration: 60 }).returning();
    await database.insert(registrations).values({ type: 'webinar', status: 'confirmed', webinarId: event.id, fullName: 'Nirali Shah', email: 'nirali@example.com', city: 'Rajkot', locale: 'hi', formData: {} });
    await app.services.testimonials.requestDue();
    const [mail] = await database.select().from(emailOutbox).where(eq(emailOutbox.to, 'nirali@example.com'));
    const url = new URL(mail.text.match(/https:\/\/antarman\.example\S+/)![0]);
    const page = `${url.pathname}${url.search}`;

    const shown = await app.inject({ url: page });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toMatch(/<form[^>]*method="post"/);
    expect(shown.body).toContain('name="rating"');

    const post = (fields: Record<string, string>) =>
      app.inject({ method: 'POST', url: page, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    const words = 'मन हल्का हो गया।';
    const refused = await post({ intent: 'answer', rating: '7', body: words, publish: 'name' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('1 से 5 तक कोई रेटिंग चुनें।');
    expect(refused.body).toContain(words);
    const tooLong = await post({ intent: 'answer', rating: '5', body: 'क'.repeat(1001), publish: 'name' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('कृपया अपने शब्द 1,000 अक्षरों के भीतर रखें।');

    const saved = await post({ intent: 'answer', rating: '5', body: words, publish: 'anonymous' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('धन्यवाद। आपकी राय सहेज ली गई है।');
    const [row] = await database.select().from(testimonials).where(eq(testimonials.email, 'nirali@example.com'));
    expect(row).toMatchObject({ rating: 5, body: words, publish: 'anonymous', status: 'submitted' });

    const forged = await app.inject({ url: page.replace(/sig=[^&]+/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('name="rating"');

    const withdrawn = await post({ intent: 'withdraw' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.body).toContain('आपके शब्द वापस ले लिए गए हैं');
  });

  it('keeps the Testimonials screen to the founder: a visitor is sent to sign in, a member gets 403', async () => {
    expect((await app.inject({ url: '/admin/testimonials' })).statusCode).toBe(302);
    expect((await app.inject({ url: '/admin/testimonials', headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const page = await app.inject({ url: '/admin/testimonials', headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Testimonials');
  });
});
