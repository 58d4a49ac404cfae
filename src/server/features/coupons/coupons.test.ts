/**
 * Coupon codes (issue 54 part 2) through the real app against the Razorpay stand-in, on both
 * databases: a 20 % code makes the Razorpay order 80 % of the catalogue price and the tax invoice
 * shows the discount with the tax on the discounted value; a code with one use left applied by five
 * payers at once is used once; every refusal is a translated 4xx that leaves the price unchanged; a
 * 100 % code confirms without payment; an expired hold gives its use back; only the founder writes codes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, payments, registrations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, injectAs, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { consultancyPayload, coursePayload, post, register, payLink, serviceIdOf } from '../registrations/testing.ts';

const GSTIN = '24ABCDE1234F1Z5'; // Gujarat
const CONSULTATION_INR = 2999; // the seeded astrology-numerology consultation

describe.each(testDatabaseKinds())('coupon codes on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandIn;
  let admin: TestUser;
  let member: TestUser;
  let emailNo = 0;
  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp(kind, { env: { ...rzp.env, GSTIN, BUSINESS_NAME: 'Antarman Healing', BUSINESS_ADDRESS: '12 Lake Road, Ahmedabad 380015' } });
    admin = await createUser(t, { role: 'admin' });
    member = await createUser(t, { role: 'user' });
  });
  afterAll(async () => {
    await t?.close();
    await rzp?.close();
  });

  const db = () => t.db.database.db;
  const newEmail = () => `payer${++emailNo}@example.com`;
  /** A consultation registration (₹2,999, pending payment): its id. */
  const booked = async (email = newEmail(), payload: unknown = consultancyPayload(email)) => {
    const res = await register(t, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const apply = (id: string, code: string, lang = 'en') => post(t, `/api/registrations/${id}/coupon?${payLink(t, id)}&lang=${lang}`, { code });
  const start = (id: string) => post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'card' });
  const regOf = async (id: string) => (await db().select().from(registrations).where(eq(registrations.id, id)))[0];
  const couponOf = async (code: string) => (await db().select().from(coupons).where(eq(coupons.code, code)))[0];
  const makeCoupon = async (body: Record<string, unknown>) => {
    const res = await injectAs(t, admin, 'POST', '/api/admin/coupons', { kind: 'percent', value: 20, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('takes 20 % off: the Razorpay order is 80 % of the catalogue price (a new order replaces the one for the old amount) and the tax invoice shows the discount, the tax on the discounted value', async () => {
    await makeCoupon({ code: 'DIWALI20', kind: 'percent', value: 20 });
    const id = await booked();
    // An order for the full price exists already (the payer opened Razorpay, then found their code).
    const before = await start(id);
    expect(before.json().amountPaise).toBe(CONSULTATION_INR * 100);

    const applied = await apply(id, 'diwali20');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ registrationId: id, status: 'pending_payment', amountInr: 2399, coupon: { code: 'DIWALI20', catalogueInr: CONSULTATION_INR, discountInr: 600 } });
    // The same code again: the same answer, no second use.
    expect((await apply(id, 'DIWALI20')).json().amountInr).toBe(2399);
    expect((await couponOf('DIWALI20')).uses).toBe(1);

    const started = await start(id);
    expect(started.statusCode).toBe(200);
    const { orderId, amountPaise } = started.json();
    expect(orderId).not.toBe(before.json().orderId);
    expect(amountPaise).toBe(239900);
    expect(rzp.orders.get(orderId)!.amount).toBe(Math.round(CONSULTATION_INR * 0.8) * 100);

    const paid = await post(t, `/api/registrations/${id}/payment/razorpay`, rzp.pay(orderId));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'confirmed', amountInr: 2399 });
    const [payment] = await db().select().from(payments).where(eq(payments.registrationId, id));
    expect(payment).toMatchObject({ status: 'paid', amountInr: 2399, flag: null });

    const receipt = await injectAs(t, admin, 'GET', `/api/admin/payments/${payment.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    const doc = receipt.json();
    expect(doc.kind).toBe('tax_invoice');
    const line = (label: string) => doc.amounts.find((a: { label: string }) => a.label === label)?.value as string;
    const rupees = (value: string) => Number(value.replace(/[^\d.]/g, ''));
    expect(line('Price')).toBe('₹2,999.00');
    expect(line('Discount (code DIWALI20)')).toBe('− ₹600.00');
    expect(line('Total paid')).toBe('₹2,399.00');
    // GST on ₹2,399 (inclusive, 18 %): taxable ₹2,033.05 and the tax make up the discounted total.
    const taxable = rupees(line('Taxable value'));
    expect(Math.abs(taxable - 2399 / 1.18)).toBeLessThan(0.011);
    expect(Math.round((taxable + rupees(line('CGST 9%')) + rupees(line('SGST 9%'))) * 100)).toBe(239900);

    // Revenue counts what was paid.
    const revenue = await injectAs(t, admin, 'GET', '/api/admin/revenue');
    expect(revenue.statusCode).toBe(200);
    expect(revenue.json().totalInr).toBe(2399);
  });

  it('finds money paid into the order a code replaced (a checkout window left open): recorded at what was taken, flagged and given back in full', async () => {
    await makeCoupon({ code: 'LATEWINDOW', kind: 'percent', value: 20 });
    const id = await booked();
    const old = (await start(id)).json().orderId as string;
    expect((await apply(id, 'LATEWINDOW')).json().amountInr).toBe(2399);

    // The old window pays the full price: Razorpay's webhook tells of it.
    const stale = rzp.pay(old);
    const delivery = rzp.webhook('payment.captured', { paymentId: stale.razorpay_payment_id });
    const hook = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', payload: delivery.body, headers: delivery.headers });
    expect(hook.statusCode, hook.body).toBe(200);
    const [flagged] = await db().select().from(payments).where(eq(payments.providerPaymentId, stale.razorpay_payment_id));
    expect(flagged).toMatchObject({ status: 'paid', flag: 'amount_mismatch', amountInr: CONSULTATION_INR, receiptNo: null });
    const refund = [...rzp.refunds.values()].find((r) => r.payment_id === stale.razorpay_payment_id);
    expect(refund?.amount).toBe(CONSULTATION_INR * 100);
    expect((await regOf(id)).status).toBe('pending_payment');
  });

  it('uses a code with one use left once when five payers apply it at once', async () => {
    await makeCoupon({ code: 'LASTONE', maxUses: 2 });
    const first = await booked();
    expect((await apply(first, 'LASTONE')).statusCode).toBe(200);
    const ids = await Promise.all(Array.from({ length: 5 }, () => booked()));
    const answers = await Promise.all(ids.map((id) => apply(id, 'LASTONE')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.message)).toEqual(Array(4).fill('This code has been used as many times as it allows.'));
    const coupon = await couponOf('LASTONE');
    expect(coupon.uses).toBe(2);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(2);
    const amounts = await Promise.all(ids.map(async (id) => (await regOf(id)).amountInr));
    expect(amounts.sort()).toEqual([2399, 2999, 2999, 2999, 2999]);
  });

  it('refuses an unknown, not yet valid, expired, used-up (in all, per person), other offering\'s or already paid code with a translated 4xx and the price unchanged', async () => {
    const day = 24 * 3_600_000;
    const courseId = await serviceIdOf(t, 'inner-transformation-course');
    await makeCoupon({ code: 'LATER10', validFrom: new Date(Date.now() + day).toISOString() });
    await makeCoupon({ code: 'OVER10', validFrom: new Date(Date.now() - 2 * day).toISOString(), validUntil: new Date(Date.now() - day).toISOString() });
    await makeCoupon({ code: 'ONCE10', maxUses: 1 });
    await makeCoupon({ code: 'MINE10', maxUsesPerPerson: 1 });
    await makeCoupon({ code: 'COURSE10', serviceIds: [courseId] });
    await makeCoupon({ code: 'PAID10' });

    const refused = async (id: string, code: string, status: number, message: string, lang = 'en') => {
      const res = await apply(id, code, lang);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().error.message).toBe(message);
      expect((await regOf(id)).amountInr).toBe(CONSULTATION_INR);
    };
    const id = await booked();
    await refused(id, 'NOSUCH', 404, 'We do not know this code. Please check it and try again.');
    await refused(id, 'NOSUCH', 404, 'यह कोड हमारे पास नहीं है। कृपया जाँचकर फिर से लिखें।', 'hi');
    await refused(id, 'LATER10', 409, 'This code cannot be used yet.');
    await refused(id, 'OVER10', 410, 'This code has expired.');
    await refused(id, 'OVER10', 410, 'આ કોડની મુદત પૂરી થઈ ગઈ છે.', 'gu');
    await refused(id, 'COURSE10', 409, 'This code is not valid for this booking.');
    await refused(id, 'no spaces!', 400, 'Some of the information is not valid. Please check the highlighted fields.');
    expect((await apply(id, 'no spaces!')).json().error.fields).toEqual({ code: 'Please enter the code as you were given it (letters and digits).' });

    expect((await apply(await booked(), 'ONCE10')).statusCode).toBe(200);
    await refused(id, 'ONCE10', 409, 'This code has been used as many times as it allows.');

    const email = newEmail();
    expect((await apply(await booked(email), 'MINE10')).statusCode).toBe(200);
    await refused(await booked(email), 'MINE10', 409, 'You have already used this code as many times as it allows.');
    // Another person may still use it.
    expect((await apply(id, 'MINE10')).statusCode).toBe(200);

    // The course code on the course works; the consultation code on a paid registration does not.
    const course = await booked(undefined, coursePayload(newEmail()));
    expect((await apply(course, 'COURSE10')).json().amountInr).toBe(3999);
    const paidId = await booked();
    const { orderId } = (await start(paidId)).json();
    expect((await post(t, `/api/registrations/${paidId}/payment/razorpay`, rzp.pay(orderId))).statusCode).toBe(200);
    await refused(paidId, 'PAID10', 409, 'This booking is already paid, so a code can no longer be applied.');

    // No link and no session: nothing is read, nothing applied.
    const bare = await post(t, `/api/registrations/${paidId}/coupon`, { code: 'PAID10' });
    expect(bare.statusCode).toBe(403);
    expect((await couponOf('PAID10')).uses).toBe(0);
  });

  it('confirms the registration without payment when the code covers the whole price: no order, no invoice, the redemption recorded', async () => {
    await makeCoupon({ code: 'GIFT100', kind: 'percent', value: 100 });
    const id = await booked();
    const orders = rzp.orders.size;
    const res = await apply(id, 'Gift100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', amountInr: 0, coupon: { catalogueInr: CONSULTATION_INR, discountInr: CONSULTATION_INR } });
    const reg = await regOf(id);
    expect(reg).toMatchObject({ status: 'confirmed', amountInr: 0, holdExpiresAt: null });
    expect(await db().select().from(payments).where(eq(payments.registrationId, id))).toEqual([]);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.registrationId, id))).toEqual([expect.objectContaining({ code: 'GIFT100', discountInr: CONSULTATION_INR })]);
    // Nothing to pay: starting a payment answers done, and no order is made.
    const started = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'free' });
    expect(started.json()).toMatchObject({ kind: 'done', status: 'confirmed', amountInr: 0, receiptNo: null });
    expect(rzp.orders.size).toBe(orders);

    // A fixed code larger than the price leaves ₹0 too.
    await makeCoupon({ code: 'FLAT5000', kind: 'fixed', value: 5000 });
    expect((await apply(await booked(), 'FLAT5000')).json()).toMatchObject({ status: 'confirmed', amountInr: 0 });
  });

  it('gives the use back when the hold expires unpaid or the registration is cancelled before paying', async () => {
    await makeCoupon({ code: 'HOLD1', maxUses: 1 });
    const id = await booked();
    expect((await apply(id, 'HOLD1')).statusCode).toBe(200);
    expect((await couponOf('HOLD1')).uses).toBe(1);
    await db().update(registrations).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(registrations.id, id));
    await t.app.services.payments.holds.expire();
    expect((await regOf(id)).status).toBe('expired');
    expect((await couponOf('HOLD1')).uses).toBe(0);
    const next = await booked();
    expect((await apply(next, 'HOLD1')).statusCode).toBe(200);
    expect((await couponOf('HOLD1')).uses).toBe(1);

    // Cancelled before paying (the registration's signed cancel link): the use comes back too.
    const link = linkSignerFor(t.config).sign('cancel-registration', next);
    const cancelled = await post(t, `/api/registrations/${next}/cancel`, { signature: link.signature, exp: link.exp });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await couponOf('HOLD1')).uses).toBe(0);
  });

  it('lets only the founder write codes; a code is unique whatever its case, lists its uses and is refused once deactivated', async () => {
    const body = { code: 'TEAM15', kind: 'fixed', value: 500 };
    expect((await injectAs(t, null, 'POST', '/api/admin/coupons', body)).statusCode).toBe(401);
    expect((await injectAs(t, member, 'POST', '/api/admin/coupons', body)).statusCode).toBe(403);
    expect((await injectAs(t, member, 'GET', '/api/admin/coupons')).statusCode).toBe(403);
    const made = await makeCoupon(body);
    const again = await injectAs(t, admin, 'POST', '/api/admin/coupons', { ...body, code: 'team15' }, 'hi');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('यह कोड पहले से मौजूद है (छोटे-बड़े अक्षरों से कोड अलग नहीं होता)।');
    const bad = await injectAs(t, admin, 'POST', '/api/admin/coupons', { code: 'PCT150', kind: 'percent', value: 150 });
    expect(bad.statusCode).toBe(400);

    const id = await booked();
    expect((await apply(id, 'TEAM15')).json().amountInr).toBe(2499);
    const list = (await injectAs(t, admin, 'GET', '/api/admin/coupons')).json();
    expect(list.find((c: { id: string }) => c.id === made.id)).toMatchObject({ code: 'TEAM15', uses: 1, redemptions: [expect.objectContaining({ registrationId: id, catalogueInr: CONSULTATION_INR, discountInr: 500, status: 'pending_payment' })] });
    expect((await apply(await booked(), 'TEAM15')).statusCode).toBe(200);
    // Fewer uses than taken: refused by the database's check, translated.
    const lower = await injectAs(t, admin, 'PUT', `/api/admin/coupons/${made.id}`, { ...body, maxUses: 1 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().error.message).toBe('The code has been used more times than that.');
    expect((await injectAs(t, admin, 'PUT', `/api/admin/coupons/${made.id}`, { ...body, maxUses: 2 })).json()).toMatchObject({ maxUses: 2, uses: 2 });

    expect((await injectAs(t, member, 'DELETE', `/api/admin/coupons/${made.id}`)).statusCode).toBe(403);
    expect((await injectAs(t, admin, 'DELETE', `/api/admin/coupons/${made.id}`)).statusCode).toBe(200);
    const other = await booked();
    const refused = await apply(other, 'TEAM15');
    expect(refused.statusCode).toBe(404);
    expect((await regOf(other)).amountInr).toBe(CONSULTATION_INR);
  });
});
