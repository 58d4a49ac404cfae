/**
 * A payment confirming a held slot reads the founder's calendars again (issue 53 §1), on each
 * database, with a local HTTP server serving her ICS file and the Razorpay stand-in: a slot booked
 * while free, then made busy by an event she added before the money arrived, is not confirmed; the
 * payment is flagged slot_busy (shown so in the admin payments list), refunded in full through
 * Razorpay, the client told why in their language, the founder told, and the time released. A slot
 * still free is confirmed as before.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../../shared/contracts/scheduling.ts';
import { istToday } from '../../../shared/ist.ts';
import { payments, refunds, registrations } from '../../db/schema.ts';
import { injectAs } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { consultancyPayload, payLink, post, register, serviceIdOf } from '../registrations/testing.ts';
import { istMidnight } from './slots.ts';
import { istDayOf } from '../../../shared/ist.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const dayAfter = (n: number) => istDayOf(istMidnight(istToday()) + n * DAY + MINUTE);
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Her calendar: one appointment far away, and whatever the test adds. */
function calendarText(events: Array<{ uid: string; start: number; end: number }>): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar//EN'];
  for (const e of events) lines.push('BEGIN:VEVENT', `UID:${e.uid}`, 'DTSTAMP:20260101T000000Z', `DTSTART:${utc(e.start)}`, `DTEND:${utc(e.end)}`, 'SUMMARY:Busy', 'END:VEVENT');
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

describe.each(testDatabaseKinds())('a payment for a held slot against her calendars on %s', (kind) => {
  let rzp: RazorpayStandIn;
  let astrology: string;
  const far = Date.now() + 60 * DAY;
  const feed = { body: calendarText([{ uid: 'far@test', start: far, end: far + 30 * MINUTE }]), requests: 0 };
  const server: Server = createServer((_req, res) => {
    feed.requests++;
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feed.body);
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    rzp = await startRazorpayStandIn();
  });
  afterAll(async () => {
    await rzp?.close();
    server.close();
  });
  const { t, admin, db, mails } = appWithPeople(kind, { env: () => ({ ...rzp.env, CALENDAR_FETCH_ALLOW_PRIVATE: 'true', ADMIN_NOTIFY_EMAIL: 'founder@example.com' }), member: false });
  beforeAll(async () => {
    astrology = await serviceIdOf(t, 'astrology-numerology');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private-feed/basic.ics`;
    const added = await injectAs(t, admin, 'POST', '/api/admin/scheduling/calendars', { url, label: 'Family' });
    expect(added.statusCode, added.body).toBe(201);
  });
  const regOf = async (id: string) => (await db().select().from(registrations).where(eq(registrations.id, id)))[0];
  const paysOf = (id: string) => db().select().from(payments).where(eq(payments.registrationId, id));
  const mailsTo = (to: string, kind: string) => mails({ to, kind });
  const slotsOn = async (day: string): Promise<Slot[]> => (await t.app.inject({ url: `/api/services/astrology-numerology/slots?from=${day}&to=${day}` })).json().slots;
  const offeredDay = async (): Promise<{ day: string; slots: Slot[] }> => {
    for (let n = 3; n < 14; n++) {
      const slots = await slotsOn(dayAfter(n));
      if (slots.length > 2) return { day: dayAfter(n), slots };
    }
    throw new Error('no day with slots');
  };
  /** Books the slot (in Hindi), makes its order, and has the stand-in take the money. */
  const bookAndPay = async (email: string, slot: Slot, beforePaying: () => void = () => undefined) => {
    const booked = await register(t, { ...consultancyPayload(email), serviceId: astrology, slotStart: slot.start }, { url: '/api/unified-registration?lang=hi' });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const order = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'card' });
    expect(order.statusCode, order.body).toBe(200);
    beforePaying();
    const paid = rzp.pay(order.json().orderId);
    const answer = await post(t, `/api/registrations/${id}/payment/razorpay`, {
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: order.json().orderId,
      razorpay_signature: paid.razorpay_signature,
    });
    return { id, answer, paymentId: paid.payment.id };
  };

  it('confirms a held slot that is still free', async () => {
    const { slots } = await offeredDay();
    const { id, answer } = await bookAndPay('still-free@example.com', slots[0]);
    expect(answer.json()).toMatchObject({ status: 'confirmed', receiptNo: expect.any(String) });
    expect((await regOf(id)).status).toBe('confirmed');
    expect((await paysOf(id))[0].flag).toBeNull();
  });

  it('refuses, flags and refunds a payment whose held slot became busy in her calendar meanwhile', async () => {
    const { day, slots } = await offeredDay();
    const slot = slots[slots.length - 1];
    const requests = feed.requests;
    const { id, answer, paymentId } = await bookAndPay('became-busy@example.com', slot, () => {
      // She adds an appointment at that time after the booking, before the money arrives.
      feed.body = calendarText([{ uid: 'school@test', start: Date.parse(slot.start) + 10 * MINUTE, end: Date.parse(slot.start) + 40 * MINUTE }]);
    });
    // The feed was read again when the payment arrived (once at booking, once before settling).
    expect(feed.requests).toBeGreaterThanOrEqual(requests + 2);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'expired', receiptNo: null });

    const reg = await regOf(id);
    expect(reg.status).toBe('expired');
    const [pay] = await paysOf(id);
    expect(pay).toMatchObject({ status: 'paid', flag: 'slot_busy', receiptNo: null, refundedInr: pay.amountInr });
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, pay.id));
    expect(refund).toMatchObject({ amountInr: pay.amountInr, reason: 'slot_busy', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(rzp.refunds.get(refund.providerRefundId!)).toMatchObject({ payment_id: paymentId, amount: pay.amountInr * 100 });

    // The client is told why, in their language; the founder is told too.
    const [told] = await mailsTo('became-busy@example.com', 'payment-refunded-automatically');
    expect(told.locale).toBe('hi');
    expect(told.text).toContain('कैलेंडर में खाली नहीं');
    expect(await mailsTo('became-busy@example.com', 'payment-received')).toHaveLength(0);
    const [notice] = (await mailsTo('founder@example.com', 'admin-payment-flagged')).filter((m) => m.text.includes('became-busy@example.com'));
    expect(notice.text).toContain('busy in your calendar');

    // The admin payments list shows the flag; its label exists in every language.
    const listed = await injectAs(t, admin, 'GET', '/api/admin/payments?filter=flagged');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toContainEqual(expect.objectContaining({ id: pay.id, flag: 'slot_busy', registrationStatus: 'expired' }));
    for (const lang of ['en', 'hi', 'gu'] as const) expect(t.app.services.translator.t(lang)('ledger:tab.flags.slot_busy')).not.toBe('tab.flags.slot_busy');

    // Settling again (the webhook after the handler) changes nothing, refunds nothing twice.
    expect((await t.app.services.payments.settle(pay.id, { providerPaymentId: paymentId })).changed).toBe(false);
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, pay.id))).toHaveLength(1);
    // The time is not confirmed to anyone, and stays unoffered while her calendar is busy.
    expect((await slotsOn(day)).some((s) => s.start === slot.start)).toBe(false);
  });
});
