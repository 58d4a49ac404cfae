/**
 * What search engines read: /robots.txt (served here so that it can name the sitemap by the site's
 * absolute address) and /sitemap.xml (the public pages people should land on, in each language).
 *
 * The sitemap names no event by itself (events are listed on /events, from the public reads, which
 * hold active events only), but one page is an event's own: /event-registration, the meditation
 * circle. It is listed only while the circle is open to visitors (active and not over); deactivated,
 * the page says it is not scheduled, and nothing should send a search engine there. Every service
 * shown (and the course) is listed by its page, /services/<slug>.
 */
import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGES } from '../../../shared/constants.ts';
import { servicePath } from '../../../shared/service-paths.ts';
import { hasLanguageAddress, languageAlternates, localizePath, pageUrl, PREFIXED_LANGUAGES } from '../../../shared/language-address.ts';
import { MEDITATION_CIRCLE_SLUG } from '../../../shared/registration-choices.ts';

/** Public pages worth finding. Flow steps (payment, success), accounts and admin are left out. */
export const SITEMAP_PATHS = [
  '/',
  '/about',
  '/services',
  '/events',
  '/contact',
  '/personal-consultancy',
  '/webinar-registration',
  '/event-registration',
  '/privacy-policy',
  '/refund-policy',
] as const;

/** Pages that show one event: listed only while that event is public and not over. */
export const EVENT_PAGES: Partial<Record<(typeof SITEMAP_PATHS)[number], string>> = { '/event-registration': MEDITATION_CIRCLE_SLUG };

/** Pages crawlers should not read, in every language they have an address in. */
const DISALLOWED_PAGES = ['/admin', '/admin-setup', '/dashboard', '/login', '/payment', '/registration-success'];
const DISALLOWED = [
  '/api/',
  ...DISALLOWED_PAGES.flatMap((p) => (hasLanguageAddress(p) ? [p, ...PREFIXED_LANGUAGES.map((l) => localizePath(p, l))] : [p])),
];
/** Uploaded images are served under /api: they may be indexed (and are shown in search results). */
const ALLOWED_API = ['/api/serve/'];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * The sitemap of `paths` (SITEMAP_PATHS, less the event pages whose event is not shown): each
 * page at its address in every language, each entry naming all of them as `hreflang` alternates
 * (x-default: English), as search engines ask (ADR 0019).
 */
export function sitemapXml(publicUrl: string, paths: readonly string[] = SITEMAP_PATHS): string {
  const urls = paths.flatMap((p) => {
    const alternates = languageAlternates(publicUrl, p)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('\n');
    const changefreq = p === '/events' ? 'daily' : 'weekly';
    // The sitemaps.org schema's order: loc, (lastmod), changefreq, (priority), then elements of other namespaces.
    return LANGUAGES.map((l) => `  <url>\n    <loc>${escapeXml(pageUrl(publicUrl, l, p))}</loc>\n    <changefreq>${changefreq}</changefreq>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The longer rule wins: images under /api/serve/ are allowed, the rest of /api/ is not.
    ...ALLOWED_API.map((p) => `Allow: ${p}`),
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.services.config;
  const robots = robotsTxt(publicUrl);
  /** SITEMAP_PATHS without the event pages whose event is inactive, unknown or over (from the read cache). */
  const shownPaths = async (): Promise<string[]> => {
    const shown = await Promise.all(
      SITEMAP_PATHS.map(async (p) => {
        const slug = EVENT_PAGES[p];
        if (!slug) return true;
        const event = await app.services.webinars.get(slug, 'en');
        return !!event && !event.isPast;
      }),
    );
    // Each offered service and the course has a page of its own (/services/<slug>).
    const servicePages = (await app.services.services.list('en')).map(servicePath);
    return [...SITEMAP_PATHS.filter((_, i) => shown[i]), ...servicePages];
  };
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(publicUrl, await shownPaths())),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
};
