import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminServiceSchema } from '../../../shared/contracts/admin.ts';
import { auditLog, services } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

describe.each(testDatabaseKinds())('admin services API on %s', (kind) => {
  const { t, admin, member, db, as } = appWithPeople(kind);

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

  it('finds services by title, address or category and keeps one kind, in the site\'s order', async () => {
    const all = (await as(admin, 'GET', '/api/admin/services')).json();
    const courses = (await as(admin, 'GET', '/api/admin/services?kind=course')).json();
    expect(courses.total).toBeGreaterThan(0);
    expect(courses.items.every((s: { kind: string }) => s.kind === 'course')).toBe(true);
    expect(courses.total).toBeLessThan(all.total);
    const found = (await as(admin, 'GET', '/api/admin/services?q=NUMEROLOGY')).json();
    expect(found.total).toBeGreaterThan(0);
    for (const s of found.items) expect(`${s.title} ${s.slug} ${s.category}`.toLowerCase()).toContain('numerology');
    expect(found.items.map((s: { id: string }) => s.id)).toEqual(all.items.filter((s: { id: string }) => found.items.some((f: { id: string }) => f.id === s.id)).map((s: { id: string }) => s.id));
    expect((await as(admin, 'GET', '/api/admin/services?q=healing&kind=course')).json().items.every((s: { kind: string }) => s.kind === 'course')).toBe(true);
    expect((await as(admin, 'GET', '/api/admin/services?q=no-such-service-anywhere')).json()).toMatchObject({ items: [], total: 0 });
    const bad = await as(admin, 'GET', '/api/admin/services?kind=webinar', undefined, 'hi');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['kind']);
    expect((await as(admin, 'GET', `/api/admin/services?q=${'x'.repeat(201)}`)).json().error.fields).toEqual({ q: 'This is too long' });
  });

  it('creates a service with the defaults: free (priceInr 0), a consultation, no slug, no duration text (its 60 minutes are read in each language), order 0, features one per line with blanks dropped', async () => {
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
      priceInr: 0,
      kind: 'consultation',
      slug: null,
      sacCode: null,
      duration: '',
      sortOrder: 0,
      isActive: true,
      features: ['Calms the mind', 'Balances the chakras', 'Distance sessions possible'],
      translations: { hi: { title: 'रेकी हीलिंग', features: ['मन शांत करता है', 'चक्र संतुलन'] } },
    });
    const hi = (await as(null, 'GET', '/api/services?lang=hi')).json().find((s: { id: string }) => s.id === created.id);
    expect(hi).toMatchObject({ title: 'रेकी हीलिंग', features: ['मन शांत करता है', 'चक्र संतुलन'], description: 'Energy healing in person or at a distance.', duration: '1 घंटा' });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit).toMatchObject({ action: 'service-created', actorEmail: admin.email, details: { title: 'Reiki Healing' } });
    // Blank price and slug fall back too; a blank duration stays blank (the minutes speak for it).
    const blank = await as(admin, 'POST', '/api/services', { title: 'Blank', category: 'therapy', priceInr: '  ', slug: '', duration: '' });
    expect(blank.json()).toMatchObject({ priceInr: 0, slug: null, duration: '', iconName: 'CheckCircle', features: [] });
  });

  it('stores the price in whole rupees, the kind, the slug and the SAC code; the public API and the page address follow', async () => {
    const res = await as(admin, 'POST', '/api/services', {
      title: 'Family Constellation',
      category: 'healing',
      priceInr: '3500',
      slug: '  Family-Constellation ',
      kind: 'consultation',
      sacCode: '999293',
      // A text price is no longer a field: it is ignored.
      price: '₹99',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ priceInr: 3500, slug: 'family-constellation', kind: 'consultation', sacCode: '999293' });
    expect(res.json()).not.toHaveProperty('price');
    const bySlug = await as(null, 'GET', '/api/services/family-constellation?lang=gu');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: res.json().id, priceInr: 3500, slug: 'family-constellation', kind: 'consultation' });
    expect(bySlug.json()).not.toHaveProperty('sacCode');

    const course = await as(admin, 'PUT', `/api/services/${res.json().id}`, { title: 'Family Constellation', category: 'healing', priceInr: 0, slug: 'family-constellation', kind: 'course' });
    expect(course.json()).toMatchObject({ priceInr: 0, kind: 'course', sacCode: null });
  });

  it('refuses a slug another service has (409, translated) and bad prices, slugs, kinds and SAC codes (400)', async () => {
    const first = await as(admin, 'POST', '/api/services', { title: 'One', category: 'healing', slug: 'same-address' });
    expect(first.statusCode).toBe(201);
    const before = await db().$count(services);
    const taken = await as(admin, 'POST', '/api/services', { title: 'Two', category: 'healing', slug: 'same-address' }, 'hi');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('यह पता किसी और सेवा का है। कृपया दूसरा चुनें।');
    expect(await db().$count(services)).toBe(before);
    const other = (await as(admin, 'POST', '/api/services', { title: 'Three', category: 'healing', slug: 'three' })).json();
    const renamed = await as(admin, 'PUT', `/api/services/${other.id}`, { title: 'Three', category: 'healing', slug: 'same-address' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe('Another service already uses this address. Please choose another.');

    const bad = await as(admin, 'POST', '/api/services', { title: 'Bad', category: 'healing', priceInr: -1, slug: 'no spaces!', kind: 'retreat', sacCode: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      priceInr: 'Enter the amount in whole rupees, from 0 (free) to 10,00,000',
      slug: 'Use lowercase letters, digits and hyphens only (for example life-coaching)',
      kind: 'Please choose consultation or course',
      sacCode: 'The SAC code has 4 to 8 digits',
    });
    for (const priceInr of ['₹2,500', '2500.50', 1_000_001, 'free']) {
      const res = await as(admin, 'POST', '/api/services', { title: 'Bad price', category: 'healing', priceInr });
      expect(res.statusCode, String(priceInr)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['priceInr']);
    }
    expect((await as(admin, 'POST', '/api/services', { title: 'Max', category: 'healing', priceInr: 1_000_000 })).json().priceInr).toBe(1_000_000);
  });

  it('stores a consultation\'s session length and mode (60 minutes online by default), keeps them when a form leaves them out, and refuses bad ones', async () => {
    const made = await as(admin, 'POST', '/api/services', { title: 'Tarot Reading', category: 'healing', durationMinutes: '45', mode: 'both' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ durationMinutes: 45, mode: 'both' });
    expect((await as(null, 'GET', `/api/services/${made.json().id}`)).json()).toMatchObject({ durationMinutes: 45, mode: 'both' });
    const kept = await as(admin, 'PUT', `/api/services/${made.json().id}`, { title: 'Tarot Reading', category: 'healing', priceInr: 500 });
    expect(kept.json()).toMatchObject({ priceInr: 500, durationMinutes: 45, mode: 'both' });
    expect((await as(admin, 'POST', '/api/services', { title: 'Plain', category: 'healing' })).json()).toMatchObject({ durationMinutes: 60, mode: 'online' });
    const bad = await as(admin, 'POST', '/api/services', { title: 'Bad', category: 'healing', durationMinutes: 601, mode: 'phone' }, 'hi');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ durationMinutes: 'एक सत्र 5 से 600 मिनट तक का होता है', mode: 'ऑनलाइन, व्यक्तिगत रूप से या दोनों में से चुनें' });
  });

  it('stores whether booking a service asks the birth details (off by default), keeps it when a form leaves it out, and the public service says so', async () => {
    const made = await as(admin, 'POST', '/api/services', { title: 'Birth Chart Reading', category: 'consultation', askBirthDetails: true });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ askBirthDetails: true });
    expect((await as(null, 'GET', `/api/services/${made.json().id}`)).json()).toMatchObject({ askBirthDetails: true });
    const kept = await as(admin, 'PUT', `/api/services/${made.json().id}`, { title: 'Birth Chart Reading', category: 'consultation', priceInr: 900 });
    expect(kept.json()).toMatchObject({ priceInr: 900, askBirthDetails: true });
    const off = await as(admin, 'PUT', `/api/services/${made.json().id}`, { title: 'Birth Chart Reading', category: 'consultation', askBirthDetails: false });
    expect(off.json()).toMatchObject({ askBirthDetails: false });
    expect((await as(admin, 'POST', '/api/services', { title: 'Plain Talk', category: 'healing' })).json()).toMatchObject({ askBirthDetails: false });
    const bad = await as(admin, 'POST', '/api/services', { title: 'Bad', category: 'healing', askBirthDetails: 'yes' }, 'hi');
    expect(bad.statusCode).toBe(400);
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

  it('updates a service (hiding it from the public list), replacing its translations, and deletes it', async () => {
    const list = (await as(admin, 'GET', '/api/admin/services')).json().items;
    const seeded = list.find((s: { translations: { hi?: { duration?: string } } }) => s.translations.hi?.duration);
    const updated = await as(admin, 'PUT', `/api/services/${seeded.id}`, { ...seeded, features: seeded.features.join('\n'), isActive: false, sortOrder: '7', translations: {} });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ isActive: false, sortOrder: 7 });
    // The form edits every translated text (the duration too): sent empty, none is left, and the list says so.
    expect(updated.json().translations).toEqual({});
    expect(updated.json().missingLanguages).toEqual(['hi', 'gu']);
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
