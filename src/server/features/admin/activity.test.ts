/**
 * The Activity list tells payments and bookings as sentences (issue 51): each entry about one names
 * the person, what it was for (in the reader's language) and the amount, read when it is shown
 * from the ids the audit log keeps.
 */
import { describe, expect, it } from 'vitest';
import { auditLog, payments, registrations, services } from '../../db/schema.ts';
import { injectAs } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

describe.each(testDatabaseKinds())('the activity list on %s', (kind) => {
  const { t, admin } = appWithPeople(kind, { seed: false, member: false });

  it('names who paid, for what and how much; a refund its own amount; a booking its person and service', async () => {
    const db = t.app.services.database.db;
    const [service] = await db
      .insert(services)
      .values({ slug: 'life-coaching', title: 'Life coaching', category: 'consultation', kind: 'consultation', priceInr: 2500, translations: { hi: { title: 'जीवन कोचिंग' } } })
      .returning();
    const [reg] = await db.insert(registrations).values({ type: 'consultancy', status: 'confirmed', fullName: 'Asha Patel', email: 'asha@example.com', formData: {}, amountInr: 2500, serviceId: service.id }).returning();
    const [pay] = await db.insert(payments).values({ registrationId: reg.id, provider: 'upi', status: 'paid', amountInr: 2500, utr: '123456789012', paidAt: new Date() }).returning();
    const actor = { actorId: admin.user.id, actorEmail: admin.email };
    await db.insert(auditLog).values([
      { ...actor, action: 'payment.verify', entity: 'payment', entityId: pay.id, details: { decision: 'confirm', registrationId: reg.id }, createdAt: new Date(Date.now() - 3000) },
      { ...actor, action: 'refund', entity: 'payment', entityId: pay.id, details: { amountInr: 500, status: 'processed' }, createdAt: new Date(Date.now() - 2000) },
      { ...actor, action: 'booking-cancelled', entity: 'registration', entityId: reg.id, createdAt: new Date(Date.now() - 1000) },
    ]);
    const items = (await injectAs(t, admin, 'GET', '/api/admin/audit?lang=hi')).json().items as Array<{ action: string; about?: unknown }>;
    expect(items.map((i) => [i.action, i.about])).toEqual([
      ['booking-cancelled', { person: 'Asha Patel', offering: 'जीवन कोचिंग', amountInr: 2500 }],
      ['refund', { person: 'Asha Patel', offering: 'जीवन कोचिंग', amountInr: 500 }],
      ['payment.verify', { person: 'Asha Patel', offering: 'जीवन कोचिंग', amountInr: 2500 }],
    ]);
    const english = (await injectAs(t, admin, 'GET', '/api/admin/audit?lang=en')).json().items as Array<{ about?: { offering: string } }>;
    expect(english[0].about?.offering).toBe('Life coaching');
  });
});
