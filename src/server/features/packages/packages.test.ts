/**
 * Packages of sessions (issue 54 part 1), on both databases, paid through the Razorpay stand-in:
 * the founder defines them (admin only, translated 400s); a service's public answer lists its
 * active ones; a 3-session package bought and paid gives 3 credits; two sessions booked with credits
 * cost ₹0 and leave 1; two concurrent bookings with the last credit book one; an expired credit, one
 * of another service and none at all answer 409 with the reason; a cancellation gives the credit
 * back; the founder's pro-rata refund gives back price × unused ÷ sessions with a credit note and
 * zeroes the credits.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../../shared/contracts/scheduling.ts';
import { istToday } from '../../../shared/ist.ts';
import { emailOutbox, packageCredits, payments, refunds, registrations } from '../../db/schema.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { consultancyPayload, nextAddress, payLink, post, serviceIdOf } from '../registrations/testing.ts';
import { istMidnight } from '../scheduling/slots.ts';
import { istDayOf } from '../../../shared/ist.ts';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('packages of sessions on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandIn;
  let admin: TestUser;
  let astrology: string;
  let lifeCoaching: string;
  /** The seeded consultations' free starts from three days on, handed out one per booking so no two tests want the same time. */
  const free: string[] = [];
  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp(kind, { env: rzp.env });
    admin = await createUser(t, { role: 'admin' });
    [astrology, lifeCoaching] = await Promise.all(['astrology-numerology', 'life-coaching'].map((slug) => serviceIdOf(t, slug)));
    const from = istDayOf(istMidnight(istToday()) + 3 * DAY + 60_000);
    const to = istDayOf(istMidnight(istToday()) + 20 * DAY + 60_000);
    const res = await t.app.inject({ url: `/api/services/${astrology}/slots?from=${from}&to=${to}` });
    // Starts three hours apart or more (a session and its buffer never reach the next), at most three a day (under maxPerDay).
    const perDay = new Map<string, number>();
    let last = 0;
    for (const { start } of res.json().slots as Slot[]) {
      const day = start.slice(0, 10);
      if (Date.parse(start) - last < 3 * 3_600_000 || (perDay.get(day) ?? 0) >= 3) continue;
      free.push(start);
      last = Date.parse(start);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
  });
  afterAll(async () => {
    await t?.close();
    await rzp?.close();
  });

  const db = () => t.db.database.db;
  const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie, origin: t.config.publicUrl } : {}, remoteAddress: nextAddress() });
  const nextSlot = () => {
    const slot = free.shift();
    if (!slot) throw new Error('no free slot left for the test');
    return slot;
  };

  const threeSessions = (serviceId = astrology, values: Record<string, unknown> = {}) => ({
    serviceId,
    sessions: 3,
    priceInr: 7500,
    validDays: 90,
    title: 'Three sessions',
    text: 'Three astrology sessions over three months.',
    translations: { hi: { title: 'तीन सत्र', text: 'तीन महीनों में तीन सत्र।' }, gu: { title: 'ત્રણ સત્રો' } },
    ...values,
  });

  async function definePackage(values: Record<string, unknown> = {}, serviceId = astrology) {
    const res = await as(admin, 'POST', '/api/admin/packages', threeSessions(serviceId, values));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  /** A verified member who bought and paid `packageId` through the Razorpay stand-in; their registration's id. */
  async function buyer(packageId: string, email = `buyer-${Math.random().toString(36).slice(2)}@example.com`) {
    const member = await createUser(t, { email, emailVerified: true, name: 'Asha Patel' });
    const res = await post(t, '/api/unified-registration', { registrationType: 'package', packageId, name: 'Asha Patel', email, phone: '+91 98765 43210', amountInr: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending_payment', paymentUrl: expect.stringContaining('sig=') });
    const id = res.json().id as string;
    const order = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'card' });
    expect(order.statusCode, order.body).toBe(200);
    const { orderId } = order.json();
    const paid = rzp.pay(orderId);
    const done = await post(t, `/api/registrations/${id}/payment/razorpay`, { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: paid.razorpay_signature });
    expect(done.statusCode, done.body).toBe(200);
    return { member, id };
  }

  const bookWithCredit = (member: TestUser, serviceId: string, slotStart: string, lang = 'en', extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/unified-registration?lang=${lang}`,
      payload: { ...consultancyPayload(member.email), serviceId, slotStart, useCredit: true, ...extra },
      headers: { cookie: member.cookie, origin: t.config.publicUrl },
      remoteAddress: nextAddress(),
    });
  const credits = async (member: TestUser) => {
    const res = await as(member, 'GET', '/api/me/credits');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; packageId: string; remaining: number; sessions: number; expiresAt: string; usable: boolean }[];
  };

  it('lets only the founder define, change and deactivate packages; the service lists its active ones in the language', async () => {
    const id = await definePackage();
    const listed = await t.app.inject({ url: `/api/services/astrology-numerology?lang=hi` });
    expect(listed.json().packages).toEqual([{ id, sessions: 3, priceInr: 7500, validDays: 90, title: 'तीन सत्र', text: 'तीन महीनों में तीन सत्र।' }]);
    // Gujarati has a title only: the English text stands in for the rest.
    expect((await t.app.inject({ url: `/api/services/astrology-numerology?lang=gu` })).json().packages[0]).toMatchObject({ title: 'ત્રણ સત્રો', text: 'Three astrology sessions over three months.' });

    const changed = await as(admin, 'PUT', `/api/admin/packages/${id}`, threeSessions(astrology, { priceInr: 8000 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ url: `/api/services/${astrology}` })).json().packages[0].priceInr).toBe(8000);
    expect((await as(admin, 'GET', '/api/admin/packages')).json().find((p: { id: string }) => p.id === id)).toMatchObject({ priceInr: 8000, active: true, serviceTitle: expect.any(String) });

    const gone = await as(admin, 'DELETE', `/api/admin/packages/${id}`);
    expect(gone.json()).toMatchObject({ id, active: false });
    expect((await t.app.inject({ url: `/api/services/${astrology}` })).json().packages).toBeUndefined();
    // A deactivated package is sold no more.
    const late = await post(t, '/api/unified-registration?lang=hi', { registrationType: 'package', packageId: id, name: 'Asha Patel', email: 'late@example.com', phone: '9876543210' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/[\u0900-\u097F]/);

    // Bad input: translated 400s; a course cannot carry a package.
    for (const bad of [{ sessions: 0 }, { priceInr: -5 }, { validDays: 0 }, { title: '' }, { serviceId: await serviceIdOf(t, 'inner-transformation-course') }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/packages?lang=gu', payload: threeSessions(astrology, bad), headers: { cookie: admin.cookie, origin: t.config.publicUrl }, remoteAddress: nextAddress() });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toMatch(/[\u0A80-\u0AFF]/);
    }
    const member = await createUser(t);
    expect((await as(member, 'POST', '/api/admin/packages', threeSessions())).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/admin/packages')).statusCode).toBe(401);
    expect((await as(null, 'GET', '/api/me/credits')).statusCode).toBe(401);
  });

  it('gives 3 credits for a paid 3-session package, e-mails how many and until when, and two sessions booked with them cost ₹0 and leave 1', async () => {
    const packageId = await definePackage();
    const { member, id } = await buyer(packageId);
    const [reg] = await db().select().from(registrations).where(eq(registrations.id, id));
    // The price is the package's, whatever the body said.
    expect(reg).toMatchObject({ type: 'package', status: 'confirmed', amountInr: 7500, serviceId: astrology, packageId });
    const [payment] = await db().select().from(payments).where(and(eq(payments.registrationId, id), eq(payments.status, 'paid')));

    const [credit] = await credits(member);
    expect(credit).toMatchObject({ packageId, sessions: 3, remaining: 3, usable: true });
    expect(new Date(credit.expiresAt).getTime()).toBe(payment.paidAt!.getTime() + 90 * DAY);
    // Granted once, however often it is read.
    await credits(member);
    expect(await db().$count(packageCredits, eq(packageCredits.registrationId, id))).toBe(1);

    // Its receipt names the sessions bought: it is their tax document.
    const receipt = await as(admin, 'GET', `/api/admin/payments/${payment.id}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.body).toContain(': package of 3 sessions');

    const [mail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, member.email), eq(emailOutbox.kind, 'payment-received')));
    expect(mail.text).toContain('3 sessions');
    expect(mail.text).toMatch(/\/book\/astrology-numerology/);

    for (const slot of [nextSlot(), nextSlot()]) {
      const res = await bookWithCredit(member, astrology, slot);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().status).toBe('confirmed');
      expect(res.json().paymentUrl).toBeUndefined();
      const [booking] = await db().select().from(registrations).where(eq(registrations.id, res.json().id));
      expect(booking).toMatchObject({ amountInr: 0, status: 'confirmed', creditId: credit.id });
      // No second invoice: the package's receipt is the tax document.
      expect(await db().$count(payments, eq(payments.registrationId, booking.id))).toBe(0);
    }
    expect((await credits(member))[0].remaining).toBe(1);
  });

  it('books one of two concurrent bookings with the last credit; the other gets 409 and nothing is stored for it', async () => {
    const packageId = await definePackage({ sessions: 1, priceInr: 2999 });
    const { member } = await buyer(packageId);
    const before = await db().$count(registrations);
    const [a, b] = await Promise.all([bookWithCredit(member, astrology, nextSlot()), bookWithCredit(member, astrology, nextSlot())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().error.code).toBe('credit_spent');
    expect(await db().$count(registrations)).toBe(before + 1);
    expect((await credits(member))[0]).toMatchObject({ remaining: 0, usable: false });
  });

  it('refuses an expired credit, one for another service and none at all with 409 and the reason, translated', async () => {
    const packageId = await definePackage();
    const { member, id } = await buyer(packageId);
    await credits(member);

    const other = await bookWithCredit(member, lifeCoaching, nextSlot(), 'hi', { sessionMode: 'online' });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().error.code).toBe('credit_other_service');
    expect(other.json().error.message).toMatch(/[\u0900-\u097F]/);

    await db().update(packageCredits).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(packageCredits.registrationId, id));
    const expired = await bookWithCredit(member, astrology, nextSlot(), 'gu');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('credit_expired');
    expect(expired.json().error.message).toMatch(/[\u0A80-\u0AFF]/);
    expect((await credits(member))[0]).toMatchObject({ remaining: 3, usable: false });

    const stranger = await createUser(t, { emailVerified: true });
    const none = await bookWithCredit(stranger, astrology, nextSlot());
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('credit_none');
    // Signed out, a credit cannot be asked for.
    const signedOut = await post(t, '/api/unified-registration', { ...consultancyPayload('nobody@example.com'), serviceId: astrology, slotStart: nextSlot(), useCredit: true });
    expect(signedOut.statusCode).toBe(401);
  });

  it('gives the credit back when a credit booking is cancelled within the policy, once', async () => {
    const packageId = await definePackage({ sessions: 2 });
    const { member } = await buyer(packageId);
    const res = await bookWithCredit(member, astrology, nextSlot());
    expect(res.statusCode, res.body).toBe(201);
    expect((await credits(member))[0].remaining).toBe(1);
    const cancel = await as(member, 'POST', `/api/me/registrations/${res.json().id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await credits(member))[0].remaining).toBe(2);
    // Cancelling again changes nothing.
    await as(member, 'POST', `/api/me/registrations/${res.json().id}/cancel`);
    expect((await credits(member))[0].remaining).toBe(2);
  });

  it('refunds the unused part pro rata (price × unused ÷ sessions, down to the rupee) with a credit note, and zeroes the credits', async () => {
    const packageId = await definePackage({ sessions: 3, priceInr: 10_000 });
    const { member, id } = await buyer(packageId);
    const booked = await bookWithCredit(member, astrology, nextSlot());
    expect(booked.statusCode).toBe(201);

    const refund = await as(admin, 'POST', `/api/admin/packages/purchases/${id}/refund`, { reason: 'moving abroad' });
    expect(refund.statusCode, refund.body).toBe(200);
    // 10,000 × 2 ÷ 3 = 6,666.67: 6,666.
    expect(refund.json()).toMatchObject({ amountInr: 6666, refundedInr: 6666, registrationStatus: 'confirmed' });
    const [row] = await db().select().from(refunds).where(eq(refunds.id, refund.json().refundId));
    expect(row).toMatchObject({ amountInr: 6666, status: 'processed', creditNoteNo: expect.stringMatching(/^CN\//) });
    expect((await credits(member))[0]).toMatchObject({ remaining: 0, usable: false });

    // Nothing left: a second refund is refused, and the credit booking's cancellation gives nothing back.
    expect((await as(admin, 'POST', `/api/admin/packages/purchases/${id}/refund`, {})).statusCode).toBe(409);
    expect((await as(member, 'POST', `/api/me/registrations/${booked.json().id}/cancel`)).statusCode).toBe(200);
    expect((await credits(member))[0].remaining).toBe(0);
    // Nor does the buyer cancel a paid package themselves: the founder refunds what is unused.
    const link = linkSignerFor(t.config).sign('cancel-registration', id);
    const cancelPackage = await post(t, `/api/registrations/${id}/cancel?lang=hi`, { signature: link.signature, exp: link.exp });
    expect(cancelPackage.statusCode).toBe(409);
    expect(cancelPackage.json().error.message).toMatch(/[\u0900-\u097F]/);
    const bad = await as(admin, 'POST', `/api/admin/packages/purchases/not-a-uuid/refund`, {});
    expect(bad.statusCode).toBe(404);
    expect((await as(member, 'POST', `/api/admin/packages/purchases/${id}/refund`, {})).statusCode).toBe(403);
  });
});
