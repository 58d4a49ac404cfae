/**
 * The practice's content (ADR 0020): the public read in the visitor's language, and the
 * founder's Site content tab (admin only): the whole document, and a save per section.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { adminSiteContentSchema, SECTION_SCHEMAS, SITE_CONTENT_SECTIONS, siteContentViewSchema, type SectionValue, type SiteContentSection } from '../../../shared/contracts/site-content.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteContent } = app.services;
  app.get(
    '/api/site-content',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['content'],
        summary: "The practice's content in the visitor's language (founder, contact, social links, books, video, testimonials with consent, stats, FAQ, policies); in production, sample sections are empty",
        querystring: langQuerySchema,
        response: { 200: siteContentViewSchema },
      },
    },
    (req) => siteContent.view(req.lang),
  );

  const config = { access: 'admin' as const };
  const tags = ['admin'];
  app.get(
    '/api/admin/site-content',
    { config, schema: { tags, summary: 'The whole content document, the sections still sample, and the texts missing in Hindi or Gujarati', response: { 200: adminSiteContentSchema } } },
    () => siteContent.forAdmin(),
  );

  for (const section of SITE_CONTENT_SECTIONS) {
    app.put(
      `/api/admin/site-content/${section}`,
      {
        config,
        schema: { tags, summary: `Replaces the ${section} section (it is then no longer sample); visitors see it at once`, body: SECTION_SCHEMAS[section], response: { 200: adminSiteContentSchema } },
      },
      (req) => siteContent.saveSection(section as SiteContentSection, req.body as SectionValue<SiteContentSection>, { id: req.user!.id, email: req.user!.email }),
    );
  }
};
