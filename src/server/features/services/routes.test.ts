import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '../../../shared/constants.ts';
import { serviceSchema } from '../../../shared/contracts/content.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

describe.each(testDatabaseKinds())('services API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('lists the six seeded services in sort order, one per category of spec §1', async () => {
    const res = await t.app.inject({ url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(6);
    for (const s of list) expect(serviceSchema.parse(s)).toEqual(s);
    expect(new Set(list.map((s: { category: string }) => s.category))).toEqual(new Set(SERVICE_CATEGORIES));
    const order = list.map((s: { sortOrder: number }) => s.sortOrder);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(list.every((s: { features: string[] }) => s.features.length >= 3)).toBe(true);
  });

  it('returns one service, localized, and 404 for unknown or malformed ids', async () => {
    const [first] = (await t.app.inject({ url: '/api/services' })).json();
    const gu = await t.app.inject({ url: `/api/services/${first.id}?lang=gu` });
    expect(gu.statusCode).toBe(200);
    expect(gu.json().title).toMatch(/[\u0A80-\u0AFF]/);
    expect((await t.app.inject({ url: '/api/services/not-a-uuid' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/services/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
