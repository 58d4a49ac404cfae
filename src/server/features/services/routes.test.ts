import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '../../../shared/constants.ts';
import { serviceSchema } from '../../../shared/contracts/content.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';

describe.each(testDatabaseKinds())('services API on %s', (kind) => {
  const { t } = withApp(kind);

  it('lists the six seeded consultations (one per category of spec §1) and the course in sort order, each with its price, slug and kind', async () => {
    const res = await t.app.inject({ url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(7);
    for (const s of list) expect(serviceSchema.parse(s)).toEqual(s);
    const consultations = list.filter((s: { kind: string }) => s.kind === 'consultation');
    expect(new Set(consultations.map((s: { category: string }) => s.category))).toEqual(new Set(SERVICE_CATEGORIES));
    expect(list.map((s: { slug: string; priceInr: number; kind: string }) => [s.slug, s.priceInr, s.kind])).toEqual([
      ['life-coaching', 2500, 'consultation'],
      ['full-life-analysis-report', 5000, 'consultation'],
      ['aura-scanning-chakra-healing', 3000, 'consultation'],
      ['astrology-numerology', 2999, 'consultation'],
      ['guided-meditation', 999, 'consultation'],
      ['motivational-speaking', 15000, 'consultation'],
      ['inner-transformation-course', 4999, 'course'],
    ]);
    expect(list.some((s: object) => 'price' in s)).toBe(false);
    const order = list.map((s: { sortOrder: number }) => s.sortOrder);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(list.every((s: { features: string[] }) => s.features.length >= 3)).toBe(true);
  });

  it('returns one service by id or slug, localized, and 404 for unknown ones', async () => {
    const [first] = (await t.app.inject({ url: '/api/services' })).json();
    const gu = await t.app.inject({ url: `/api/services/${first.id}?lang=gu` });
    expect(gu.statusCode).toBe(200);
    expect(gu.json().title).toMatch(/[\u0A80-\u0AFF]/);
    const course = await t.app.inject({ url: '/api/services/inner-transformation-course?lang=hi' });
    expect(course.statusCode).toBe(200);
    expect(course.json()).toMatchObject({ kind: 'course', priceInr: 4999, slug: 'inner-transformation-course', title: '7-दिवसीय आंतरिक परिवर्तन कोर्स' });
    expect((await t.app.inject({ url: '/api/services/not-a-uuid' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/services/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
