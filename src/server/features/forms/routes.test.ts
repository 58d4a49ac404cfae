import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formSchema } from '../../../shared/forms.ts';
import { forms } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';

describe.each(testDatabaseKinds())('forms by type on %s', (kind) => {
  const { t } = withApp(kind);

  it.each(['personal_consultancy', 'webinar_registration'])('serves the active %s form with its fields', async (type) => {
    const res = await t.app.inject({ url: `/api/forms/type/${type}` });
    expect(res.statusCode).toBe(200);
    const form = formSchema.parse(res.json());
    expect(form.type).toBe(type);
    expect(form.isActive).toBe(true);
    expect(form.fields.filter((f) => f.type === 'header').length).toBeGreaterThan(0);
    expect(form.fields.map((f) => f.type)).toEqual(expect.arrayContaining(['text', 'email', 'tel', 'checkbox']));
  });

  it('answers 404 when no form of the type is active, and 400 for an unknown type', async () => {
    expect((await t.app.inject({ url: '/api/forms/type/course_interest' })).statusCode).toBe(404);
    await t.db.database.db.update(forms).set({ isActive: false }).where(eq(forms.type, 'webinar_registration'));
    expect((await t.app.inject({ url: '/api/forms/type/webinar_registration' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/forms/type/nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('type');
  });
});
