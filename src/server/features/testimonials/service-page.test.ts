/**
 * Approved testimonials on the service's own page (issue 54 part 4), with the built pages (`npm run
 * build` first), on both databases: a client's Hindi words about a consultation show on
 * /services/<slug> (and /hi/services/<slug>) marked lang="hi", only there (not on another service's
 * page), and not once withdrawn.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { emailOutbox, registrations, services } from '../../db/schema.ts';
import { seedSampleContent } from '../../db/seed.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases.ts';
import { TEST_SETTINGS } from '../../testing/settings.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('testimonials on the service page on %s (npm run build first)', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: TestUser;
  beforeAll(async () => {
    const db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    const config = loadConfig({ ...TEST_SETTINGS, PUBLIC_URL: 'https://antarman.example' });
    // Caches that would keep a page a minute: what shows after a decision is what invalidation gives.
    app = await buildApp(config, { database: db.database, pages: 'production', logger: false, readCacheMs: 60_000, pageCacheMs: 60_000 });
    await app.ready();
    close = async () => {
      await app.close();
      await db.drop();
    };
    admin = await createUser({ app, db, config, close }, { role: 'admin' });
  });
  afterAll(() => close?.());

  it("shows an approved testimonial on its service's page in Hindi, marked lang=\"hi\", not on another service's, and not once withdrawn", async () => {
    const database = app.services.database.db;
    const [astrology] = await database.select().from(services).where(eq(services.slug, 'astrology-numerology'));
    const [coaching] = await database.select().from(services).where(eq(services.slug, 'life-coaching'));
    const start = new Date(Date.now() - 26 * HOUR);
    await database.insert(registrations).values({
      type: 'consultancy',
      status: 'confirmed',
      serviceId: astrology.id,
      fullName: 'Kavita Desai',
      email: 'kavita.astro@example.com',
      city: 'सूरत',
      locale: 'hi',
      formData: {},
      slotStart: start,
      slotEnd: new Date(start.getTime() + HOUR),
      slotBusyUntil: new Date(start.getTime() + HOUR),
    });
    expect(await app.services.testimonials.requestDue()).toBe(1);
    const [mail] = await database.select().from(emailOutbox).where(eq(emailOutbox.kind, 'testimonial-request'));
    const url = new URL(mail.text.match(/https:\/\/antarman\.example\S+/)![0]);
    const api = `/api/feedback/${url.pathname.split('/').at(-1)}${url.search}`;
    const words = 'कुंडली पढ़ने के बाद मुझे अपने काम की दिशा साफ़ दिखी।';
    const pages = [`/services/${astrology.slug}`, `/hi/services/${astrology.slug}`];

    // Cached now: the decision must clear it.
    for (const path of pages) expect((await app.inject({ url: path })).body.includes('data-testid="service-testimonials"')).toBe(false);
    const answered = await app.inject({ method: 'POST', url: api, payload: { rating: 5, body: words, publish: 'name' } });
    expect(answered.statusCode, answered.body).toBe(200);
    const approved = await app.inject({ method: 'PUT', url: `/api/admin/testimonials/${answered.json().id}`, headers: { cookie: admin.cookie }, payload: { status: 'approved' } });
    expect(approved.statusCode).toBe(200);

    for (const path of pages) {
      const page = await app.inject({ url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="service-testimonials"');
      expect(page.body).toMatch(new RegExp(`<figure lang="hi"[^>]*>(?:(?!</figure>).)*${words}`, 's'));
      expect(page.body).toContain('Kavita');
      expect(page.body).not.toContain('kavita.astro@example.com');
    }
    // Words about the astrology consultation are not the life coaching's (its page has no such section;
    // the words may still travel in the frame's data, for the home page's list of all).
    const other = (await app.inject({ url: `/services/${coaching.slug}` })).body;
    expect(other.includes('data-testid="service-testimonials"'), 'a testimonials section on another service').toBe(false);

    expect((await app.inject({ method: 'POST', url: api.replace(/(\/api\/feedback\/[^?]+)/, '$1/withdraw') })).statusCode).toBe(200);
    for (const path of pages) {
      const after = await app.inject({ url: path });
      expect(after.statusCode).toBe(200);
      expect(after.body.includes(words), 'withdrawn words still shown').toBe(false);
      expect(after.body.includes('data-testid="service-testimonials"')).toBe(false);
    }
  });
});
