/**
 * WhatsApp (issue 52), against a local stand-in of Meta's Cloud API: template messages in the
 * client's language beside the e-mails, for those who opted in only; the webhook's subscription
 * check and signature; STOP; statuses; a client's text in the founder's inbox.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsAppNumber } from '../../../shared/whatsapp-number.ts';
import { conversationMessages, conversations, emailOutbox, registrations, whatsappConsents, whatsappMessages } from '../../db/schema.ts';
import { createUser, injectAs } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn, type WebhookDelivery } from '../../testing/whatsapp-stand-in.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { insertWebinar, register, serviceIdOf, webinarPayload } from '../registrations/testing.ts';

describe('WhatsApp numbers (no database)', () => {
  it('normalises to E.164 digits: 10 Indian digits get 91; what cannot be a number is refused', () => {
    expect(whatsAppNumber('98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('098765-43210')).toBe('919876543210');
    expect(whatsAppNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('+44 7700 900123')).toBe('447700900123');
    expect(whatsAppNumber('0044 7700 900123')).toBe('447700900123');
    expect(whatsAppNumber('12345')).toBeNull();
    expect(whatsAppNumber('+91 12345 67890')).toBeNull();
    expect(whatsAppNumber('call me')).toBeNull();
  });
});

describe.each(testDatabaseKinds())('WhatsApp on %s', (kind) => {
  let meta: WhatsAppStandIn;
  beforeAll(async () => {
    meta = await startWhatsAppStandIn();
  });
  afterAll(async () => {
    await meta?.close();
  });
  const { t, admin, db } = appWithPeople(kind, { env: () => ({ ...meta.env, PUBLIC_URL: 'https://antarman.example', ADMIN_NOTIFY_EMAIL: 'founder@example.com' }), member: false });
  const worker = () => t.app.services.whatsapp.worker!;

  const post = (delivery: WebhookDelivery) => t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers: delivery.headers, payload: delivery.body });
  const sentTo = (to: string) => meta.sent.filter((m) => m.body.to === to);
  const optedIn = (webinarId: string, email: string, phone: string) => {
    const payload = webinarPayload(webinarId, email);
    return { ...payload, userData: { ...payload.userData, phone, whatsappOptIn: true } };
  };

  it('sends an opted-in Hindi registrant a hi template on confirmation and on a changed joining link; one who did not opt in gets none', async () => {
    const webinar = await insertWebinar(t, { title: 'Evening Circle', maxAttendees: 10, zoomLink: 'https://meet.example.com/one', duration: 60, translations: { hi: { title: 'संध्या मंडल' } } });
    const hindi = await register(t, optedIn(webinar.id, 'hindi@example.com', '98111 22233'), { url: '/api/unified-registration?lang=hi' });
    expect(hindi.statusCode).toBe(201);
    const plain = await register(t, webinarPayload(webinar.id, 'plain@example.com'));
    expect(plain.statusCode).toBe(201);

    const [consent] = await db().select().from(whatsappConsents).where(eq(whatsappConsents.phone, '919811122233'));
    expect(consent).toMatchObject({ email: 'hindi@example.com', locale: 'hi', withdrawnAt: null });
    expect(consent.wording).toContain('WhatsApp');
    expect(consent.wording).toContain('STOP');

    await worker().runOnce();
    const confirmation = sentTo('919811122233');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0].body).toMatchObject({ messaging_product: 'whatsapp', type: 'template', template: { name: 'registration_confirmed', language: { code: 'hi' } } });
    expect(confirmation[0].body.template!.components![0].parameters.map((p) => p.text).slice(0, 2)).toEqual(['Asha Patel', 'संध्या मंडल']);
    // The e-mail went to the outbox as always.
    expect(await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, 'hindi@example.com'), eq(emailOutbox.kind, 'registration-confirmed')))).toHaveLength(1);
    // The plain registrant's number (the test payload's) got nothing.
    expect(sentTo('919876543210')).toHaveLength(0);
    // Reminders wait for their time beside their e-mails.
    const reminders = await db().select().from(whatsappMessages).where(and(eq(whatsappMessages.phone, '919811122233'), eq(whatsappMessages.status, 'pending')));
    expect(reminders.map((r) => r.template).sort()).toEqual(['session_reminder_1h', 'session_reminder_24h']);

    const { istParts } = await import('../../../shared/ist.ts');
    const { date, time } = istParts(webinar.startsAt);
    const changed = await injectAs(t, admin, 'PUT', `/api/admin/webinars/${webinar.id}`, {
      title: webinar.title, category: webinar.category, date, time, duration: webinar.duration, maxAttendees: webinar.maxAttendees, priceInr: webinar.priceInr, isOnline: true, zoomLink: 'https://meet.example.com/two', isActive: true, translations: webinar.translations,
    });
    expect(changed.statusCode).toBe(200);
    await worker().runOnce();
    const link = sentTo('919811122233').at(-1)!;
    expect(link.body.template).toMatchObject({ name: 'joining_link_changed', language: { code: 'hi' } });
    // The person's joining link (issue 53), never the room itself.
    const params = link.body.template!.components![0].parameters.map((p) => p.text);
    expect(params.some((p) => /^https:\/\/antarman\.example\/join\/[\w-]{32}$/.test(p ?? ''))).toBe(true);
    expect(params).not.toContain('https://meet.example.com/two');
    expect(sentTo('919876543210')).toHaveLength(0);
    // Sent once: another run sends nothing more.
    const count = meta.sent.length;
    await worker().runOnce();
    expect(meta.sent.length).toBe(count);
  });

  it('refuses a WhatsApp opt-in with a number WhatsApp cannot reach (400, translated)', async () => {
    const webinar = await insertWebinar(t, { title: 'Morning Circle', maxAttendees: 10 });
    const res = await register(t, optedIn(webinar.id, 'bad-number@example.com', '+91 12345 67890'), { url: '/api/unified-registration?lang=gu' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('WhatsApp');
  });

  it('takes whatsappOptIn at the top level of the short sign-up (Gujarati, a 10-digit number); without a phone it is a translated 400', async () => {
    const webinar = await insertWebinar(t, { title: 'Full Moon Circle', maxAttendees: 10, translations: { gu: { title: 'પૂનમ મંડળ' } } });
    const signup = { type: 'signup', webinarId: webinar.id, fullName: 'Kiran Desai', email: 'kiran-signup@example.com', consent: true, language: 'gu' };
    const noPhone = await register(t, { ...signup, whatsappOptIn: true }, { url: '/api/unified-registration?lang=gu' });
    expect(noPhone.statusCode).toBe(400);
    expect(JSON.stringify(noPhone.json())).toMatch(/[\u0A80-\u0AFF]/);
    const ok = await register(t, { ...signup, phone: '9898012345', whatsappOptIn: true }, { url: '/api/unified-registration?lang=gu' });
    expect(ok.statusCode).toBe(201);
    await worker().runOnce();
    expect(sentTo('919898012345').map((m) => [m.body.template?.name, m.body.template?.language.code, m.body.template?.components?.[0].parameters[1].text])).toEqual([
      ['registration_confirmed', 'gu', 'પૂનમ મંડળ'],
    ]);
  });

  it("answers Meta's verification handshake with the challenge only for the right token", async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${meta.verifyToken}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({ method: 'GET', url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444' });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses a forged webhook (401) and stores nothing', async () => {
    const delivery = meta.incomingWebhook('919811122233', 'Hello from a forger');
    const forged = await post({ body: delivery.body, headers: { ...delivery.headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` } });
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers: { 'content-type': 'application/json' }, payload: delivery.body });
    expect(unsigned.statusCode).toBe(401);
    expect(await db().select().from(whatsappMessages).where(eq(whatsappMessages.wamid, delivery.id))).toHaveLength(0);
  });

  it('shows a failed status on the message; a status for an unknown id is accepted and changes nothing', async () => {
    const [confirmation] = await db().select().from(whatsappMessages).where(and(eq(whatsappMessages.phone, '919811122233'), eq(whatsappMessages.kind, 'registration-confirmed')));
    expect((await post(meta.statusWebhook(confirmation.wamid!, 'delivered', '919811122233'))).statusCode).toBe(200);
    expect((await post(meta.statusWebhook(confirmation.wamid!, 'failed', '919811122233', { code: 131026, title: 'Message undeliverable' }))).statusCode).toBe(200);
    // A late 'sent' does not hide the failure.
    expect((await post(meta.statusWebhook(confirmation.wamid!, 'sent', '919811122233'))).statusCode).toBe(200);
    const [row] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.id, confirmation.id));
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('131026');
    const states = await injectAs(t, admin, 'GET', '/api/admin/whatsapp/messages?phone=98111%2022233');
    expect(states.statusCode).toBe(200);
    expect(states.json().messages.find((m: { kind: string }) => m.kind === 'registration-confirmed')).toMatchObject({ status: 'failed', lastError: expect.stringContaining('Message undeliverable') });
    expect((await post(meta.statusWebhook('wamid.unknown', 'read', '919811122233'))).statusCode).toBe(200);
  });

  it('puts a client\'s text in the founder\'s inbox once, however often Meta delivers it', async () => {
    const delivery = meta.incomingWebhook('919811122233', 'Can I bring my mother along?');
    expect((await post(delivery)).statusCode).toBe(200);
    expect((await post(delivery)).statusCode).toBe(200);
    const inbox = await db().select().from(conversationMessages).where(eq(conversationMessages.body, 'Can I bring my mother along?'));
    expect(inbox).toHaveLength(1);
    const [conversation] = await db().select().from(conversations).where(eq(conversations.id, inbox[0].conversationId));
    expect(conversation).toMatchObject({ email: 'hindi@example.com', state: 'new' });
    // The founder is told at once, once, with the way to answer.
    const notices = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, 'founder@example.com'), eq(emailOutbox.kind, 'whatsapp-message')));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('Can I bring my mother along?');
    expect(notices[0].text).toContain(`conversation=${conversation.id}`);
    expect((await t.app.services.whatsapp.answerWindow(db(), 'hindi@example.com', conversation.id))?.open).toBe(true);
  });

  it("sends the founder's answer from the inbox as a WhatsApp text inside the 24-hour window, and refuses it outside", async () => {
    const [incoming] = await db().select().from(conversationMessages).where(eq(conversationMessages.body, 'Can I bring my mother along?'));
    const url = `/api/admin/inbox/${incoming.conversationId}/reply`;
    const thread = await injectAs(t, admin, 'GET', `/api/admin/inbox/${incoming.conversationId}`);
    expect(thread.json().whatsapp).toMatchObject({ open: true });
    expect(thread.json().messages.find((m: { body: string }) => m.body === 'Can I bring my mother along?').channel).toBe('whatsapp');
    const answered = await injectAs(t, admin, 'POST', url, { body: 'Yes, she is welcome.', channel: 'whatsapp' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().messages.at(-1)).toMatchObject({ direction: 'out', channel: 'whatsapp', body: 'Yes, she is welcome.', mailStatus: 'pending' });
    const before = meta.sent.length;
    await worker().runOnce();
    expect(meta.sent.slice(before).map((m) => m.body)).toMatchObject([{ type: 'text', to: '919811122233', text: { body: 'Yes, she is welcome.' } }]);
    expect((await injectAs(t, admin, 'GET', `/api/admin/inbox/${incoming.conversationId}`)).json().messages.at(-1).mailStatus).toBe('sent');

    // A day and more later the window is shut: 409, translated, and nothing is queued; e-mail still works.
    await db().update(whatsappMessages).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(and(eq(whatsappMessages.phone, '919811122233'), eq(whatsappMessages.direction, 'in')));
    const late = await injectAs(t, admin, 'POST', url, { body: 'Are you coming?', channel: 'whatsapp' }, 'hi');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/[\u0900-\u097F]/);
    expect(await db().select().from(whatsappMessages).where(eq(whatsappMessages.body, 'Are you coming?'))).toHaveLength(0);
    expect((await injectAs(t, admin, 'GET', `/api/admin/inbox/${incoming.conversationId}`)).json().whatsapp).toMatchObject({ open: false });
    expect((await injectAs(t, admin, 'POST', url, { body: 'Are you coming?' })).statusCode).toBe(200);
  });

  it('STOP withdraws the consent at once, is confirmed once, and ends further messages', async () => {
    const stop = meta.incomingWebhook('919811122233', 'बंद');
    expect((await post(stop)).statusCode).toBe(200);
    expect((await post(meta.incomingWebhook('919811122233', 'STOP'))).statusCode).toBe(200);
    const [consent] = await db().select().from(whatsappConsents).where(eq(whatsappConsents.phone, '919811122233'));
    expect(consent.withdrawnAt).not.toBeNull();
    expect(consent.withdrawnVia).toBe('whatsapp');
    // The reminders still waiting are due now: none goes; the confirmation of the stop goes once, as text.
    await db().update(whatsappMessages).set({ sendAfter: new Date(0) }).where(and(eq(whatsappMessages.status, 'pending'), eq(whatsappMessages.phone, '919811122233')));
    const before = meta.sent.length;
    await worker().runOnce();
    const after = meta.sent.slice(before);
    expect(after).toHaveLength(1);
    expect(after[0].body).toMatchObject({ type: 'text', to: '919811122233' });
    expect(after[0].body.text!.body).toContain('WhatsApp');
    const reminders = await db().select().from(whatsappMessages).where(and(eq(whatsappMessages.phone, '919811122233'), eq(whatsappMessages.kind, 'reminder-24h')));
    expect(reminders.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('retries a rate-limited send later and marks an expired token failed, for the founder', async () => {
    const webinar = await insertWebinar(t, { title: 'Noon Circle', maxAttendees: 10 });
    await register(t, optedIn(webinar.id, 'retry@example.com', '+44 7700 900123'));
    meta.failNext(400, 130429, 'Rate limit hit');
    await worker().runOnce();
    const [limited] = await db().select().from(whatsappMessages).where(and(eq(whatsappMessages.phone, '447700900123'), eq(whatsappMessages.kind, 'registration-confirmed')));
    expect(limited).toMatchObject({ status: 'pending', attempts: 1 });
    expect(limited.lastError).toContain('130429');
    await db().update(whatsappMessages).set({ sendAfter: new Date(0) }).where(eq(whatsappMessages.id, limited.id));
    meta.failNext(401, 190, 'Error validating access token: Session has expired');
    await worker().runOnce();
    const [expired] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.id, limited.id));
    expect(expired).toMatchObject({ status: 'failed', attempts: 2 });
    expect(expired.lastError).toContain('190');
  });

  it('tells an opted-in client of a rescheduled booking in Gujarati; the reminders of the old time go with their e-mails', async () => {
    const { istToday } = await import('../../../shared/ist.ts');
    const serviceId = await serviceIdOf(t, 'astrology-numerology');
    const day = (n: number) => istToday(new Date(Date.now() + n * 86_400_000));
    const slots = (await t.app.inject({ url: `/api/services/${serviceId}/slots?from=${day(3)}&to=${day(12)}` })).json().slots as { start: string }[];
    const starts = [slots[0], slots.find((s) => Date.parse(s.start) >= Date.parse(slots[0].start) + 3 * 3_600_000)!, slots.at(-1)!].map((s) => new Date(s.start));
    const [row] = await db()
      .insert(registrations)
      .values({
        type: 'consultancy', status: 'confirmed', serviceId, fullName: 'Kiran Desai', email: 'kiran@example.com', phone: '97000 55566', city: 'Surat', locale: 'gu',
        formData: { serviceTitle: 'જ્યોતિષ', whatsappOptIn: true }, amountInr: 0, sessionMode: 'online',
        slotStart: starts[0], slotEnd: new Date(starts[0].getTime() + 3_600_000), slotBusyUntil: new Date(starts[0].getTime() + 4_500_000),
      })
      .returning();
    await db().insert(whatsappConsents).values({ phone: '919700055566', name: 'Kiran Desai', email: 'kiran@example.com', locale: 'gu', wording: 'WhatsApp' });
    for (const start of starts.slice(1)) {
      const moved = await injectAs(t, admin, 'POST', `/api/admin/bookings/${row.id}/reschedule`, { slotStart: start.toISOString() });
      expect(moved.statusCode).toBe(200);
    }
    await worker().runOnce();
    const told = sentTo('919700055566');
    expect(told.map((m) => [m.body.template?.name, m.body.template?.language.code])).toEqual([
      ['session_rescheduled', 'gu'],
      ['session_rescheduled', 'gu'],
    ]);
    // Only the last time's reminders wait: the first move's were dropped with their e-mails.
    const waiting = await db().select().from(whatsappMessages).where(and(eq(whatsappMessages.phone, '919700055566'), eq(whatsappMessages.status, 'pending')));
    expect(waiting.map((m) => m.dedupeKey).sort()).toEqual([`whatsapp:reminder:${row.id}:1h:2`, `whatsapp:reminder:${row.id}:24h:2`]);
  });

  it('lets a member see and withdraw their consent in the dashboard, and erases it with the account', async () => {
    const member = await createUser(t, { email: 'member-wa@example.com', emailVerified: true });
    const webinar = await insertWebinar(t, { title: 'Night Circle', maxAttendees: 10 });
    await register(t, optedIn(webinar.id, 'member-wa@example.com', '97000 11122'));
    const shown = await injectAs(t, member, 'GET', '/api/me/whatsapp-consent');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().consents).toMatchObject([{ phone: '919700011122', active: true }]);
    const withdrawn = await injectAs(t, member, 'DELETE', '/api/me/whatsapp-consent');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().consents).toMatchObject([{ phone: '919700011122', active: false }]);
    expect((await injectAs(t, null, 'DELETE', '/api/me/whatsapp-consent')).statusCode).toBe(401);
    // An address not confirmed shows and withdraws nothing: anyone may sign up with someone else's address.
    await register(t, optedIn(webinar.id, 'someone-wa@example.com', '97000 33344'));
    const stranger = await createUser(t, { email: 'someone-wa@example.com' });
    expect((await injectAs(t, stranger, 'GET', '/api/me/whatsapp-consent')).json().consents).toEqual([]);
    expect((await injectAs(t, stranger, 'DELETE', '/api/me/whatsapp-consent')).json().consents).toEqual([]);
    expect((await db().select().from(whatsappConsents).where(eq(whatsappConsents.phone, '919700033344')))[0].withdrawnAt).toBeNull();

    // Deleting the account erases the consent and every WhatsApp message to or from that number, and the words of the thread it joined.
    await worker().runOnce();
    expect((await post(meta.incomingWebhook('919700011122', 'Please delete my data'))).statusCode).toBe(200);
    expect(await db().select().from(whatsappMessages).where(eq(whatsappMessages.phone, '919700011122'))).not.toHaveLength(0);
    const deleted = await injectAs(t, member, 'DELETE', '/api/me', { password: member.password });
    expect(deleted.statusCode).toBe(200);
    expect(await db().select().from(whatsappConsents).where(eq(whatsappConsents.phone, '919700011122'))).toHaveLength(0);
    expect(await db().select().from(whatsappMessages).where(eq(whatsappMessages.phone, '919700011122'))).toHaveLength(0);
    expect(await db().select().from(conversationMessages).where(eq(conversationMessages.body, 'Please delete my data'))).toHaveLength(0);
  });
});
