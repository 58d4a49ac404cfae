/**
 * Every admin list answers a page (issue 17, item 14): at most 50 items, `{ items, total, page,
 * pageSize }`, total counting the filtered rows, pages that neither overlap nor skip a row even when
 * many rows were written in the same instant, a page size over 50 refused with a translated 400,
 * and the filters applied before the paging. Rows are inserted through Drizzle (hundreds of them).
 */
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, downloads, formResponses, forms, registrations, services, users, webinars } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

const N = 57; // more than a page, less than two
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const pad = (i: number) => String(i).padStart(3, '0');

describe.each(testDatabaseKinds())('admin lists page on %s', (kind) => {
  let formA: string;
  let formB: string;
  let busyWebinar: string;
  const get = (url: string, lang?: string) => t.app.inject({ url, headers: { cookie: admin.cookie }, cookies: lang ? { i18nextLng: lang } : undefined });
  const withPage = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
  /** Identity of a row: submissions mix two sources. */
  const keyOf = (item: { id: string; source?: string }) => `${item.source ?? ''}:${item.id}`;

  /** Reads every page of `url` and checks their shape; answers the items in order. */
  async function readAll(url: string, expectedTotal: number, pageSize = 50) {
    const pages = Math.max(1, Math.ceil(expectedTotal / pageSize));
    const items: { id: string; source?: string }[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const res = await get(withPage(url, `page=${page}${pageSize === 50 ? '' : `&pageSize=${pageSize}`}`));
      expect(res.statusCode, `${url} page ${page}: ${res.body.slice(0, 300)}`).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort(), url).toEqual(['items', 'page', 'pageSize', 'total']);
      expect(body, url).toMatchObject({ total: expectedTotal, page, pageSize });
      const expected = page < pages ? pageSize : page === pages ? expectedTotal - (pages - 1) * pageSize : 0;
      expect(body.items, `${url} page ${page}`).toHaveLength(expected);
      items.push(...body.items);
    }
    // No row twice, none left out.
    expect(new Set(items.map(keyOf)).size, url).toBe(expectedTotal);
    return items;
  }

  const total = async (table: PgTable) => Number((await db().select({ n: count() }).from(table))[0].n);

  const { t, admin, db } = appWithPeople(kind, { seed: false, member: false });
  beforeAll(async () => {
    // Many rows share one instant: only the id keeps their order stable from page to page.
    const at = new Date('2030-03-01T06:30:00Z');
    const before = new Date('2030-02-01T06:30:00Z');

    await db().insert(users).values(range(N).map((i) => ({ id: `pager-user-${pad(i)}`, name: i % 2 ? `Odd Person ${i}` : `Even Person ${i}`, email: `pager-${pad(i)}@example.com`, createdAt: at })));
    await db().insert(contacts).values(range(N).map((i) => ({ name: `Writer ${i}`, email: `writer-${i}@example.com`, message: 'Hello', responded: i < 20, createdAt: at })));
    await db().insert(services).values(range(N).map((i) => ({ title: `Service ${pad(i)}`, category: 'healing', sortOrder: i % 3 })));
    // Events: 30 on 2031-06-10 (IST), the rest the next day; two in the past.
    await db().insert(webinars).values(
      range(N).map((i) => ({
        title: `Event ${pad(i)}`,
        startsAt: i < 2 ? new Date('2020-01-01T10:00:00Z') : i < 32 ? new Date('2031-06-10T04:30:00Z') : new Date('2031-06-11T04:30:00Z'),
      })),
    );
    [busyWebinar] = (await db().select({ id: webinars.id }).from(webinars).where(eq(webinars.title, 'Event 010'))).map((w) => w.id);
    const fields = [{ id: 'fullName', type: 'text' as const, label: 'Full name', required: true }];
    await db().insert(forms).values(range(N).map((i) => ({ title: `Form ${pad(i)}`, type: 'custom' as const, fields })));
    [formA, formB] = (await db().select({ id: forms.id }).from(forms).orderBy(forms.title).limit(2)).map((f) => f.id);
    // Responses: 30 to form A (consultancy-like names), 27 to form B.
    await db().update(forms).set({ title: 'Personal Consultancy intake' }).where(eq(forms.id, formA));
    await db()
      .insert(formResponses)
      .values(range(N).map((i) => ({ formId: i < 30 ? formA : formB, responses: { fullName: `Responder ${i}` }, name: `Responder ${i}`, email: `responder-${i}@example.com`, submittedAt: i % 2 ? at : before })));
    // Registrations: 30 for one event, 27 consultancies.
    await db()
      .insert(registrations)
      .values(
        range(N).map((i) => ({
          type: i < 30 ? ('event' as const) : ('consultancy' as const),
          status: 'confirmed' as const,
          webinarId: i < 30 ? busyWebinar : null,
          fullName: `Registrant ${i}`,
          email: `registrant-${i}@example.com`,
          phone: `+91 98250 ${pad(i)}00`,
          formData: {},
          submittedAt: i % 2 ? at : before,
        })),
      );
    await db().insert(auditLog).values(range(N).map((i) => ({ actorEmail: admin.email, action: 'service-updated', entity: 'service', details: { title: `Service ${i}` }, createdAt: at })));
    await db().insert(downloads).values(range(N).map((i) => ({ title: `File ${i}`, objectKey: `uploads/file-${i}`, fileName: `file-${i}.pdf`, createdAt: at })));
  });

  it('pages accounts, newest first, and pages the search', async () => {
    const all = await readAll('/api/users', N + 1);
    expect(all.map((u) => u.id)).toContain(admin.user.id);
    const odd = await readAll('/api/users?q=ODD%20person', Math.floor(N / 2), 20);
    expect(odd.every((u) => (u as unknown as { name: string }).name.startsWith('Odd'))).toBe(true);
  });

  it('pages contact messages, and the pending ones alone', async () => {
    await readAll('/api/contact', N);
    const pending = await readAll('/api/contact?status=pending', N - 20, 25);
    expect(pending.every((c) => !(c as unknown as { responded: boolean }).responded)).toBe(true);
    expect((await readAll('/api/contact?status=replied', 20)).length).toBe(20);
  });

  it('pages services in the site order', async () => {
    const all = (await readAll('/api/admin/services', await total(services))) as unknown as { sortOrder: number }[];
    const orders = all.map((s) => s.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('pages events, upcoming first, and the events of some days', async () => {
    const all = (await readAll('/api/admin/webinars', await total(webinars))) as unknown as { isPast: boolean; startsAt: string }[];
    expect(all.slice(-2).every((w) => w.isPast)).toBe(true);
    expect(all.slice(0, -2).every((w) => !w.isPast)).toBe(true);
    const day = (await readAll('/api/admin/webinars?from=2031-06-10&to=2031-06-10', 30, 20)) as unknown as { date: string }[];
    expect(day.every((w) => w.date === '2031-06-10')).toBe(true);
    await readAll('/api/admin/webinars?from=2031-06-11', N - 32);
  });

  it('pages forms', async () => {
    await readAll('/api/forms', await total(forms));
  });

  it('pages form responses, all of them and one form\'s', async () => {
    await readAll('/api/responses', N);
    await readAll(`/api/forms/${formA}/responses`, 30, 20);
    await readAll(`/api/forms/${formB}/responses`, N - 30);
  });

  it('pages registrations of every listing', async () => {
    await readAll('/api/registrations', N);
    await readAll('/api/unified-registrations', N - 30);
    await readAll('/api/webinar-registrations', 30);
    await readAll(`/api/webinars/${busyWebinar}/registrations`, 30, 20);
  });

  it('pages the submissions table over both sources, newest first, with its filters', async () => {
    const all = (await readAll('/api/admin/submissions', 2 * N)) as unknown as { source: string; submittedAt: string }[];
    expect(new Set(all.map((r) => r.source))).toEqual(new Set(['form', 'registration']));
    const times = all.map((r) => r.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    // Consultancy: 30 responses to the consultancy form (by its title) and 27 registrations.
    await readAll('/api/admin/submissions?type=consultancy', N, 20);
    await readAll('/api/admin/submissions?type=event', 30);
    // The older half of both sources, and a text search, each with the other filters.
    await readAll('/api/admin/submissions?to=2030-02-15', 2 * Math.ceil(N / 2));
    const found = (await readAll('/api/admin/submissions?type=consultancy&q=registrant', N - 30, 10)) as unknown as { source: string }[];
    expect(found.every((r) => r.source === 'registration')).toBe(true);
    await readAll('/api/admin/submissions?q=98250%20010', 1);
  });

  it('pages the activity log and the downloads', async () => {
    await readAll('/api/admin/audit', N);
    await readAll('/api/admin/downloads', N);
  });

  it('answers a page past the end with no items and the total', async () => {
    expect((await get('/api/contact?page=9')).json()).toEqual({ items: [], total: N, page: 9, pageSize: 50 });
  });

  it('refuses a page size over 50 and a page that is not a whole number from 1, in the admin language', async () => {
    for (const url of [
      '/api/users',
      '/api/contact',
      '/api/admin/services',
      '/api/admin/webinars',
      '/api/forms',
      '/api/responses',
      `/api/forms/${formA}/responses`,
      '/api/registrations',
      '/api/unified-registrations',
      '/api/webinar-registrations',
      `/api/webinars/${busyWebinar}/registrations`,
      '/api/admin/submissions?type=event',
      '/api/admin/audit',
      '/api/admin/downloads',
    ]) {
      const big = await get(withPage(url, 'pageSize=500'));
      expect(big.statusCode, url).toBe(400);
      expect(big.json().error.fields, url).toEqual({ pageSize: 'A page shows from 1 to 50 items' });
      for (const page of ['0', '-1', 'abc', '1.5', '']) {
        const bad = await get(withPage(url, `page=${page}`));
        expect(bad.statusCode, `${url} page=${page}`).toBe(400);
        expect(bad.json().error.fields, url).toEqual({ page: 'Please choose a page number of 1 or more' });
      }
    }
    const hi = await get('/api/admin/submissions?pageSize=51', 'hi');
    expect(hi.statusCode).toBe(400);
    expect(hi.json().error.fields.pageSize).toBe('एक पेज पर 1 से 50 तक चीज़ें दिखती हैं');
    const gu = await get('/api/users?page=0&pageSize=0', 'gu');
    expect(gu.json().error.fields).toEqual({ page: 'કૃપા કરીને 1 કે તેથી મોટો પેજ નંબર પસંદ કરો', pageSize: 'એક પેજ પર 1 થી 50 સુધીની વસ્તુઓ દેખાય છે' });
  });

  it('keeps the CSV exports whole', async () => {
    const lines = (url: string) => get(url).then((res) => res.body.trim().split('\n').length);
    expect(await lines('/api/admin/export/users')).toBe(1 + N + 1);
    expect(await lines('/api/admin/export/contacts')).toBe(1 + N);
    expect(await lines('/api/admin/export/responses')).toBe(1 + 2 * N);
  });
});
