/**
 * Seeds sample content once per installation. The fact that it ran is kept in app_settings, so a
 * founder who deletes the sample services does not get them back at the next start.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { MEDITATION_CIRCLE_SLUG } from '../../shared/registration-choices.ts';
import { DEFAULT_SCHEDULING_RULES } from '../../shared/contracts/scheduling.ts';
import { SERIES_AHEAD } from '../../shared/contracts/series.ts';
import { nextOccurrences, type SeriesRule } from '../../shared/series.ts';
import { appSettings, eventSeries, forms, formVersions, services, webinars } from './schema.ts';
import { sampleForms, sampleServices, sampleWebinars } from './seed-content.ts';
import { SAMPLE_SITE_CONTENT, SITE_CONTENT_KEY } from './seed-site-content.ts';

const SEEDED_KEY = 'sample_content_seeded_at';
/** features/scheduling's app_settings key of the rules (kept here: the seed imports no feature). */
const SCHEDULING_SETTINGS_KEY = 'scheduling';

export async function seedSampleContent(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
    if (done.length > 0) return false;
    await tx.insert(services).values(sampleServices);
    const events = sampleWebinars(now);
    await tx.insert(webinars).values(events.filter((e) => e.slug !== MEDITATION_CIRCLE_SLUG));
    // The meditation circle recurs (first Sunday, 07:00 IST): a series and its next occurrences.
    const circle = events.find((e) => e.slug === MEDITATION_CIRCLE_SLUG);
    if (circle) {
      const { slug: _slug, startsAt: _startsAt, priceInr: _priceInr, ...template } = circle;
      const rule: SeriesRule = { kind: 'monthly', week: 1, weekday: 0, time: '07:00' };
      const [series] = await tx
        .insert(eventSeries)
        .values({ slug: MEDITATION_CIRCLE_SLUG, rule, ...template, description: template.description ?? '' })
        .returning();
      await tx.insert(webinars).values(nextOccurrences(rule, now, SERIES_AHEAD).map((startsAt) => ({ ...template, seriesId: series.id, startsAt })));
    }
    for (const form of sampleForms) {
      const [row] = await tx.insert(forms).values({ ...form, isActive: true, version: 1 }).returning();
      await tx.insert(formVersions).values({
        formId: row.id,
        version: 1,
        title: row.title,
        description: row.description,
        fields: row.fields,
      });
    }
    // The founder's availability starts as the default (Mon-Sat 10-13 and 17-20 IST) unless she has saved her own.
    await tx.insert(appSettings).values({ key: SCHEDULING_SETTINGS_KEY, value: DEFAULT_SCHEDULING_RULES }).onConflictDoNothing({ target: appSettings.key });
    // The practice's content (ADR 0020): the sample, every section marked as such, until the founder saves her own.
    await tx.insert(appSettings).values({ key: SITE_CONTENT_KEY, value: SAMPLE_SITE_CONTENT }).onConflictDoNothing({ target: appSettings.key });
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}
