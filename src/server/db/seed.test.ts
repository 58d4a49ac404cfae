import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { eq } from 'drizzle-orm';
import { DEFAULT_SCHEDULING_RULES } from '../../shared/contracts/scheduling.ts';
import { appSettings, eventSeries, forms, formVersions, services, webinars } from './schema.ts';
import { seedSampleContent } from './seed.ts';

describe.each(testDatabaseKinds())('sample content on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t?.drop());

  it('seeds once: services, upcoming and past events, the two forms with their first version', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(await seedSampleContent(t.database.db, now)).toBe(true);
    const db = t.database.db;
    // Six consultations and the course, each with its price and page.
    expect(await db.$count(services)).toBe(7);
    const catalogue = await db.select().from(services);
    expect(catalogue.filter((s) => s.kind === 'course').map((s) => [s.slug, s.priceInr])).toEqual([['inner-transformation-course', 4999]]);
    expect(catalogue.every((s) => s.slug && s.priceInr > 0)).toBe(true);
    // Bookable consultations (issue 19): each its session length and mode, one offered both ways; the default availability.
    expect(catalogue.filter((s) => s.kind === 'consultation').map((s) => [s.slug, s.durationMinutes, s.mode])).toContainEqual(['astrology-numerology', 60, 'online']);
    expect(catalogue.filter((s) => s.mode === 'both').map((s) => s.slug)).toEqual(['life-coaching']);
    const [rules] = await db.select().from(appSettings).where(eq(appSettings.key, 'scheduling'));
    expect(rules.value).toEqual(DEFAULT_SCHEDULING_RULES);
    const events = await db.select().from(webinars);
    expect(events.filter((e) => e.startsAt > now).length).toBeGreaterThanOrEqual(5);
    expect(events.filter((e) => e.startsAt < now)).toHaveLength(2);
    // The meditation circle is a series (first Sunday, 07:00 IST) with its next three occurrences.
    const [circle] = await db.select().from(eventSeries);
    expect(circle).toMatchObject({ slug: 'monthly-meditation-circle', rule: { kind: 'monthly', week: 1, weekday: 0, time: '07:00' } });
    expect(events.filter((e) => e.seriesId === circle.id).map((e) => e.startsAt.toISOString())).toEqual([
      '2026-06-07T01:30:00.000Z',
      '2026-07-05T01:30:00.000Z',
      '2026-08-02T01:30:00.000Z',
    ]);
    expect((await db.select().from(forms)).map((f) => f.type).sort()).toEqual(['personal_consultancy', 'webinar_registration']);
    expect(await db.$count(formVersions)).toBe(2);
  });

  it('does nothing the second time, even after the founder deleted the samples', async () => {
    await t.database.db.delete(services);
    expect(await seedSampleContent(t.database.db)).toBe(false);
    expect(await t.database.db.$count(services)).toBe(0);
    expect(await t.database.db.$count(webinars)).toBe(9);
  });
});
