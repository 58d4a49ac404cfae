import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INBOX_LIMITS } from '../../../shared/contracts/inbox.ts';
import { istParts } from '../../../shared/ist.ts';
import { contacts, conversationMessages, conversations, emailOutbox, registrations, replyTemplates, services } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { startSmtpPeer } from '../../testing/smtp-peer.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { consultancyPayload, nextAddress, register, SEEDED_CONSULTATION } from '../registrations/testing.ts';
import { createInboxOf } from './inbox-service.ts';

const FOUNDER = 'founder@antarman.example';
const PRACTICE = 'practice@antarman.example';

/** One header of a raw message, unfolded (no mail parser is installed; the SMTP peer keeps the raw text). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return head.split(/\r?\n/).find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim();
}

describe.each(testDatabaseKinds())('the inbox on %s', (kind) => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  const { t, admin, member, db, as } = appWithPeople(kind, { seed: false, env: () => ({ ADMIN_EMAIL: FOUNDER, PRACTICE_EMAIL: PRACTICE, SMTP_URL: peer.url }) });
  beforeAll(async () => {
    // No sample content (the inbox starts empty), but consultation requests book a catalogue service.
    await t.db.database.db.insert(services).values({ slug: SEEDED_CONSULTATION, title: 'Astrology & Numerology Consultation', category: 'consultation', kind: 'consultation', priceInr: 2999 });
  });
  afterAll(async () => {
    await peer?.close();
  });
  beforeEach(async () => {
    await db().delete(contacts);
    await db().delete(registrations);
    await db().delete(conversations);
    await db().delete(emailOutbox);
    peer.received.length = 0;
  });
  const write = (message: { name: string; email: string; message: string }, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: nextAddress(), cookies: { i18nextLng: lang } });
  const conversationOf = async (email: string) => (await db().select().from(conversations).where(eq(conversations.email, email)))[0];

  it('makes a conversation of a message, acknowledges it in the visitor language with Reply-To the practice, and tells the founder with Reply-To the visitor', async () => {
    expect((await write({ name: 'रवि शर्मा', email: 'ravi@example.com', message: 'क्या रविवार को सत्र होते हैं?' }, 'hi')).statusCode).toBe(201);
    const conversation = await conversationOf('ravi@example.com');
    expect(conversation).toMatchObject({ kind: 'contact', name: 'रवि शर्मा', locale: 'hi', state: 'new' });
    const messages = await db().select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversation.id));
    expect(messages.map((m) => [m.direction, m.body])).toEqual([['in', 'क्या रविवार को सत्र होते हैं?']]);

    expect(await t.app.services.mail.worker.runOnce()).toBe(2);
    const ack = peer.received.find((m) => m.to[0] === 'ravi@example.com')!;
    expect(header(ack.raw, 'Reply-To')).toBe(PRACTICE);
    const [ackRow] = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact-acknowledgement'));
    expect(ackRow).toMatchObject({ to: 'ravi@example.com', locale: 'hi', subject: expect.stringContaining('हमें आपका संदेश मिल गया है'), status: 'sent' });
    // A fixed text: neither the typed name nor the message (issue 49 item 6).
    expect(ackRow.text.startsWith('नमस्ते,\n')).toBe(true);
    expect(ackRow.text).not.toContain('रवि');
    expect(ackRow.text).not.toContain('रविवार को सत्र');
    // "Reply to this e-mail" is said only because the Reply-To above reaches the practice.
    expect(ackRow.text).toContain('इस ई-मेल का उत्तर दें');

    const notice = peer.received.find((m) => m.to[0] === FOUNDER)!;
    expect(header(notice.raw, 'Reply-To')).toBe('ravi@example.com');
    const [noticeRow] = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact-message'));
    expect(noticeRow.text).toContain(`/admin?tab=contacts&conversation=${conversation.id}`);
  });

  it('acknowledges with a fixed text in the page language that echoes nothing typed, at most once a day per address, however many arrive at once (issue 49 item 6)', async () => {
    const bait = { name: 'Your bank: verify at https://evil.example/login', email: 'Victim@Example.com', message: 'Click https://evil.example/pay <a href="https://evil.example">here</a> to claim your refund' };
    expect((await write(bait, 'gu')).statusCode).toBe(201);
    const acks = () => db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact-acknowledgement'));
    const [ack] = await acks();
    expect(ack).toMatchObject({ to: 'Victim@Example.com', locale: 'gu' });
    expect(ack.subject).toMatch(/[\u0A80-\u0AFF]/);
    for (const text of [ack.subject, ack.text, ack.html ?? '']) {
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('bank');
      expect(text).not.toContain('refund');
    }
    // The same address again, in any case, several at once: every message is stored, one acknowledgement a day.
    const again = await Promise.all(Array.from({ length: 6 }, (_, i) => write({ name: `N ${i}`, email: i % 2 ? 'victim@example.com' : 'VICTIM@example.COM', message: `again ${i}` }, 'en')));
    expect(again.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(await db().$count(contacts)).toBe(7);
    expect(await acks()).toHaveLength(1);
    // Another address is acknowledged on its own.
    await write({ name: 'Other', email: 'other@example.com', message: 'Hello' });
    expect((await acks()).map((a) => a.to).sort()).toEqual(['Victim@Example.com', 'other@example.com']);
    // The founder still hears of every message.
    expect(await db().$count(emailOutbox, eq(emailOutbox.kind, 'contact-message'))).toBe(8);
  });

  it("e-mails the founder's answer to one person in their language, keeps it in the thread and marks it answered", async () => {
    await write({ name: 'Asha Patel', email: 'asha@example.com', message: 'Do you see couples?' }, 'gu');
    const { id } = await conversationOf('asha@example.com');
    await db().delete(emailOutbox);
    const res = await as(admin, 'POST', `/api/admin/inbox/${id}/reply`, { body: 'Yes, on Saturdays.\n<b>Not markup</b>' });
    expect(res.statusCode).toBe(200);
    const thread = res.json();
    expect(thread.conversation).toMatchObject({ id, state: 'answered' });
    expect(thread.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['in', 'Do you see couples?'],
      ['out', 'Yes, on Saturdays.\n<b>Not markup</b>'],
    ]);
    expect(thread.messages[1]).toMatchObject({ sentBy: admin.email, mailStatus: 'pending', subject: 'અંતરમન હીલિંગ અને લાઇફ કોચિંગને મોકલેલો તમારો સંદેશ' });
    const [mail] = await db().select().from(emailOutbox);
    expect(mail).toMatchObject({ to: 'asha@example.com', kind: 'inbox-reply', locale: 'gu' });
    expect(mail.html).toBeNull();
    expect(mail.text).toContain('Yes, on Saturdays.');
    expect(mail.text).toContain('> Do you see couples?');
    expect((await db().select().from(contacts).where(eq(contacts.email, 'asha@example.com')))[0].responded).toBe(true);

    await t.app.services.mail.worker.runOnce();
    expect(header(peer.received[0].raw, 'Reply-To')).toBe(PRACTICE);
    expect((await as(admin, 'GET', `/api/admin/inbox/${id}`)).json().messages[1].mailStatus).toBe('sent');
  });

  it('refuses an empty, too long or misplaced answer with a translated 4xx and stores nothing', async () => {
    await write({ name: 'Meera', email: 'meera@example.com', message: 'Hello' });
    const { id } = await conversationOf('meera@example.com');
    const outboxBefore = await db().$count(emailOutbox);
    const empty = await as(admin, 'POST', `/api/admin/inbox/${id}/reply`, { body: '   ' }, 'hi');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'कृपया अपना उत्तर लिखें' });
    const long = await as(admin, 'POST', `/api/admin/inbox/${id}/reply`, { body: 'x'.repeat(INBOX_LIMITS.reply + 1), subject: 's'.repeat(201) }, 'gu');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ body: 'કૃપા કરીને જવાબ 10,000 અક્ષરથી ઓછો રાખો', subject: 'કૃપા કરીને વિષય 200 અક્ષરથી ઓછો રાખો' });
    const junk = await t.app.inject({ method: 'POST', url: `/api/admin/inbox/${id}/reply`, headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload: '{"body": 5}' });
    expect(junk.statusCode).toBe(400);
    const missing = await as(admin, 'POST', '/api/admin/inbox/00000000-0000-4000-8000-000000000000/reply', { body: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This conversation does not exist');
    expect((await as(admin, 'POST', '/api/admin/inbox/nope/reply', { body: 'Hi' })).statusCode).toBe(404);
    expect(await db().$count(emailOutbox)).toBe(outboxBefore);
    expect(await db().$count(conversationMessages, eq(conversationMessages.direction, 'out'))).toBe(0);
    expect((await conversationOf('meera@example.com')).state).toBe('new');
  });

  it('closes and reopens a conversation', async () => {
    await write({ name: 'Meera', email: 'meera@example.com', message: 'Hello' });
    const { id } = await conversationOf('meera@example.com');
    expect((await as(admin, 'PATCH', `/api/admin/inbox/${id}`, { closed: true })).json().conversation.state).toBe('closed');
    expect((await as(admin, 'PATCH', `/api/admin/inbox/${id}`, { closed: false })).json().conversation.state).toBe('new');
    await as(admin, 'POST', `/api/admin/inbox/${id}/reply`, { body: 'Hi' });
    await as(admin, 'PATCH', `/api/admin/inbox/${id}`, { closed: true });
    expect((await as(admin, 'PATCH', `/api/admin/inbox/${id}`, { closed: false })).json().conversation.state).toBe('answered');
    expect((await as(admin, 'PATCH', `/api/admin/inbox/${id}`, { closed: 'yes' })).statusCode).toBe(400);
  });

  it('lists messages and consultation requests a page at a time, searched by name or e-mail and filtered by state and kind', async () => {
    for (let i = 0; i < 3; i++) await write({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: `Question ${i}` });
    expect((await register(t, consultancyPayload('kiran@example.com'), { cookies: { i18nextLng: 'gu' } })).statusCode).toBe(201);
    // The founder's notice of the booking answers the visitor when she replies to it.
    const [booking] = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'admin-registration-new'));
    expect(booking).toMatchObject({ to: FOUNDER, replyTo: 'kiran@example.com' });
    // The consultation's conversation is made when the inbox is first listed, once.
    const all = (await as(admin, 'GET', '/api/admin/inbox')).json();
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({ kind: 'consultation', email: 'kiran@example.com', locale: 'gu', state: 'new', preview: 'Frequent arguments at home about small things.' });
    expect((await as(admin, 'GET', '/api/admin/inbox')).json().total).toBe(4);

    const page2 = (await as(admin, 'GET', '/api/admin/inbox?page=2&pageSize=3')).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((c: { email: string }) => c.email)).toEqual(['visitor0@example.com']);
    expect((await as(admin, 'GET', '/api/admin/inbox?q=VISITOR1')).json().items.map((c: { email: string }) => c.email)).toEqual(['visitor1@example.com']);
    expect((await as(admin, 'GET', '/api/admin/inbox?q=kiran%40')).json().total).toBe(1);
    expect((await as(admin, 'GET', '/api/admin/inbox?kind=consultation')).json().items.map((c: { email: string }) => c.email)).toEqual(['kiran@example.com']);
    const { id } = await conversationOf('visitor2@example.com');
    await as(admin, 'POST', `/api/admin/inbox/${id}/reply`, { body: 'Hi' });
    expect((await as(admin, 'GET', '/api/admin/inbox?state=answered')).json().items.map((c: { email: string }) => c.email)).toEqual(['visitor2@example.com']);
    expect((await as(admin, 'GET', '/api/admin/inbox?state=new&kind=contact')).json().total).toBe(2);

    const bad = await as(admin, 'GET', '/api/admin/inbox?pageSize=51&state=lost', undefined, 'hi');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['pageSize', 'state']);
    expect(bad.json().error.fields.state).toBe('कृपया सूची में से एक स्थिति चुनें');
  });

  it('leaves a consultation that says nothing (a booking) out of the inbox: no "(no message)" to answer', async () => {
    const silent = consultancyPayload('silent@example.com');
    const { concernDescription: _, ...withoutWords } = silent.userData;
    expect((await register(t, { ...silent, userData: withoutWords })).statusCode).toBe(201);
    expect((await register(t, { ...silent, userData: { ...silent.userData, email: 'blank@example.com', concernDescription: undefined } })).statusCode).toBe(201);
    expect((await register(t, consultancyPayload('talks@example.com'))).statusCode).toBe(201);
    const listed = (await as(admin, 'GET', '/api/admin/inbox')).json();
    expect(listed.items.map((c: { email: string }) => c.email)).toEqual(['talks@example.com']);
    expect(await conversationOf('silent@example.com')).toBeUndefined();
  });

  it('keeps reusable replies in three languages, and refuses a bad one with a translated message', async () => {
    const made = await as(admin, 'POST', '/api/admin/inbox/templates', { name: ' Sessions ', bodies: { en: 'We meet on Saturdays.', hi: 'हम शनिवार को मिलते हैं।' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Sessions', bodies: { en: 'We meet on Saturdays.', hi: 'हम शनिवार को मिलते हैं।', gu: '' } });
    const id = made.json().id;
    const changed = await as(admin, 'PUT', `/api/admin/inbox/templates/${id}`, { name: 'Sessions', bodies: { en: 'We meet on Saturdays.', hi: 'हम शनिवार को मिलते हैं।', gu: 'અમે શનિવારે મળીએ છીએ.' } });
    expect(changed.json().bodies.gu).toBe('અમે શનિવારે મળીએ છીએ.');
    expect((await as(admin, 'GET', '/api/admin/inbox/templates')).json()).toHaveLength(1);

    const bad = await as(admin, 'POST', '/api/admin/inbox/templates', { name: '', bodies: { en: ' ', gu: 'x'.repeat(INBOX_LIMITS.templateBody + 1) } }, 'gu');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'કૃપા કરીને જવાબનું નામ લખો',
      'bodies.en': 'કૃપા કરીને અંગ્રેજી લખાણ લખો',
      'bodies.gu': 'કૃપા કરીને દરેક લખાણ 10,000 અક્ષરથી ઓછું રાખો',
    });
    expect((await as(admin, 'POST', '/api/admin/inbox/templates', { name: 'x' })).statusCode).toBe(400);
    expect((await as(admin, 'PUT', '/api/admin/inbox/templates/00000000-0000-4000-8000-000000000000', { name: 'x', bodies: { en: 'y' } })).statusCode).toBe(404);
    expect(await db().$count(replyTemplates)).toBe(1);
    expect((await as(admin, 'DELETE', `/api/admin/inbox/templates/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await as(admin, 'DELETE', `/api/admin/inbox/templates/${id}`)).statusCode).toBe(404);
  });

  it('tells the founder of each new message at once, or in one digest a day when she chose it', async () => {
    const inbox = createInboxOf(t.app.services);
    await write({ name: 'One', email: 'one@example.com', message: 'First' });
    expect(await db().$count(emailOutbox, eq(emailOutbox.kind, 'contact-message'))).toBe(1);
    expect(await inbox.sendDigest(new Date(Date.now() + 86_400_000))).toBe(false);

    expect((await as(admin, 'PUT', '/api/admin/inbox/settings', { notify: 'digest' })).json()).toEqual({ notify: 'digest' });
    expect((await as(admin, 'GET', '/api/admin/inbox/settings')).json()).toEqual({ notify: 'digest' });
    expect((await as(admin, 'PUT', '/api/admin/inbox/settings', { notify: 'weekly' })).statusCode).toBe(400);
    await write({ name: 'Two', email: 'two@example.com', message: 'Second' });
    await register(t, consultancyPayload('three@example.com'));
    expect(await db().$count(emailOutbox, eq(emailOutbox.kind, 'contact-message'))).toBe(1);
    // The booking's notice is not sent alone: the worker holds it for the digest.
    await t.app.services.mail.worker.runOnce(500);
    const held = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'admin-registration-new'));
    expect(held.map((m) => m.status)).toEqual(['digest']);

    // Today's arrivals are in tomorrow's digest (IST days), once however often the worker asks.
    expect(await inbox.sendDigest(new Date())).toBe(false);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await inbox.sendDigest(tomorrow)).toBe(true);
    expect(await inbox.sendDigest(tomorrow)).toBe(false);
    const digests = await db().select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'inbox-digest'), eq(emailOutbox.to, FOUNDER)));
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toMatch(/^Inbox digest for \d{4}-\d{2}-\d{2}: 3 new, 1 notice$/);
    for (const who of ['One <one@example.com>', 'Two <two@example.com>', 'Asha Patel <three@example.com>']) expect(digests[0].text).toContain(who);
    expect(digests[0].text).toContain('Consultation request');
    expect(digests[0].text).toContain(`Bookings and form answers:\n- ${istParts(held[0].createdAt).time} ${held[0].subject}`);
    await as(admin, 'PUT', '/api/admin/inbox/settings', { notify: 'immediate' });
    // Told at once again: the next booking's notice is sent alone.
    await register(t, consultancyPayload('four@example.com'));
    await t.app.services.mail.worker.runOnce(500);
    const sent = await db().select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'admin-registration-new'), eq(emailOutbox.status, 'sent')));
    expect(sent).toHaveLength(1);
  });

  it('is for the admin only', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/admin/inbox', undefined],
      ['GET', `/api/admin/inbox/${id}`, undefined],
      ['POST', `/api/admin/inbox/${id}/reply`, { body: 'x' }],
      ['PATCH', `/api/admin/inbox/${id}`, { closed: true }],
      ['GET', '/api/admin/inbox/settings', undefined],
      ['PUT', '/api/admin/inbox/settings', { notify: 'digest' }],
      ['GET', '/api/admin/inbox/templates', undefined],
      ['POST', '/api/admin/inbox/templates', { name: 'x', bodies: { en: 'y' } }],
      ['PUT', `/api/admin/inbox/templates/${id}`, { name: 'x', bodies: { en: 'y' } }],
      ['DELETE', `/api/admin/inbox/templates/${id}`, undefined],
    ] as const) {
      expect((await as(null, method, url, payload)).statusCode, url).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, url).toBe(403);
    }
    expect(await db().$count(replyTemplates)).toBe(0);
  });
});
