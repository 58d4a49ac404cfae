/**
 * Seeds sample content once per installation. The fact that it ran is kept in app_settings, so a
 * founder who deletes the sample services does not get them back at the next start.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSettings, forms, formVersions, services, webinars } from './schema.ts';
import { sampleForms, sampleServices, sampleWebinars } from './seed-content.ts';

const SEEDED_KEY = 'sample_content_seeded_at';

export async function seedSampleContent(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
    if (done.length > 0) return false;
    await tx.insert(services).values(sampleServices);
    await tx.insert(webinars).values(sampleWebinars(now));
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
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}
