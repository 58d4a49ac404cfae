import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServiceSchema } from '../../../shared/contracts/admin.ts';
import { auditLog, services } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

describe.each(testDatabaseKinds())('admin services API on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t, { role: 'admin' });
    member = await createUser(t);
  });
  afterAll(() => t?.close());
  const db = () => t.db.database.db;
  const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang?: string) =>
    t.app.inject({ method, url, payload: payload as object, headers: user ? { cookie: user.cookie } : {}, cookies: lang ? { i18nextLng: lang } : undefined });

  it('lets only an admin list, create, change or delete services', async () => {
    const [first] = (await as(null, 'GET', '/api/services')).json();
    for (const [method, url] of [
      ['GET', '/api/admin/services'],
      ['POST', '/api/services'],
      ['PUT', `/api/services/${first.id}`],
      ['DELETE', `/api/services/${first.id}`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? { title: 'x', category: 'healing' } : undefined;
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await as(null, 'GET', `/api/services/${first.id}`)).statusCode).toBe(200);
  });

  it('creates a service with the defaults of spec §3: ₹2,999, 60 minutes, order 0, features one per line with blanks dropped', async () => {
    const res = await as(admin, 'POST', '/api/services', {
      title: 'Reiki Healing',
      category: 'healing',
      iconName: 'Sparkles',
      description: 'Energy healing in person or at a distance.',
      features: 'Calms the mind\n\n   \n  Balances the chakras  \r\nDistance sessions possible\n',
      sortOrder: 'first',
      translations: { hi: { title: 'रेकी हीलिंग', features: 'मन शांत करता है\n\nचक्र संतुलन' } },
    });
    expect(res.statusCode).toBe(201);
    const created = adminServiceSchema.parse(res.json());
    expect(created).toMatchObject({
      title: 'Reiki Healing',
      iconName: 'Sparkles',
      price: '₹2,999',
      duration: '60 minutes',
      sortOrder: 0,
      isActive: true,
      features: ['Calms the mind', 'Balances the chakras', 'Distance sessions possible'],
      translations: { hi: { title: 'रेकी हीलिंग', features: ['मन शांत करता है', 'चक्र संतुलन'] } },
    });
    const hi = (await as(null, 'GET', '/api/services?lang=hi')).json().find((s: { id: string }) => s.id === created.id);
    expect(hi).toMatchObject({ title: 'रेकी हीलिंग', features: ['मन शांत करता है', 'चक्र संतुलन'], description: 'Energy healing in person or at a distance.' });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit).toMatchObject({ action: 'service-created', actorEmail: admin.email, details: { title: 'Reiki Healing' } });
    // Blank price and duration fields fall back too.
    const blank = await as(admin, 'POST', '/api/services', { title: 'Blank', category: 'therapy', price: '  ', duration: '' });
    expect(blank.json()).toMatchObject({ price: '₹2,999', duration: '60 minutes', iconName: 'CheckCircle', features: [] });
  });

  it('answers bad fields with translated messages and stores nothing', async () => {
    const before = await db().$count(services);
    const res = await as(admin, 'POST', '/api/services', { title: ' ', category: 'astrology-magic', iconName: 'Skull', sortOrder: 99999, features: ['x'.repeat(201)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Please enter a title',
      category: 'Please choose a category',
      iconName: 'Please choose an icon from the list',
      sortOrder: 'The order must be a number between -10,000 and 10,000',
      'features.0': 'This is too long',
    });
    const gu = await as(admin, 'POST', '/api/services', { category: 'healing' }, 'gu');
    expect(gu.json().error.fields).toEqual({ title: 'કૃપા કરીને શીર્ષક લખો' });
    const junk = await t.app.inject({ method: 'POST', url: '/api/services', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload: '{"title":' });
    expect(junk.statusCode).toBe(400);
    expect(await db().$count(services)).toBe(before);
  });

  it('updates a service (hiding it from the public list), keeps untouched translations, and deletes it', async () => {
    const list = (await as(admin, 'GET', '/api/admin/services')).json().items;
    const seeded = list.find((s: { translations: { hi?: { price?: string; duration?: string } } }) => s.translations.hi?.duration || s.translations.hi?.price);
    const updated = await as(admin, 'PUT', `/api/services/${seeded.id}`, { ...seeded, features: seeded.features.join('\n'), isActive: false, sortOrder: '7', translations: {} });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ isActive: false, sortOrder: 7 });
    // The form edits title, description and features; price and duration translations stay.
    const keptHi = Object.fromEntries(Object.entries(seeded.translations.hi).filter(([k]) => k === 'price' || k === 'duration'));
    expect(updated.json().translations.hi).toEqual(keptHi);
    expect((await as(null, 'GET', '/api/services')).json().some((s: { id: string }) => s.id === seeded.id)).toBe(false);
    expect((await as(admin, 'GET', '/api/admin/services')).json().items.some((s: { id: string }) => s.id === seeded.id)).toBe(true);

    const gone = await as(admin, 'DELETE', `/api/services/${seeded.id}`);
    expect(gone.json()).toEqual({ id: seeded.id, deleted: true });
    expect((await as(admin, 'GET', '/api/admin/services')).json().items.some((s: { id: string }) => s.id === seeded.id)).toBe(false);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'service-deleted'));
    expect(audit).toMatchObject({ entityId: seeded.id, details: { title: seeded.title } });

    const again = await as(admin, 'DELETE', `/api/services/${seeded.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('This service no longer exists. Please refresh the list.');
    expect((await as(admin, 'PUT', '/api/services/nope', { title: 'x', category: 'healing' })).statusCode).toBe(404);
  });
});
