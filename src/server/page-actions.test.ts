/**
 * The public forms posted to their pages (issue 47): a `<form method="post">` without JavaScript
 * reaches the route action, which does what the JSON API does (server/page-actions.ts). Through the
 * real app with the built pages (`npm run build` first), on both databases:
 * - a good post redirects (post/redirect/get) and the work is done once;
 * - a bad one re-renders the page in its address's language, 400, with each field's message and
 *   the values kept;
 * - the same answers posted twice with the form's key make one registration;
 * - a post from another site is refused;
 * - no body, however wrong, gets a 500.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDITATION_CIRCLE_SLUG } from '../shared/registration-choices.ts';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { contacts, registrations } from './db/schema.ts';
import { seedSampleContent } from './db/seed.ts';
import { nextAddress } from './features/registrations/testing.ts';
import { createUser } from './testing/auth.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/databases.ts';
import { TEST_SETTINGS } from './testing/settings.ts';

const SITE = 'https://antarman.example';
const FORM = 'application/x-www-form-urlencoded';

const hindi = (namespace: string) => JSON.parse(readFileSync(new URL(`../client/i18n/locales/hi/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
const hi = hindi('contact');
const hiSignup = hindi('registration');

/** What React writes for a text: `&` and `<`, `>`, `"`, `'` escaped. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

describe.each(testDatabaseKinds())('the public forms posted to their pages on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let circleId: string;
  let config: Config;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    config = loadConfig({ ...TEST_SETTINGS, PUBLIC_URL: SITE });
    app = await buildApp(config, { database: db.database, pages: 'production', logger: false });
    await app.ready();
    circleId = ((await app.inject({ url: `/api/series/${MEDITATION_CIRCLE_SLUG}/next` })).json() as { id: string }).id;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const postForm = (url: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return app.inject({ method: 'POST', url, payload: body.toString(), headers: { 'content-type': FORM, ...headers }, remoteAddress: nextAddress() });
  };

  describe('the contact form', () => {
    it('keeps a good message and redirects to the page that says it was sent', async () => {
      const email = `page-contact-${kind}@example.com`;
      const res = await postForm('/contact', { name: 'Asha Patel', email, message: 'Can we talk on Sunday?', website: '' });
      expect(res.statusCode, res.body).toBe(302);
      expect(res.headers.location).toBe('/contact?sent=1');
      const kept = await db.database.db.select().from(contacts).where(eq(contacts.email, email));
      expect(kept.map((c) => [c.name, c.message, c.locale])).toEqual([['Asha Patel', 'Can we talk on Sunday?', 'en']]);
    });

    it('redirects to the page in its language, and keeps the message in that language', async () => {
      const email = `page-contact-gu-${kind}@example.com`;
      const res = await postForm('/gu/contact', { name: 'Ravi', email, message: 'નમસ્તે' });
      expect(res.statusCode, res.body).toBe(302);
      expect(res.headers.location).toBe('/gu/contact?sent=1');
      expect((await db.database.db.select().from(contacts).where(eq(contacts.email, email)))[0]?.locale).toBe('gu');
    });

    it('answers bad input with 400 and the page in Hindi, with the messages and the values kept', async () => {
      const res = await postForm('/hi/contact', { name: '', email: 'not-an-address', message: 'मेरा संदेश <b>"यहाँ"</b>' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(hi.errors.nameRequired);
      expect(res.body).toContain(hi.errors.emailInvalid);
      // The messages under their fields (the page also embeds its strings, so the ids tell).
      expect(res.body).toMatch(new RegExp(`id="contact-name-error"[^>]*>${hi.errors.nameRequired}<`));
      expect(res.body).toMatch(new RegExp(`id="contact-email-error"[^>]*>${hi.errors.emailInvalid}<`));
      expect(res.body).not.toContain('id="contact-message-error"');
      expect(res.body).toContain('value="not-an-address"');
      expect(res.body).toContain(escaped('मेरा संदेश <b>"यहाँ"</b>'));
      expect(await db.database.db.select().from(contacts).where(eq(contacts.email, 'not-an-address'))).toEqual([]);
    });

    it('drops a message whose honeypot is filled, as the API does, and says it was sent', async () => {
      const email = `page-contact-bot-${kind}@example.com`;
      const res = await postForm('/contact', { name: 'Bot', email, message: 'Buy now', website: 'https://spam.example' });
      expect(res.statusCode).toBe(302);
      expect(await db.database.db.select().from(contacts).where(eq(contacts.email, email))).toEqual([]);
    });

    it("counts one address's posts as the API counts them: past the contact limit, 429 and the page again, the values kept", async () => {
      const address = nextAddress();
      const post = (n: number) =>
        app.inject({ method: 'POST', url: '/hi/contact', payload: new URLSearchParams({ name: '', email: `limit-${n}@example.com`, message: 'x' }).toString(), headers: { 'content-type': FORM }, remoteAddress: address });
      for (let n = 0; n < 10; n++) expect((await post(n)).statusCode).toBe(400);
      const limited = await post(10);
      expect(limited.statusCode).toBe(429);
      expect(limited.body).toContain(hindi('validation').tooManyRequests);
      expect(limited.body).toContain('value="limit-10@example.com"');
    });

    it('refuses a post from another site', async () => {
      const email = `page-contact-cross-${kind}@example.com`;
      const res = await postForm('/contact', { name: 'Asha', email, message: 'Hello' }, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      const fetched = await postForm('/contact', { name: 'Asha', email, message: 'Hello' }, { 'sec-fetch-site': 'cross-site' });
      expect(fetched.statusCode).toBe(403);
      expect(await db.database.db.select().from(contacts).where(eq(contacts.email, email))).toEqual([]);
      // The page's own origin passes (here over plain HTTP: no proxy said otherwise).
      const own = await postForm('/contact', { name: 'Asha', email, message: 'Hello' }, { origin: 'http://antarman.example', host: 'antarman.example' });
      expect(own.statusCode, own.body.slice(0, 300)).toBe(302);
    });
  });

  describe('the short registration (the circle, /register)', () => {
    const signup = (email: string, extra: Record<string, string> = {}) => ({
      webinarId: circleId,
      source: 'register',
      fullName: 'Meera Shah',
      email,
      phone: '',
      language: 'hi',
      consent: 'on',
      website: '',
      ...extra,
    });

    it('registers for the circle from its page and says so on the page', async () => {
      const email = `page-circle-${kind}@example.com`;
      const res = await postForm('/event-registration', { ...signup(email), source: 'event-page', formKey: crypto.randomUUID() });
      expect(res.statusCode, res.body).toBe(302);
      expect(res.headers.location).toBe('/event-registration?registered=confirmed&name=Meera');
      const made = await db.database.db.select().from(registrations).where(eq(registrations.email, email));
      expect(made.map((r) => [r.status, r.webinarId, r.locale])).toEqual([['confirmed', circleId, 'hi']]);
      const page = await app.inject({ url: res.headers.location as string });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="event-registration-complete"');
    });

    it('makes one registration of the same answers posted twice with the form key (double tap, back, reload)', async () => {
      const email = `page-twice-${kind}@example.com`;
      const formKey = crypto.randomUUID();
      const first = await postForm('/hi/register', { ...signup(email), formKey });
      const second = await postForm('/hi/register', { ...signup(email), formKey });
      expect(first.statusCode, first.body).toBe(302);
      expect(first.headers.location).toBe('/hi/registration-success?type=event&free=true');
      expect(second.statusCode).toBe(302);
      expect(second.headers.location).toBe(first.headers.location);
      expect(await db.database.db.select().from(registrations).where(eq(registrations.email, email))).toHaveLength(1);
    });

    it('answers bad input with 400 and the page in Hindi, with the messages and the values kept', async () => {
      const { consent: _unticked, ...rest } = signup('meera@');
      const res = await postForm(`/hi/register?type=webinar&webinarId=${circleId}`, { ...rest, formKey: crypto.randomUUID() });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(hiSignup.errors.emailInvalid);
      expect(res.body).toContain(hiSignup.signup.consentRequired);
      expect(res.body).toContain('value="Meera Shah"');
      expect(res.body).toContain('value="meera@"');
      expect(await db.database.db.select().from(registrations).where(eq(registrations.email, 'meera@'))).toEqual([]);
    });
  });

  describe('the unified registration (/register)', () => {
    const consultancy = async (email: string) => {
      const services = (await app.inject({ url: '/api/services' })).json() as Array<{ id: string; slug: string; priceInr: number }>;
      const service = services.find((s) => s.slug === 'astrology-numerology')!;
      return {
        service,
        fields: {
          registrationType: 'consultancy',
          'serviceId:consultancy': service.id,
          'serviceId:course': '',
          webinarId: '',
          'userData.fullName': 'Asha Patel',
          'userData.email': email,
          'userData.phone': '+91 98765 43210',
          'userData.city': 'Ahmedabad',
          'userData.dateOfBirth': '1990-04-12',
          'userData.timeOfBirth': '',
          'userData.placeOfBirth': 'Surat',
          'userData.gender': 'female',
          'userData.concernCategory': 'relationship',
          'userData.concernDescription': 'घर में छोटी बातों पर बहस होती है।',
          // A hidden type's fields come along too; only the chosen type's are the registration's.
          'userData.areaOfInterest': 'relationships',
          'userData.expectations': ['clarity'],
          'agreements.accuracy': 'on',
          'agreements.confidentiality': 'on',
          'agreements.guidelines': 'on',
          website: '',
          formKey: crypto.randomUUID(),
        } as Record<string, string | string[]>,
      };
    };

    it("books a consultancy and goes on to pay the catalogue's amount, in the page's language", async () => {
      const email = `page-consult-${kind}@example.com`;
      const { service, fields } = await consultancy(email);
      const res = await postForm('/hi/register?type=consultancy', fields);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
      expect(res.headers.location).toMatch(/^\/hi\/payment\?service=consultancy&registrationId=[0-9a-f-]{36}&sig=[\w-]+&exp=\d+$/);
      const [made] = await db.database.db.select().from(registrations).where(eq(registrations.email, email));
      expect(made).toMatchObject({ type: 'consultancy', status: 'pending_payment', amountInr: service.priceInr, serviceId: service.id, locale: 'hi' });
      expect(res.headers.location).toContain(made.id);
    });

    it('answers bad input with 400 and the page in Hindi, with the messages and the values kept', async () => {
      const { fields } = await consultancy('asha-bad@example.com');
      const { 'agreements.guidelines': _untick, ...rest } = fields;
      // The city is no longer required of a consultation (issue 51); a birth date, when given, must be a real past one.
      const res = await postForm('/hi/register?type=consultancy', { ...rest, 'userData.city': '', 'userData.dateOfBirth': '2990-01-01' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(new RegExp(`id="reg-dateOfBirth-error"[^>]*>${hiSignup.errors.dateOfBirthInvalid}<`));
      expect(res.body).toMatch(new RegExp(`id="reg-agreement-guidelines-error"[^>]*>${hiSignup.errors.agreementRequired}<`));
      expect(res.body).toContain('value="Asha Patel"');
      expect(res.body).toContain(escaped('घर में छोटी बातों पर बहस होती है।'));
      expect(await db.database.db.select().from(registrations).where(eq(registrations.email, 'asha-bad@example.com'))).toEqual([]);
    });
  });

  describe('booking a slot (/book/:slug)', () => {
    const SLUG = 'astrology-numerology';
    const hiBooking = hindi('booking');
    /** Free slots of the consultation, two days on and later, as the slots API offers them. */
    const freeSlots = async () => {
      const service = ((await app.inject({ url: '/api/services' })).json() as Array<{ id: string; slug: string; priceInr: number }>).find((s) => s.slug === SLUG)!;
      const day = (n: number) => new Date(Date.now() + n * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
      const slots = (await app.inject({ url: `/api/services/${service.id}/slots?from=${day(2)}&to=${day(30)}` })).json().slots as { start: string }[];
      expect(slots.length).toBeGreaterThan(10);
      return { service, slots };
    };
    const details = (email: string, slotStart: string) => ({
      slotStart,
      'userData.fullName': 'Asha Patel',
      'userData.email': email,
      'userData.phone': '+91 98765 43210',
      'userData.dateOfBirth': '1990-04-12',
      'userData.placeOfBirth': 'Surat',
      language: 'hi',
      consent: 'on',
      website: '',
      formKey: crypto.randomUUID(),
    });

    it("shows a day's free slots in the page itself, as radio buttons, and another day by ?date=", async () => {
      const { slots } = await freeSlots();
      const day = slots[slots.length - 1].start.slice(0, 10);
      const res = await app.inject({ url: `/hi/book/${SLUG}?date=${day}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect(res.body).toMatch(/<form [^>]*action="\/hi\/book\/astrology-numerology\?date=[^"]*" method="post"/);
      for (const slot of slots.filter((s) => s.start.startsWith(day))) expect(res.body).toContain(`name="slotStart" value="${slot.start}"`);
      expect(res.body).toContain(`href="/hi/book/${SLUG}?from=`);
    });

    it('books the slot, once for the same answers posted twice, and goes on to pay the catalogue amount', async () => {
      const { service, slots } = await freeSlots();
      const email = `page-book-${kind}@example.com`;
      const fields = details(email, slots[0].start);
      const first = await postForm(`/hi/book/${SLUG}`, fields);
      const second = await postForm(`/hi/book/${SLUG}`, fields);
      expect(first.statusCode, first.body.slice(0, 300)).toBe(302);
      expect(first.headers.location).toMatch(/^\/hi\/payment\?service=consultancy&registrationId=[0-9a-f-]{36}&sig=[\w-]+&exp=\d+$/);
      expect(second.statusCode).toBe(302);
      expect(second.headers.location).toBe(first.headers.location);
      const made = await db.database.db.select().from(registrations).where(eq(registrations.email, email));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ type: 'consultancy', status: 'pending_payment', amountInr: service.priceInr, serviceId: service.id, locale: 'hi' });
      expect(made[0].slotStart?.getTime()).toBe(Date.parse(slots[0].start));
    });

    it('answers bad input with 400 and the page in Hindi, with the messages and the values kept', async () => {
      const { slots } = await freeSlots();
      // A slot far from the others the tests book (a booking also blocks its neighbours).
      const slot = slots[slots.length - 1].start;
      const { consent: _unticked, ...rest } = details('asha@', slot);
      const res = await postForm(`/hi/book/${SLUG}?date=${slot.slice(0, 10)}`, rest);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(new RegExp(`id="book-email-error"[^>]*>${hiSignup.errors.emailInvalid}<`));
      expect(res.body).toMatch(new RegExp(`id="book-consent-error"[^>]*>${hiSignup.errors.agreementRequired}<`));
      expect(res.body).toContain('value="Asha Patel"');
      expect(res.body).toContain('value="asha@"');
      // The chosen time stays chosen.
      expect(res.body).toContain(`name="slotStart" checked="" value="${slot}"`);
      expect(await db.database.db.select().from(registrations).where(eq(registrations.email, 'asha@'))).toEqual([]);
    });

    it('asks the astrology consultation for the place of birth (its service asks the birth details), in Hindi', async () => {
      const { slots } = await freeSlots();
      const email = `page-book-birth-${kind}@example.com`;
      const res = await postForm(`/hi/book/${SLUG}`, { ...details(email, slots[slots.length - 2].start), 'userData.placeOfBirth': '' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(new RegExp(`id="book-placeOfBirth-error"[^>]*>${hiSignup.errors.placeOfBirthRequired}<`));
      expect(await db.database.db.select().from(registrations).where(eq(registrations.email, email))).toEqual([]);
    });

    it('asks for a time when none was chosen', async () => {
      const res = await postForm(`/hi/book/${SLUG}`, { ...details(`page-book-notime-${kind}@example.com`, '') });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(new RegExp(`id="book-slotStart-error"[^>]*>${hiBooking.errors.chooseTime}<`));
      expect(await db.database.db.select().from(registrations).where(eq(registrations.email, `page-book-notime-${kind}@example.com`))).toEqual([]);
    });

    it('answers a slot taken meanwhile with 409, the fresh slots and the details kept', async () => {
      const { slots } = await freeSlots();
      const taken = slots[Math.floor(slots.length / 2)].start;
      expect((await postForm(`/book/${SLUG}`, details(`page-book-first-${kind}@example.com`, taken))).statusCode).toBe(302);
      const res = await postForm(`/hi/book/${SLUG}?date=${taken.slice(0, 10)}`, details(`page-book-late-${kind}@example.com`, taken));
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain(hiBooking.errors.freshSlots);
      expect(res.body).not.toContain(`name="slotStart" value="${taken}"`);
      expect(res.body).toContain(`value="page-book-late-${kind}@example.com"`);
      expect(await db.database.db.select().from(registrations).where(eq(registrations.email, `page-book-late-${kind}@example.com`))).toEqual([]);
    });
  });

  describe('signing in (/login)', () => {
    it('signs in, sends the session cookie with the redirect to where the visitor was going', async () => {
      const member = await createUser({ app, db, config, close: async () => {} });
      const res = await postForm('/hi/login?returnTo=%2Fdashboard', { intent: 'signin', email: member.email, password: member.password });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
      expect(res.headers.location).toBe('/dashboard');
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      const session = cookies.find((c) => /session_token=/.test(c));
      expect(session).toBeDefined();
      const me = await app.inject({ url: '/api/auth/user', headers: { cookie: session!.split(';')[0] } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: member.email });
    });

    it('without a return path, leads the founder to /admin and a member to the dashboard; signed in already, /login does the same', async () => {
      const t = { app, db, config, close: async () => {} };
      const founder = await createUser(t, { role: 'admin' });
      const member = await createUser(t);
      const asFounder = await postForm('/hi/login', { intent: 'signin', email: founder.email, password: founder.password });
      expect(asFounder.statusCode).toBe(302);
      expect(asFounder.headers.location).toBe('/admin');
      const asMember = await postForm('/gu/login', { intent: 'signin', email: member.email, password: member.password });
      expect(asMember.headers.location).toBe('/dashboard');
      // A return path still wins for the founder too (she was sent to sign in from a page).
      const back = await postForm('/login?returnTo=%2Fadmin%2Fforms', { intent: 'signin', email: founder.email, password: founder.password });
      expect(back.headers.location).toBe('/admin/forms');
      const again = await app.inject({ url: '/login', headers: { cookie: founder.cookie } });
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toBe('/admin');
    });

    it('refuses a wrong password in Hindi, keeps the address and never the password', async () => {
      const member = await createUser({ app, db, config, close: async () => {} });
      const res = await postForm('/hi/login', { intent: 'signin', email: member.email, password: 'not-the-password-9' });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(hindi('auth').errors.invalidCredentials);
      expect(res.body).toContain(`value="${member.email}"`);
      expect(res.body).not.toContain('not-the-password-9');
      expect(res.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/session_token=/));
    });

    it('answers missing fields with 400 and their messages', async () => {
      const res = await postForm('/hi/login', { intent: 'signin', email: '', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(hindi('auth').errors.emailRequired);
    });
  });

  describe('never a 500, whatever the body', () => {
    const huge = 'x'.repeat(300 * 1024);
    const bodies: Array<[string, { payload: string | Buffer; type?: string }]> = [
      ['no body', { payload: '' }],
      ['an empty form', { payload: '', type: FORM }],
      ['JSON', { payload: '{"name":1,"email":[true],"message":{"a":null}}', type: 'application/json' }],
      ['broken JSON', { payload: '{"name":', type: 'application/json' }],
      ['wrong types and unknown fields', { payload: 'name[]=1&name[]=2&email=%FF%FE&consent=maybe&webinarId[x]=1&formKey=%00%01&source=nowhere&language=xx&__proto__=1&constructor=2', type: FORM }],
      ['huge values', { payload: `name=${huge}&email=${huge}&message=${huge}`, type: FORM }],
      ['a long value under the limit', { payload: `fullName=${'अ'.repeat(5000)}&message=${'x'.repeat(50_000)}`, type: FORM }],
      ['broken multipart', { payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha', type: 'multipart/form-data; boundary=x' }],
      ['binary', { payload: Buffer.from([0, 255, 1, 254, 2, 253]), type: 'application/octet-stream' }],
      ['text', { payload: 'hello', type: 'text/plain' }],
    ];
    for (const url of ['/contact', '/hi/register', '/gu/event-registration', '/webinar-registration', '/hi/login', '/hi/book/astrology-numerology']) {
      it.each(bodies)(`POST ${url}: %s`, async (_name, { payload, type }) => {
        const res = await app.inject({ method: 'POST', url, payload, headers: type ? { 'content-type': type } : {}, remoteAddress: nextAddress() });
        expect(res.statusCode, res.body.slice(0, 500)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      });
    }
  });
});
