/**
 * The practice's content (issue 20, item 2) through the real app: only an admin reads or saves it;
 * a bad edit is refused with translated field messages and stores nothing; a save is what the public
 * read answers at once; a testimonial without consent is never shown; and in production the sample
 * sections are not shown as if real.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CONTENT_SECTIONS, type SiteContent } from '../../../shared/contracts/site-content.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { appSettings, auditLog } from '../../db/schema.ts';
import { seedSampleContent } from '../../db/seed.ts';
import { SAMPLE_SITE_CONTENT, SITE_CONTENT_KEY } from '../../db/seed-site-content.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases.ts';

const GUJARATI = /[\u0A80-\u0AFF]/;

describe.each(testDatabaseKinds())('site content API on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t, { role: 'admin' });
    member = await createUser(t);
  });
  afterAll(() => t?.close());

  const as = (user: TestUser | null, method: 'GET' | 'PUT', url: string, payload?: unknown, lang?: string) =>
    t.app.inject({ method, url, payload: payload as object, headers: user ? { cookie: user.cookie } : {}, cookies: lang ? { i18nextLng: lang } : undefined });
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

  it('starts as the sample, every section marked so, with the texts missing in Hindi or Gujarati named', async () => {
    const res = await as(admin, 'GET', '/api/admin/site-content');
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual(SAMPLE_SITE_CONTENT);
    expect(res.json().content.sample).toEqual([...SITE_CONTENT_SECTIONS]);
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
    const [audit] = await t.db.database.db.select().from(auditLog).where(eq(auditLog.entity, 'site_content'));
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
