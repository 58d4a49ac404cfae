import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listedUserSchema } from '../../../shared/contracts/users.ts';
import { auditLog, users } from '../../db/schema.ts';
import { signIn } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

describe.each(testDatabaseKinds())('users API on %s', (kind) => {
  const { t, admin } = appWithPeople(kind, { seed: false, admin: { name: 'Asha Admin' }, member: false });

  const create = (payload: Record<string, unknown>, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: [admin.cookie, lang && `i18nextLng=${lang}`].filter(Boolean).join('; ') },
      payload,
    });

  it('creates accounts of each type that can sign in', async () => {
    const free = await create({ name: 'Nisha Free', email: 'Nisha@Example.com', password: 'long-enough-1' });
    expect(free.statusCode).toBe(201);
    expect(listedUserSchema.parse(free.json())).toMatchObject({ name: 'Nisha Free', firstName: 'Nisha', lastName: 'Free', email: 'nisha@example.com', isAdmin: false, membership: 'free' });

    const premium = await create({ name: 'Pooja Premium', email: 'pooja@example.com', password: 'long-enough-1', type: 'Premium' });
    expect(premium.json()).toMatchObject({ isAdmin: false, membership: 'premium' });

    const second = await create({ name: 'Second Admin', email: 'second@example.com', password: 'long-enough-1', type: 'Admin' });
    expect(second.json()).toMatchObject({ isAdmin: true });
    const cookie = await signIn(t, 'second@example.com', 'long-enough-1');
    expect((await t.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(200);

    const audit = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'user-created'));
    expect(audit.map((a) => a.actorEmail)).toEqual([admin.email, admin.email, admin.email]);
  });

  it('refuses a taken address and bad input with translated messages', async () => {
    const taken = await create({ name: 'Nisha Again', email: 'NISHA@example.com', password: 'long-enough-1' }, 'hi');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toMatch(/[\u0900-\u097F]/);
    const bad = await create({ name: '', email: 'nope', password: 'short', type: 'Gold' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'name', 'password', 'type']);
    expect(bad.json().error.fields.type).toBe('Please choose Free, Premium or Admin');
  });

  it('lists every account, newest first, with the fields of spec §3', async () => {
    const res = await t.app.inject({ url: '/api/users', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json().items;
    for (const u of list) expect(listedUserSchema.parse(u)).toEqual(u);
    const times = list.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.find((u: { email: string }) => u.email === admin.email)).toMatchObject({ isAdmin: true, firstName: 'Asha' });
    expect(JSON.stringify(list)).not.toMatch(/password|session|token/i);
  });

  it('exports the accounts as CSV: BOM, dated name, formulas neutralised, Indian scripts kept', async () => {
    await t.db.database.db.update(users).set({ name: '=HYPERLINK("http://evil.example")', firstName: '+91 Trick', lastName: 'शर्मा' }).where(eq(users.email, 'pooja@example.com'));
    const res = await t.app.inject({ url: '/api/admin/export/users', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toBe('Name,First name,Last name,Email,Type,Created');
    const pooja = rows.find((r) => r.includes('pooja@example.com'))!;
    expect(pooja).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(pooja).toContain("'+91 Trick");
    expect(pooja).toContain('शर्मा');
    expect(pooja).toContain('Premium');
    expect(rows).toHaveLength(4);

    const hi = await t.app.inject({ url: '/api/admin/export/users', headers: { cookie: `${admin.cookie}; i18nextLng=hi` } });
    expect(hi.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toBe('नाम,पहला नाम,उपनाम,ईमेल,प्रकार,बनाया गया');
  });
});
