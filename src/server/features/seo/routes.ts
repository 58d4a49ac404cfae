/**
 * What search engines read: /robots.txt (served here so that it can name the sitemap by the site's
 * absolute address) and /sitemap.xml (the public pages people should land on).
 */
import type { FastifyPluginAsync } from 'fastify';

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

const DISALLOWED = ['/api/', '/admin', '/admin-setup', '/dashboard', '/login', '/payment', '/registration-success'];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(publicUrl: string): string {
  const urls = SITEMAP_PATHS.map(
    (p) => `  <url><loc>${escapeXml(publicUrl + p)}</loc><changefreq>${p === '/events' ? 'daily' : 'weekly'}</changefreq></url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.services.config;
  const sitemap = sitemapXml(publicUrl);
  const robots = robotsTxt(publicUrl);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
};
