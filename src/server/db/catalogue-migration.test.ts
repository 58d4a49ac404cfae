/**
 * Migrations 0003 and 0004 on an installation that had text prices (issue 18 §1): a database
 * migrated to 0002 gets rows the old way, then migrates on. The texts become whole rupees, the text
 * columns and translated prices go, each service gets a slug from its title, and the course becomes
 * a catalogue row.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases.ts';
import { emptyDatabase, migrationsUpTo, rowsOf as rows } from '../testing/migrations.ts';

// Migrating an empty PGlite from the start takes a while on a busy machine.
describe.each(testDatabaseKinds())('the catalogue migrations on %s', { timeout: 180_000 }, (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanups.reverse()) await step();
  });

  it('turns text prices into whole rupees, drops the text, slugs the services and adds the course', async () => {
    const { folder, remove } = migrationsUpTo(2);
    cleanups.push(remove);
    const { database, migrateWith, drop } = await emptyDatabase(kind);
    cleanups.push(drop);
    await migrateWith(folder);

    // As an installation of before the money path had them.
    await database.db.execute(
      sql.raw(`insert into services (title, category, price, translations) values
        ('Life Coaching & Personal Counselling', 'coaching', '₹2,500 per session', '{"hi": {"title": "लाइफ़ कोचिंग", "price": "₹2,500 प्रति सत्र"}, "gu": {"price": "₹2,500 પ્રતિ સત્ર"}}'),
        ('Full Life Analysis Report', 'analysis', '₹5,000', '{}'),
        ('Motivational Speaking', 'speaking', 'On request', '{}'),
        ('Introductory Call', 'consultation', 'Free', '{}'),
        ('Chakra Healing', 'healing', '₹1,499.00', '{}'),
        ('Chakra Healing!', 'healing', 'Rs. 999', '{}'),
        ('Group Meditation', 'meditation', '₹999 per person for 3 sessions', '{}'),
        ('Retreat', 'healing', '₹10,00,000', '{}')`),
    );
    await database.db.execute(
      sql.raw(`insert into webinars (title, starts_at, price, price_inr) values
        ('Paid webinar', now() + interval '7 days', '₹499', 0),
        ('Free webinar', now() + interval '7 days', 'Free', 0),
        ('Charged apart', now() + interval '7 days', '₹1,500', 1200)`),
    );

    await database.migrate();

    const services = await rows<{ title: string; price_inr: number; slug: string | null; kind: string; translations: Record<string, Record<string, unknown>> }>(
      database,
      'select title, price_inr, slug, kind, translations from services order by title',
    );
    const byTitle = Object.fromEntries(services.map((s) => [s.title, s]));
    expect(byTitle['Life Coaching & Personal Counselling']).toMatchObject({ price_inr: 2500, slug: 'life-coaching-personal-counselling', kind: 'consultation' });
    expect(byTitle['Life Coaching & Personal Counselling'].translations).toEqual({ hi: { title: 'लाइफ़ कोचिंग' }, gu: {} });
    expect(byTitle['Full Life Analysis Report']).toMatchObject({ price_inr: 5000, slug: 'full-life-analysis-report' });
    expect(byTitle['Motivational Speaking']).toMatchObject({ price_inr: 0 });
    expect(byTitle['Introductory Call']).toMatchObject({ price_inr: 0 });
    expect(byTitle['Chakra Healing']).toMatchObject({ price_inr: 1499 });
    expect(byTitle['Chakra Healing!']).toMatchObject({ price_inr: 999 });
    expect(byTitle['Group Meditation']).toMatchObject({ price_inr: 999 });
    expect(byTitle['Retreat']).toMatchObject({ price_inr: 1_000_000 });
    // Two titles that make the same slug: neither gets it (the founder chooses).
    expect(byTitle['Chakra Healing'].slug).toBeNull();
    expect(byTitle['Chakra Healing!'].slug).toBeNull();
    expect(byTitle['7-Day Inner Transformation Course']).toMatchObject({ price_inr: 4999, slug: 'inner-transformation-course', kind: 'course' });
    expect(byTitle['7-Day Inner Transformation Course'].translations.hi).toMatchObject({ title: '7-दिवसीय आंतरिक परिवर्तन कोर्स' });

    const webinars = await rows<{ title: string; price_inr: number }>(database, 'select title, price_inr from webinars order by title');
    expect(Object.fromEntries(webinars.map((w) => [w.title, w.price_inr]))).toEqual({ 'Paid webinar': 499, 'Free webinar': 0, 'Charged apart': 1200 });

    const textColumns = await rows<{ table_name: string }>(
      database,
      "select table_name from information_schema.columns where table_name in ('services', 'webinars') and column_name = 'price'",
    );
    expect(textColumns).toEqual([]);
    // A negative price is refused by the database itself.
    await expect(database.db.execute(sql.raw("update services set price_inr = -1 where title = 'Full Life Analysis Report'"))).rejects.toThrow();
  });

  it('adds no course to a new installation (the seed brings it)', async () => {
    const { database, drop } = await emptyDatabase(kind);
    cleanups.push(drop);
    await database.migrate();
    expect(await rows(database, 'select id from services')).toEqual([]);
  });
});
