import { describe, expect, it } from 'vitest';
import { webinarSchema } from '../../../shared/contracts/content.ts';
import { registrations } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';

describe.each(testDatabaseKinds())('webinars API on %s', (kind) => {
  const { t } = withApp(kind);

  it('lists every seeded webinar in start order with the fields of spec §3', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/webinars' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    // Six events and the meditation circle's next three occurrences.
    expect(list).toHaveLength(9);
    for (const w of list) expect(webinarSchema.parse(w)).toEqual(w);
    const starts = list.map((w: { date: string }) => Date.parse(w.date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(list.filter((w: { isPast: boolean }) => w.isPast)).toHaveLength(2);
    expect(list.some((w: { isFeatured: boolean }) => w.isFeatured)).toBe(true);
    expect(list.some((w: { isOnline: boolean }) => !w.isOnline)).toBe(true);
    expect(list.some((w: { priceInr: number }) => w.priceInr > 0)).toBe(true);
    // The join link is for attendees only, never in the public list.
    expect(JSON.stringify(list)).not.toContain('zoomLink');
  });

  it('gives the time of day in IST and the content in the requested language', async () => {
    const en = (await t.app.inject({ url: '/api/webinars' })).json();
    const hi = (await t.app.inject({ url: '/api/webinars?lang=hi' })).json();
    const first = en.find((w: { isFeatured: boolean }) => w.isFeatured);
    expect(first.time).toBe('19:00');
    expect(hi.find((w: { id: string }) => w.id === first.id).title).toMatch(/[\u0900-\u097F]/);
    const gu = await t.app.inject({ url: '/api/webinars', cookies: { i18nextLng: 'gu' } });
    expect(gu.json().find((w: { id: string }) => w.id === first.id).title).toMatch(/[\u0A80-\u0AFF]/);
  });

  it('finds one webinar by id and the meditation circle by its slug', async () => {
    const [first] = (await t.app.inject({ url: '/api/webinars' })).json();
    const byId = await t.app.inject({ url: `/api/webinars/${first.id}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().id).toBe(first.id);
    const bySlug = await t.app.inject({ url: '/api/webinars/monthly-meditation-circle' });
    expect(bySlug.statusCode).toBe(200);
    // The circle recurs: its slug names its next occurrence.
    expect(bySlug.json()).toMatchObject({ title: 'Monthly Meditation Circle', category: 'group-session', seatsLeft: 18, isPast: false });
  });

  it('counts seats left from registrations that hold a seat', async () => {
    const circle = (await t.app.inject({ url: '/api/webinars/monthly-meditation-circle' })).json();
    const person = (n: number, status: 'confirmed' | 'waitlisted' | 'cancelled') => ({
      type: 'event' as const,
      status,
      webinarId: circle.id,
      fullName: `Person ${n}`,
      email: `p${n}@example.com`,
      formData: {},
    });
    await t.db.database.db.insert(registrations).values([person(1, 'confirmed'), person(2, 'confirmed'), person(3, 'waitlisted'), person(4, 'cancelled')]);
    const after = (await t.app.inject({ url: '/api/webinars/monthly-meditation-circle' })).json();
    expect(after.seatsLeft).toBe(16);
  });

  it('answers 404 in JSON for an unknown id or slug', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-event', "x' or '1'='1"]) {
      const res = await t.app.inject({ url: `/api/webinars/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('rejects an unknown language with a 400 and a field message', async () => {
    const res = await t.app.inject({ url: '/api/webinars?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', fields: { lang: expect.any(String) } });
  });
});
