import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { EVENT_PAGES, SITEMAP_PATHS } from './routes.ts';

describe.each(testDatabaseKinds())('robots.txt and sitemap.xml on %s', (kind) => {
  const { t } = withApp(kind, { seed: false, env: { PUBLIC_URL: 'https://antarman.example' } });

  it('lists every public page by its absolute address, less the pages of events it does not have', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Nothing is seeded: there is no meditation circle, so its page is left out. Every page is
    // there in each language, at its own address (ADR 0019).
    const site = 'https://antarman.example';
    const prefixed = (lang: string, p: string) => `${site}/${lang}${p === '/' ? '' : p}`;
    expect(locs).toEqual(SITEMAP_PATHS.filter((p) => !(p in EVENT_PAGES)).flatMap((p) => [`${site}${p}`, prefixed('hi', p), prefixed('gu', p)]));
    expect(locs).not.toContain('https://antarman.example/event-registration');
    expect(locs).toEqual(expect.arrayContaining(['https://antarman.example/', 'https://antarman.example/events', 'https://antarman.example/refund-policy']));
    expect(res.body).not.toMatch(/admin|dashboard|payment/);
  });

  it('names every address of a page as hreflang alternates of each of them, x-default in English', async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    const about = entries.filter((e) => /<loc>https:\/\/antarman\.example(\/hi|\/gu)?\/about<\/loc>/.test(e));
    expect(about).toHaveLength(3);
    for (const entry of about) {
      const alternates = Object.fromEntries([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
      expect(alternates).toEqual({
        en: 'https://antarman.example/about',
        hi: 'https://antarman.example/hi/about',
        gu: 'https://antarman.example/gu/about',
        'x-default': 'https://antarman.example/about',
      });
    }
    expect(body).toContain('<loc>https://antarman.example/gu</loc>');
  });

  it('writes each entry in the order the sitemaps.org schema requires: loc, lastmod, changefreq, priority, then the xhtml:link alternates', async () => {
    // A structural check of the schema's sequence (xmllint and the sitemaps.org XSD are not on this machine).
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const entries = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(entries.length).toBeGreaterThan(10);
    const RANK: Record<string, number> = { loc: 0, lastmod: 1, changefreq: 2, priority: 3, 'xhtml:link': 4 };
    for (const entry of entries) {
      const children = [...entry.matchAll(/<([a-z][\w:]*)[\s>/]/g)].map((m) => m[1]);
      expect(children.every((c) => c in RANK), entry).toBe(true);
      const ranks = children.map((c) => RANK[c]);
      expect(ranks, entry).toEqual([...ranks].sort((a, b) => a - b));
      expect(children.filter((c) => c === 'loc')).toHaveLength(1);
      expect(entry).toMatch(/<changefreq>(always|hourly|daily|weekly|monthly|yearly|never)<\/changefreq>/);
    }
  });

  it('lists the page of every service shown, by its slug (else its id), and not a hidden one', async () => {
    const [shown] = await t.db.database.db.insert(services).values({ title: 'Reiki', category: 'healing', slug: 'reiki', priceInr: 1500 }).returning();
    const [noSlug] = await t.db.database.db.insert(services).values({ title: 'Tarot', category: 'analysis', priceInr: 999 }).returning();
    await t.db.database.db.insert(services).values({ title: 'Hidden', category: 'healing', slug: 'hidden', isActive: false });
    t.app.services.services.invalidate();
    const locs = [...(await t.app.inject({ url: '/sitemap.xml' })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining(['https://antarman.example/services/reiki', `https://antarman.example/services/${noSlug.id}`]));
    expect(locs).not.toContain('https://antarman.example/services/hidden');
    await t.db.database.db.delete(services).where(inArray(services.id, [shown.id, noSlug.id]));
    await t.db.database.db.delete(services).where(eq(services.slug, 'hidden'));
    t.app.services.services.invalidate();
  });

  it('lets crawlers in, keeps them out of private areas and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    for (const path of ['/admin', '/dashboard', '/api/', '/login', '/hi/login', '/gu/payment']) expect(res.body).toContain(`Disallow: ${path}\n`);
    // Served images may be indexed: the longer rule wins over Disallow: /api/.
    expect(res.body).toContain('Allow: /api/serve/\n');
    expect(res.body).toContain('Sitemap: https://antarman.example/sitemap.xml');
  });
});
