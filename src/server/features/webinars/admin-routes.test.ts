import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWebinarSchema } from '../../../shared/contracts/admin.ts';
import { auditLog, emailOutbox, webinars } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { eventPayload, register } from '../registrations/testing.ts';

const full = {
  title: 'Healing the Inner Child',
  category: 'workshop',
  shortDescription: 'A gentle half-day workshop.',
  description: 'We meet in person for guided exercises.',
  date: '2031-03-15',
  time: '18:30',
  duration: '90',
  maxAttendees: '25',
  priceInr: '1499',
  location: 'Ahmedabad',
  isOnline: false,
  isFeatured: true,
  isActive: true,
  zoomLink: 'https://meet.example.com/abc',
  imagePath: '/objects/uploads/0123456789abcdef0123456789abcdef',
  ctaButtonText: 'Book my seat',
  translations: {
    hi: { title: 'भीतर के बच्चे का उपचार', shortDescription: 'आधे दिन की सौम्य कार्यशाला।' },
    gu: { title: 'આંતરિક બાળકની સારવાર' },
  },
};

describe.each(testDatabaseKinds())('admin events API on %s', (kind) => {
  const { t, admin, member, db, as } = appWithPeople(kind);

  it('lets only an admin list, create, change or delete events', async () => {
    const [first] = (await as(null, 'GET', '/api/webinars')).json();
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/admin/webinars'],
      ['GET', `/api/admin/webinars/${first.id}`],
      ['POST', '/api/admin/webinars'],
      ['POST', '/api/webinars'],
      ['PUT', `/api/admin/webinars/${first.id}`],
      ['PUT', `/api/webinars/${first.id}`],
      ['DELETE', `/api/admin/webinars/${first.id}`],
      ['DELETE', `/api/webinars/${first.id}`],
    ];
    for (const [method, url] of calls) {
      expect((await as(null, method, url, method === 'POST' || method === 'PUT' ? full : undefined)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, method === 'POST' || method === 'PUT' ? full : undefined)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await db().$count(webinars, eq(webinars.title, full.title))).toBe(0);
  });

  it('creates an event with every field of spec §3, the time in IST, and shows it on the public list in each language', async () => {
    const res = await as(admin, 'POST', '/api/admin/webinars', full);
    expect(res.statusCode).toBe(201);
    const created = adminWebinarSchema.parse(res.json());
    expect(created).toMatchObject({
      title: full.title,
      category: 'workshop',
      date: '2031-03-15',
      time: '18:30',
      startsAt: '2031-03-15T13:00:00.000Z',
      duration: 90,
      maxAttendees: 25,
      priceInr: 1499,
      location: 'Ahmedabad',
      isOnline: false,
      isFeatured: true,
      zoomLink: 'https://meet.example.com/abc',
      imagePath: full.imagePath,
      ctaButtonText: 'Book my seat',
      registrations: { total: 0 },
      seatsLeft: 25,
    });
    const listed = (await as(null, 'GET', '/api/webinars')).json().find((w: { id: string }) => w.id === created.id);
    expect(listed).toMatchObject({ title: full.title, time: '18:30', category: 'workshop', imagePath: full.imagePath });
    expect(JSON.stringify(listed)).not.toContain('meet.example.com');
    const hi = (await as(null, 'GET', '/api/webinars?lang=hi')).json().find((w: { id: string }) => w.id === created.id);
    expect(hi).toMatchObject({ title: 'भीतर के बच्चे का उपचार', shortDescription: 'आधे दिन की सौम्य कार्यशाला।', description: full.description });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit).toMatchObject({ action: 'webinar-created', entity: 'webinar', actorId: admin.user.id, actorEmail: admin.email });
    expect(audit.details).toMatchObject({ title: full.title });
  });

  it('falls back to 120 minutes and 50 seats when those are not numbers; an empty price is free, and a text price is no more', async () => {
    const res = await as(admin, 'POST', '/api/webinars', { title: 'Fallbacks', date: '2031-04-01', time: '07:05', duration: 'about two hours', maxAttendees: '', priceInr: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ duration: 120, maxAttendees: 50, priceInr: 0, category: 'webinar', isOnline: true, isActive: true, isFeatured: false });
    expect(res.json()).not.toHaveProperty('price');
    // A text price the client still sends is ignored; the amount is priceInr.
    const explicit = await as(admin, 'POST', '/api/webinars', { title: 'Paid', date: '2031-04-02', time: '07:05', price: 'Pay what you can', priceInr: 300 });
    expect(explicit.json()).toMatchObject({ priceInr: 300 });
    expect((await as(null, 'GET', `/api/webinars/${explicit.json().id}`)).json()).toMatchObject({ priceInr: 300 });
    for (const bad of ['₹499', '12.5', 1_000_001, 2.5]) {
      const res = await as(admin, 'POST', '/api/webinars', { title: 'Bad price', date: '2031-04-02', time: '07:05', priceInr: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.fields).toEqual({ priceInr: 'Enter the amount in whole rupees, from 0 (free) to 10,00,000' });
    }
  });

  it('answers every bad field with a translated message and stores nothing', async () => {
    const before = await db().$count(webinars);
    const missing = await as(admin, 'POST', '/api/admin/webinars', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ title: 'Please enter a title', date: 'Please choose a date', time: 'Please choose a start time' });
    const bad = await as(admin, 'POST', '/api/admin/webinars', {
      title: 'x'.repeat(201),
      date: '2031-02-30',
      time: '25:00',
      category: 'party',
      duration: '-5',
      maxAttendees: 0,
      priceInr: -1,
      zoomLink: 'javascript:alert(1)',
      imagePath: '../../etc/passwd',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      title: 'This is too long',
      date: 'Please enter a real date',
      time: 'Please enter a time such as 19:00',
      category: 'Please choose a category',
      duration: 'Duration must be between 1 and 10,080 minutes',
      maxAttendees: 'Seats must be between 1 and 100,000',
      priceInr: 'Enter the amount in whole rupees, from 0 (free) to 10,00,000',
      zoomLink: 'Please enter a full link starting with https://',
      imagePath: 'Please upload the image again',
    });
    const hi = await as(admin, 'POST', '/api/admin/webinars', { date: '2031-01-01', time: '10:00' }, 'hi');
    expect(hi.json().error.fields).toEqual({ title: 'कृपया शीर्षक लिखें' });
    for (const payload of ['null', '[]', 'not json', '{"title": {"$gt": ""}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/webinars', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    expect(await db().$count(webinars)).toBe(before);
  });

  it('replaces an event on PUT, its translations too (the form edits every translated text), and 404s an unknown one', async () => {
    // An event whose stored Hindi text includes a location and a button text.
    const circle = (await as(admin, 'GET', '/api/admin/webinars')).json().items.find((w: { translations: { hi?: { location?: string } } }) => w.translations.hi?.location);
    expect(circle).toBeTruthy();
    const res = await as(admin, 'PUT', `/api/webinars/${circle.id}`, {
      ...circle,
      title: 'Monthly Meditation Circle (renamed)',
      duration: 'ninety',
      translations: { hi: { title: 'मासिक ध्यान मंडल (नया नाम)' } },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({ title: 'Monthly Meditation Circle (renamed)', slug: circle.slug, duration: 120, date: circle.date, time: circle.time, location: circle.location });
    // What the form left empty (descriptions, place, button text) is gone from the stored translation.
    expect(updated.translations.hi).toEqual({ title: 'मासिक ध्यान मंडल (नया नाम)' });
    expect(updated.missingLanguages).toContain('hi');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'webinar-updated'));
    expect(audit.details).toMatchObject({ title: 'Monthly Meditation Circle (renamed)', changed: expect.arrayContaining(['title', 'duration', 'translations']) });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await as(admin, 'PUT', `/api/admin/webinars/${id}`, full);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('This event no longer exists. Please refresh the list.');
      expect((await as(admin, 'DELETE', `/api/admin/webinars/${id}`)).statusCode).toBe(404);
    }
  });

  it('renders the reminders queued for the old date again when an event moves: they go out before the new start', async () => {
    const created = (await as(admin, 'POST', '/api/admin/webinars', { ...full, title: 'Moving event', date: '2031-05-01', priceInr: 0 })).json();
    expect((await register(t, eventPayload('mover@example.com', created.id))).statusCode).toBe(201);
    const reminders = () => db().select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'reminder:%'));
    const queued = (await reminders()).filter((m) => m.to === 'mover@example.com');
    expect(queued).toHaveLength(2);
    // The title may change without touching reminders; the date may not.
    await as(admin, 'PUT', `/api/admin/webinars/${created.id}`, { ...full, title: 'Moving event', date: '2031-05-01', priceInr: 0, location: 'Surat' });
    expect((await reminders()).filter((m) => m.to === 'mover@example.com')).toHaveLength(2);
    const moved = await as(admin, 'PUT', `/api/admin/webinars/${created.id}`, { ...full, title: 'Moving event', date: '2031-05-08', priceInr: 0 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2031-05-08', registrations: { total: 1, confirmed: 1 }, seatsLeft: 24 });
    const after = (await reminders()).filter((m) => m.to === 'mover@example.com');
    expect(after).toHaveLength(2);
    const startsAt = Date.parse(moved.json().startsAt);
    for (const m of after) expect(m.sendAfter.getTime()).toBe(startsAt - (m.kind === 'reminder-24h' ? 24 : 1) * 3_600_000);
  });

  it('deletes an event nobody registered for, and refuses one with registrations (deactivate instead)', async () => {
    const lonely = (await as(admin, 'POST', '/api/admin/webinars', { ...full, title: 'Nobody came' })).json();
    const gone = await as(admin, 'DELETE', `/api/admin/webinars/${lonely.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ id: lonely.id, deleted: true });
    expect((await as(null, 'GET', `/api/webinars/${lonely.id}`)).statusCode).toBe(404);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'webinar-deleted'));
    expect(audit).toMatchObject({ entityId: lonely.id, details: { title: 'Nobody came' } });

    const popular = (await as(admin, 'POST', '/api/webinars', { ...full, title: 'Popular', priceInr: 0 })).json();
    expect((await register(t, eventPayload('one@example.com', popular.id))).statusCode).toBe(201);
    const refused = await as(admin, 'DELETE', `/api/webinars/${popular.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'event_has_registrations',
      message: '1 person has registered for this event, so it cannot be deleted. Deactivate it instead: registration closes and the registration is kept.',
    });
    expect((await as(null, 'GET', `/api/webinars/${popular.id}`)).statusCode).toBe(200);
    const off = await as(admin, 'PUT', `/api/webinars/${popular.id}`, { ...full, title: 'Popular', priceInr: 0, isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, registrations: { total: 1 } });
    // Registration is closed for new people.
    expect((await register(t, eventPayload('two@example.com', popular.id))).statusCode).toBe(409);
  });

  it('lists every event for the admin, upcoming first, with registration counts and the join link', async () => {
    const list = (await as(admin, 'GET', '/api/admin/webinars')).json().items;
    for (const w of list) adminWebinarSchema.parse(w);
    const firstPast = list.findIndex((w: { isPast: boolean }) => w.isPast);
    expect(firstPast).toBeGreaterThan(0);
    expect(list.slice(firstPast).every((w: { isPast: boolean }) => w.isPast)).toBe(true);
    const upcoming = list.slice(0, firstPast).map((w: { startsAt: string }) => w.startsAt);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(list.some((w: { zoomLink: string | null }) => w.zoomLink)).toBe(true);
  });
});
