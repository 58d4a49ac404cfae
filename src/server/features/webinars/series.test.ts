/**
 * Issue 18 §4: the meditation circle recurs. A series (rule + template) makes its next occurrences
 * as ordinary events with their own seats; "next" leads to the first that has not started; last
 * month's attendee registers for this month without a conflict.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventSeries, registrations, webinars } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { istParts } from '../../../shared/ist.ts';
import { register } from '../registrations/testing.ts';
import { makeAllOccurrences } from './series.ts';

const sundayCircle = {
  slug: 'sunday-circle',
  rule: { kind: 'monthly', week: 1, weekday: 0, time: '07:00' },
  title: 'Sunday Circle',
  description: 'We sit together.',
  duration: '60',
  maxAttendees: '2',
  isOnline: true,
  zoomLink: 'https://meet.example.com/circle',
  translations: { hi: { title: 'रविवार मंडल' }, gu: { title: 'રવિવાર વર્તુળ' } },
};

describe.each(testDatabaseKinds())('recurring events on %s', (kind) => {
  const { t, admin, member, db, as } = appWithPeople(kind);

  it('lets only an admin list, create or change a series', async () => {
    for (const [method, url] of [['GET', '/api/admin/series'], ['POST', '/api/admin/series'], ['PUT', `/api/admin/series/${crypto.randomUUID()}`]] as const) {
      expect((await as(null, method, url, sundayCircle)).statusCode).toBe(401);
      expect((await as(member, method, url, sundayCircle)).statusCode).toBe(403);
    }
  });

  it('makes the next three occurrences on the rule (first Sunday 07:00 IST), each with its own seats, once however often it runs', async () => {
    const res = await as(admin, 'POST', '/api/admin/series', sundayCircle);
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    expect(series.upcoming).toHaveLength(3);
    for (const o of series.upcoming) {
      const { time } = istParts(o.startsAt);
      const d = new Date(new Date(o.startsAt).getTime() + 330 * 60_000);
      expect(time).toBe('07:00');
      expect(d.getUTCDay()).toBe(0);
      expect(d.getUTCDate()).toBeLessThanOrEqual(7);
    }
    expect(await makeAllOccurrences(db())).toBe(0);
    const rows = await db().select().from(webinars).where(eq(webinars.seriesId, series.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.maxAttendees === 2 && r.title === 'Sunday Circle' && r.zoomLink === 'https://meet.example.com/circle')).toBe(true);

    // A second series with the same slug: 409, translated.
    const twice = await as(admin, 'POST', '/api/admin/series', sundayCircle);
    expect(twice.statusCode).toBe(409);
    const bad = await as(admin, 'POST', '/api/admin/series', { ...sundayCircle, slug: 'Bad Slug!', rule: { kind: 'monthly', week: 9, weekday: 0, time: '25:00' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['slug', 'rule.week', 'rule.time']));
  });

  it('"next" is the first occurrence not started yet; its seats are its own; last month\'s attendee registers for the next one', async () => {
    const [series] = await db().select().from(eventSeries).where(eq(eventSeries.slug, 'sunday-circle'));
    const occurrences = await db().select().from(webinars).where(eq(webinars.seriesId, series.id)).orderBy(webinars.startsAt);
    const next = await as(null, 'GET', '/api/series/sunday-circle/next?lang=hi');
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ id: occurrences[0].id, title: 'रविवार मंडल', seatsLeft: 2 });

    // By the series' slug, a registration lands on the next occurrence.
    const first = await register(t, { type: 'signup', webinarId: 'sunday-circle', fullName: 'Regular Attendee', email: 'regular@example.com', consent: true, source: 'event-page' });
    expect(first.statusCode).toBe(201);
    const [reg] = await db().select().from(registrations).where(eq(registrations.id, first.json().id));
    expect(reg.webinarId).toBe(occurrences[0].id);

    // The same person, the following month: no conflict (one per event is per occurrence).
    const second = await register(t, { type: 'signup', webinarId: occurrences[1].id, fullName: 'Regular Attendee', email: 'regular@example.com', consent: true });
    expect(second.statusCode).toBe(201);
    expect(second.json().status).toBe('confirmed');
    // Twice for the same occurrence is still one registration (answered as a first one: issue 49 item 14).
    const again = await register(t, { type: 'signup', webinarId: 'sunday-circle', fullName: 'Regular Attendee', email: 'regular@example.com', consent: true });
    expect(again.statusCode).toBe(201);
    expect(await db().$count(registrations, eq(registrations.webinarId, occurrences[0].id))).toBe(1);
    const seats = (await as(null, 'GET', `/api/webinars/${occurrences[1].id}`)).json().seatsLeft;
    expect(seats).toBe(1);

    // Once the first has started, "next" (and the slug) move on to the second.
    await db().update(webinars).set({ startsAt: new Date(Date.now() - 10 * 60_000) }).where(eq(webinars.id, occurrences[0].id));
    t.app.services.webinars.invalidate();
    expect((await as(null, 'GET', '/api/series/sunday-circle/next')).json().id).toBe(occurrences[1].id);
    expect((await as(null, 'GET', '/api/webinars/sunday-circle')).json().id).toBe(occurrences[1].id);
    expect((await as(null, 'GET', '/api/series/no-such-series/next')).statusCode).toBe(404);
  });

  it('a changed series: its upcoming occurrences take the template and a new link reaches their seats; a new rule moves the empty ones', async () => {
    const [series] = await db().select().from(eventSeries).where(eq(eventSeries.slug, 'sunday-circle'));
    const res = await as(admin, 'PUT', `/api/admin/series/${series.id}`, { ...sundayCircle, zoomLink: 'https://meet.example.com/circle-2', rule: { kind: 'weekly', weekday: 3, time: '19:00' } });
    expect(res.statusCode, res.body).toBe(200);
    const upcoming = res.json().upcoming as { id: string; startsAt: string }[];
    // The occurrence someone registered for stays; the empty monthly ones go; the weekly ones come.
    const weekly = upcoming.filter((o) => istParts(o.startsAt).time === '19:00');
    expect(weekly).toHaveLength(3);
    const kept = await db().select().from(webinars).where(eq(webinars.seriesId, series.id));
    // The one under way (moved into the past above) keeps its link; every upcoming one takes the new one.
    expect(kept.filter((w) => w.startsAt.getTime() > Date.now()).every((w) => w.zoomLink === 'https://meet.example.com/circle-2')).toBe(true);
    const regs = await db().select().from(registrations).where(eq(registrations.email, 'regular@example.com'));
    expect(regs.every((r) => kept.some((w) => w.id === r.webinarId))).toBe(true);
  });

  it('the seeded meditation circle is a series; its old slug leads to the next occurrence', async () => {
    const circle = await as(null, 'GET', '/api/webinars/monthly-meditation-circle');
    expect(circle.statusCode).toBe(200);
    const next = await as(null, 'GET', '/api/series/monthly-meditation-circle/next');
    expect(next.json().id).toBe(circle.json().id);
    expect(new Date(next.json().date).getTime()).toBeGreaterThan(Date.now());
  });

  it("keeps the template's button text and place in every language when the founder saves it again, and its sessions show them", async () => {
    const [series] = await db().select().from(eventSeries).where(eq(eventSeries.slug, 'monthly-meditation-circle'));
    const shown = (await as(admin, 'GET', '/api/admin/series')).json().find((s: { id: string }) => s.id === series.id);
    expect(shown).toMatchObject({ ctaButtonText: 'Reserve My Seat', translations: { hi: { ctaButtonText: 'मेरी सीट आरक्षित करें' }, gu: { ctaButtonText: 'મારી બેઠક અનામત કરો' } } });
    // What the series form sends back, a place added for the sessions moved to a hall.
    const { id: _id, upcoming: _upcoming, ...template } = shown;
    const saved = await as(admin, 'PUT', `/api/admin/series/${series.id}`, {
      ...template,
      isOnline: false,
      location: 'Community Hall, Ahmedabad',
      translations: { hi: { ...template.translations.hi, location: 'सामुदायिक हॉल, अहमदाबाद' }, gu: { ...template.translations.gu, location: 'સામુદાયિક હોલ, અમદાવાદ' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().translations).toMatchObject({ hi: { ctaButtonText: 'मेरी सीट आरक्षित करें', location: 'सामुदायिक हॉल, अहमदाबाद' }, gu: { ctaButtonText: 'મારી બેઠક અનામત કરો' } });
    const next = await t.app.inject({ url: '/api/webinars/monthly-meditation-circle', cookies: { i18nextLng: 'gu' } });
    expect(next.json()).toMatchObject({ ctaButtonText: 'મારી બેઠક અનામત કરો', location: 'સામુદાયિક હોલ, અમદાવાદ' });
  });
});
