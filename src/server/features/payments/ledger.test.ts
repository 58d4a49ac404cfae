/**
 * Receipts, refunds, revenue and the accountant's CSV (issue 18 §3), on both databases, against the
 * local Razorpay stand-in. Confirmed payments are written straight to the database by `paidPayment`
 * below (with a receipt number from the real nextReceiptNo), standing in for the settle path of the
 * payment flow, which lives on another branch while this one is built.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_POLICY } from '../../../shared/refund-policy.ts';
import { emailOutbox, payments, refunds, registrations } from '../../db/schema.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { parseCsv } from '../../testing/parse-csv.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { createRegistrationMailer } from '../registrations/emails.ts';
import { enqueueEmails } from '../mail/outbox.ts';
import { consultancyPayload, insertWebinar, nextAddress, register, webinarPayload } from '../registrations/testing.ts';
import { createRazorpayClient } from './razorpay.ts';
import { nextReceiptNo } from './receipt-numbers.ts';
import { composeReceipt, loadPayment, taxBreakdown } from './receipts.ts';

const GSTIN = '24ABCDE1234F1Z5'; // Gujarat: state code 24

describe('the tax in a tax-inclusive price', () => {
  const business = { name: 'Antarman', gstin: GSTIN, gstRatePercent: 18 };
  it('splits CGST and SGST in the supplier state (or an unknown one), IGST elsewhere, and nothing without a GSTIN', () => {
    expect(taxBreakdown(2999, business, '24')).toMatchObject({ totalPaise: 299_900, taxablePaise: 254_152, cgstPaise: 22_874, sgstPaise: 22_874, igstPaise: 0, intraState: true, stateAssumed: false });
    expect(taxBreakdown(2999, business, '27')).toMatchObject({ taxablePaise: 254_153, cgstPaise: 0, sgstPaise: 0, igstPaise: 45_747, intraState: false });
    expect(taxBreakdown(2999, business, null)).toMatchObject({ cgstPaise: 22_874, sgstPaise: 22_874, stateAssumed: true });
    expect(taxBreakdown(2999, { name: 'Antarman', gstRatePercent: 18 }, '24')).toBeNull();
  });
});

describe.each(testDatabaseKinds())('receipts, refunds and revenue on %s', (kind) => {
  let rzp: RazorpayStandIn;
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let other: TestUser;
  const db = () => t.db.database.db;

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp(kind, { env: { ...rzp.env, GSTIN, BUSINESS_NAME: 'Antarman Healing', BUSINESS_ADDRESS: '12 Lake Road, Ahmedabad 380015' } });
    admin = await createUser(t, { role: 'admin' });
    member = await createUser(t, { email: 'payer@example.com', emailVerified: true });
    other = await createUser(t, { email: 'someone.else@example.com', emailVerified: true });
  });
  afterAll(async () => {
    await t?.close();
    rzp?.close();
  });

  const as = (user: TestUser | null, options: { method?: 'GET' | 'POST'; url: string; payload?: object }) =>
    t.app.inject({ method: options.method ?? 'GET', url: options.url, payload: options.payload, headers: user ? { cookie: user.cookie, origin: t.config.publicUrl } : {}, remoteAddress: nextAddress() });

  /**
   * A registration paid and confirmed, written as the settle path writes it: registration confirmed,
   * payment paid with the next receipt number (none for a test payment). Razorpay payments are real
   * ones at the stand-in, so that refunds can reach them.
   */
  async function paidPayment(options: { email?: string; lang?: 'en' | 'hi' | 'gu'; provider?: 'razorpay' | 'upi'; payerState?: string | null; isTest?: boolean; webinarId?: string; paidAt?: Date; name?: string } = {}) {
    const email = options.email ?? `buyer-${Math.random().toString(36).slice(2)}@example.com`;
    const base = options.webinarId ? webinarPayload(options.webinarId, email) : consultancyPayload(email);
    const payload = options.name ? { ...base, userData: { ...base.userData, fullName: options.name } } : base;
    const res = await register(t, payload, { url: `/api/unified-registration?lang=${options.lang ?? 'en'}` });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const [reg] = await db().update(registrations).set({ status: 'confirmed' }).where(eq(registrations.id, id)).returning();
    const provider = options.provider ?? 'razorpay';
    let order: { id: string } | null = null;
    let providerPaymentId: string | null = null;
    if (provider === 'razorpay') {
      const client = createRazorpayClient({ keyId: rzp.keyId, keySecret: rzp.keySecret, apiUrl: rzp.url });
      order = await client.createOrder({ amount: reg.amountInr * 100, currency: 'INR', receipt: id.slice(0, 30) });
      providerPaymentId = rzp.pay(order.id).razorpay_payment_id;
    }
    const paidAt = options.paidAt ?? new Date();
    const payment = await db().transaction(async (tx) => {
      const receiptNo = options.isTest ? null : await nextReceiptNo(tx, paidAt);
      const [row] = await tx
        .insert(payments)
        .values({
          registrationId: id,
          provider: options.isTest ? 'simulated' : provider,
          status: 'paid',
          amountInr: reg.amountInr,
          providerOrderId: order?.id ?? null,
          providerPaymentId,
          utr: provider === 'upi' ? String(100000000000 + Math.floor(Math.random() * 899999999999)) : null,
          method: provider === 'upi' ? 'upi' : 'card',
          isTest: options.isTest ?? false,
          payerState: options.payerState ?? null,
          paidAt,
          receiptNo,
        })
        .returning();
      return row;
    });
    return { reg, payment };
  }

  const standInAmounts = (paymentId: string | null) => [...rzp.refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => r.amount);
  const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0];
  const mailsTo = (to: string, kind: string) => db().select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));

  describe('receipts', () => {
    it('numbers confirmed payments per financial year and gives test payments none', async () => {
      const a = await paidPayment({ paidAt: new Date('2026-06-01T06:00:00Z') });
      const b = await paidPayment({ paidAt: new Date('2026-06-02T06:00:00Z') });
      const test = await paidPayment({ isTest: true });
      expect(a.payment.receiptNo).toMatch(/^AM\/2026-27\/\d{4}$/);
      expect(Number(b.payment.receiptNo!.slice(-4))).toBe(Number(a.payment.receiptNo!.slice(-4)) + 1);
      expect(test.payment.receiptNo).toBeNull();
      expect((await as(admin, { url: `/api/admin/payments/${test.payment.id}/receipt` })).statusCode).toBe(404);
    });

    it('is a tax invoice with CGST and SGST for a payer in Gujarat, in English', async () => {
      const { payment } = await paidPayment({ email: member.email, payerState: '24', name: 'Asha Patel' });
      const res = await as(member, { url: `/api/me/payments/${payment.id}/receipt` });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc).toMatchObject({ kind: 'tax_invoice', title: 'Tax invoice', lang: 'en', receiptNo: payment.receiptNo, supplier: { name: 'Antarman Healing', address: '12 Lake Road, Ahmedabad 380015', gstin: GSTIN } });
      expect(doc.details).toEqual(
        expect.arrayContaining([
          { label: 'Invoice no.', value: payment.receiptNo },
          { label: 'Billed to', value: `Asha Patel, ${member.email}` },
          { label: 'For', value: 'Astrology & Numerology Consultation' },
          { label: 'SAC', value: '999293' },
          { label: 'Place of supply', value: 'Gujarat (24)' },
          { label: 'Tax payable on reverse charge', value: 'No' },
          { label: 'Payment reference', value: payment.providerPaymentId },
        ]),
      );
      expect(doc.signature).toEqual({ for: 'For Antarman Healing', label: 'Authorised signatory' });
      expect(doc.creditNotes).toEqual([]);
      expect(doc.amounts).toEqual([
        { label: 'Taxable value', value: '₹2,541.52' },
        { label: 'CGST 9%', value: '₹228.74' },
        { label: 'SGST 9%', value: '₹228.74' },
        { label: 'Total paid', value: '₹2,999.00', total: true },
      ]);
      expect(doc.notes).toEqual(['Prices include GST.']);
      // The admin opens any receipt; another member none of this one; a visitor must sign in.
      expect((await as(admin, { url: `/api/admin/payments/${payment.id}/receipt` })).json().receiptNo).toBe(payment.receiptNo);
      const theirs = await as(other, { url: `/api/me/payments/${payment.id}/receipt` });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error.message).toBe('There is no receipt for this payment.');
      expect((await as(null, { url: `/api/me/payments/${payment.id}/receipt` })).statusCode).toBe(401);
      expect((await as(member, { url: `/api/admin/payments/${payment.id}/receipt` })).statusCode).toBe(403);
    });

    it("is in the payer's language: IGST in Hindi for another state, CGST+SGST assumed in Gujarati when the state is unknown", async () => {
      const hi = await paidPayment({ lang: 'hi', payerState: '27' });
      const hiDoc = (await as(admin, { url: `/api/admin/payments/${hi.payment.id}/receipt` })).json();
      expect(hiDoc).toMatchObject({ lang: 'hi', title: 'कर बीजक (टैक्स इनवॉइस)' });
      expect(hiDoc.details[0]).toEqual({ label: 'बीजक संख्या', value: hi.payment.receiptNo });
      expect(hiDoc.details).toEqual(expect.arrayContaining([{ label: 'आपूर्ति का स्थान', value: 'Maharashtra (27)' }, { label: 'रिवर्स चार्ज पर देय कर', value: 'नहीं' }]));
      expect(hiDoc.signature).toEqual({ for: 'Antarman Healing की ओर से', label: 'अधिकृत हस्ताक्षरकर्ता' });
      expect(hiDoc.amounts.map((a: { label: string }) => a.label)).toEqual(['कर योग्य मूल्य', 'IGST 18%', 'कुल भुगतान']);
      expect(hiDoc.amounts[1].value).toContain('457.47');

      const gu = await paidPayment({ lang: 'gu', payerState: null });
      const guDoc = (await as(admin, { url: `/api/admin/payments/${gu.payment.id}/receipt` })).json();
      expect(guDoc).toMatchObject({ lang: 'gu', title: 'કર બિલ (ટેક્સ ઇન્વૉઇસ)' });
      expect(guDoc.details[0]).toEqual({ label: 'ઇન્વૉઇસ નંબર', value: gu.payment.receiptNo });
      // No state given: supplied where the supplier is.
      expect(guDoc.details).toEqual(expect.arrayContaining([{ label: 'પુરવઠાનું સ્થળ', value: 'Gujarat (24)' }, { label: 'રિવર્સ ચાર્જ પર ચૂકવવાપાત્ર કર', value: 'ના' }]));
      expect(guDoc.signature).toEqual({ for: 'Antarman Healing વતી', label: 'અધિકૃત સહીકર્તા' });
      expect(guDoc.amounts.map((a: { label: string }) => a.label)).toEqual(['કરપાત્ર મૂલ્ય', 'CGST 9%', 'SGST 9%', 'કુલ ચુકવણી']);
      expect(guDoc.notes).toContain('પ્રાપ્તકર્તાનું રાજ્ય જણાવ્યું નથી: સપ્લાયરના રાજ્યની અંદર ગણીને કર લાગુ કર્યો છે (CGST + SGST).');
    });

    it('is a plain receipt without tax lines when no GSTIN is configured', async () => {
      const { payment } = await paidPayment({ payerState: '24' });
      const c = (await loadPayment(db(), payment.id))!;
      const doc = composeReceipt(c, 0, { name: 'Antarman', gstRatePercent: 18 }, t.app.services.translator);
      expect(doc).toMatchObject({ kind: 'receipt', title: 'Payment receipt', supplier: { gstin: null } });
      expect(doc.amounts).toEqual([{ label: 'Total paid', value: '₹2,999.00', total: true }]);
      expect(doc.details.map((d) => d.label)).not.toContain('SAC');
    });

    it('sends the receipt e-mail naming the tax invoice by its number, with a signed link that opens it without an account, in the payer language', async () => {
      const { reg, payment } = await paidPayment({ lang: 'gu' });
      const mailer = createRegistrationMailer({ config: t.config, translator: t.app.services.translator, mail: { enqueueEmails }, links: linkSignerFor(t.config) });
      await db().transaction((tx) => mailer.paid(tx, reg, null, { id: payment.id, amountInr: payment.amountInr, receiptNo: payment.receiptNo, reference: payment.providerPaymentId }));
      const [mail] = await mailsTo(reg.email, 'payment-received');
      expect(mail.text).toContain(`ટેક્સ ઇન્વૉઇસ નંબર: ${payment.receiptNo}`);
      expect(mail.text).toContain(payment.providerPaymentId!);
      // The receipt number is not called the payment's reference (it was).
      const referenceLine = (reference: string) => t.app.services.translator.t('gu')('emails:paid.reference', { reference });
      expect(mail.text).toContain(referenceLine(payment.providerPaymentId!));
      expect(mail.text).not.toContain(referenceLine(payment.receiptNo!));
      expect(mail.text).toContain('2,999');
      expect(mail.subject).toContain('જ્યોતિષ');
      const link = new RegExp(`href="(${t.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/gu/receipt/${payment.id}\\?sig=([^&"]+)&amp;exp=(\\d+))"`).exec(mail.html ?? '');
      expect(link, mail.html ?? '').not.toBeNull();
      const [, , sig, exp] = link!;
      // The page's data, without a session; a changed signature or another payment's id: 403.
      const open = await as(null, { url: `/api/receipts/${payment.id}?sig=${sig}&exp=${exp}` });
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json()).toMatchObject({ receiptNo: payment.receiptNo, lang: 'gu', kind: 'tax_invoice' });
      expect((await as(null, { url: `/api/receipts/${payment.id}?sig=${sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}&exp=${exp}` })).statusCode).toBe(403);
      const other = await paidPayment();
      const refused = await as(null, { url: `/api/receipts/${other.payment.id}?sig=${sig}&exp=${exp}&lang=hi` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('रसीद');
    });
  });

  describe('refunds', () => {
    const refund = (paymentId: string, payload: object, user: TestUser | null = admin) => as(user, { method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, payload });
    const standInRefunds = (paymentId: string | null) => [...rzp.refunds.values()].filter((r) => r.payment_id === paymentId);

    it('refunds part through Razorpay in paise, then the rest, e-mails each, and refuses a third', async () => {
      const { reg, payment } = await paidPayment({ lang: 'hi' });
      const part = await refund(payment.id, { amountInr: 1000, reason: 'Session shortened' });
      expect(part.statusCode).toBe(200);
      expect(part.json()).toMatchObject({ amountInr: 1000, refundedInr: 1000, status: 'processed', registrationStatus: 'confirmed' });
      expect(standInRefunds(payment.providerPaymentId).map((r) => r.amount)).toEqual([100_000]);
      expect((await mailsTo(reg.email, 'payment-refunded'))[0].text).toContain('आपकी बुकिंग पुष्ट बनी रहेगी');

      const rest = await refund(payment.id, {});
      expect(rest.json()).toMatchObject({ amountInr: 1999, refundedInr: 2999, registrationStatus: 'refunded' });
      expect(standInRefunds(payment.providerPaymentId).map((r) => r.amount)).toEqual([100_000, 199_900]);
      const rows = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(rows.map((r) => [r.amountInr, r.status, r.createdBy])).toEqual(expect.arrayContaining([[1000, 'processed', admin.email], [1999, 'processed', admin.email]]));
      expect(await mailsTo(reg.email, 'payment-refunded')).toHaveLength(2);

      const again = await refund(payment.id, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This payment has already been refunded in full.');
    });

    it('refunds once however often the button is pressed at once', async () => {
      const { payment } = await paidPayment();
      const answers = await Promise.all(Array.from({ length: 5 }, () => refund(payment.id, {})));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(standInRefunds(payment.providerPaymentId)).toHaveLength(1);
      expect((await paymentRow(payment.id)).refundedInr).toBe(2999);
    });

    it('refuses more than is left (nothing changes), a test payment, and gives the amount back when Razorpay refuses', async () => {
      const { payment } = await paidPayment();
      const tooMuch = await refund(payment.id, { amountInr: 5000 });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().error.message).toBe('That is more than is left to refund on this payment.');
      expect((await refund(payment.id, { amountInr: 2000 })).statusCode).toBe(200);
      const over = await refund(payment.id, { amountInr: 1000 });
      expect(over.statusCode).toBe(409);
      expect((await paymentRow(payment.id)).refundedInr).toBe(2000);
      expect((await refund(payment.id, { amountInr: 0 })).statusCode).toBe(400);

      const test = await paidPayment({ isTest: true });
      const refused = await refund(test.payment.id, {});
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('A test payment moved no money and cannot be refunded.');

      const failing = await paidPayment();
      rzp.fail('POST', `/v1/payments/${failing.payment.providerPaymentId}/refund`, 500);
      const down = await refund(failing.payment.id, {});
      expect(down.statusCode).toBe(502);
      expect((await paymentRow(failing.payment.id)).refundedInr).toBe(0);
      expect((await db().select().from(refunds).where(eq(refunds.paymentId, failing.payment.id)))[0].status).toBe('failed');
      expect(await db().$count(registrations, and(eq(registrations.id, failing.reg.id), eq(registrations.status, 'confirmed')))).toBe(1);
    });

    it('records a UPI refund made by hand only with its reference', async () => {
      const { payment } = await paidPayment({ provider: 'upi', lang: 'gu' });
      const bare = await as(admin, { method: 'POST', url: `/api/admin/payments/${payment.id}/refund?lang=gu`, payload: {} });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().error.message).toBeTruthy();
      expect(bare.json().error.message).not.toBe('refund_reference_required');
      const done = await refund(payment.id, { reference: 'UPI 412345678901' });
      expect(done.json()).toMatchObject({ status: 'processed', refundedInr: 2999, registrationStatus: 'refunded' });
      expect((await db().select().from(refunds).where(eq(refunds.paymentId, payment.id)))[0]).toMatchObject({ reference: 'UPI 412345678901', status: 'processed' });
    });

    it('frees the seat of a full refund for the waitlist and deletes its reminders', async () => {
      const webinar = await insertWebinar(t, { title: 'Full Circle', priceInr: 500, maxAttendees: 1 });
      const first = await paidPayment({ webinarId: webinar.id });
      const waiting = (await register(t, webinarPayload(webinar.id, 'waiting@example.com'))).json();
      expect(waiting.status).toBe('waitlisted');
      await db().insert(emailOutbox).values({ to: first.reg.email, subject: 'Reminder', text: 'Soon', kind: 'reminder-24h', sendAfter: new Date(Date.now() + 86_400_000), dedupeKey: `reminder:${first.reg.id}:24h` });
      expect((await refund(first.payment.id, {})).json().registrationStatus).toBe('refunded');
      expect((await db().select().from(registrations).where(eq(registrations.id, waiting.id)))[0].status).toBe('pending_payment');
      expect(await db().$count(emailOutbox, eq(emailOutbox.dedupeKey, `reminder:${first.reg.id}:24h`))).toBe(0);
      expect(await mailsTo('waiting@example.com', 'waitlist-promoted')).toHaveLength(1);
    });

    it('refuses every admin payments route to visitors (401) and members (403)', async () => {
      const { payment } = await paidPayment();
      for (const [method, url] of [
        ['GET', '/api/admin/payments'],
        ['GET', `/api/admin/payments/${payment.id}/receipt`],
        ['POST', `/api/admin/payments/${payment.id}/refund`],
        ['GET', '/api/admin/revenue'],
        ['GET', '/api/admin/payments.csv'],
      ] as const) {
        expect((await as(null, { method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
        expect((await as(member, { method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(403);
      }
      expect((await paymentRow(payment.id)).refundedInr).toBe(0);
    });
  });

  describe('cancelling through the signed link', () => {
    const links = () => linkSignerFor(t.config);
    const cancel = (id: string) => {
      const link = links().sign('cancel-registration', id);
      return Promise.all([
        as(null, { url: `/api/registrations/${id}/refund-preview?sig=${link.signature}&exp=${link.exp}` }),
        () => as(null, { method: 'POST', url: `/api/registrations/${id}/cancel`, payload: { signature: link.signature, exp: link.exp } }),
      ]);
    };

    it('refunds everything through Razorpay a week before the event, and says so first', async () => {
      const webinar = await insertWebinar(t, { title: 'Next Week', priceInr: 800, maxAttendees: 10 });
      const { reg, payment } = await paidPayment({ webinarId: webinar.id });
      const [preview, confirm] = await cancel(reg.id);
      expect(preview.json()).toEqual({ paidInr: 800, refundInr: 800, policy: 'event', reason: null });
      expect((await confirm()).json().status).toBe('cancelled');
      expect((await paymentRow(payment.id)).refundedInr).toBe(800);
      expect([...rzp.refunds.values()].filter((r) => r.payment_id === payment.providerPaymentId).map((r) => r.amount)).toEqual([80_000]);
      expect((await db().select().from(registrations).where(eq(registrations.id, reg.id)))[0].status).toBe('cancelled');
      // The preview needs the link's signature.
      expect((await as(null, { url: `/api/registrations/${reg.id}/refund-preview?sig=forged` })).statusCode).toBe(403);
    });

    it(`refunds nothing within ${REFUND_POLICY.eventFullRefundHours} hours of the start`, async () => {
      const webinar = await insertWebinar(t, { title: 'Tomorrow', priceInr: 800, startsAt: new Date(Date.now() + 24 * 3_600_000) });
      const { reg, payment } = await paidPayment({ webinarId: webinar.id });
      const [preview, confirm] = await cancel(reg.id);
      expect(preview.json()).toEqual({ paidInr: 800, refundInr: 0, policy: 'event', reason: 'event_too_late' });
      expect((await confirm()).statusCode).toBe(200);
      expect((await paymentRow(payment.id)).refundedInr).toBe(0);
    });

    it('leaves a direct-UPI refund pending for the founder, who records it with its reference', async () => {
      const { reg, payment } = await paidPayment({ provider: 'upi', paidAt: new Date(Date.now() - 2 * 86_400_000) });
      const [preview, confirm] = await cancel(reg.id);
      expect(preview.json()).toEqual({ paidInr: 2999, refundInr: 2999, policy: 'undated', reason: null });
      await confirm();
      expect(await db().select({ amount: refunds.amountInr, status: refunds.status }).from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([{ amount: 2999, status: 'pending' }]);
      const queue = (await as(admin, { url: '/api/admin/payments?filter=refund_pending' })).json();
      expect(queue.items.map((p: { id: string }) => p.id)).toContain(payment.id);
      expect(queue.total).toBe(queue.items.length);
      expect((await as(admin, { method: 'POST', url: `/api/admin/payments/${payment.id}/refund`, payload: { reference: 'UTR 998877665544' } })).statusCode).toBe(200);
      expect(await db().select({ status: refunds.status, reference: refunds.reference }).from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([{ status: 'processed', reference: 'UTR 998877665544' }]);
    });
  });

  describe('when the practice cancels an event', () => {
    it('gives back all that is left to everyone who paid, whatever the policy: Razorpay at once, UPI pending for the founder; once', async () => {
      // Within the policy's no-refund hours: a cancellation by the practice refunds anyway.
      const webinar = await insertWebinar(t, { title: 'Called Off', priceInr: 900, maxAttendees: 10, startsAt: new Date(Date.now() + 12 * 3_600_000) });
      const card = await paidPayment({ webinarId: webinar.id, lang: 'gu' });
      const upi = await paidPayment({ webinarId: webinar.id, provider: 'upi' });
      // Someone who cancelled within the policy's no-refund hours, before the practice did.
      const early = await paidPayment({ webinarId: webinar.id });
      await db().update(registrations).set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'person' }).where(eq(registrations.id, early.reg.id));
      // Part of the card payment was given back before.
      expect((await as(admin, { method: 'POST', url: `/api/admin/payments/${card.payment.id}/refund`, payload: { amountInr: 100 } })).statusCode).toBe(200);
      const cancel = () => as(admin, { method: 'POST', url: `/api/admin/webinars/${webinar.id}/cancel` });
      expect((await cancel()).statusCode).toBe(200);

      expect((await paymentRow(card.payment.id)).refundedInr).toBe(900);
      expect(standInAmounts(card.payment.providerPaymentId)).toEqual([10_000, 80_000]);
      expect(await db().select({ amount: refunds.amountInr, status: refunds.status, reason: refunds.reason }).from(refunds).where(eq(refunds.paymentId, upi.payment.id))).toEqual([
        { amount: 900, status: 'pending', reason: 'event-cancelled' },
      ]);
      expect((await paymentRow(upi.payment.id)).refundedInr).toBe(0);
      expect((await paymentRow(early.payment.id)).refundedInr).toBe(0);
      expect(await db().$count(refunds, eq(refunds.paymentId, early.payment.id))).toBe(0);
      const queue = (await as(admin, { url: '/api/admin/payments?filter=refund_pending' })).json();
      expect(queue.items.map((p: { id: string }) => p.id)).toContain(upi.payment.id);
      // Each is told in their language: the cancellation, then the card refund.
      expect(await mailsTo(card.reg.email, 'event-cancelled')).toHaveLength(1);
      expect((await mailsTo(card.reg.email, 'payment-refunded')).map((m) => m.locale)).toEqual(['gu', 'gu']);

      // Cancelling again refunds nothing more.
      expect((await cancel()).statusCode).toBe(200);
      expect(standInAmounts(card.payment.providerPaymentId)).toEqual([10_000, 80_000]);
      expect(await db().$count(refunds, eq(refunds.paymentId, upi.payment.id))).toBe(1);
    });
  });

  describe('revenue and the CSV', () => {
    it('counts confirmed non-test payments minus processed refunds per IST month and offering, on the overview too', async () => {
      const may = new Date('2025-05-31T19:00:00Z'); // 1 June 00:30 IST
      const a = await paidPayment({ paidAt: may });
      await paidPayment({ paidAt: may });
      await paidPayment({ paidAt: may, isTest: true });
      await as(admin, { method: 'POST', url: `/api/admin/payments/${a.payment.id}/refund`, payload: { amountInr: 999 } });
      const revenue = (await as(admin, { url: '/api/admin/revenue' })).json();
      expect(revenue.rows).toContainEqual({ month: '2025-06', offering: 'Astrology & Numerology Consultation', paidInr: 5998, refundedInr: 0, netInr: 5998, payments: 2 });
      const now = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
      const current = revenue.rows.find((r: { month: string; offering: string }) => r.month === now && r.offering === 'Astrology & Numerology Consultation');
      expect(current.refundedInr).toBeGreaterThanOrEqual(999);

      const all = await db().select().from(payments).where(and(eq(payments.status, 'paid'), eq(payments.isTest, false)));
      const refunded = await db().select().from(refunds).where(eq(refunds.status, 'processed'));
      const expected = all.reduce((s, p) => s + p.amountInr, 0) - refunded.reduce((s, r) => s + r.amountInr, 0);
      expect(revenue.totalInr).toBe(expected);
      const stats = await as(admin, { url: '/api/admin/stats' });
      expect(stats.json().revenueInr, stats.body).toBe(expected);
    });

    it('lists every confirmed, non-test payment for the accountant, with its tax parts and formulas neutralised', async () => {
      const { payment } = await paidPayment({ name: '=HYPERLINK("http://x")', payerState: '27' });
      const test = await paidPayment({ isTest: true, name: 'Test Person' });
      const res = await as(admin, { url: '/api/admin/payments.csv' });
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
      expect(header).toEqual([
        'Date (IST)',
        'Document type',
        'Document no.',
        'Receipt no.',
        'Name',
        "Recipient's GSTIN",
        'Place of supply',
        'Offering',
        'Amount (INR)',
        'Method',
        'Provider',
        'Provider reference (payment id or UTR)',
        'Refunded (INR)',
        'Taxable value',
        'CGST',
        'SGST',
        'IGST',
      ]);
      const row = rows.find((r) => r[2] === payment.receiptNo)!;
      expect(row).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'Tax invoice', payment.receiptNo, payment.receiptNo, `'=HYPERLINK("http://x")`, '', 'Maharashtra (27)', 'Astrology & Numerology Consultation', '2999.00', 'card', 'razorpay', payment.providerPaymentId, '0.00', '2541.53', '0.00', '0.00', '457.47']);
      expect(rows.some((r) => r[2] === 'Test Person')).toBe(false);
      expect(rows.map((r) => r[2])).not.toContain(test.payment.id);
    });

    it('issues a credit note for a refund of an invoiced payment (own series per financial year, against the invoice, the same split), shown on the receipt and as a negative CSV row', async () => {
      const { payment } = await paidPayment({ email: member.email, payerState: '24', name: 'Credit Person' });
      const part = await as(admin, { method: 'POST', url: `/api/admin/payments/${payment.id}/refund`, payload: { amountInr: 1500 } });
      expect(part.statusCode, part.body).toBe(200);
      const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(refund.creditNoteNo).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
      expect(refund.creditNoteNo!.length).toBeLessThanOrEqual(16);
      const told = (await mailsTo(member.email, 'payment-refunded')).map((m) => m.text);
      expect(told.some((text) => text.includes(`Credit note no.: ${refund.creditNoteNo} `))).toBe(true);
      const doc = (await as(member, { url: `/api/me/payments/${payment.id}/receipt` })).json();
      expect(doc.creditNotes).toEqual([
        {
          number: refund.creditNoteNo,
          title: 'Credit note',
          details: [
            { label: 'Credit note no.', value: refund.creditNoteNo },
            { label: 'Date', value: expect.any(String) },
            { label: 'Against invoice', value: payment.receiptNo },
          ],
          amounts: [
            { label: 'Taxable value', value: '− ₹1,271.18' },
            { label: 'CGST 9%', value: '− ₹114.41' },
            { label: 'SGST 9%', value: '− ₹114.41' },
            { label: 'Total credited', value: '− ₹1,500.00', total: true },
          ],
        },
      ]);
      const [, ...rows] = parseCsv((await as(admin, { url: '/api/admin/payments.csv' })).body.replace(/^\uFEFF/, ''));
      const credit = rows.find((r) => r[2] === refund.creditNoteNo)!;
      expect(credit.slice(1, 9)).toEqual(['Credit note', refund.creditNoteNo, payment.receiptNo, 'Credit Person', '', 'Gujarat (24)', 'Astrology & Numerology Consultation', '-1500.00']);
      expect(credit.slice(13)).toEqual(['-1271.18', '-114.41', '-114.41', '0.00']);
      // The next refund of any payment takes the next number of the series.
      await as(admin, { method: 'POST', url: `/api/admin/payments/${payment.id}/refund`, payload: { amountInr: 500 } });
      const numbers = (await db().select().from(refunds).where(eq(refunds.paymentId, payment.id))).map((r) => Number(r.creditNoteNo!.slice(-4))).sort((a, b) => a - b);
      expect(numbers[1]).toBe(numbers[0] + 1);
    });

    it('pages the admin list with filters, labelling test payments', async () => {
      const page = (await as(admin, { url: '/api/admin/payments?pageSize=5' })).json();
      expect(page).toMatchObject({ page: 1, pageSize: 5 });
      expect(page.items).toHaveLength(5);
      expect(page.total).toBeGreaterThan(5);
      const all = (await as(admin, { url: '/api/admin/payments?pageSize=50' })).json();
      expect(all.items.some((p: { isTest: boolean }) => p.isTest)).toBe(true);
      expect((await as(admin, { url: '/api/admin/payments?pageSize=51' })).statusCode).toBe(400);
      expect((await as(admin, { url: '/api/admin/payments?filter=nonsense' })).statusCode).toBe(400);
      expect((await as(admin, { url: '/api/admin/payments?filter=flagged' })).json().total).toBe(0);
    });
  });
});
