/**
 * WhatsApp beyond the registration messages (issue 52), against the local stand-ins of Meta's
 * Cloud API and Razorpay, on both databases: the payment messages of a client who opted in (and
 * none for one who did not), the click-to-chat button in e-mails when the practice has a WhatsApp
 * number, and the member's data export with their consents and messages.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SITE_CONTENT } from '../../db/seed-site-content.ts';
import { payments, registrations, whatsappMessages } from '../../db/schema.ts';
import type { FastifyBaseLogger } from 'fastify';
import { createUser, injectAs } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../testing/whatsapp-stand-in.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { insertWebinar, payLink, post, register, webinarPayload } from '../registrations/testing.ts';
import { createWhatsAppService } from './service.ts';

describe.each(testDatabaseKinds())('WhatsApp for payments, e-mails and the data export on %s', (kind) => {
  let meta: WhatsAppStandIn;
  let rzp: RazorpayStandIn;
  beforeAll(async () => {
    [meta, rzp] = await Promise.all([startWhatsAppStandIn(), startRazorpayStandIn()]);
  });
  afterAll(async () => {
    await Promise.all([meta?.close(), rzp?.close()]);
  });
  const { t, admin, db, mails } = appWithPeople(kind, {
    env: () => ({ ...meta.env, ...rzp.env, UPI_VPA: 'founder@okaxis', UPI_PAYEE_NAME: 'Antarman Healing', PUBLIC_URL: 'https://antarman.example' }),
    member: false,
  });
  const worker = () => t.app.services.whatsapp.worker!;

  const sentTo = (to: string) => meta.sent.filter((m) => m.body.to === to);
  const templatesTo = (to: string) => sentTo(to).map((m) => [m.body.template?.name, m.body.template?.language.code]);
  const paramsOf = (message: WhatsAppStandIn['sent'][number]) => message.body.template!.components![0].parameters.map((p) => p.text);
  const signUp = (webinarId: string, email: string, phone: string, optIn: boolean, lang = 'hi') => {
    const payload = webinarPayload(webinarId, email);
    return register(t, { ...payload, userData: { ...payload.userData, phone }, ...(optIn ? { whatsappOptIn: true } : {}) }, { url: `/api/unified-registration?lang=${lang}` });
  };
  /** Pays a registration through the Razorpay stand-in's checkout, as the payment page does. */
  const payByCard = async (id: string) => {
    const order = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'card' });
    expect(order.statusCode, order.body).toBe(200);
    const paid = rzp.pay(order.json().orderId);
    const done = await post(t, `/api/registrations/${id}/payment/razorpay`, { ...paid, razorpay_order_id: order.json().orderId });
    expect(done.statusCode, done.body).toBe(200);
  };
  const mailOf = async (to: string, kind: string) => (await mails({ to, kind }))[0];

  it('sends an opted-in Hindi payer the hi payment_received template after paying through Razorpay, and the refund; a payer who did not opt in gets none', async () => {
    const webinar = await insertWebinar(t, { title: 'Paid Circle', maxAttendees: 10, priceInr: 800, translations: { hi: { title: 'सशुल्क मंडल' } } });
    const hindi = await signUp(webinar.id, 'payer-hi@example.com', '98111 40001', true);
    const plain = await signUp(webinar.id, 'payer-plain@example.com', '98111 40002', false);
    expect([hindi.statusCode, plain.statusCode]).toEqual([201, 201]);
    // Waiting for payment is no confirmation: nothing yet.
    await worker().runOnce();
    expect(sentTo('919811140001')).toHaveLength(0);

    await payByCard(hindi.json().id);
    await payByCard(plain.json().id);
    await worker().runOnce();
    expect(templatesTo('919811140001')).toEqual([['payment_received', 'hi']]);
    const [received] = sentTo('919811140001');
    expect(paramsOf(received)).toEqual(['Asha Patel', 'सशुल्क मंडल', '₹800']);
    expect(sentTo('919811140002')).toHaveLength(0);
    // The receipt went by e-mail as always.
    expect(await mailOf('payer-hi@example.com', 'payment-received')).toBeTruthy();

    // The founder refunds it: the client hears of the money coming back, in Hindi.
    const [payment] = await db().select().from(payments).where(eq(payments.registrationId, hindi.json().id));
    const refunded = await injectAs(t, admin, 'POST', `/api/admin/payments/${payment.id}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [plainPayment] = await db().select().from(payments).where(eq(payments.registrationId, plain.json().id));
    expect((await injectAs(t, admin, 'POST', `/api/admin/payments/${plainPayment.id}/refund`, {})).statusCode).toBe(200);
    await worker().runOnce();
    const refund = sentTo('919811140001').at(-1)!;
    expect(refund.body.template).toMatchObject({ name: 'payment_refunded', language: { code: 'hi' } });
    expect(paramsOf(refund)).toEqual(['Asha Patel', 'सशुल्क मंडल', '₹800']);
    expect(sentTo('919811140002')).toHaveLength(0);
  });

  it('tells an opted-in client in Gujarati when the founder cannot find their direct-UPI payment', async () => {
    const webinar = await insertWebinar(t, { title: 'UPI Circle', maxAttendees: 10, priceInr: 700 });
    const { id } = (await signUp(webinar.id, 'upi-wa@example.com', '98111 40008', true, 'gu')).json();
    expect((await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'upi_id' })).statusCode).toBe(200);
    expect((await post(t, `/api/registrations/${id}/payment/utr?${payLink(t, id)}`, { utr: '556677880011' })).statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.registrationId, id));
    expect((await injectAs(t, admin, 'POST', `/api/admin/payments/${payment.id}/verify`, { decision: 'reject' })).statusCode).toBe(200);
    await worker().runOnce();
    expect(templatesTo('919811140008')).toEqual([['payment_not_found', 'gu']]);
    expect(paramsOf(sentTo('919811140008')[0])).toEqual(['Asha Patel', 'UPI Circle', '₹700']);
  });

  it('tells an opted-in client whose hold ended unpaid that the registration is cancelled', async () => {
    const webinar = await insertWebinar(t, { title: 'Held Circle', maxAttendees: 10, priceInr: 500 });
    const { id } = (await signUp(webinar.id, 'held@example.com', '98111 40003', true, 'gu')).json();
    await db().update(registrations).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(registrations.id, id));
    await t.app.services.payments.holds.expire();
    await worker().runOnce();
    expect(templatesTo('919811140003')).toEqual([['registration_cancelled', 'gu']]);
  });

  it("closes e-mails with a click-to-chat button to the practice's WhatsApp number when Site content has one, and not when it has none", async () => {
    const contact = (whatsapp: string) => injectAs(t, admin, 'PUT', '/api/admin/site-content/contact', { ...SAMPLE_SITE_CONTENT.contact, whatsapp });
    const webinar = await insertWebinar(t, { title: 'Chat Circle', maxAttendees: 10 });

    expect((await contact('99099 12345')).statusCode).toBe(200);
    await signUp(webinar.id, 'chat-yes@example.com', '98111 40004', false, 'gu');
    const withButton = await mailOf('chat-yes@example.com', 'registration-confirmed');
    // A 10-digit Indian mobile gets its country code; the label is in the reader's language.
    expect(withButton.text).toContain('WhatsApp પર અમારી સાથે વાત કરો: https://wa.me/919909912345');
    expect(withButton.html).toContain('<a href="https://wa.me/919909912345"');
    expect(withButton.html).toContain('WhatsApp પર અમારી સાથે વાત કરો</a>');

    expect((await contact('')).statusCode).toBe(200);
    await signUp(webinar.id, 'chat-no@example.com', '98111 40005', false, 'gu');
    const without = await mailOf('chat-no@example.com', 'registration-confirmed');
    expect(without.text).not.toContain('wa.me');
    expect(without.html).not.toContain('wa.me');
  });

  it("puts the member's WhatsApp consents (time, wording, withdrawal) and messages (template, status, time) in their data export, and no one else's", async () => {
    const member = await createUser(t, { email: 'export-wa@example.com', emailVerified: true });
    const webinar = await insertWebinar(t, { title: 'Export Circle', maxAttendees: 10 });
    expect((await signUp(webinar.id, 'export-wa@example.com', '98111 40006', true)).statusCode).toBe(201);
    expect((await signUp(webinar.id, 'someone-else@example.com', '98111 40007', true)).statusCode).toBe(201);
    await worker().runOnce();
    expect((await injectAs(t, member, 'DELETE', '/api/me/whatsapp-consent')).statusCode).toBe(200);

    const exported = await injectAs(t, member, 'GET', '/api/me/export');
    expect(exported.statusCode).toBe(200);
    const { whatsapp } = exported.json();
    expect(whatsapp.consents).toHaveLength(1);
    expect(whatsapp.consents[0]).toMatchObject({ phone: '919811140006', locale: 'hi', withdrawnVia: 'dashboard', wording: expect.stringContaining('WhatsApp') });
    expect(Date.parse(whatsapp.consents[0].optedInAt)).not.toBeNaN();
    expect(Date.parse(whatsapp.consents[0].withdrawnAt)).not.toBeNaN();
    const confirmation = whatsapp.messages.find((m: { kind: string }) => m.kind === 'registration-confirmed');
    expect(confirmation).toMatchObject({ phone: '919811140006', direction: 'out', template: 'registration_confirmed', language: 'hi', status: 'sent' });
    expect(Date.parse(confirmation.createdAt)).not.toBeNaN();
    // The reminders that will now never go are there too, as cancelled or waiting.
    expect(whatsapp.messages.every((m: { phone: string }) => m.phone === '919811140006')).toBe(true);
    expect(JSON.stringify(exported.json())).not.toContain('919811140007');
  });

  it('answers a webhook about a message id that is not ours 200, logs it, and stores nothing', async () => {
    const lines: Array<{ wamid?: string; msg: string }> = [];
    // The log as the app's logger takes it (pino's object-then-message call), kept in memory.
    const log = { info: (o: { wamid?: string }, msg: string) => lines.push({ ...o, msg }), warn: () => undefined } as unknown as FastifyBaseLogger;
    const service = createWhatsAppService({ db: db(), settings: t.config.whatsapp, translator: t.app.services.translator, log });
    const before = await db().select().from(whatsappMessages);
    const delivery = meta.statusWebhook('wamid.not-ours', 'delivered', '919811199999');
    expect(await service.webhook(Buffer.from(delivery.body), delivery.headers['x-hub-signature-256'])).toBe('ok');
    expect(lines).toEqual([expect.objectContaining({ wamid: 'wamid.not-ours', msg: expect.stringContaining('not ours') })]);
    expect(await db().select().from(whatsappMessages)).toHaveLength(before.length);
    // Through the route too: 200.
    expect((await t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers: delivery.headers, payload: delivery.body })).statusCode).toBe(200);
  });
});
