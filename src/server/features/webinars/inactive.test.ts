/**
 * An inactive event is not public (issue 17, item 12). The admin deactivates an event people
 * registered for instead of deleting it; from then on visitors do not see it anywhere: not in
 * GET /api/webinars, not by id or slug (404), not on the pages, in the sitemap or in the events page's
 * structured data, and registering for it is refused. The admin still sees it. Reactivated, it is
 * back everywhere.
 *
 * The app runs with the built pages (`npm run build`; `npm test` builds first; Vite's middleware mode
 * took some 20 s of CPU to render a first page) and with read caches that would keep a read for a
 * minute, so what the test sees after the change is what invalidation gives.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { webinarInputOf, type AdminWebinar } from '../../../shared/contracts/admin.ts';
import { MEDITATION_CIRCLE_SLUG } from '../../../shared/registration-choices.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { eventPayload, register } from '../registrations/testing.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

const SITE = 'https://antarman.example';

const inputOf = (w: AdminWebinar, isActive: boolean) => ({ ...webinarInputOf(w), isActive });

/** The schema.org Event ids of a page's JSON-LD. */
function structuredEventIds(html: string): string[] {
  const ids: string[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]) as { '@graph'?: Array<{ '@type': string; '@id': string }> };
    for (const node of data['@graph'] ?? []) if (node['@type'] === 'Event') ids.push(node['@id']);
  }
  return ids;
}

describe.each(testDatabaseKinds())('an inactive event on %s', (kind) => {
  let app: FastifyInstance;
  let circle: AdminWebinar;

  const { t, admin, member } = appWithPeople(kind, { env: { PUBLIC_URL: SITE }, build: { pages: 'production', readCacheMs: 60_000 } });
  beforeAll(async () => {
    app = t.app;
    const all = (await app.inject({ url: '/api/admin/webinars', headers: { cookie: admin.cookie } })).json().items as AdminWebinar[];
    // The circle recurs: its next occurrence is the event deactivated here (the series then leads to the one after).
    const next = (await app.inject({ url: `/api/series/${MEDITATION_CIRCLE_SLUG}/next` })).json() as { id: string };
    circle = all.find((w) => w.id === next.id)!;
  });

  const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
  const setActive = async (isActive: boolean) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/webinars/${circle.id}`,
      payload: inputOf(circle, isActive),
      headers: { cookie: admin.cookie, origin: SITE },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: circle.id, isActive });
  };

  /** What a visitor (and a signed-in member) is shown of the circle, everywhere the site shows events. */
  async function publicViews() {
    const lists = await Promise.all([get('/api/webinars'), get('/api/webinars?lang=hi'), get('/api/webinars', member.cookie)]);
    const sitemap = (await get('/sitemap.xml')).body;
    const eventsPage = await get('/events');
    expect(eventsPage.statusCode).toBe(200);
    const circlePage = await get('/event-registration');
    expect(circlePage.statusCode).toBe(200);
    return {
      inLists: lists.map((res) => (res.json() as Array<{ id: string }>).some((w) => w.id === circle.id)),
      byId: (await get(`/api/webinars/${circle.id}`)).statusCode,
      bySlug: (await get(`/api/webinars/${MEDITATION_CIRCLE_SLUG}`)).statusCode,
      inSitemap: sitemap.includes(`<loc>${SITE}/event-registration</loc>`),
      inStructuredData: structuredEventIds(eventsPage.body).includes(`${SITE}/events#${circle.id}`),
      onEventsPage: eventsPage.body.includes(circle.id),
      circleFormShown: circlePage.body.includes('data-testid="event-facts"'),
    };
  }
  const shown = { inLists: [true, true, true], byId: 200, bySlug: 200, inSitemap: true, inStructuredData: true, onEventsPage: true, circleFormShown: true };
  // Hidden is this occurrence; the circle's slug, page and sitemap entry lead to the following one.
  const hidden = { inLists: [false, false, false], byId: 404, bySlug: 200, inSitemap: true, inStructuredData: false, onEventsPage: false, circleFormShown: true };

  it('leaves every public view once deactivated (cached reads included), refuses registrations, and comes back when reactivated', async () => {
    expect(circle).toMatchObject({ isActive: true, isPast: false });
    // Someone registered: the admin cannot delete the event, only deactivate it.
    expect((await register(t, eventPayload('first@example.com'))).statusCode).toBe(201);
    // Seen twice, so every read cache holds it.
    expect(await publicViews()).toEqual(shown);
    expect(await publicViews()).toEqual(shown);

    await setActive(false);
    expect(await publicViews()).toEqual(hidden);
    const notFound = await get(`/api/webinars/${circle.id}?lang=gu`);
    expect(notFound.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });

    // Registering is refused in the visitor's language, and nothing is stored.
    const refused = await register(t, eventPayload('late@example.com', circle.id), { cookies: { i18nextLng: 'hi' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'registration_closed', message: expect.stringMatching(/[\u0900-\u097F]/) });
    const alsoById = await register(t, eventPayload('late2@example.com', circle.id));
    expect(alsoById.json().error).toEqual({ code: 'registration_closed', message: 'Registration for this webinar or event has closed.' });
    // By the circle's slug, a registration goes to the following occurrence.
    const following = await register(t, eventPayload('following@example.com'));
    expect(following.statusCode).toBe(201);
    expect((await get(`/api/webinars/${MEDITATION_CIRCLE_SLUG}`)).json().id).not.toBe(circle.id);

    // The admin's own views still show it, with the registration it keeps.
    const adminList = (await get('/api/admin/webinars', admin.cookie)).json().items as AdminWebinar[];
    expect(adminList.find((w) => w.id === circle.id)).toMatchObject({ isActive: false, registrations: { total: 1, confirmed: 1 } });
    expect((await get(`/api/admin/webinars/${circle.id}`, admin.cookie)).json()).toMatchObject({ isActive: false });

    await setActive(true);
    expect(await publicViews()).toEqual(shown);
    expect((await register(t, eventPayload('late@example.com', circle.id))).statusCode).toBe(201);
  });

  it('leaves the other events where they were', async () => {
    const before = (await get('/api/webinars')).json() as Array<{ id: string }>;
    await setActive(false);
    const after = (await get('/api/webinars')).json() as Array<{ id: string }>;
    expect(after.map((w) => w.id)).toEqual(before.map((w) => w.id).filter((id) => id !== circle.id));
    await setActive(true);
  });
});
