/**
 * The practice's content (issue 20, item 2) through the real app: only an admin reads or saves it;
 * a bad edit is refused with translated field messages and stores nothing; a save is what the public
 * read answers at once; a testimonial without consent is never shown; and in production the sample
 * sections are not shown as if real. With the built pages (`npm run build` first), a save shows at
 * once on the cached Gujarati contact page, and what was typed is shown as text, never as markup.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_CONTENT_SECTIONS, type SiteContent } from '../../../shared/contracts/site-content.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { appSettings, auditLog } from '../../db/schema.ts';
import { seedSampleContent } from '../../db/seed.ts';
import { SAMPLE_SITE_CONTENT, SITE_CONTENT_KEY } from '../../db/seed-site-content.ts';
import { createUser } from '../../testing/auth.ts';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

const GUJARATI = /[\u0A80-\u0AFF]/;

describe.each(testDatabaseKinds())('site content API on %s', (kind) => {
  const { t, admin, member, as } = appWithPeople(kind);

  const stored = async () => (await t.db.database.db.select().from(appSettings).where(eq(appSettings.key, SITE_CONTENT_KEY)))[0]?.value as SiteContent;

  it('lets only an admin read or save it', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/site-content', undefined],
      ...SITE_CONTENT_SECTIONS.map((s) => ['PUT', `/api/admin/site-content/${s}`, SAMPLE_SITE_CONTENT[s]] as const),
    ] as const) {
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await stored()).toEqual(SAMPLE_SITE_CONTENT);
  });

  it("keeps the home page's words per language: a blank one in a language is the page's default there, never her English", async () => {
    const original = await stored();
    const home = { ...SAMPLE_SITE_CONTENT.home, heroTitle: { en: 'Find your calm', hi: 'अपनी शांति पाएँ', gu: '' } };
    const saved = await as(admin, 'PUT', '/api/admin/site-content/home', home);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().missing).toEqual(['home.heroTitle.gu']);
    expect((await as(null, 'GET', '/api/site-content?lang=hi')).json().home.heroTitle).toBe('अपनी शांति पाएँ');
    expect((await as(null, 'GET', '/api/site-content?lang=gu')).json().home.heroTitle).toBe('');
    expect((await as(null, 'GET', '/api/site-content?lang=gu')).json().home.ctaTitle).toBe('');
    const tooLong = await as(admin, 'PUT', '/api/admin/site-content/home', { ...home, heroTitle: { en: 'x'.repeat(500), hi: '', gu: '' } }, 'gu');
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().error.fields)).toEqual(['heroTitle.en']);
    // A document stored before the home section existed still reads (as nothing written yet).
    const { home: _, ...before } = await stored();
    await t.db.database.db.update(appSettings).set({ value: before }).where(eq(appSettings.key, SITE_CONTENT_KEY));
    t.app.services.siteContent.invalidate();
    expect((await as(admin, 'GET', '/api/admin/site-content')).json().content.founder).toEqual(before.founder);
    expect((await as(null, 'GET', '/api/site-content?lang=hi')).json().home.heroTitle).toBe('');
    // As it was, for the tests after this one.
    await t.db.database.db.update(appSettings).set({ value: original }).where(eq(appSettings.key, SITE_CONTENT_KEY));
    t.app.services.siteContent.invalidate();
  });

  it('starts as the sample, every section marked so, with the texts missing in Hindi or Gujarati named', async () => {
    const res = await as(admin, 'GET', '/api/admin/site-content');
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual(SAMPLE_SITE_CONTENT);
    // The home page's words have no sample: the site's own texts show until she writes hers.
    expect(res.json().content.sample).toEqual(SITE_CONTENT_SECTIONS.filter((s) => s !== 'home'));
    expect(res.json().content.home.heroTitle).toEqual({ en: '', hi: '', gu: '' });
    // The sample testimonials' names are one text (a name is not translated); the policies are blank in English too.
    expect(res.json().missing).toEqual([]);
  });

  it('refuses bad input in the admin\'s language, naming each field, and stores nothing', async () => {
    const before = await stored();
    const bad = await as(
      admin,
      'PUT',
      '/api/admin/site-content/contact',
      { ...SAMPLE_SITE_CONTENT.contact, phone: 'call me', email: 'not-an-address', address: { en: 'x'.repeat(400), hi: '', gu: '' } },
      'gu',
    );
    expect(bad.statusCode).toBe(400);
    const { error } = bad.json();
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields).sort()).toEqual(['address.en', 'email', 'phone']);
    for (const message of Object.values(error.fields)) expect(message).toMatch(GUJARATI);

    const books = structuredClone(SAMPLE_SITE_CONTENT.books);
    books.items[0].editions[0].stores[0].url = 'javascript:alert(1)';
    books.items[1].cover = '/api/serve/objects/../../etc/passwd';
    const badBooks = await as(admin, 'PUT', '/api/admin/site-content/books', books, 'hi');
    expect(badBooks.statusCode).toBe(400);
    expect(badBooks.json().error.fields).toEqual({
      'items.0.editions.0.stores.0.url': expect.stringMatching(/[\u0900-\u097F]/),
      'items.1.cover': expect.stringMatching(/[\u0900-\u097F]/),
    });
    const badVideo = await as(admin, 'PUT', '/api/admin/site-content/video', { youtubeId: '<script>', title: { en: '', hi: '', gu: '' } });
    expect(badVideo.json().error.fields).toEqual({ youtubeId: expect.any(String) });
    expect(await stored()).toEqual(before);
  });

  it('shows a saved section at once, in each language with English where a translation is missing, and no longer as sample', async () => {
    // Warm the public read (and its caches) first.
    expect((await as(null, 'GET', '/api/site-content?lang=gu')).json().contact.phone).toBe(SAMPLE_SITE_CONTENT.contact.phone);
    const contact = { phone: '+91 79 2640 1234', whatsapp: '+91 99099 12345', email: 'kavita@antarman.in', address: { en: 'C.G. Road, Ahmedabad', hi: '', gu: 'સી.જી. રોડ, અમદાવાદ' }, hours: { en: 'Mon-Sat 10-7', hi: '', gu: '' } };
    const saved = await as(admin, 'PUT', '/api/admin/site-content/contact', contact, 'gu');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content.contact).toEqual(contact);
    expect(saved.json().content.sample).not.toContain('contact');
    expect(saved.json().missing).toEqual(['contact.address.hi', 'contact.hours.hi', 'contact.hours.gu']);

    const gu = (await as(null, 'GET', '/api/site-content?lang=gu')).json();
    expect(gu.contact).toEqual({ ...contact, tel: '+917926401234', address: 'સી.જી. રોડ, અમદાવાદ', hours: 'Mon-Sat 10-7' });
    expect((await as(null, 'GET', '/api/site-content?lang=hi')).json().contact.address).toBe('C.G. Road, Ahmedabad');
    const audit = (await t.db.database.db.select().from(auditLog).where(eq(auditLog.entity, 'site_content'))).find((a) => a.entityId === 'contact');
    expect(audit).toMatchObject({ actorEmail: admin.email, entityId: 'contact' });
  });

  it('never shows a testimonial without the client\'s consent, and shows visitors\' text as it was typed', async () => {
    const items = [
      { quote: { en: '<b>Life-changing</b> <a href="https://spam.example">here</a>', hi: '', gu: '' }, name: 'Asha <img src=x>', detail: { en: '', hi: '', gu: '' }, consent: true },
      { quote: { en: 'Not agreed to be quoted', hi: '', gu: '' }, name: 'Ravi', detail: { en: '', hi: '', gu: '' }, consent: false },
    ];
    expect((await as(admin, 'PUT', '/api/admin/site-content/testimonials', { items })).statusCode).toBe(200);
    const shown = (await as(null, 'GET', '/api/site-content')).json().testimonials;
    expect(shown).toEqual([{ quote: items[0].quote.en, name: items[0].name, detail: '' }]);
  });
});

describe.each(testDatabaseKinds())('site content in production on %s', (kind) => {
  it('shows no sample section as if it were real, and shows what the founder saved', async () => {
    const db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://localhost:3000' });
    const app = await buildApp(config, { database: db.database, pages: false, logger: false, readCacheMs: 60_000 });
    await app.ready();
    try {
      const t = { app, db, config, close: async () => {} };
      const admin = await createUser(t, { role: 'admin' });
      const view = async () => (await app.inject({ url: '/api/site-content?lang=hi' })).json();
      const sample = await view();
      expect(sample).toMatchObject({
        founder: { photo: null, bio: '', credentials: [] },
        contact: { phone: '', tel: '', whatsapp: '', email: '', address: '', hours: '' },
        social: { facebook: '', instagram: '', youtube: '', linkedin: '' },
        books: [],
        video: null,
        testimonials: [],
        stats: null,
        faq: [],
      });
      expect(JSON.stringify(sample)).not.toMatch(/example|98765|dQw4w9WgXcQ/i);

      const saved = await app.inject({
        method: 'PUT',
        url: '/api/admin/site-content/contact',
        headers: { cookie: admin.cookie },
        payload: { ...SAMPLE_SITE_CONTENT.contact, phone: '079 2640 1234', email: 'hello@antarman.in' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await view()).contact).toMatchObject({ phone: '079 2640 1234', email: 'hello@antarman.in', address: SAMPLE_SITE_CONTENT.contact.address.hi });
      expect((await view()).testimonials).toEqual([]);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});

describe.each(testDatabaseKinds())('site content on the pages on %s', (kind) => {
  let app: FastifyInstance;
  // Caches that would keep a page a minute: what shows after the save is what invalidation gives.
  const { t, admin } = appWithPeople(kind, { build: { pages: 'production', readCacheMs: 60_000, pageCacheMs: 60_000 }, member: false });
  beforeAll(() => {
    app = t.app;
  });

  // The Gujarati contact page as a visitor without a session gets it (the page cache's case). Once
  // languages have their own addresses (issue 20, item 1): app.inject({ url: '/gu/contact' }).
  // The Gujarati contact page at its own address (ADR 0019), cached like any visitor's page.
  const gujaratiContact = () => app.inject({ url: '/gu/contact' });
  const save = (section: string, payload: object) => app.inject({ method: 'PUT', url: `/api/admin/site-content/${section}`, headers: { cookie: admin.cookie }, cookies: { i18nextLng: 'gu' }, payload });

  it("shows the founder's new phone number on the Gujarati contact page at once", async () => {
    for (let i = 0; i < 2; i++) {
      const page = await gujaratiContact();
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('lang="gu"');
      expect(page.body).toContain('+91 98765 43210');
    }
    const saved = await save('contact', { ...SAMPLE_SITE_CONTENT.contact, phone: '+91 79 4000 1234', whatsapp: '+91 79 4000 1234', hours: { en: 'Mon-Fri 10-6', hi: '', gu: 'સોમ-શુક્ર 10-6' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await gujaratiContact()).body;
    expect(page).toContain('href="tel:+917940001234"');
    expect(page).toContain('+91 79 4000 1234');
    expect(page).toContain('સોમ-શુક્ર 10-6');
    expect(page).toContain('href="https://wa.me/917940001234"');
    expect(page).not.toContain('98765');
  });

  it("shows a client's words as text, never as markup or a link", async () => {
    const quote = '<b>Calm</b> again <a href="https://spam.example">win</a> <script>alert(1)</script>';
    const saved = await save('testimonials', { items: [{ quote: { en: quote, hi: '', gu: '' }, name: '<i>Asha</i>', detail: { en: '', hi: '', gu: '' }, consent: true }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = (await app.inject({ url: '/' })).body;
    expect(home).toContain('&lt;b&gt;Calm&lt;/b&gt; again &lt;a href=&quot;https://spam.example&quot;&gt;win&lt;/a&gt;');
    expect(home).toContain('&lt;i&gt;Asha&lt;/i&gt;');
    expect(home).not.toContain('<b>Calm');
    expect(home).not.toContain('href="https://spam.example"');
  });
});
