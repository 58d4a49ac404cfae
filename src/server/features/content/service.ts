/**
 * The practice's content (ADR 0020): one document in app_settings ("site_content"), read
 * through the read cache by every page and e-mail, saved a section at a time by the founder. A save
 * is one transaction (the document and its audit line), so a failed one stores nothing; it then
 * invalidates the read cache, and with it the cached pages and answers (on every instance with Redis).
 */
import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import { missingTranslations, siteContentSchema, type SectionValue, type SiteContent, type SiteContentSection } from '../../../shared/contracts/site-content.ts';
import { siteContentView, type SiteContentView } from '../../../shared/content/site-view.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';
import { SAMPLE_SITE_CONTENT, SITE_CONTENT_KEY } from '../../db/seed-site-content.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

const CACHE_KEY = 'site-content';

/** The stored document; the sample while none is stored (or what is stored no longer reads). */
export async function readSiteContent(db: Db | Tx): Promise<SiteContent> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SITE_CONTENT_KEY));
  const parsed = row ? siteContentSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : SAMPLE_SITE_CONTENT;
}

/** The admin making a change (lib/audit.ts). */
export type { Actor };

export function createSiteContentService(options: { db: Db; cache: ReadCache; hideSample: boolean }) {
  const { db, cache, hideSample } = options;
  /** The document last read here: what e-mails, built synchronously, say (contactNow). */
  let latest: SiteContent | undefined;
  const current = () =>
    cache.get(CACHE_KEY, () => readSiteContent(db)).then((content) => {
      latest = content;
      return content;
    });
  const views = new Map<string, SiteContentView>();
  let viewsOf: SiteContent | undefined;
  /** The document and which texts lack Hindi or Gujarati. */
  const forAdmin = async () => {
    const content = await readSiteContent(db);
    return { content, missing: missingTranslations(content) };
  };

  return {
    /** What visitors see in `lang` (sample sections hidden in production). */
    async view(lang: Language): Promise<SiteContentView> {
      const content = await current();
      if (viewsOf !== content) {
        views.clear();
        viewsOf = content;
      }
      let view = views.get(lang);
      if (!view) views.set(lang, (view = siteContentView(content, lang, hideSample)));
      return view;
    },
    forAdmin,
    /**
     * The phone, e-mail and WhatsApp number visitors see in `lang`, from the document last read (at start, by every
     * page, after every save here; another instance's save arrives with the next read, which this
     * starts): for e-mails, which are built without waiting.
     */
    contactNow(lang: Language): { phone: string; email: string; whatsapp: string } {
      void current().catch(() => undefined);
      if (!latest) return { phone: '', email: '', whatsapp: '' };
      const { phone, email, whatsapp } = siteContentView(latest, lang, hideSample).contact;
      return { phone, email, whatsapp };
    },
    /** Replaces one section; it is no longer sample. One transaction with its audit line. */
    async saveSection<S extends SiteContentSection>(section: S, value: SectionValue<S>, actor: Actor) {
      await db.transaction(async (tx) => {
        // The row exists before it is locked, so two saves of different sections both land.
        await tx.insert(appSettings).values({ key: SITE_CONTENT_KEY, value: await readSiteContent(tx) }).onConflictDoNothing({ target: appSettings.key });
        await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, SITE_CONTENT_KEY)).for('update');
        const before = await readSiteContent(tx);
        const next: SiteContent = siteContentSchema.parse({ ...before, [section]: value, sample: before.sample.filter((s) => s !== section) });
        await tx.update(appSettings).set({ value: next, updatedAt: new Date() }).where(eq(appSettings.key, SITE_CONTENT_KEY));
        await recordAudit(tx, actor, { action: 'update', entity: 'site_content', entityId: section, details: { section } });
      });
      cache.invalidate(CACHE_KEY);
      await current();
      return forAdmin();
    },
    invalidate: () => cache.invalidate(CACHE_KEY),
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
