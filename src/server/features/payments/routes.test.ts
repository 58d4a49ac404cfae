/**
 * The money path's server side against the Razorpay stand-in (no test reaches the internet), on
 * both databases: orders, the checkout handler, webhooks, holds and their expiry, late payments,
 * refunds, direct UPI and the founder's check, and the development-only simulated payment.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, payments, refunds, registrations, webinars } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { readInvite } from '../../testing/mail-reader.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { consultancyPayload, coursePayload, insertWebinar, nextAddress, post, register, serviceIdOf, webinarPayload, payLink } from '../registrations/testing.ts';
import { webhookSignature } from './razorpay.ts';

const UPI = { UPI_VPA: 'founder@okaxis', UPI_PAYEE_NAME: 'Antarman Healing' };

describe.each(testDatabaseKinds())('payments with Razorpay and direct UPI on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandIn;
  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp(kind, { env: { ...rzp.env, ...UPI, ADMIN_NOTIFY_EMAIL: 'founder@example.com' } });
  });
  afterAll(async () => {
    await t?.close();
    await rzp?.close();
  });

  const db = () => t.db.database.db;
  const start = (id: string, payload: unknown) => post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, payload);
  const handler = (id: string, fields: unknown) => post(t, `/api/registrations/${id}/payment/razorpay`, fields);
  const utr = (id: string, value: unknown) => post(t, `/api/registrations/${id}/payment/utr?${payLink(t, id)}`, { utr: value });
  const deliver = (d: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', payload: d.body, headers: d.headers, remoteAddress: nextAddress() });
  const regOf = async (id: string) => (await db().select().from(registrations).where(eq(registrations.id, id)))[0];
  const paysOf = (id: string) => db().select().from(payments).where(eq(payments.registrationId, id));
  const mailsTo = async (to: string, kind?: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).filter((m) => !kind || m.kind === kind);
  const refundsOf = async (paymentId: string) => db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const expireHold = async (id: string) => {
    await db().update(registrations).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(registrations.id, id));
    return t.app.services.payments.holds.expire();
  };
  const orderFor = async (id: string) => {
    const res = await start(id, { method: 'card' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('makes one Razorpay order for the catalogue price, whatever the body says; a registration holds its seat until holdExpiresAt', async () => {
    const { id } = (await register(t, consultancyPayload('order@example.com'))).json();
    const reg = await regOf(id);
    expect(reg.status).toBe('pending_payment');
    expect(reg.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 19 * 60_000);
    const res = await start(id, { method: 'card', amountInr: 1, amount: 100, amountPaise: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'razorpay',
      registrationId: id,
      keyId: rzp.keyId,
      amountPaise: 299900,
      currency: 'INR',
      // Through the signed link: the address alone (the owner's session gets the name and phone too).
      prefill: { name: '', email: 'order@example.com', contact: '' },
      holdExpiresAt: reg.holdExpiresAt!.toISOString(),
    });
    const order = rzp.orders.get(body.orderId)!;
    expect(order).toMatchObject({ amount: 299900, currency: 'INR', receipt: `AM${id.slice(0, 8).toUpperCase()}`, notes: { registrationId: id } });
    // Again (another tab): the same order.
    expect((await start(id, { method: 'netbanking' })).json().orderId).toBe(body.orderId);
    expect(await paysOf(id)).toEqual([expect.objectContaining({ provider: 'razorpay', amountInr: 2999, status: 'pending', providerOrderId: body.orderId, isTest: false })]);
  });

  it('opens no payment by a registration id alone: starting it, its prefill and its UTR take the signed link or the owner\'s session (issue 49 item 7)', async () => {
    const email = 'bearer@example.com';
    const answer = (await register(t, consultancyPayload(email))).json();
    const { id } = answer;
    // The answer carries the payment page's signed link, the one the browser continues with.
    const link = new URL(answer.paymentUrl, t.config.publicUrl);
    expect(link.pathname).toBe('/payment');
    expect(link.searchParams.get('registrationId')).toBe(id);
    const sig = link.searchParams.get('sig')!;
    const exp = link.searchParams.get('exp')!;
    expect(Number(exp) * 1000).toBeGreaterThan(Date.now());

    // Nothing without the link: 403, translated, and no prefill (nor anything else) in the answer.
    const bare = await post(t, `/api/registrations/${id}/payment?lang=hi`, { method: 'card' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.code).toBe('payment_link_required');
    expect(bare.json().error.message).toMatch(/[\u0900-\u097F]/);
    expect(bare.body).not.toContain(email);
    expect(bare.body).not.toContain('Asha');
    expect((await post(t, `/api/registrations/${id}/payment/utr`, { utr: '661234567890' })).statusCode).toBe(403);
    // A made-up signature, or one of another registration: 403; an expired link: 410.
    expect((await post(t, `/api/registrations/${id}/payment?sig=${'A'.repeat(43)}&exp=${exp}`, { method: 'card' })).statusCode).toBe(403);
    const other = (await register(t, consultancyPayload('bearer-other@example.com'))).json();
    expect((await post(t, `/api/registrations/${id}/payment?${payLink(t, other.id)}`, { method: 'card' })).statusCode).toBe(403);
    const old = linkSignerFor(t.config).sign('resume-payment', id, new Date(Date.now() - 8 * 86_400_000));
    const expired = await post(t, `/api/registrations/${id}/payment/utr?sig=${old.signature}&exp=${old.exp}&lang=gu`, { utr: '661234567890' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toMatch(/[\u0A80-\u0AFF]/);
    // A stranger's session is no key either.
    const stranger = await createUser(t, { email: 'bearer-stranger@example.com', emailVerified: true });
    expect((await post(t, `/api/registrations/${id}/payment`, { method: 'card' }, { headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    expect((await post(t, `/api/registrations/${id}/payment/utr`, { utr: '661234567890' }, { headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    expect(await paysOf(id)).toEqual([]);

    // With the answer's link: the order, and a prefill of the address alone (the link may be a
    // registration's answer to someone who typed a known address).
    const linked = await post(t, `/api/registrations/${id}/payment?sig=${sig}&exp=${exp}`, { method: 'card' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ kind: 'razorpay', registrationId: id, prefill: { name: '', email, contact: '' } });
    // The member's own session (their verified address): the same order, the whole prefill.
    const owner = await createUser(t, { email, emailVerified: true });
    const own = await post(t, `/api/registrations/${id}/payment`, { method: 'netbanking' }, { headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ orderId: linked.json().orderId, prefill: { name: 'Asha Patel', email, contact: '+91 98765 43210' } });
    // An unverified account with the address is not the owner.
    const claimant = await createUser(t, { email: 'bearer-claim@example.com', emailVerified: false });
    const claimed = (await register(t, consultancyPayload('bearer-claim@example.com'))).json();
    expect((await post(t, `/api/registrations/${claimed.id}/payment`, { method: 'card' }, { headers: { cookie: claimant.cookie } })).statusCode).toBe(403);

    // The UTR: with the link, or the owner's session.
    const sent = await post(t, `/api/registrations/${id}/payment/utr?sig=${sig}&exp=${exp}`, { utr: '6612 3456 7890' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ registrationId: id, status: 'awaiting_verification' });
    const mine = (await register(t, coursePayload(email))).json();
    const ownUtr = await post(t, `/api/registrations/${mine.id}/payment/utr`, { utr: '661234567891' }, { headers: { cookie: owner.cookie } });
    expect(ownUtr.statusCode).toBe(200);
  });

  it('names the booked service in the founder\'s notices of a booking made in Hindi or Gujarati (not "Personal Consultancy")', async () => {
    for (const lang of ['hi', 'gu']) {
      const email = `notice-${lang}@example.com`;
      const { id } = (await register(t, consultancyPayload(email), { url: `/api/unified-registration?lang=${lang}` })).json();
      const title = (await regOf(id)).formData.serviceTitle as string;
      expect(title).toBeTruthy();
      const [notice] = (await mailsTo('founder@example.com', 'admin-registration-new')).filter((m) => m.text.includes(email));
      expect(notice.subject).toContain(title);
      expect(notice.subject).not.toContain('Personal Consultancy');
      expect(notice.replyTo).toBe(email);
    }
  });

  it('a full refund by the founder withdraws the invite (METHOD:CANCEL, same UID, higher SEQUENCE, read by ical.js); the dashboard .ics then says CANCELLED with that SEQUENCE', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const email = 'refund-invite@example.com';
    const member = await createUser(t, { email, emailVerified: true });
    const webinar = await insertWebinar(t, { maxAttendees: 5, priceInr: 800 });
    // The event was moved twice: its invites are at SEQUENCE 2.
    await db().update(webinars).set({ inviteSequence: 2 }).where(eq(webinars.id, webinar.id));
    const { id } = (await register(t, webinarPayload(webinar.id, email))).json();
    const { orderId } = await orderFor(id);
    const paid = rzp.pay(orderId);
    await handler(id, { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: paid.razorpay_signature });
    const [receipt] = await mailsTo(email, 'payment-received');
    const sent = readInvite(receipt.ics!);
    expect(sent).toMatchObject({ method: 'REQUEST', sequence: 2, uid: `${id}@${new URL(t.config.publicUrl).hostname}` });
    const dashboardIcs = async () => readInvite((await t.app.inject({ method: 'GET', url: `/api/me/registrations/${id}/calendar.ics`, headers: { cookie: member.cookie } })).body);
    expect(await dashboardIcs()).toMatchObject({ method: 'PUBLISH', uid: sent.uid, sequence: 2, status: 'CONFIRMED' });

    const [pay] = await paysOf(id);
    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${pay.id}/refund`, payload: {}, headers: { cookie: admin.cookie, origin: t.config.publicUrl } });
    expect(refunded.json()).toMatchObject({ registrationStatus: 'refunded' });
    const [notice] = await mailsTo(email, 'payment-refunded');
    expect(notice.ics).toBeTruthy();
    const withdrawn = readInvite(notice.ics!);
    expect(withdrawn).toMatchObject({ method: 'CANCEL', uid: sent.uid, status: 'CANCELLED', sequence: 3 });
    expect(await dashboardIcs()).toMatchObject({ uid: sent.uid, status: 'CANCELLED', sequence: 3 });

    // A partial refund leaves the seat, and the invite, as they are.
    const { id: partId } = (await register(t, webinarPayload(webinar.id, 'partial-refund@example.com'))).json();
    const partOrder = (await orderFor(partId)).orderId;
    const partPaid = rzp.pay(partOrder);
    await handler(partId, { razorpay_payment_id: partPaid.razorpay_payment_id, razorpay_order_id: partOrder, razorpay_signature: partPaid.razorpay_signature });
    const [partPay] = await paysOf(partId);
    await t.app.inject({ method: 'POST', url: `/api/admin/payments/${partPay.id}/refund`, payload: { amountInr: 300 }, headers: { cookie: admin.cookie, origin: t.config.publicUrl } });
    expect((await mailsTo('partial-refund@example.com', 'payment-refunded'))[0].ics).toBeNull();
  });

  it('takes an optional "GSTIN for a tax invoice" at payment: checked (a real state code), stored in capitals, its state the recipient\'s', async () => {
    const { id } = (await register(t, consultancyPayload('business@example.com'))).json();
    for (const bad of ['27ABCDE1234F1Z', '99ABCDE1234F1Z5', '25ABCDE1234F1Z5']) {
      const refused = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}&lang=hi`, { method: 'card', payerGstin: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('GSTIN');
    }
    // A business's invoice names its registered address with its GSTIN (Rule 46): asked for, in the page's language.
    const noAddress = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}&lang=hi`, { method: 'card', payerGstin: '27ABCDE1234F1Z5' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields.payerAddress).toBe('कृपया वह पता दें जिस पर आपका GSTIN पंजीकृत है');
    const address = '4th floor, Shanti Towers, Andheri East, Mumbai 400069';
    expect((await start(id, { method: 'card', payerGstin: ' 27abcde1234f1z5 ', payerState: '24', payerAddress: address })).statusCode).toBe(200);
    expect((await paysOf(id))[0]).toMatchObject({ payerGstin: '27ABCDE1234F1Z5', payerState: '27', payerAddress: address });

    // Paid: the invoice names the recipient's GSTIN and address.
    const { orderId } = await orderFor(id);
    const paid = rzp.pay(orderId);
    await handler(id, { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: paid.razorpay_signature });
    const [pay] = await paysOf(id);
    const admin = await createUser(t, { role: 'admin' });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/admin/payments/${pay.id}/receipt`, headers: { cookie: admin.cookie } });
    expect(receipt.statusCode).toBe(200);
    const details = receipt.json().details as { label: string; value: string }[];
    expect(details).toContainEqual({ label: "Recipient's GSTIN", value: '27ABCDE1234F1Z5' });
    expect(details).toContainEqual({ label: "Recipient's address", value: address });
  });

  it('makes one order for 8 concurrent starts', async () => {
    const { id } = (await register(t, coursePayload('burst@example.com'))).json();
    const before = rzp.calls.filter((c) => c.path === '/v1/orders').length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(id, { method: 'card' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    expect(answers[0].json().amountPaise).toBe(499900);
    expect(rzp.calls.filter((c) => c.path === '/v1/orders').length - before).toBe(1);
    expect(await paysOf(id)).toHaveLength(1);
  });

  it('confirms through the handler: signature checked, payment fetched, receipt number, one receipt e-mail', async () => {
    const { id } = (await register(t, consultancyPayload('handler@example.com'), { url: '/api/unified-registration?lang=hi' })).json();
    const { orderId } = await orderFor(id);
    const fields = rzp.pay(orderId);
    const res = await handler(id, { razorpay_payment_id: fields.razorpay_payment_id, razorpay_order_id: fields.razorpay_order_id, razorpay_signature: fields.razorpay_signature });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ registrationId: id, status: 'confirmed', amountInr: 2999, receiptNo: expect.stringMatching(/^AM\/\d{4}-\d{2}\/\d{4}$/), test: false });
    const [pay] = await paysOf(id);
    expect(pay).toMatchObject({ status: 'paid', providerPaymentId: fields.razorpay_payment_id, flag: null, method: 'upi' });
    expect((await regOf(id)).holdExpiresAt).toBeNull();
    const receipts = await mailsTo('handler@example.com', 'payment-received');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].locale).toBe('hi');
    // The webhook after the handler: one confirmation still.
    expect((await deliver(rzp.webhook('payment.captured', { paymentId: fields.razorpay_payment_id }))).statusCode).toBe(200);
    expect((await deliver(rzp.webhook('order.paid', { paymentId: fields.razorpay_payment_id }))).statusCode).toBe(200);
    expect(await mailsTo('handler@example.com', 'payment-received')).toHaveLength(1);
    expect((await paysOf(id))[0].receiptNo).toBe(pay.receiptNo);
    // Starting again answers done.
    expect((await start(id, { method: 'card' })).json()).toMatchObject({ kind: 'done', status: 'confirmed', receiptNo: pay.receiptNo, test: false });
  });

  it('refuses forged, tampered and other-order handler signatures with 400, changing nothing', async () => {
    const { id } = (await register(t, consultancyPayload('forged@example.com'))).json();
    const { orderId } = await orderFor(id);
    const { id: other } = (await register(t, consultancyPayload('other-order@example.com'))).json();
    const otherOrder = (await orderFor(other)).orderId;
    const good = rzp.pay(orderId);
    const otherPaid = rzp.pay(otherOrder);
    const attempts = [
      { ...good, razorpay_signature: 'a'.repeat(64) },
      { ...good, razorpay_signature: good.razorpay_signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...good, razorpay_payment_id: otherPaid.razorpay_payment_id },
      // Another order's genuine fields, sent for this registration.
      { razorpay_payment_id: otherPaid.razorpay_payment_id, razorpay_order_id: otherPaid.razorpay_order_id, razorpay_signature: otherPaid.razorpay_signature },
      { ...good, razorpay_signature: 'not hex' },
    ];
    for (const fields of attempts) {
      const res = await handler(id, { razorpay_payment_id: fields.razorpay_payment_id, razorpay_order_id: fields.razorpay_order_id, razorpay_signature: fields.razorpay_signature });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/could not verify/);
    }
    expect((await regOf(id)).status).toBe('pending_payment');
    expect((await paysOf(id))[0].status).toBe('pending');
    expect((await regOf(other)).status).toBe('pending_payment');
  });

  it('answers 400, not 500, to a correctly signed webhook whose body is not an event (null, a number, an array, no event name)', async () => {
    for (const body of ['null', '42', '[]', '{}', '"payment.captured"', '{"event":null}']) {
      const res = await deliver({ body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(rzp.webhookSecret, body), 'x-razorpay-event-id': `evt_null_${body.length}_${Math.random()}` } });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error.code).toBe('bad_payload');
    }
  });

  it('refuses forged webhooks (wrong secret, body changed after signing, missing header) with 400', async () => {
    const { id } = (await register(t, consultancyPayload('forged-hook@example.com'))).json();
    const { orderId } = await orderFor(id);
    const { payment } = rzp.pay(orderId);
    const wrongSecret = rzp.webhook('payment.captured', { paymentId: payment.id }, { secret: 'not-the-secret' });
    const genuine = rzp.webhook('payment.captured', { paymentId: payment.id });
    const changed = { ...genuine, body: genuine.body.replace(`"amount":${payment.amount}`, `"amount":${payment.amount + 100}`) };
    const { 'x-razorpay-signature': _dropped, ...unsigned } = genuine.headers;
    for (const d of [wrongSecret, changed, { body: genuine.body, headers: unsigned }]) {
      const res = await deliver(d);
      expect(res.statusCode).toBe(400);
    }
    expect((await regOf(id)).status).toBe('pending_payment');
    expect((await paysOf(id))[0].status).toBe('pending');
  });

  it('confirms by webhook alone, once, however often it is delivered (same event, or same payment under a new event)', async () => {
    const { id } = (await register(t, consultancyPayload('hook@example.com'))).json();
    const { orderId } = await orderFor(id);
    const { payment } = rzp.pay(orderId);
    const first = rzp.webhook('payment.captured', { paymentId: payment.id });
    const answers = await Promise.all([deliver(first), deliver(first), deliver(rzp.webhook('payment.captured', { paymentId: payment.id })), deliver(rzp.webhook('order.paid', { paymentId: payment.id }))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await deliver(first)).json()).toMatchObject({ outcome: 'duplicate' });
    expect((await regOf(id)).status).toBe('confirmed');
    expect(await paysOf(id)).toEqual([expect.objectContaining({ status: 'paid', providerPaymentId: payment.id, flag: null, receiptNo: expect.any(String) })]);
    expect(await mailsTo('hook@example.com', 'payment-received')).toHaveLength(1);
  });

  it('webhook then handler ends confirmed once', async () => {
    const { id } = (await register(t, consultancyPayload('hook-first@example.com'))).json();
    const { orderId } = await orderFor(id);
    const fields = rzp.pay(orderId);
    expect((await deliver(rzp.webhook('payment.captured', { paymentId: fields.razorpay_payment_id }))).statusCode).toBe(200);
    const res = await handler(id, { razorpay_payment_id: fields.razorpay_payment_id, razorpay_order_id: fields.razorpay_order_id, razorpay_signature: fields.razorpay_signature });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', receiptNo: expect.any(String) });
    expect(await mailsTo('hook-first@example.com', 'payment-received')).toHaveLength(1);
  });

  it('does not confirm a short payment: flagged amount_mismatch and refunded in full', async () => {
    const { id } = (await register(t, consultancyPayload('short@example.com'))).json();
    const { orderId } = await orderFor(id);
    const { payment } = rzp.pay(orderId, { amount: 100000 });
    expect((await deliver(rzp.webhook('payment.captured', { paymentId: payment.id }))).statusCode).toBe(200);
    expect((await regOf(id)).status).toBe('pending_payment');
    const [pay] = await paysOf(id);
    expect(pay).toMatchObject({ status: 'paid', flag: 'amount_mismatch', receiptNo: null, refundedInr: 1000 });
    expect(await refundsOf(pay.id)).toEqual([expect.objectContaining({ amountInr: 1000, status: 'processed', reason: 'amount_mismatch' })]);
    expect(rzp.payments.get(payment.id)!.amount_refunded).toBe(100000);
    expect(await mailsTo('short@example.com', 'payment-received')).toHaveLength(0);
    expect(await mailsTo('short@example.com', 'payment-refunded-automatically')).toHaveLength(1);
  });

  it('answers 200 and changes nothing for an order that is not ours; marks a failed payment failed; records refund.processed', async () => {
    const order = await fetch(`${rzp.url}/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 50000, currency: 'INR', receipt: 'elsewhere' }),
    }).then((r) => r.json());
    const stranger = rzp.pay(order.id);
    const before = await db().$count(payments);
    const res = await deliver(rzp.webhook('payment.captured', { paymentId: stranger.payment.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'ignored' });
    expect(await db().$count(payments)).toBe(before);

    const { id } = (await register(t, consultancyPayload('declined@example.com'))).json();
    const { orderId } = await orderFor(id);
    const failed = rzp.pay(orderId, { fail: true });
    expect((await deliver(rzp.webhook('payment.failed', { paymentId: failed.payment.id }))).statusCode).toBe(200);
    expect((await paysOf(id))[0].status).toBe('failed');
    expect((await regOf(id)).status).toBe('pending_payment');
    // A later attempt on the same order pays.
    const paid = rzp.pay(orderId);
    expect((await handler(id, { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: paid.razorpay_signature })).json()).toMatchObject({ status: 'confirmed' });
  });

  it('captures an authorized payment through the Payments API before confirming (handler, or a payment.authorized webhook alone)', async () => {
    const captures = () => rzp.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/capture'));
    const { id } = (await register(t, consultancyPayload('authorized@example.com'))).json();
    const { orderId } = await orderFor(id);
    const fields = rzp.pay(orderId, { authorizeOnly: true });
    expect(rzp.payments.get(fields.razorpay_payment_id)!.status).toBe('authorized');
    const before = captures().length;
    const res = await handler(id, { razorpay_payment_id: fields.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: fields.razorpay_signature });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', receiptNo: expect.any(String) });
    expect(captures().slice(before)).toEqual([{ method: 'POST', path: `/v1/payments/${fields.razorpay_payment_id}/capture`, body: { amount: 299900, currency: 'INR' } }]);
    expect(rzp.payments.get(fields.razorpay_payment_id)).toMatchObject({ status: 'captured', captured: true });
    // The webhook of the same payment afterwards: nothing captured twice, one receipt.
    expect((await deliver(rzp.webhook('payment.authorized', { paymentId: fields.razorpay_payment_id }))).statusCode).toBe(200);
    expect(await mailsTo('authorized@example.com', 'payment-received')).toHaveLength(1);

    const { id: byHook } = (await register(t, consultancyPayload('authorized-hook@example.com'))).json();
    const hookOrder = (await orderFor(byHook)).orderId;
    const { payment } = rzp.pay(hookOrder, { authorizeOnly: true });
    expect((await deliver(rzp.webhook('payment.authorized', { paymentId: payment.id }))).statusCode).toBe(200);
    expect(rzp.payments.get(payment.id)!.status).toBe('captured');
    expect((await regOf(byHook)).status).toBe('confirmed');

    // Razorpay down at capture time: nothing is confirmed (the webhook is answered 502 and retried by Razorpay).
    const { id: down } = (await register(t, consultancyPayload('authorized-down@example.com'))).json();
    const downOrder = (await orderFor(down)).orderId;
    const held = rzp.pay(downOrder, { authorizeOnly: true });
    rzp.fail('POST', `/v1/payments/${held.payment.id}/capture`, 500);
    const refused = await handler(down, { razorpay_payment_id: held.razorpay_payment_id, razorpay_order_id: downOrder, razorpay_signature: held.razorpay_signature });
    expect(refused.statusCode).toBe(502);
    expect((await regOf(down)).status).toBe('pending_payment');
    expect((await paysOf(down))[0].status).toBe('pending');
  });

  it('records a second captured payment on a paid order as its own ledger row, flagged and refunded through Razorpay; the founder sees both', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { id } = (await register(t, consultancyPayload('paid-twice@example.com'))).json();
    const { orderId } = await orderFor(id);
    const first = rzp.pay(orderId);
    await handler(id, { razorpay_payment_id: first.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: first.razorpay_signature });
    const second = rzp.pay(orderId, { amount: 299900 });
    const hook = rzp.webhook('payment.captured', { paymentId: second.payment.id });
    expect((await deliver(hook)).statusCode).toBe(200);
    // Redelivered under a new event id, and the handler too: still one row for it, one refund.
    expect((await deliver(rzp.webhook('payment.captured', { paymentId: second.payment.id }))).statusCode).toBe(200);
    const again = await handler(id, { razorpay_payment_id: second.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: second.razorpay_signature });
    expect(again.json()).toMatchObject({ status: 'confirmed', receiptNo: expect.any(String) });
    const rows = await paysOf(id);
    expect(rows).toHaveLength(2);
    const original = rows.find((p) => p.providerPaymentId === first.razorpay_payment_id)!;
    const extra = rows.find((p) => p.providerPaymentId === second.payment.id)!;
    expect(original).toMatchObject({ status: 'paid', flag: null, refundedInr: 0 });
    expect(extra).toMatchObject({ status: 'paid', flag: 'already_paid', duplicateOf: original.id, amountInr: 2999, refundedInr: 2999, receiptNo: null });
    const standIn = [...rzp.refunds.values()].filter((r) => r.payment_id === second.payment.id);
    expect(standIn).toEqual([expect.objectContaining({ amount: 299900 })]);
    expect(await refundsOf(extra.id)).toEqual([expect.objectContaining({ status: 'processed', amountInr: 2999, reason: 'already_paid' })]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/payments?q=paid-twice%40example.com', headers: { cookie: admin.cookie } })).json();
    expect(listed.items.map((p: { id: string }) => p.id).sort()).toEqual([original.id, extra.id].sort());
    expect((await regOf(id)).status).toBe('confirmed');
  });

  it('puts a refund Razorpay reports failed (refund.failed) back on the founder\'s list of refunds to make by hand, once', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { id } = (await register(t, consultancyPayload('refund-failed@example.com'))).json();
    const { orderId } = await orderFor(id);
    const paid = rzp.pay(orderId);
    await handler(id, { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: paid.razorpay_signature });
    const [pay] = await paysOf(id);
    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${pay.id}/refund`, payload: { amountInr: 1000 }, headers: { cookie: admin.cookie, origin: t.config.publicUrl } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [made] = await refundsOf(pay.id);
    expect(made.providerRefundId).toMatch(/^rfnd_/);
    rzp.failRefund(made.providerRefundId!);
    const hook = rzp.webhook('refund.failed', { refundId: made.providerRefundId! });
    expect((await deliver(hook)).json()).toMatchObject({ outcome: 'handled' });
    expect((await deliver(rzp.webhook('refund.failed', { refundId: made.providerRefundId! }))).json()).toMatchObject({ outcome: 'ignored' });
    const [back] = await refundsOf(pay.id);
    expect(back).toMatchObject({ status: 'pending', providerRefundId: null, amountInr: 1000, failure: expect.stringContaining(made.providerRefundId!) });
    expect((await paysOf(id))[0].refundedInr).toBe(0);
    const toMake = (await t.app.inject({ method: 'GET', url: '/api/admin/payments?filter=refund_pending&pageSize=50', headers: { cookie: admin.cookie } })).json();
    expect(toMake.items.map((p: { id: string }) => p.id)).toContain(pay.id);
    // She sends the money herself and records it: the same refund, processed.
    const byHand = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${pay.id}/refund`, payload: { amountInr: 1000, reference: 'NEFT N123456' }, headers: { cookie: admin.cookie, origin: t.config.publicUrl } });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(await refundsOf(pay.id)).toEqual([expect.objectContaining({ id: back.id, status: 'processed', reference: 'NEFT N123456' })]);
    expect((await paysOf(id))[0].refundedInr).toBe(1000);
  });

  it('backs off retrying a refund Razorpay keeps refusing, stops after 5 tries and leaves it to the founder', async () => {
    const { id } = (await register(t, consultancyPayload('refund-refused@example.com'))).json();
    const { orderId } = await orderFor(id);
    const first = rzp.pay(orderId);
    await handler(id, { razorpay_payment_id: first.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: first.razorpay_signature });
    const second = rzp.pay(orderId, { amount: 299900 });
    const refundPath = `/v1/payments/${second.payment.id}/refund`;
    for (let i = 0; i < 20; i++) rzp.fail('POST', refundPath, 400);
    await deliver(rzp.webhook('payment.captured', { paymentId: second.payment.id }));
    const tries = () => rzp.calls.filter((c) => c.path === refundPath).length;
    expect(tries()).toBe(1);
    const extra = (await paysOf(id)).find((p) => p.providerPaymentId === second.payment.id)!;
    expect(extra).toMatchObject({ refundAttempts: 1, refundedInr: 0 });
    // The job runs every minute here: a try after each longer wait (1, 5, 30, 120 minutes), none after the fifth.
    const start0 = Date.now();
    const triedAt: number[] = [0];
    for (let minute = 1; minute <= 240; minute++) {
      const before = tries();
      await t.app.services.payments.holds.retryRefunds(new Date(start0 + minute * 60_000 + 1000));
      if (tries() > before) triedAt.push(minute);
    }
    expect(triedAt).toEqual([0, 1, 6, 36, 156]);
    await t.app.services.payments.holds.retryRefunds(new Date(start0 + 7 * 24 * 3_600_000));
    expect(tries()).toBe(5);
    expect((await paysOf(id)).find((p) => p.id === extra.id)).toMatchObject({ refundAttempts: 5, refundedInr: 0 });
    expect(await refundsOf(extra.id)).toEqual([expect.objectContaining({ status: 'pending', providerRefundId: null, amountInr: 2999, reason: 'already_paid', failure: expect.stringContaining('400') })]);
  });

  it('expires a hold: the seat returns, the first waitlisted person is promoted with a hold, one e-mail in their language', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 1, priceInr: 500 });
    const { id: holder } = (await register(t, webinarPayload(webinar.id, 'holder@example.com'), { url: '/api/unified-registration?lang=gu' })).json();
    const { id: waiting, status } = (await register(t, webinarPayload(webinar.id, 'waiting@example.com'))).json();
    expect(status).toBe('waitlisted');
    expect((await start(waiting, { method: 'card' })).statusCode).toBe(409);
    expect(await expireHold(holder)).toBe(1);
    expect(await t.app.services.payments.holds.expire()).toBe(0);
    expect((await regOf(holder)).status).toBe('expired');
    const promoted = await regOf(waiting);
    expect(promoted.status).toBe('pending_payment');
    expect(promoted.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const mails = await mailsTo('holder@example.com', 'payment-hold-expired');
    expect(mails).toHaveLength(1);
    expect(mails[0].locale).toBe('gu');
    expect(mails[0].text).toContain('ફરીથી બુક');
    // Paying an expired hold is refused, translated.
    const refused = await post(t, `/api/registrations/${holder}/payment?${payLink(t, holder)}&lang=hi`, { method: 'card' });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.message).toContain('फिर से बुक');
  });

  it('honours a late payment when a seat is free, and refunds it through Razorpay when none is', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 1, priceInr: 700 });
    const { id: late } = (await register(t, webinarPayload(webinar.id, 'late@example.com'))).json();
    const lateOrder = (await orderFor(late)).orderId;
    await expireHold(late);
    // The seat is still free: the late payment gets it.
    const paid = rzp.pay(lateOrder);
    expect((await handler(late, { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: lateOrder, razorpay_signature: paid.razorpay_signature })).json()).toMatchObject({ status: 'confirmed', receiptNo: expect.any(String) });

    const full = await insertWebinar(t, { maxAttendees: 1, priceInr: 700 });
    const { id: slow } = (await register(t, webinarPayload(full.id, 'slow@example.com'))).json();
    const slowOrder = (await orderFor(slow)).orderId;
    await expireHold(slow);
    const { id: taker } = (await register(t, webinarPayload(full.id, 'taker@example.com'))).json();
    expect((await regOf(taker)).status).toBe('pending_payment');
    const slowPaid = rzp.pay(slowOrder);
    expect((await deliver(rzp.webhook('payment.captured', { paymentId: slowPaid.payment.id }))).statusCode).toBe(200);
    expect((await regOf(slow)).status).toBe('expired');
    const [pay] = await paysOf(slow);
    expect(pay).toMatchObject({ status: 'paid', flag: 'late_no_seat', refundedInr: 700, receiptNo: null });
    const [refund] = await refundsOf(pay.id);
    expect(refund).toMatchObject({ amountInr: 700, status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(rzp.refunds.get(refund.providerRefundId!)).toMatchObject({ amount: 70000, payment_id: slowPaid.payment.id });
    expect(await mailsTo('slow@example.com', 'payment-refunded-automatically')).toHaveLength(1);
    // Razorpay's refund.processed later: recorded once.
    await db().update(refunds).set({ status: 'pending', processedAt: null }).where(eq(refunds.id, refund.id));
    expect((await deliver(rzp.webhook('refund.processed', { refundId: refund.providerRefundId! }))).json()).toMatchObject({ outcome: 'handled' });
    expect((await refundsOf(pay.id))[0].status).toBe('processed');
  });

  it('gives a late payment its booked slot only while nobody booked that time meanwhile; else flags and refunds it (no 500)', async () => {
    const astrology = await serviceIdOf(t, 'astrology-numerology');
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const offered = (await t.app.inject({ url: `/api/services/${astrology}/slots?from=${from}&to=${to}` })).json().slots as Array<{ start: string }>;
    expect(offered.length).toBeGreaterThan(10);
    const bookSlot = async (email: string, slotStart: string) => (await register(t, { ...consultancyPayload(email), serviceId: astrology, slotStart })).json().id as string;

    const kept = await bookSlot('slot-late@example.com', offered[0].start);
    const keptOrder = (await orderFor(kept)).orderId;
    await expireHold(kept);
    const keptPaid = rzp.pay(keptOrder);
    expect((await deliver(rzp.webhook('payment.captured', { paymentId: keptPaid.payment.id }))).statusCode).toBe(200);
    expect((await regOf(kept)).status).toBe('confirmed');

    const lost = await bookSlot('slot-lost@example.com', offered[offered.length - 1].start);
    const lostOrder = (await orderFor(lost)).orderId;
    await expireHold(lost);
    const taker = await bookSlot('slot-taker@example.com', offered[offered.length - 1].start);
    expect((await regOf(taker)).status).toBe('pending_payment');
    const lostPaid = rzp.pay(lostOrder);
    expect((await deliver(rzp.webhook('payment.captured', { paymentId: lostPaid.payment.id }))).statusCode).toBe(200);
    expect((await regOf(lost)).status).toBe('expired');
    expect((await regOf(taker)).status).toBe('pending_payment');
    const [pay] = await paysOf(lost);
    expect(pay).toMatchObject({ status: 'paid', flag: 'late_no_seat', receiptNo: null, refundedInr: pay.amountInr });
  });

  it('50 buyers for the last seat, payments arriving late: never more confirmed than seats, every charged buyer without a seat refunded', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 1, priceInr: 1500 });
    const { id: first } = (await register(t, webinarPayload(webinar.id, 'first@example.com'))).json();
    const orders = new Map<string, string>([[first, (await orderFor(first)).orderId]]);
    // 50 people race for the event while the first one holds the seat: all waitlisted.
    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => register(t, webinarPayload(webinar.id, `racer-${i}@example.com`))));
    expect(racers.map((r) => r.json().status)).toEqual(Array(50).fill('waitlisted'));
    // Holds expire one after another; each promoted racer starts paying, then is too slow too.
    let holder = first;
    for (let round = 0; round < 5; round++) {
      await expireHold(holder);
      const [next] = await db().select().from(registrations).where(and(eq(registrations.webinarId, webinar.id), eq(registrations.status, 'pending_payment')));
      holder = next.id;
      orders.set(holder, (await orderFor(holder)).orderId);
    }
    // Everyone who started pays now; the payments arrive at once, by webhook and by handler.
    const paid = [...orders].map(([id, orderId]) => ({ id, fields: rzp.pay(orderId) }));
    await Promise.all(
      paid.flatMap(({ id, fields }) => [
        deliver(rzp.webhook('payment.captured', { paymentId: fields.razorpay_payment_id })),
        handler(id, { razorpay_payment_id: fields.razorpay_payment_id, razorpay_order_id: fields.razorpay_order_id, razorpay_signature: fields.razorpay_signature }),
      ]),
    );
    const regs = await db().select().from(registrations).where(eq(registrations.webinarId, webinar.id));
    const confirmed = regs.filter((r) => r.status === 'confirmed');
    expect(confirmed.map((r) => r.id)).toEqual([holder]);
    expect(regs.filter((r) => ['confirmed', 'pending_payment', 'awaiting_verification'].includes(r.status))).toHaveLength(1);
    const pays = await db().select().from(payments).where(eq(payments.provider, 'razorpay'));
    const ours = pays.filter((p) => orders.has(p.registrationId));
    expect(ours).toHaveLength(6);
    const withoutSeat = ours.filter((p) => p.registrationId !== holder);
    expect(withoutSeat.every((p) => p.flag === 'late_no_seat' && p.refundedInr === 1500)).toBe(true);
    const standInRefunds = [...rzp.refunds.values()].filter((r) => withoutSeat.some((p) => p.providerPaymentId === r.payment_id));
    expect(standInRefunds.reduce((sum, r) => sum + r.amount, 0)).toBe(withoutSeat.length * 150000);
    expect(standInRefunds).toHaveLength(5);
    expect(ours.find((p) => p.registrationId === holder)).toMatchObject({ flag: null, refundedInr: 0, receiptNo: expect.any(String) });
  });

  it('"Pay with UPI" (upi) is Razorpay\'s UPI, its window opening on UPI; the founder\'s UPI ID is upi_id (issue 51)', async () => {
    const { id } = (await register(t, consultancyPayload('rzp-upi@example.com'))).json();
    const viaRazorpay = await start(id, { method: 'upi' });
    expect(viaRazorpay.statusCode).toBe(200);
    expect(viaRazorpay.json()).toMatchObject({ kind: 'razorpay', method: 'upi', amountPaise: 299900 });
    expect((await start(id, { method: 'card' })).json()).toMatchObject({ kind: 'razorpay', method: 'card', orderId: viaRazorpay.json().orderId });
    // Confirmed by its signature, at once, like a card.
    const fields = rzp.pay(viaRazorpay.json().orderId, { method: 'upi' });
    const paid = await handler(id, { razorpay_payment_id: fields.razorpay_payment_id, razorpay_order_id: fields.razorpay_order_id, razorpay_signature: fields.razorpay_signature });
    expect(paid.json()).toMatchObject({ status: 'confirmed' });
    const other = (await register(t, consultancyPayload('upi-id@example.com'))).json().id;
    expect((await start(other, { method: 'upi_id' })).json()).toMatchObject({ kind: 'upi', vpa: 'founder@okaxis' });
  });

  it('direct UPI: the link and QR, the UTR checked (12 digits, reuse flagged), awaiting the founder, who is told', async () => {
    const { id } = (await register(t, consultancyPayload('upi@example.com'))).json();
    const res = await start(id, { method: 'upi_id' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ref = `AM${id.slice(0, 8).toUpperCase()}`;
    expect(body).toMatchObject({ kind: 'upi', vpa: 'founder@okaxis', payeeName: 'Antarman Healing', amountInr: 2999, reference: ref });
    expect(body.link).toBe(`upi://pay?pa=founder%40okaxis&pn=Antarman%20Healing&am=2999.00&cu=INR&tn=${ref}&tr=${ref}`);
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    for (const bad of ['12345', '12345678901a', '1234567890123', 42]) {
      const refused = await post(t, `/api/registrations/${id}/payment/utr?${payLink(t, id)}&lang=gu`, { utr: bad });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('12 અંક');
    }
    const ok = await utr(id, ' 123456789012 ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'awaiting_verification', receiptNo: null, test: false });
    const reg = await regOf(id);
    expect(reg).toMatchObject({ status: 'awaiting_verification', holdExpiresAt: null });
    expect(await paysOf(id)).toEqual([expect.objectContaining({ provider: 'upi', status: 'submitted', utr: '123456789012', flag: null })]);
    expect((await mailsTo('founder@example.com', 'admin-upi-to-verify')).filter((m) => m.text.includes('upi@example.com'))).toEqual([expect.objectContaining({ text: expect.stringContaining('123456789012') })]);

  });

  it('direct UPI: a UTR another registration\'s payment carries is refused (409, translated), also when two send it at once', async () => {
    const { id: first } = (await register(t, consultancyPayload('utr-first@example.com'))).json();
    await start(first, { method: 'upi_id' });
    expect((await utr(first, '223344556677')).statusCode).toBe(200);
    const { id: again } = (await register(t, consultancyPayload('reuse@example.com'))).json();
    await start(again, { method: 'upi_id' });
    const refused = await post(t, `/api/registrations/${again}/payment/utr?${payLink(t, again)}&lang=hi`, { utr: '2233 4455 6677' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'utr_in_use', message: expect.stringContaining('दूसरी बुकिंग') });
    expect((await paysOf(again))[0]).toMatchObject({ status: 'pending', utr: null });
    expect((await regOf(again)).status).toBe('pending_payment');
    // The same UTR again from its own registration is no new attempt.
    expect((await utr(first, '223344556677')).statusCode).toBe(200);
    expect((await paysOf(first))[0]).toMatchObject({ utrAttempts: 1 });

    // Two registrations send one new UTR at the same moment: the database lets one through.
    const ids = await Promise.all(['utr-race-a@example.com', 'utr-race-b@example.com', 'utr-race-c@example.com'].map(async (email) => (await register(t, consultancyPayload(email))).json().id as string));
    for (const id of ids) await start(id, { method: 'upi_id' });
    const answers = await Promise.all(ids.map((id) => utr(id, '334455667788')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await db().$count(payments, eq(payments.utr, '334455667788'))).toBe(1);
  });

  it('direct UPI: the founder may accept a UTR in use only with a reason, kept with the payment and in the audit', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const verify = (paymentId: string, body: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/verify`, payload: body, headers: { cookie: admin.cookie, origin: t.config.publicUrl } });
    const { id: first } = (await register(t, consultancyPayload('override-a@example.com'))).json();
    await start(first, { method: 'upi_id' });
    await utr(first, '445566778899');
    const { id: second } = (await register(t, consultancyPayload('override-b@example.com'))).json();
    await start(second, { method: 'upi_id' });
    expect((await utr(second, '445566778899')).statusCode).toBe(409);
    const [pay] = await paysOf(second);
    const without = await verify(pay.id, { decision: 'confirm', utr: '445566778899' });
    expect(without.statusCode).toBe(409);
    expect(without.json().error.code).toBe('utr_in_use');
    expect((await paysOf(second))[0].status).toBe('pending');
    const reason = 'One family paid for two sessions in one transfer';
    const ok = await verify(pay.id, { decision: 'confirm', utr: '4455-6677-8899', overrideReason: reason });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await paysOf(second))[0]).toMatchObject({ status: 'paid', utr: '445566778899', utrOverrideReason: reason, flag: null });
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, pay.id), eq(auditLog.action, 'payment.verify')));
    expect(entry.details).toMatchObject({ decision: 'confirm', utr: '445566778899', utrOverrideReason: reason });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/payments?q=445566778899', headers: { cookie: admin.cookie } })).json();
    expect(listed.items.find((p: { id: string }) => p.id === pay.id)).toMatchObject({ utrOverrideReason: reason });
  });

  it('direct UPI: at most 2 UTRs per registration; a rejected UTR leaves only a hold, which expires and frees the seat for the waitlist', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const reject = (paymentId: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/verify`, payload: { decision: 'reject' }, headers: { cookie: admin.cookie, origin: t.config.publicUrl } });
    const webinar = await insertWebinar(t, { maxAttendees: 1, priceInr: 700 });
    const { id } = (await register(t, webinarPayload(webinar.id, 'made-up@example.com'))).json();
    await start(id, { method: 'upi_id' });
    expect((await utr(id, '556677889900')).statusCode).toBe(200);
    const { id: waiting } = (await register(t, webinarPayload(webinar.id, 'next-in-line@example.com'))).json();
    expect((await regOf(waiting)).status).toBe('waitlisted');
    const [pay] = await paysOf(id);
    expect((await reject(pay.id)).statusCode).toBe(200);
    expect((await utr(id, '556677889901')).statusCode).toBe(200);
    expect((await reject(pay.id)).statusCode).toBe(200);
    const third = await post(t, `/api/registrations/${id}/payment/utr?${payLink(t, id)}&lang=gu`, { utr: '556677889902' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: 'utr_limit', message: expect.stringContaining('બે UTR') });
    expect((await paysOf(id))[0]).toMatchObject({ status: 'rejected', utrAttempts: 2 });
    // Nothing holds the seat beyond the ordinary hold now: it expires, and the seat goes down the waitlist.
    expect((await regOf(id)).status).toBe('pending_payment');
    expect(await expireHold(id)).toBeGreaterThanOrEqual(1);
    expect((await regOf(id)).status).toBe('expired');
    expect((await regOf(waiting)).status).toBe('pending_payment');
  });

  it('direct UPI: a UTR unchecked longer than the founder\'s window (48 h by default) is listed as overdue', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const list = async (filter: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/payments?filter=${filter}&pageSize=50`, headers: { cookie: admin.cookie } })).json();
    const { id: old } = (await register(t, consultancyPayload('overdue@example.com'))).json();
    await start(old, { method: 'upi_id' });
    await utr(old, '667788990011');
    const { id: recent } = (await register(t, consultancyPayload('not-overdue@example.com'))).json();
    await start(recent, { method: 'upi_id' });
    await utr(recent, '667788990012');
    await db().update(payments).set({ utrSubmittedAt: new Date(Date.now() - 49 * 3_600_000) }).where(eq(payments.registrationId, old));
    await db().update(payments).set({ utrSubmittedAt: new Date(Date.now() - 47 * 3_600_000) }).where(eq(payments.registrationId, recent));
    const overdue = await list('overdue');
    expect(overdue.items.map((p: { registrationId: string }) => p.registrationId)).toContain(old);
    expect(overdue.items.map((p: { registrationId: string }) => p.registrationId)).not.toContain(recent);
    expect(overdue.items.every((p: { overdue: boolean }) => p.overdue)).toBe(true);
    const awaiting = await list('awaiting');
    expect(awaiting.items.find((p: { registrationId: string }) => p.registrationId === recent)).toMatchObject({ overdue: false });
  });

  it('direct UPI: a UTR typed with spaces or dashes, as UPI apps group it, is stored as its 12 digits', async () => {
    for (const [typed, stored] of [['6123 4567 8903', '612345678903'], ['6123-4567-8904', '612345678904'], [' 6123\u00a04567 – 8905 ', '612345678905']]) {
      const { id } = (await register(t, consultancyPayload(`spaced-${stored}@example.com`))).json();
      await start(id, { method: 'upi_id' });
      const res = await utr(id, typed);
      expect(res.statusCode, res.body).toBe(200);
      expect((await paysOf(id))[0]).toMatchObject({ status: 'submitted', utr: stored });
    }
    const { id } = (await register(t, consultancyPayload('spaced-bad@example.com'))).json();
    await start(id, { method: 'upi_id' });
    for (const bad of ['6123 4567 890', '6123.4567.8903', '6123 4567 8903 1']) expect((await utr(id, bad)).statusCode).toBe(400);
  });

  it('the founder confirms or rejects a UPI payment; others get 401 and 403', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const member = await createUser(t);
    const verify = (paymentId: string, decision: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/verify`, payload: { decision }, headers: cookie ? { cookie } : {} });

    const { id } = (await register(t, coursePayload('upi-confirm@example.com'))).json();
    await start(id, { method: 'upi_id' });
    await utr(id, '998877665544');
    const [pay] = await paysOf(id);
    expect((await verify(pay.id, 'confirm')).statusCode).toBe(401);
    expect((await verify(pay.id, 'confirm', member.cookie)).statusCode).toBe(403);
    expect((await verify(pay.id, 'maybe', admin.cookie)).statusCode).toBe(400);
    expect((await verify('00000000-0000-4000-8000-000000000000', 'confirm', admin.cookie)).statusCode).toBe(404);
    const confirmed = await verify(pay.id, 'confirm', admin.cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', receiptNo: expect.any(String) });
    expect((await paysOf(id))[0]).toMatchObject({ status: 'paid', verifiedBy: admin.email });
    expect(await mailsTo('upi-confirm@example.com', 'payment-received')).toHaveLength(1);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.entityId, pay.id), eq(auditLog.action, 'payment.verify')))).toHaveLength(1);

    const { id: notFound } = (await register(t, consultancyPayload('upi-reject@example.com'), { url: '/api/unified-registration?lang=hi' })).json();
    await start(notFound, { method: 'upi_id' });
    await utr(notFound, '112233445566');
    const [rejectMe] = await paysOf(notFound);
    const rejected = await verify(rejectMe.id, 'reject', admin.cookie);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'pending_payment', receiptNo: null });
    const reg = await regOf(notFound);
    expect(reg.status).toBe('pending_payment');
    expect(reg.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 19 * 60_000);
    const [mail] = await mailsTo('upi-reject@example.com', 'payment-rejected');
    expect(mail).toMatchObject({ locale: 'hi', text: expect.stringContaining('112233445566') });
    // Its button leads back to the payment page by the signed link (the id alone opens nothing), in the person's language.
    const payAgain = new URL(/https?:\/\/\S+\/hi\/payment\?\S+/.exec(mail.text)![0]);
    expect(mail.html).toContain(`<a href="${payAgain.toString().replaceAll('&', '&amp;')}"`);
    const summary = await t.app.inject({ url: `/api/registrations/${notFound}/summary?sig=${payAgain.searchParams.get('sig')}&exp=${payAgain.searchParams.get('exp')}` });
    expect(summary.statusCode).toBe(200);
    expect((await verify(rejectMe.id, 'reject', admin.cookie)).statusCode).toBe(409);
    // The person sends the right UTR: awaiting again.
    expect((await utr(notFound, '112233445567')).json()).toMatchObject({ status: 'awaiting_verification' });
  });

  it('refuses what cannot be paid: unknown 404, cancelled and waitlisted 409, event started 410, free and paid methods 400', async () => {
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) expect((await start(bad, { method: 'card' })).statusCode).toBe(404);
    const { id } = (await register(t, consultancyPayload('cancelled-pay@example.com'))).json();
    expect((await start(id, { method: 'free' })).statusCode).toBe(400);
    expect((await start(id, { method: 'cash' })).statusCode).toBe(400);
    await db().update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, id));
    expect((await start(id, { method: 'card' })).statusCode).toBe(409);
    const started = await insertWebinar(t, { maxAttendees: 3, priceInr: 300 });
    const { id: late } = (await register(t, webinarPayload(started.id, 'started@example.com'))).json();
    await db().update(webinars).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(webinars.id, started.id));
    expect((await start(late, { method: 'card' })).statusCode).toBe(410);
    const free = await insertWebinar(t, { maxAttendees: 3, priceInr: 0 });
    const { id: freeId } = (await register(t, webinarPayload(free.id, 'free@example.com'))).json();
    expect((await start(freeId, { method: 'card' })).statusCode).toBe(400);
    expect((await start(freeId, { method: 'free' })).json()).toMatchObject({ kind: 'done', status: 'confirmed', amountInr: 0, receiptNo: null });
  });
});

describe.each(testDatabaseKinds())('payments without a provider on %s', (kind) => {
  it('in development and tests: a simulated test payment, confirmed at once, with no receipt number', async () => {
    const t = await createTestApp(kind);
    try {
      const { id } = (await register(t, consultancyPayload('sim@example.com'))).json();
      // No UPI ID configured: paying one is refused in the visitor's language (400), nothing recorded.
      const noUpiId = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}&lang=hi`, { method: 'upi_id' });
      expect(noUpiId.statusCode).toBe(400);
      expect(noUpiId.json().error.message).toBe('सीधा UPI भुगतान उपलब्ध नहीं है। कृपया भुगतान का कोई दूसरा तरीका चुनें।');
      expect(await t.db.database.db.$count(payments, eq(payments.registrationId, id))).toBe(0);
      const res = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'upi' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: 'done', registrationId: id, status: 'confirmed', amountInr: 2999, receiptNo: null, test: true });
      const [pay] = await t.db.database.db.select().from(payments).where(eq(payments.registrationId, id));
      expect(pay).toMatchObject({ provider: 'simulated', isTest: true, status: 'paid', receiptNo: null, providerPaymentId: expect.stringMatching(/^sim_/) });
      // Twice: the same answer, one payment.
      expect((await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'card' })).json()).toMatchObject({ kind: 'done', test: true });
      expect(await t.db.database.db.$count(payments, eq(payments.registrationId, id))).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('in production: no simulated payment; booking on request, awaiting the founder', async () => {
    const t = await createTestApp(kind, { env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://antarman.example', ADMIN_NOTIFY_EMAIL: 'founder@example.com' } });
    try {
      const { id } = (await register(t, coursePayload('on-request@example.com'))).json();
      const res = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'card' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: 'on_request', registrationId: id, status: 'awaiting_verification', amountInr: 4999 });
      const pays = await t.db.database.db.select().from(payments).where(eq(payments.registrationId, id));
      expect(pays).toEqual([expect.objectContaining({ provider: 'manual', status: 'pending', isTest: false })]);
      expect((await t.db.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'admin-booking-on-request')))).toHaveLength(1);
      const admin = await createUser(t, { role: 'admin' });
      const ok = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${pays[0].id}/verify`, payload: { decision: 'confirm' }, headers: { cookie: admin.cookie, origin: 'https://antarman.example' } });
      expect(ok.json()).toMatchObject({ status: 'confirmed', receiptNo: expect.stringMatching(/^AM\//), test: false });
    } finally {
      await t.close();
    }
  });
});
