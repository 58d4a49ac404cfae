import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminFormSchema, type AdminForm, type FormSaveBody } from '../../../shared/contracts/form-admin.ts';
import type { FieldDefinition } from '../../../shared/forms.ts';
import { auditLog, formResponses, formVersions, forms } from '../../db/schema.ts';
import { type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

const fields: FieldDefinition[] = [
  { id: 'fullName', type: 'text', label: 'Full name', required: true, translations: { hi: { label: 'पूरा नाम' } } },
  { id: 'stay', type: 'radio', label: 'Will you stay overnight?', required: true, options: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] },
  { id: 'room', type: 'select', label: 'Room', required: true, options: [{ value: 'shared', label: 'Shared' }], showWhen: { fieldId: 'stay', equals: 'yes' } },
];
const body = (over: Partial<FormSaveBody> = {}): FormSaveBody => ({ title: 'Retreat interest', description: 'Tell us when you can come.', type: 'custom', fields, ...over });

let ip = 0;

describe.each(testDatabaseKinds())('form builder API on %s', (kind) => {
  const as = (who: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra: { lang?: string } = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who ? { cookie: `${who.cookie}${extra.lang ? `; i18nextLng=${extra.lang}` : ''}` } : extra.lang ? { cookie: `i18nextLng=${extra.lang}` } : {},
      remoteAddress: `10.3.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    });
  const create = async (over: Partial<FormSaveBody> = {}): Promise<AdminForm> => {
    const res = await as(admin, 'POST', '/api/forms', body(over));
    expect(res.statusCode, res.body).toBe(201);
    return adminFormSchema.parse(res.json());
  };
  const formRow = async (id: string) => (await db().select().from(forms).where(eq(forms.id, id)))[0];
  const versionsOf = (id: string) => db().select().from(formVersions).where(eq(formVersions.formId, id)).orderBy(asc(formVersions.version));
  const activeOfType = async (type: 'personal_consultancy' | 'webinar_registration') =>
    (await db().select().from(forms).where(and(eq(forms.type, type), eq(forms.isActive, true)))).map((f) => f.id);
  const answer = (id: string, responses: Record<string, unknown>) => as(null, 'POST', `/api/forms/${id}/responses`, { responses });

  const { t, admin, member, db } = appWithPeople(kind);

  it('is for admins only: visitors get 401, members 403, on every builder route', async () => {
    const [seeded] = (await as(admin, 'GET', '/api/forms')).json().items as AdminForm[];
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/forms'],
      ['GET', `/api/admin/forms/${seeded.id}`],
      ['POST', '/api/forms', body()],
      ['PUT', `/api/forms/${seeded.id}`, body()],
      ['DELETE', `/api/forms/${seeded.id}`],
      ['POST', `/api/forms/${seeded.id}/duplicate`],
      ['POST', `/api/forms/${seeded.id}/activate`],
      ['POST', `/api/forms/${seeded.id}/deactivate`],
    ];
    const before = await db().select().from(forms);
    for (const [method, url, payload] of routes) {
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const denied = await as(member, method, url, payload, { lang: 'hi' });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json().error.message).toMatch(/[\u0900-\u097F]/);
    }
    expect(await db().select().from(forms)).toEqual(before);
  });

  it('lists every form with its type, active flag, version and number of responses', async () => {
    const consultancy = (await as(null, 'GET', '/api/forms/type/personal_consultancy')).json();
    const sent = await answer(consultancy.id, {
      fullName: 'Asha Patel',
      email: 'asha@example.com',
      whatsapp: '+91 98765 43210',
      ageGroup: '26-35',
      gender: 'female',
      occupation: 'Teacher',
      city: 'Surat',
      preferredMode: 'online',
      concernCategory: 'parenting',
      concernDescription: 'My son and I argue every evening.',
      consultancyConsent: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const res = await as(admin, 'GET', '/api/forms');
    expect(res.statusCode).toBe(200);
    const list = (res.json().items as unknown[]).map((f) => adminFormSchema.parse(f));
    expect(list.map((f) => f.type).sort()).toEqual(['personal_consultancy', 'webinar_registration']);
    expect(list.find((f) => f.id === consultancy.id)).toMatchObject({ isActive: true, version: 1, responseCount: 1 });
    expect(list.find((f) => f.type === 'webinar_registration')).toMatchObject({ responseCount: 0 });
  });

  describe('creating (POST /api/forms)', () => {
    it('stores an active version 1, records it in form_versions, and its public page serves it at once', async () => {
      const form = await create();
      expect(form).toMatchObject({ title: 'Retreat interest', type: 'custom', isActive: true, version: 1, responseCount: 0, fields });
      expect(await versionsOf(form.id)).toEqual([expect.objectContaining({ version: 1, title: 'Retreat interest', description: 'Tell us when you can come.', fields })]);
      const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, form.id));
      expect(audit).toEqual([expect.objectContaining({ action: 'form-created', actorEmail: admin.email })]);
      const pub = await as(null, 'GET', `/api/forms/${form.id}`);
      expect(pub.statusCode).toBe(200);
      expect(pub.json().fields).toEqual(fields);
    });

    it('applies the save rule of spec §5 (title, description, at least one field), in the admin\'s language, storing nothing', async () => {
      const before = (await db().select().from(forms)).length;
      const res = await as(admin, 'POST', '/api/forms', { title: ' ', description: '', type: 'custom', fields: [] }, { lang: 'hi' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        title: 'कृपया फ़ॉर्म का शीर्षक लिखें',
        description: 'कृपया एक छोटा विवरण जोड़ें',
        fields: 'कम से कम एक फ़ील्ड जोड़ें',
      });
      const missing = await as(admin, 'POST', '/api/forms', { type: 'custom' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().error.fields).sort()).toEqual(['description', 'fields', 'title']);
      expect((await db().select().from(forms)).length).toBe(before);
    });

    it('refuses fields the builder would mark: no label, no options, unnamed or repeated options, broken conditions, repeated ids', async () => {
      const bad: FieldDefinition[] = [
        { id: 'a', type: 'text', label: '   ', required: false },
        { id: 'b', type: 'select', label: 'B', required: false, options: [] },
        { id: 'c', type: 'radio', label: 'C', required: false, options: [{ value: 'x', label: 'X' }, { value: 'x', label: 'X' }] },
        { id: 'd', type: 'text', label: 'D', required: false, showWhen: { fieldId: 'a', equals: 'x' } },
        { id: 'e', type: 'text', label: 'E', required: false, showWhen: { fieldId: 'c', equals: 'nope' } },
        { id: 'f', type: 'select', label: 'F', required: false, options: [{ value: 'y', label: 'Y' }], showWhen: { fieldId: 'g', equals: 'z' } },
        { id: 'g', type: 'select', label: 'G', required: false, options: [{ value: 'z', label: 'Z' }], showWhen: { fieldId: 'f', equals: 'y' } },
        { id: 'a', type: 'email', label: 'Again', required: false },
      ];
      const res = await as(admin, 'POST', '/api/forms', body({ fields: bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        'fields.0.label': 'Please enter a label',
        'fields.1.options': 'Add at least one option',
        'fields.2.options.1': 'Two options have the same name',
        'fields.3.showWhen': 'Choose a dropdown, single-choice or checkbox field of this form',
        'fields.4.showWhen': "Choose one of that field's answers",
        'fields.5.showWhen': 'These fields wait for each other, so neither would ever show: remove one of the conditions',
        'fields.6.showWhen': 'These fields wait for each other, so neither would ever show: remove one of the conditions',
        'fields.7.id': 'Two fields have the same id',
      });
      const badType = await as(admin, 'POST', '/api/forms', body({ fields: [{ id: 'x', type: 'color' as 'text', label: 'X', required: false }] }));
      expect(badType.statusCode).toBe(400);
    });

    it('answers junk with a clear 4xx, never a 500', async () => {
      const raw = (payload: string) =>
        t.app.inject({ method: 'POST', url: '/api/forms', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload, remoteAddress: '10.4.0.1' });
      for (const payload of ['not json', '[]', 'null', '{"__proto__": {"isAdmin": true}}', JSON.stringify({ ...body(), fields: 'all' })]) {
        const res = await raw(payload);
        expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, payload).toBeLessThan(500);
        expect(res.json().error.message, payload).toBeTruthy();
      }
      const huge = await as(admin, 'POST', '/api/forms', body({ fields: Array.from({ length: 201 }, (_, i) => ({ id: `f${i}`, type: 'text' as const, label: `F${i}`, required: false })) }));
      expect(huge.statusCode).toBe(400);
    });

    it('a new active page form replaces the one of its type (one active form per type)', async () => {
      const before = await activeOfType('webinar_registration');
      expect(before).toHaveLength(1);
      const form = await create({ type: 'webinar_registration', title: 'Stage 2 Webinar Registration' });
      expect(await activeOfType('webinar_registration')).toEqual([form.id]);
      expect((await formRow(before[0])).isActive).toBe(false);
      expect((await as(null, 'GET', '/api/forms/type/webinar_registration')).json().id).toBe(form.id);
      // Custom forms never displace each other.
      const a = await create({ title: 'Custom A' });
      const b = await create({ title: 'Custom B' });
      expect((await formRow(a.id)).isActive && (await formRow(b.id)).isActive).toBe(true);
      // Put the seeded form back for the other tests.
      expect((await as(admin, 'POST', `/api/forms/${before[0]}/activate`)).statusCode).toBe(200);
    });
  });

  describe('editing (PUT /api/forms/:id)', () => {
    it('saves a new version; old responses keep the version they answered, and both definitions stay readable', async () => {
      const form = await create();
      const first = await answer(form.id, { fullName: 'Ravi Shah', stay: 'yes', room: 'shared' });
      expect(first.statusCode).toBe(201);

      const renamed: FieldDefinition[] = [
        { ...fields[0], label: 'Your name' },
        { ...fields[1], options: [{ value: 'yes-please', label: 'Yes please' }, { value: 'no', label: 'No' }] },
        { ...fields[2], showWhen: { fieldId: 'stay', equals: 'yes-please' } },
        { id: 'city', type: 'text', label: 'City', required: true },
      ];
      const res = await as(admin, 'PUT', `/api/forms/${form.id}`, body({ title: 'Retreat interest 2026', fields: renamed, version: 1 }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ version: 2, title: 'Retreat interest 2026', isActive: true, responseCount: 1 });

      const second = await answer(form.id, { fullName: 'Meera Joshi', stay: 'yes-please', room: 'shared', city: 'Vadodara' });
      expect(second.statusCode).toBe(201);
      const rows = await db().select().from(formResponses).where(eq(formResponses.formId, form.id)).orderBy(asc(formResponses.submittedAt));
      expect(rows.map((r) => [r.formVersion, r.responses])).toEqual([
        [1, { fullName: 'Ravi Shah', stay: 'yes', room: 'shared' }],
        [2, { fullName: 'Meera Joshi', stay: 'yes-please', room: 'shared', city: 'Vadodara' }],
      ]);
      const versions = await versionsOf(form.id);
      expect(versions.map((v) => [v.version, v.title, v.fields[0].label, v.fields[1].options?.[0].label])).toEqual([
        [1, 'Retreat interest', 'Full name', 'Yes'],
        [2, 'Retreat interest 2026', 'Your name', 'Yes please'],
      ]);
      expect((await db().select().from(auditLog).where(and(eq(auditLog.entityId, form.id), eq(auditLog.action, 'form-updated')))).length).toBe(1);
    });

    it('records the definition a form had before versions were kept, so its old answers keep their labels', async () => {
      const [legacy] = await db().insert(forms).values({ title: 'Legacy', description: 'Old', fields, version: 3 }).returning();
      const res = await as(admin, 'PUT', `/api/forms/${legacy.id}`, body({ title: 'Legacy, edited' }));
      expect(res.json().version).toBe(4);
      expect((await versionsOf(legacy.id)).map((v) => [v.version, v.title])).toEqual([
        [3, 'Legacy'],
        [4, 'Legacy, edited'],
      ]);
    });

    it('refuses to overwrite a form changed meanwhile (409), and answers 404 for unknown ids; nothing changes', async () => {
      const form = await create();
      expect((await as(admin, 'PUT', `/api/forms/${form.id}`, body({ version: 1, title: 'First edit' }))).statusCode).toBe(200);
      const stale = await as(admin, 'PUT', `/api/forms/${form.id}`, body({ version: 1, title: 'Second edit' }), { lang: 'gu' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toMatch(/[\u0A80-\u0AFF]/);
      expect((await formRow(form.id)).title).toBe('First edit');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await as(admin, 'PUT', `/api/forms/${id}`, body())).statusCode, id).toBe(404);
      }
      const invalid = await as(admin, 'PUT', `/api/forms/${form.id}`, body({ fields: [] }));
      expect(invalid.statusCode).toBe(400);
      expect(await versionsOf(form.id)).toHaveLength(2);
    });

    it('an active form moved to a page type takes that page over', async () => {
      const form = await create();
      const seeded = await activeOfType('personal_consultancy');
      const res = await as(admin, 'PUT', `/api/forms/${form.id}`, body({ type: 'personal_consultancy' }));
      expect(res.statusCode).toBe(200);
      expect(await activeOfType('personal_consultancy')).toEqual([form.id]);
      await as(admin, 'POST', `/api/forms/${seeded[0]}/activate`);
      expect(await activeOfType('personal_consultancy')).toEqual(seeded);
      expect((await formRow(form.id)).isActive).toBe(false);
    });
  });

  describe('activating and deactivating', () => {
    it('keeps one active form per page type, also when two are activated at once', async () => {
      const seeded = await activeOfType('personal_consultancy');
      const a = (await as(admin, 'POST', `/api/forms/${seeded[0]}/duplicate`)).json() as AdminForm;
      const b = (await as(admin, 'POST', `/api/forms/${seeded[0]}/duplicate`)).json() as AdminForm;
      expect([a.isActive, b.isActive]).toEqual([false, false]);

      const on = await as(admin, 'POST', `/api/forms/${a.id}/activate`);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ id: a.id, isActive: true });
      expect(await activeOfType('personal_consultancy')).toEqual([a.id]);
      expect((await as(null, 'GET', '/api/forms/type/personal_consultancy')).json().id).toBe(a.id);

      const both = await Promise.all([as(admin, 'POST', `/api/forms/${b.id}/activate`), as(admin, 'POST', `/api/forms/${seeded[0]}/activate`)]);
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await activeOfType('personal_consultancy')).toHaveLength(1);

      await as(admin, 'POST', `/api/forms/${seeded[0]}/activate`);
      expect(await activeOfType('personal_consultancy')).toEqual(seeded);
    });

    it('a deactivated form is gone for visitors (page and answers 404) but keeps its responses; activating is idempotent', async () => {
      const form = await create();
      await answer(form.id, { fullName: 'Asha', stay: 'no' });
      const off = await as(admin, 'POST', `/api/forms/${form.id}/deactivate`);
      expect(off.json()).toMatchObject({ isActive: false, responseCount: 1 });
      expect((await as(null, 'GET', `/api/forms/${form.id}`)).statusCode).toBe(404);
      expect((await answer(form.id, { fullName: 'Late', stay: 'no' })).statusCode).toBe(404);
      expect((await as(admin, 'POST', `/api/forms/${form.id}/deactivate`)).statusCode).toBe(200);
      expect((await as(admin, 'POST', `/api/forms/${form.id}/activate`)).json()).toMatchObject({ isActive: true, version: 1 });
      expect((await as(admin, 'POST', `/api/forms/${form.id}/activate`)).statusCode).toBe(200);
      expect((await as(null, 'GET', `/api/forms/${form.id}`)).statusCode).toBe(200);
      expect((await as(admin, 'POST', '/api/forms/00000000-0000-4000-8000-000000000000/activate')).statusCode).toBe(404);
    });
  });

  describe('duplicating and deleting', () => {
    it('duplicates as an inactive version 1 titled in the admin\'s language', async () => {
      const form = await create();
      const res = await as(admin, 'POST', `/api/forms/${form.id}/duplicate`, undefined, { lang: 'hi' });
      expect(res.statusCode).toBe(201);
      const copy = adminFormSchema.parse(res.json());
      expect(copy).toMatchObject({ title: 'Retreat interest (प्रति)', isActive: false, version: 1, responseCount: 0, fields, type: 'custom' });
      expect(copy.id).not.toBe(form.id);
      expect(await versionsOf(copy.id)).toHaveLength(1);
      expect((await as(admin, 'POST', '/api/forms/not-a-uuid/duplicate')).statusCode).toBe(404);
    });

    it('deletes a form nobody answered, with its versions', async () => {
      const form = await create();
      const res = await as(admin, 'DELETE', `/api/forms/${form.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: form.id, deleted: true });
      expect(await formRow(form.id)).toBeUndefined();
      expect(await versionsOf(form.id)).toEqual([]);
      expect((await as(null, 'GET', `/api/forms/${form.id}`)).statusCode).toBe(404);
      expect((await as(admin, 'DELETE', `/api/forms/${form.id}`)).statusCode).toBe(404);
    });

    it('refuses to delete a form with responses (409, says to deactivate instead) and keeps every answer', async () => {
      const form = await create();
      await answer(form.id, { fullName: 'Asha', stay: 'no' });
      const res = await as(admin, 'DELETE', `/api/forms/${form.id}`, undefined, { lang: 'hi' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toContain('निष्क्रिय');
      expect(await formRow(form.id)).toBeDefined();
      expect(await db().select().from(formResponses).where(eq(formResponses.formId, form.id))).toHaveLength(1);
    });
  });
});
