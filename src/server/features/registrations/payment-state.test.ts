/**
 * Payment state has one source of truth (issue 48 item 3): the payments ledger and the
 * registration's own status and columns. Registering, paying, cancelling, a lapsed hold and a move
 * from the waitlist write nothing about money or the registration's lifecycle into formData; the
 * admin's lists and the e-mails read the ledger.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, registrations } from '../../db/schema.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { insertWebinar, nextAddress, payLink, post, register, webinarPayload } from './testing.ts';

/** The keys formData carried before migration 0020. */
const MOVED_KEYS = ['paymentStatus', 'amount', 'paymentMethod', 'paidAt', 'testPayment', 'expiredAt', 'slotBusyAt', 'refundedAt', 'promotedAt', 'cancelledAt', 'cancelledBy'];

describe.each(testDatabaseKinds())('payment state from the ledger on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t?.close());
  const db = () => t.db.database.db;
  const email = (what: string) => `${what}-${kind}-${++run}@example.com`;
  const rowOf = async (id: string) => (await db().select().from(registrations).where(eq(registrations.id, id)))[0];
  const adminGet = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } });
  const pay = (id: string) => t.app.inject({ method: 'POST', url: `/api/registrations/${id}/payment?${payLink(t, id)}`, payload: { method: 'upi' }, remoteAddress: nextAddress() });
  const mailTo = async (to: string, kind: string) => (await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind))))[0];
  const expectNoMovedKeys = (formData: Record<string, unknown>) => {
    for (const key of MOVED_KEYS) expect(formData, key).not.toHaveProperty(key);
  };

  it('pays without copying the payment into formData; the admin lists say paid from the ledger', async () => {
    const event = await insertWebinar(t, { title: 'Ledger Evening', priceInr: 500 });
    const paid = (await register(t, webinarPayload(event.id, email('paid')))).json();
    const unpaid = (await register(t, webinarPayload(event.id, email('unpaid')))).json();
    expectNoMovedKeys((await rowOf(paid.id)).formData);
    expect((await pay(paid.id)).statusCode).toBe(200);
    const row = await rowOf(paid.id);
    expect(row.status).toBe('confirmed');
    expectNoMovedKeys(row.formData);

    const listed = (await adminGet(`/api/webinars/${event.id}/registrations`)).json().items as { id: string; paymentStatus: string }[];
    expect(Object.fromEntries(listed.map((r) => [r.id, r.paymentStatus]))).toEqual({ [paid.id]: 'paid', [unpaid.id]: 'pending' });
    type Row = { id: string; paymentStatus: string; values: { paymentMode: string | null }; answers: { label: string; value: string }[] };
    const rows = ((await adminGet(`/api/admin/submissions?type=webinar`)).json().items as Row[]).filter((r) => [paid.id, unpaid.id].includes(r.id));
    // How it was paid comes from the ledger's payment: the column and the drawer's answers.
    expect(rows.find((r) => r.id === paid.id)).toMatchObject({ paymentStatus: 'paid', values: { paymentMode: 'UPI' } });
    expect(rows.find((r) => r.id === paid.id)!.answers).toContainEqual({ label: 'Payment mode', value: 'UPI' });
    expect(rows.find((r) => r.id === unpaid.id)).toMatchObject({ paymentStatus: 'pending', values: { paymentMode: null } });
  });

  it('a person who cancels a paid seat is told about the payment; the time and who cancelled are columns', async () => {
    const event = await insertWebinar(t, { title: 'Paid Talk', priceInr: 700 });
    const to = email('leaves');
    const reg = (await register(t, webinarPayload(event.id, to))).json();
    expect((await pay(reg.id)).statusCode).toBe(200);
    const before = Date.now();
    expect((await post(t, `/api/registrations/${reg.id}/cancel`, linkSignerFor(t.config).sign('cancel-registration', reg.id))).statusCode).toBe(200);
    const row = await rowOf(reg.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'person' });
    expect(row.cancelledAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expectNoMovedKeys(row.formData);
    expect((await mailTo(to, 'registration-cancelled')).text).toContain('We will contact you about your payment.');
  });

  it('the practice cancels an event: those who paid (by the ledger) are promised their money back, and every seat is marked cancelled by the practice', async () => {
    const event = await insertWebinar(t, { title: 'Called Off Evening', priceInr: 900 });
    const paidTo = email('event-paid');
    const unpaidTo = email('event-unpaid');
    const paid = (await register(t, webinarPayload(event.id, paidTo))).json();
    const unpaid = (await register(t, webinarPayload(event.id, unpaidTo))).json();
    expect((await pay(paid.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/webinars/${event.id}/cancel`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    for (const id of [paid.id, unpaid.id]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'practice', cancelledAt: expect.any(Date) });
      expectNoMovedKeys(row.formData);
    }
    expect((await mailTo(paidTo, 'event-cancelled')).text).toContain('You will get back what you paid in full');
    expect((await mailTo(unpaidTo, 'event-cancelled')).text).not.toMatch(/get back what you paid/);
  });

  it('a lapsed hold records when it expired, and the seat it frees records when the next person moved up', async () => {
    const event = await insertWebinar(t, { title: 'One Seat', priceInr: 400, maxAttendees: 1 });
    const first = (await register(t, webinarPayload(event.id, email('holds')))).json();
    const second = (await register(t, webinarPayload(event.id, email('waits')))).json();
    expect([first.status, second.status]).toEqual(['pending_payment', 'waitlisted']);
    expect((await rowOf(second.id)).promotedAt).toBeNull();
    await db().update(registrations).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(registrations.id, first.id));
    const before = Date.now();
    expect(await t.app.services.payments.holds.expire()).toBe(1);
    const lapsed = await rowOf(first.id);
    expect(lapsed.status).toBe('expired');
    expect(lapsed.expiredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expectNoMovedKeys(lapsed.formData);
    const moved = await rowOf(second.id);
    expect(moved.status).toBe('pending_payment');
    expect(moved.promotedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expectNoMovedKeys(moved.formData);
  });
});
