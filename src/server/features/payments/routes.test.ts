import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, payments, registrations, services } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { seedSampleContent } from '../../db/seed.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases.ts';
import { enqueueEmails } from '../mail/outbox.ts';
import { createRegistrationFeature } from '../registrations/index.ts';
import { createSimulatedProvider, type PaymentProvider } from './provider.ts';
import { consultancyPayload, coursePayload, eventPayload, insertWebinar, post, register, SEEDED_CONSULTATION, webinarPayload } from '../registrations/testing.ts';

describe.each(testDatabaseKinds())('payments API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_NOTIFY_EMAIL: 'founder@example.com' } });
  });
  afterAll(() => t?.close());

  const pay = (id: string, payload: unknown) => post(t, `/api/registrations/${id}/payment`, payload);
  const rowsOf = async (id: string) => ({
    reg: (await t.db.database.db.select().from(registrations).where(eq(registrations.id, id)))[0],
    pays: await t.db.database.db.select().from(payments).where(eq(payments.registrationId, id)),
  });

  it('records a UPI payment for the server\'s amount: payment pending → paid, registration → confirmed', async () => {
    const { id } = (await register(t, consultancyPayload('pay@example.com'), { url: '/api/unified-registration?lang=hi' })).json();
    const res = await pay(id, { method: 'upi', amountInr: 1, amount: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ registrationId: id, status: 'confirmed', paymentStatus: 'paid', amountInr: 2999, reference: expect.stringMatching(/^sim_/) });
    const { reg, pays } = await rowsOf(id);
    expect(reg.status).toBe('confirmed');
    expect(reg.formData).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'upi' });
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ amountInr: 2999, status: 'paid', provider: 'simulated', method: 'upi' });
    expect(pays[0].paidAt).toBeInstanceOf(Date);
    const receipt = (await t.db.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-received'))).find((m) => m.to === 'pay@example.com')!;
    expect(receipt.locale).toBe('hi');
    expect(receipt.text).toContain('₹2,999');
    const summary = (await t.app.inject({ url: `/api/registrations/${id}/summary` })).json();
    expect(summary).toMatchObject({ status: 'confirmed', paid: true, amountInr: 2999 });
  });

  it('charges the course price for a course, by card or net banking', async () => {
    const { id } = (await register(t, coursePayload('course-pay@example.com'))).json();
    expect((await pay(id, { method: 'netbanking' })).json()).toMatchObject({ amountInr: 4999, status: 'confirmed' });
  });

  it('is idempotent: paying again, or many times at once, records one payment and one receipt', async () => {
    const { id } = (await register(t, consultancyPayload('twice-pay@example.com'))).json();
    const first = await pay(id, { method: 'card' });
    const again = await pay(id, { method: 'upi' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const { id: other } = (await register(t, consultancyPayload('burst-pay@example.com'))).json();
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(other, { method: 'upi' })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
    expect((await rowsOf(other)).pays).toHaveLength(1);
    const receipts = (await t.db.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-received'))).filter((m) => m.to === 'burst-pay@example.com');
    expect(receipts).toHaveLength(1);
  });

  it('confirms a paid webinar seat after payment, with the invite and reminders then', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 2, priceInr: 499 });
    const { id, status } = (await register(t, webinarPayload(webinar.id, 'paid-seat@example.com'))).json();
    expect(status).toBe('pending_payment');
    const before = (await t.db.database.db.select().from(emailOutbox)).filter((m) => m.to === 'paid-seat@example.com').map((m) => m.kind);
    expect(before).toEqual(['registration-pending-payment']);
    expect((await pay(id, { method: 'upi' })).json()).toMatchObject({ status: 'confirmed', amountInr: 499 });
    const after = (await t.db.database.db.select().from(emailOutbox)).filter((m) => m.to === 'paid-seat@example.com');
    expect(after.map((m) => m.kind).sort()).toEqual(['payment-received', 'registration-pending-payment', 'reminder-1h', 'reminder-24h']);
    expect(after.find((m) => m.kind === 'payment-received')!.ics).toContain('BEGIN:VEVENT');
  });

  it('confirms a free registration with the free method only', async () => {
    const { id } = (await register(t, eventPayload('free-confirm@example.com'))).json();
    expect((await pay(id, { method: 'upi' })).statusCode).toBe(400);
    const res = await pay(id, { method: 'free' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', amountInr: 0, reference: null });
    const { id: paid } = (await register(t, consultancyPayload('not-free@example.com'))).json();
    const refused = await pay(paid, { method: 'free' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Please choose UPI, card or net banking to pay.');
    expect((await rowsOf(paid)).pays).toEqual([]);
  });

  it('refuses to take payment for a waitlisted or cancelled registration', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 1, priceInr: 499 });
    await register(t, webinarPayload(webinar.id, 'holds@example.com'));
    const { id, status } = (await register(t, webinarPayload(webinar.id, 'waits@example.com'))).json();
    expect(status).toBe('waitlisted');
    const res = await pay(id, { method: 'upi' });
    expect(res.statusCode).toBe(409);
    expect((await rowsOf(id)).pays).toEqual([]);
    await t.db.database.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, id));
    expect((await pay(id, { method: 'upi' })).statusCode).toBe(409);
  });

  it('answers 404 for unknown or malformed registration ids, and 400 for an unknown method', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await pay(encodeURIComponent(id), { method: 'upi' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const { id } = (await register(t, consultancyPayload('method@example.com'))).json();
    expect((await pay(id, { method: 'cash' })).statusCode).toBe(400);
    expect((await pay(id, {})).statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('a payment the provider declines, on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
  });
  afterAll(() => db?.drop());

  /** A provider standing in for a bank that says no (the simulated one always says yes). */
  const declining: PaymentProvider = { name: 'declining', charge: async () => ({ ok: false, reason: 'declined by the bank' }) };
  const featureWith = (provider: PaymentProvider) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent' });
    const mail = { enqueueEmails };
    return createRegistrationFeature({ db: db.database.db, config, translator: createTranslator(), mail, onChange: () => undefined, provider });
  };

  it('answers 402, keeps the registration pending, and lets a later attempt pay', async () => {
    const declined = featureWith(declining);
    // The seeded consultation of ₹2,999 (several are offered: a consultancy names one).
    const [consultation] = await db.database.db.select({ id: services.id }).from(services).where(eq(services.slug, SEEDED_CONSULTATION));
    const { body } = await declined.registrations.create({ ...consultancyPayload('declined@example.com'), serviceId: consultation.id } as never, { lang: 'en' });
    await expect(declined.payments.pay(body.id, { method: 'card' })).rejects.toMatchObject({ statusCode: 402, messageKey: 'payment:errors.failed' });
    const [payment] = await db.database.db.select().from(payments).where(eq(payments.registrationId, body.id));
    expect(payment).toMatchObject({ status: 'failed', amountInr: 2999 });
    expect((await db.database.db.select().from(registrations).where(eq(registrations.id, body.id)))[0].status).toBe('pending_payment');

    const paid = await featureWith(createSimulatedProvider({ delayMs: 0 })).payments.pay(body.id, { method: 'upi' });
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', amountInr: 2999 });
    expect(await db.database.db.$count(payments, eq(payments.registrationId, body.id))).toBe(1);
  });
});
