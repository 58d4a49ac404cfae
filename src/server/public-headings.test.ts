/**
 * No empty section or heading on any public page (issue 51), in English, Hindi and Gujarati: on a
 * site whose founder has filled nothing yet (as in production, where the sample content is hidden:
 * the footer's "Contact us", the contact page's "Ways to connect" and "When we're available" are
 * left out) and on one showing the sample content with events and services. Through
 * the real app with the built pages (`npm run build` first), on both databases.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedSampleContent } from './db/seed.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/databases.ts';
import { headingProblems } from './testing/html-outline.ts';
import { TEST_SETTINGS } from './testing/settings.ts';
import { SITEMAP_PATHS } from './features/seo/routes.ts';

const LANGS = ['en', 'hi', 'gu'] as const;
const locale = (lang: string, ns: string) => JSON.parse(readFileSync(new URL(`../client/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/** Every public page a visitor can open without a link of their own (payments, bookings, receipts need one): the sitemap's, and the forms it leaves out. */
const PAGES = [...SITEMAP_PATHS, '/register', '/login', '/login?mode=signup', '/reset-password', '/verify-email', '/admin-setup', '/no-such-page'];

describe.each(testDatabaseKinds())('headings of the public pages on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  /** `unfilled`: as in production, where the sample content is never shown as hers (the founder has filled nothing). */
  const start = async (unfilled: boolean) => {
    const env = { ...TEST_SETTINGS, PUBLIC_URL: 'https://antarman.example', ...(unfilled ? { NODE_ENV: 'production' } : {}) };
    app = await buildApp(loadConfig(env), { database: db.database, pages: 'production', logger: false });
    await app.ready();
  };
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await start(true);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const render = async (path: string, lang: (typeof LANGS)[number]) => {
    const url = lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`;
    const res = await app.inject({ url });
    expect([200, 404], `${url}: ${res.statusCode}`).toContain(res.statusCode);
    return res.body;
  };

  /** Every page in every language, plus each service's page and booking page. */
  const pagesNow = async () => {
    const services = (await app.inject({ url: '/api/services' })).json() as Array<{ slug: string | null }>;
    return [...PAGES, ...services.filter((s) => s.slug).flatMap((s) => [`/services/${s.slug}`, `/book/${s.slug}`])];
  };

  const expectNoEmptyHeading = async () => {
    const found: string[] = [];
    for (const path of await pagesNow()) {
      for (const lang of LANGS) for (const problem of headingProblems(await render(path, lang))) found.push(`${lang} ${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  };

  it('before the founder fills anything: no empty heading, and what has no content is left out', async () => {
    await expectNoEmptyHeading();
    for (const lang of LANGS) {
      const common = locale(lang, 'common');
      const contact = locale(lang, 'contact');
      const page = await render('/contact', lang);
      expect(page).not.toContain(`>${common.footer.contactUs}</h2>`);
      expect(page).not.toContain(`id="connect"`);
      expect(page).not.toContain(`id="availability"`);
      expect(page).not.toContain(`${contact.availability.title}</h2>`);
      // The rights notice names this year (in India), whatever the content says.
      expect(page).toContain(`© ${new Date(Date.now() + 330 * 60_000).getUTCFullYear()} `);
    }
  });

  it('with the sample content: still none, and the filled sections show', async () => {
    // A new app on the seeded database: nothing read before the content existed is kept.
    await app.close();
    await seedSampleContent(db.database.db);
    await start(false);
    await expectNoEmptyHeading();
    const page = await render('/contact', 'hi');
    expect(page).toContain(`${locale('hi', 'contact').availability.title}</h2>`);
    expect(page).toContain(`id="connect"`);
  });

  it("the e-mail language of the booking and event forms is the page's language", async () => {
    const [service] = ((await app.inject({ url: '/api/services' })).json() as Array<{ slug: string | null; kind: string }>).filter((s) => s.slug && s.kind === 'consultation');
    const [event] = ((await app.inject({ url: '/api/webinars' })).json() as Array<{ id: string; isPast: boolean; category: string }>).filter((w) => !w.isPast && w.category !== 'webinar');
    for (const lang of LANGS) {
      const selected = (page: string) => page.match(/<select[^>]*name="language"[^>]*>[\s\S]*?<\/select>/)?.[0].match(/<option[^>]*value="(\w+)"[^>]*selected/)?.[1];
      expect(selected(await render(`/book/${service.slug}`, lang)), `${lang} booking`).toBe(lang);
      if (event) expect(selected(await render(`/event-registration?webinarId=${event.id}`, lang)), `${lang} event`).toBe(lang);
    }
  });
});

describe('reading headings', () => {
  it('finds an empty heading and one followed by nothing, and passes one with content', () => {
    expect(headingProblems('<body><footer><div><h2 class="x"> </h2></div><div><h2>Contact us</h2><ul></ul></div><div><h2>Quick links</h2><ul><li><a href="/">Home</a></li></ul></div></footer></body>')).toEqual([
      'empty <h2>',
      '<h2> "Contact us" is followed by nothing',
    ]);
    expect(headingProblems('<main><section><h2>Ways</h2></section><section><p>Other</p></section></main>')).toEqual(['<h2> "Ways" is followed by nothing']);
    expect(headingProblems('<main><h1>Title</h1><h2>Sub</h2><p>Text</p><h2><img alt="Logo"></h2><p>More</p></main>')).toEqual([]);
  });
});
