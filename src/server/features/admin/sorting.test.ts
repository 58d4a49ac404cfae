/**
 * The order of the searchable admin lists (submissions, users, inbox, payments; and the events' search; issue 20, item 6), and
 * their days (`from`, `to`): `sort` =
 * newest (the default), oldest,
 * name or email, applied by the server before the paging, stable across pages (ties by id), with
 * the filters and the search; anything else a translated 400; admins only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, formResponses, forms, payments, registrations, services, users, webinars } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

const day = (d: number) => new Date(Date.UTC(2030, 4, d, 6, 30));

describe.each(testDatabaseKinds())('admin lists sort on %s', (kind) => {
  const get = (url: string, cookie = admin.cookie, lang?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {}, cookies: lang ? { i18nextLng: lang } : undefined });

  /** Every item of `url`, two a page (so the order must hold across pages). */
  async function readAll<T>(url: string): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page < 20; page++) {
      const res = await get(`${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=2`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const body = res.json();
      items.push(...body.items);
      if (body.items.length < 2) break;
    }
    return items;
  }

  // Responses and registrations mixed: names, e-mails and days in different orders; two share an instant.
  const people = [
    { source: 'form', name: 'Charu Mehta', email: 'zeta@example.com', at: day(3) },
    { source: 'registration', name: 'anil Shah', email: 'mu@example.com', at: day(5) },
    { source: 'form', name: 'Bhavna Joshi', email: 'alpha@example.com', at: day(1) },
    { source: 'registration', name: 'Esha Patel', email: 'beta@example.com', at: day(3) },
    { source: 'form', name: null, email: null, at: day(4) },
  ] as const;

  const { t, admin, member, db } = appWithPeople(kind, { seed: false });
  beforeAll(async () => {
    const [form] = await db()
      .insert(forms)
      .values({ title: 'Sort form', type: 'custom', fields: [{ id: 'fullName', type: 'text', label: 'Full name', required: false }] })
      .returning({ id: forms.id });
    for (const p of people) {
      if (p.source === 'form') await db().insert(formResponses).values({ formId: form.id, responses: { fullName: p.name ?? '' }, name: p.name, email: p.email, submittedAt: p.at });
      else {
        const [reg] = await db().insert(registrations).values({ type: 'consultancy', status: 'confirmed', fullName: p.name, email: p.email, formData: {}, submittedAt: p.at }).returning({ id: registrations.id });
        await db().insert(payments).values({ registrationId: reg.id, provider: 'manual', status: 'paid', amountInr: 500, utr: `UTR-${p.email}`, createdAt: p.at });
      }
    }
    await db().insert(users).values([
      { id: 'sort-user-1', name: 'Sorter Chandra', email: 'sorter-a@example.com', createdAt: day(2) },
      { id: 'sort-user-2', name: 'sorter arjun', email: 'sorter-c@example.com', createdAt: day(9) },
      { id: 'sort-user-3', name: 'Sorter Bela', email: 'sorter-b@example.com', createdAt: day(5) },
    ]);
    await db().insert(webinars).values([
      { title: 'Moon Meditation', startsAt: new Date('2031-01-10T13:30:00Z') },
      { title: 'Sun salutation', startsAt: new Date('2031-01-11T13:30:00Z') },
      { title: 'Full moon circle', startsAt: new Date('2031-01-12T13:30:00Z') },
    ]);
    await db().insert(conversations).values([
      { kind: 'contact', name: 'Inbox Gita', email: 'inbox-z@example.com', lastMessageAt: day(7), createdAt: day(6) },
      { kind: 'contact', name: 'inbox farah', email: 'inbox-y@example.com', lastMessageAt: day(2), createdAt: day(2) },
      { kind: 'contact', name: 'Inbox Hema', email: 'inbox-x@example.com', lastMessageAt: day(4), createdAt: day(3), state: 'answered' },
    ]);
  });

  const names = (items: { values: { fullName: string | null } }[]) => items.map((i) => i.values.fullName);

  it('orders the submissions newest first by default, or oldest first, by name or by e-mail, across pages', async () => {
    const newest = await readAll<{ values: { fullName: string | null }; submittedAt: string; id: string }>('/api/admin/submissions');
    expect(names(newest)).toHaveLength(5);
    expect(names(newest).slice(0, 2)).toEqual(['anil Shah', null]);
    expect(newest.map((i) => i.submittedAt)).toEqual([...newest.map((i) => i.submittedAt)].sort().reverse());
    expect(names(await readAll('/api/admin/submissions?sort=newest'))).toEqual(names(newest));

    const oldest = names(await readAll('/api/admin/submissions?sort=oldest'));
    expect(oldest[0]).toBe('Bhavna Joshi');
    expect(oldest[4]).toBe('anil Shah');

    // Without regard to case; no name last.
    expect(names(await readAll('/api/admin/submissions?sort=name'))).toEqual(['anil Shah', 'Bhavna Joshi', 'Charu Mehta', 'Esha Patel', null]);
    const byEmail = await readAll<{ values: { email: string | null } }>('/api/admin/submissions?sort=email');
    expect(byEmail.map((i) => i.values.email)).toEqual(['alpha@example.com', 'beta@example.com', 'mu@example.com', 'zeta@example.com', null]);
  });

  it('sorts after filtering: the search, the form type and the days', async () => {
    expect(names(await readAll('/api/admin/submissions?sort=name&q=example.com'))).toEqual(['anil Shah', 'Bhavna Joshi', 'Charu Mehta', 'Esha Patel']);
    expect(names(await readAll('/api/admin/submissions?sort=oldest&type=consultancy'))).toEqual(['Esha Patel', 'anil Shah']);
    expect(names(await readAll('/api/admin/submissions?sort=email&from=2030-05-03&to=2030-05-04'))).toEqual(['Esha Patel', 'Charu Mehta', null]);
    const page = (await get('/api/admin/submissions?sort=name&q=L%20S')).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(names(page.items)).toEqual(['anil Shah']);
  });

  it('orders the accounts newest first, oldest first, by name or by e-mail, with the search', async () => {
    const list = async (sort?: string) => (await readAll<{ name: string }>(`/api/users?q=sorter${sort ? `&sort=${sort}` : ''}`)).map((u) => u.name);
    expect(await list()).toEqual(['sorter arjun', 'Sorter Bela', 'Sorter Chandra']);
    expect(await list('oldest')).toEqual(['Sorter Chandra', 'Sorter Bela', 'sorter arjun']);
    expect(await list('name')).toEqual(['sorter arjun', 'Sorter Bela', 'Sorter Chandra']);
    expect(await list('email')).toEqual(['Sorter Chandra', 'Sorter Bela', 'sorter arjun']);
  });

  it('orders the inbox by latest activity, oldest activity, name or e-mail, with its search and filters', async () => {
    const list = async (query: string) => (await readAll<{ name: string }>(`/api/admin/inbox?q=inbox${query}`)).map((c) => c.name);
    expect(await list('')).toEqual(['Inbox Gita', 'Inbox Hema', 'inbox farah']);
    expect(await list('&sort=oldest')).toEqual(['inbox farah', 'Inbox Hema', 'Inbox Gita']);
    expect(await list('&sort=name')).toEqual(['inbox farah', 'Inbox Gita', 'Inbox Hema']);
    expect(await list('&sort=email')).toEqual(['Inbox Hema', 'inbox farah', 'Inbox Gita']);
    expect(await list('&sort=name&state=new&kind=contact')).toEqual(['inbox farah', 'Inbox Gita']);
  });

  it('searches the payments by name, e-mail or reference and orders them', async () => {
    const list = async (query: string) => (await readAll<{ name: string }>(`/api/admin/payments${query}`)).map((p) => p.name);
    expect(await list('')).toEqual(['anil Shah', 'Esha Patel']);
    expect(await list('?sort=oldest')).toEqual(['Esha Patel', 'anil Shah']);
    expect(await list('?sort=email')).toEqual(['Esha Patel', 'anil Shah']);
    expect(await list('?sort=name&q=a')).toEqual(['anil Shah', 'Esha Patel']);
    expect(await list('?q=ESHA')).toEqual(['Esha Patel']);
    expect(await list('?q=utr-mu@')).toEqual(['anil Shah']);
    const none = (await get('/api/admin/payments?q=nobody&filter=flagged')).json();
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await get(`/api/admin/payments?q=${'x'.repeat(201)}`)).json().error.fields).toEqual({ q: 'This is too long' });
  });

  it('searches the events by title, upcoming first, with the days', async () => {
    const list = async (query: string) => (await readAll<{ title: string }>(`/api/admin/webinars${query}`)).map((w) => w.title);
    expect(await list('?q=MOON')).toEqual(['Moon Meditation', 'Full moon circle']);
    expect(await list('?q=moon&from=2031-01-11&to=2031-01-12')).toEqual(['Full moon circle']);
    expect(await list('?q=nothing-like-it')).toEqual([]);
    const long = await get(`/api/admin/webinars?q=${'x'.repeat(201)}`, admin.cookie, 'hi');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ q: expect.any(String) });
    expect((await get('/api/admin/webinars?q=moon', member.cookie)).statusCode).toBe(403);
  });

  it('keeps the accounts, conversations and payments of the chosen IST days (both included), with the search and the order', async () => {
    const names = async (url: string) => (await readAll<{ name: string }>(url)).map((i) => i.name);
    expect(await names('/api/users?q=sorter&from=2030-05-02&to=2030-05-05')).toEqual(['Sorter Bela', 'Sorter Chandra']);
    expect(await names('/api/users?q=sorter&from=2030-05-06')).toEqual(['sorter arjun']);
    expect(await names('/api/users?q=sorter&to=2030-05-01')).toEqual([]);
    // By the day the conversation began, whatever its latest activity.
    expect(await names('/api/admin/inbox?q=inbox&from=2030-05-03&to=2030-05-06&sort=name')).toEqual(['Inbox Gita', 'Inbox Hema']);
    expect(await names('/api/admin/payments?from=2030-05-04&to=2030-05-05')).toEqual(['anil Shah']);
    expect(await names('/api/admin/payments?from=2030-05-03&sort=oldest')).toEqual(['Esha Patel', 'anil Shah']);
    // An IST day: 06:30 UTC on 3 May is 12:00 IST on 3 May, inside "to=2030-05-03".
    expect(await names('/api/admin/payments?to=2030-05-03')).toEqual(['Esha Patel']);
    for (const url of ['/api/users', '/api/admin/inbox', '/api/admin/payments']) {
      const bad = await get(`${url}?from=2030-02-30`, admin.cookie, 'gu');
      expect(bad.statusCode, url).toBe(400);
      expect(Object.keys(bad.json().error.fields), url).toEqual(['from']);
      expect((await get(`${url}?to=yesterday`)).json().error.fields, url).toEqual({ to: expect.any(String) });
    }
  });

  it('orders the events upcoming first, by latest or earliest start, or by title; the services as on the site, by title or by price', async () => {
    const events = async (query: string) => (await readAll<{ title: string }>(`/api/admin/webinars?q=${query}`)).map((w) => w.title);
    expect(await events('o')).toEqual(['Moon Meditation', 'Sun salutation', 'Full moon circle']);
    expect(await events('o&sort=latest')).toEqual(['Full moon circle', 'Sun salutation', 'Moon Meditation']);
    expect(await events('o&sort=earliest')).toEqual(['Moon Meditation', 'Sun salutation', 'Full moon circle']);
    expect(await events('o&sort=title')).toEqual(['Full moon circle', 'Moon Meditation', 'Sun salutation']);
    await db().insert(services).values([
      { slug: 'sort-b', title: 'sorted Bhakti', category: 'healing', priceInr: 900, sortOrder: 1 },
      { slug: 'sort-a', title: 'Sorted Anahata', category: 'healing', priceInr: 1500, sortOrder: 2 },
      { slug: 'sort-c', title: 'Sorted Chakra', category: 'healing', priceInr: 300, sortOrder: 0 },
    ]);
    const offered = async (sort: string) => (await readAll<{ title: string }>(`/api/admin/services?q=sorted${sort ? `&sort=${sort}` : ''}`)).map((x) => x.title);
    expect(await offered('')).toEqual(['Sorted Chakra', 'sorted Bhakti', 'Sorted Anahata']);
    expect(await offered('title')).toEqual(['Sorted Anahata', 'sorted Bhakti', 'Sorted Chakra']);
    expect(await offered('price')).toEqual(['Sorted Chakra', 'sorted Bhakti', 'Sorted Anahata']);
    for (const url of ['/api/admin/webinars?sort=newest', '/api/admin/services?sort=newest']) {
      const bad = await get(url, admin.cookie, 'hi');
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().error.fields, url).toEqual({ sort: 'कृपया सूची में से कोई क्रम चुनें' });
    }
  });

  it('refuses an order that is not offered with a translated 400, and the lists to anyone but an admin', async () => {
    for (const url of ['/api/admin/submissions', '/api/users', '/api/admin/inbox', '/api/admin/payments']) {
      for (const sort of ['random', 'NAME', '', 'submitted_at;drop table users']) {
        const bad = await get(`${url}?sort=${encodeURIComponent(sort)}`);
        expect(bad.statusCode, `${url} sort=${sort}`).toBe(400);
        expect(bad.json().error.fields, url).toEqual({ sort: 'Please choose an order from the list' });
      }
      expect((await get(`${url}?sort=size`, admin.cookie, 'hi')).json().error.fields.sort).toBe('कृपया सूची में से कोई क्रम चुनें');
      expect((await get(`${url}?sort=size`, admin.cookie, 'gu')).json().error.fields.sort).toBe('કૃપા કરીને યાદીમાંથી કોઈ ક્રમ પસંદ કરો');
      expect((await get(`${url}?sort=name`, member.cookie)).statusCode, url).toBe(403);
      expect((await get(`${url}?sort=name`, '')).statusCode, url).toBe(401);
    }
  });
});
