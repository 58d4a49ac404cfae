/**
 * Each language at its own address (issue 20, item 1; ADR 0019), through the real app with the
 * built pages (`npm run build`; `npm test` builds first) on a real database: the address decides
 * the language whatever the cookie says, every public page names itself and its other languages,
 * old ways of naming a language lead to the address, and the page cache keeps languages apart.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedSampleContent } from '../db/seed.ts';
import { readLocaleResources } from '../lib/i18n.ts';
import { createUser, type TestUser } from '../testing/auth.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { TEST_SETTINGS } from '../testing/settings.ts';

const SITE = 'https://antarman.example';
const locales = readLocaleResources();
const aboutTitle = (lang: 'en' | 'hi' | 'gu') => (locales[lang].about as { hero: { title: string } }).hero.title;
/** The `<link>` tags of a page's head, as attribute maps. */
const links = (html: string) =>
  [...html.matchAll(/<link\b([^>]*)>/g)].map((m) => Object.fromEntries([...m[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2]])));

describe.each(testDatabaseKinds())('language addresses on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let member: TestUser;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    const config = loadConfig({ ...TEST_SETTINGS, PUBLIC_URL: SITE });
    // The page cache on, as in production.
    app = await buildApp(config, { database: db.database, pages: 'production', logger: false, readCacheMs: 5000 });
    await app.ready();
    member = await createUser({ app, db, config, close: async () => {} }, { role: 'user', emailVerified: true, name: 'Meera Langmember' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

  it("renders the address's language whatever the cookie says, with canonical and hreflang alternates", async () => {
    for (const [url, lang, cookie] of [
      ['/hi/about', 'hi', 'i18nextLng=en'],
      ['/gu/about', 'gu', 'i18nextLng=hi'],
      ['/about', 'en', undefined],
      ['/about', 'en', 'i18nextLng=en'],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<html lang="${lang}"`);
      expect(res.body, url).toContain(aboutTitle(lang));
      expect(res.headers['content-language']).toBe(lang);
      const head = links(res.body);
      expect(head.filter((l) => l.rel === 'canonical').map((l) => l.href), url).toEqual([`${SITE}${url}`]);
      const alternates = Object.fromEntries(head.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]));
      expect(alternates, url).toEqual({ en: `${SITE}/about`, hi: `${SITE}/hi/about`, gu: `${SITE}/gu/about`, 'x-default': `${SITE}/about` });
    }
    // The home page: `/hi` is Hindi's.
    const home = await get('/hi');
    expect(home.body).toContain('<html lang="hi"');
    expect(links(home.body).find((l) => l.rel === 'canonical')?.href).toBe(`${SITE}/hi`);
    expect(links(home.body).find((l) => l.hreflang === 'en')?.href).toBe(`${SITE}/`);
  });

  it('keeps the language in every link of the page, and has the language switch in the bar', async () => {
    const { body } = await get('/hi/about');
    // The language switch's links lead to the other languages (below); every other link keeps Hindi.
    const hrefs = [...body.matchAll(/<a\b(?![^>]*hrefLang=)[^>]*\shref="([^"]*)"/g)].map((m) => m[1]);
    const own = hrefs.filter((h) => h.startsWith('/') && !h.startsWith('/api/') && !h.startsWith('/#') && h !== '#main');
    expect(own).toEqual(expect.arrayContaining(['/hi', '/hi/services', '/hi/events', '/hi/contact', '/hi/register', '/hi/privacy-policy']));
    expect(own.filter((h) => !h.startsWith('/hi')), 'links that lose the language').toEqual([]);
    // One switch, in the bar itself (not in the phone menu), its current choice the page's language.
    const drawer = body.indexOf('id="mobile-drawer"');
    const switches = [...body.matchAll(/data-testid="language-switcher"/g)].map((m) => m.index);
    expect(switches).toHaveLength(1);
    expect(switches[0]).toBeLessThan(drawer);
    // Its links: the same page in each language, the current one marked; English names itself, so
    // that the server remembers it before the page's script runs (a Hindi cookie would lead back).
    const switchLinks = [...body.matchAll(/<a href="([^"]*)" lang="(\w+)" hrefLang="\2"( aria-current="true")?/g)];
    expect(switchLinks.map((m) => [m[2], m[1], !!m[3]])).toEqual([
      ['en', '/about?lang=en', false],
      ['hi', '/hi/about', true],
      ['gu', '/gu/about', false],
    ]);
    expect(switchLinks.every((m) => m.index > switches[0]! && m.index < drawer)).toBe(true);
  });

  it('sends old ways of naming a language to its address', async () => {
    const expectRedirect = async (url: string, cookie: string | undefined, status: number, location: string) => {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers.location, url).toBe(location);
      return res;
    };
    await expectRedirect('/about?lang=hi', undefined, 301, '/hi/about');
    await expectRedirect('/events?type=webinar&lang=gu', undefined, 301, '/gu/events?type=webinar');
    // Named by the switch's link to English: remembered, so that a Hindi cookie no longer leads back.
    const english = await expectRedirect('/hi/about?lang=en', 'i18nextLng=hi', 301, '/about');
    expect(String(english.headers['set-cookie'])).toMatch(/^i18nextLng=en; Path=\/;/);
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect((await get('/about', 'i18nextLng=en')).statusCode).toBe(200);
    await expectRedirect('/?lang=gu', undefined, 301, '/gu');
    await expectRedirect('/en/contact', undefined, 301, '/contact');
    // A returning visitor's choice (the cookie) leads to their address; the redirect is theirs alone.
    const returning = await expectRedirect('/services?category=healing', 'i18nextLng=hi', 302, '/hi/services?category=healing');
    expect(returning.headers['cache-control']).toBe('private, no-store');
    expect(String(returning.headers.vary)).toMatch(/Cookie/);
    await expectRedirect('/', 'i18nextLng=gu', 302, '/gu');
    // Data requests follow the address they name; the dashboard keeps its one address.
    expect((await get('/about.data', 'i18nextLng=hi')).statusCode).toBe(200);
    // So does React Router's route manifest (lazy route discovery), asked right after a switch.
    expect((await get('/__manifest?paths=%2Fhi%2Fabout&version=x', 'i18nextLng=hi')).statusCode).not.toBe(302);
    const dashboard = await get('/dashboard', `${member.cookie}; i18nextLng=gu`);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<html lang="gu"');
    // Asked at a language's address, it leads to its one address in that language (not a 404).
    const asked = await expectRedirect('/hi/dashboard?tab=bookings', `${member.cookie}; i18nextLng=gu`, 302, '/dashboard?tab=bookings');
    expect(String(asked.headers['set-cookie'])).toMatch(/^i18nextLng=hi; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(asked.headers['cache-control']).toBe('private, no-store');
    await expectRedirect('/gu/admin', undefined, 302, '/admin');
    const named = await expectRedirect('/dashboard?tab=bookings&lang=en', `${member.cookie}; i18nextLng=gu`, 302, '/dashboard?tab=bookings');
    expect(String(named.headers['set-cookie'])).toMatch(/^i18nextLng=en; Path=\/;/);
    // A visitor without a cookie (a crawler) gets the English page, not a redirect.
    expect((await get('/about')).statusCode).toBe(200);
  });

  it('answers 404 for a prefix that is no language, in the language of one that is', async () => {
    expect((await get('/xx/about')).statusCode).toBe(404);
    const missing = await get('/gu/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="gu"');
  });

  it('caches pages by address: one language never reaches another', async () => {
    const first = await get('/hi/events', 'i18nextLng=en');
    const second = await get('/hi/events', 'i18nextLng=gu');
    const english = await get('/events');
    for (const res of [first, second]) expect(res.body).toContain('<html lang="hi"');
    expect(english.body).toContain('<html lang="en"');
    // The second reader of /hi/events got the first one's page from the cache (scripts by hash).
    expect(second.body === first.body).toBe(true);
    expect(String(second.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
  });
});
