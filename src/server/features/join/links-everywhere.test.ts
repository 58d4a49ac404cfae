/**
 * One joining link per person, everywhere (issue 53 §3), through the real app on each database: the
 * confirmation of an online event, read as a mail program reads it (mailparser, ical.js) from a real
 * SMTP peer, its invite, its reminders, its WhatsApp template and the member's dashboard all carry the
 * person's own /join/<token> link (the one the founder is given for them), never the room itself;
 * so does the message sent when the founder changes the room.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, whatsappMessages } from '../../db/schema.ts';
import { createUser, injectAs } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { readMail } from '../../testing/mail-reader.ts';
import { startSmtpPeer } from '../../testing/smtp-peer.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../testing/whatsapp-stand-in.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { insertWebinar, register, webinarPayload } from '../registrations/testing.ts';

const ROOM = 'https://meet.example.com/raw-room-7731';

describe.each(testDatabaseKinds())('joining links in every message on %s', (kind) => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let meta: WhatsAppStandIn;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    meta = await startWhatsAppStandIn();
  });
  const { t, admin, db } = appWithPeople(kind, { env: () => ({ ...meta.env, SMTP_URL: peer.url, PUBLIC_URL: 'https://antarman.example' }), member: false });
  afterAll(async () => {
    await peer?.close();
    await meta?.close();
  });

  it('gives the confirmation, its invite, the reminders, WhatsApp and the dashboard the person’s joining link, not the room', async () => {
    const email = 'everywhere@example.com';
    const webinar = await insertWebinar(t, { title: 'Everywhere Circle', maxAttendees: 5, isOnline: true, zoomLink: ROOM, duration: 60 });
    const payload = webinarPayload(webinar.id, email);
    const res = await register(t, { ...payload, userData: { ...payload.userData, phone: '98111 44455', whatsappOptIn: true } }, { url: '/api/unified-registration?lang=hi' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    // The link the founder is given for this person is the one they were sent.
    const link = (await injectAs(t, admin, 'POST', `/api/admin/registrations/${id}/join-link`)).json().url as string;
    expect(link).toMatch(/^https:\/\/antarman\.example\/join\/[\w-]{32}$/);

    await t.app.services.mail.worker.runOnce();
    const raw = peer.received.find((m) => m.to.includes(email))!.raw;
    const mail = await readMail(raw);
    expect(mail.text).toContain(link);
    expect(mail.text).not.toContain('raw-room-7731');
    expect(raw).not.toContain('raw-room-7731');
    expect(mail.calendar!.replace(/\r\n[ \t]/g, '')).toContain(`URL:${link}`);
    expect(mail.calendar!.replace(/\r\n[ \t]/g, '')).toContain(`LOCATION:${link}`);

    const reminders = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, email), inArray(emailOutbox.kind, ['reminder-24h', 'reminder-1h'])));
    expect(reminders).toHaveLength(2);
    for (const r of reminders) {
      expect(r.text).toContain(link);
      expect(`${r.text}${r.html}`).not.toContain('raw-room-7731');
    }

    // WhatsApp: the confirmation goes out; the 1-hour reminder waits with the joining link as its place.
    await t.app.services.whatsapp.worker!.runOnce();
    const [confirmation] = meta.sent.filter((m) => m.body.to === '919811144455');
    expect(confirmation.body.template!.name).toBe('registration_confirmed');
    const messages = await db().select().from(whatsappMessages).where(eq(whatsappMessages.phone, '919811144455'));
    expect(messages.find((m) => m.template === 'session_reminder_1h')!.params).toContain(link);
    expect(JSON.stringify(messages.map((m) => m.params))).not.toContain('raw-room-7731');

    // The room changes: the message about it carries the same joining link, by e-mail and WhatsApp.
    const { istParts } = await import('../../../shared/ist.ts');
    const { date, time } = istParts(webinar.startsAt);
    const changed = await injectAs(t, admin, 'PUT', `/api/admin/webinars/${webinar.id}`, {
      title: webinar.title, category: webinar.category, date, time, duration: webinar.duration, maxAttendees: webinar.maxAttendees, priceInr: webinar.priceInr, isOnline: true, zoomLink: 'https://meet.example.com/second-room-8812', isActive: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.app.services.mail.worker.runOnce();
    const changedMail = await readMail(peer.received.filter((m) => m.to.includes(email)).at(-1)!.raw);
    expect(changedMail.text).toContain(link);
    expect(changedMail.text).not.toContain('second-room-8812');
    expect(changedMail.calendar!.replace(/\r\n[ \t]/g, '')).toContain(`URL:${link}`);
    await t.app.services.whatsapp.worker!.runOnce();
    const linkMessage = meta.sent.filter((m) => m.body.to === '919811144455').at(-1)!;
    expect(linkMessage.body.template!.name).toBe('joining_link_changed');
    expect(linkMessage.body.template!.components![0].parameters.map((p) => p.text)).toContain(link);

    const member = await createUser(t, { email, emailVerified: true });
    const overview = (await injectAs(t, member, 'GET', '/api/me/overview')).json();
    expect(overview.nextSession).toMatchObject({ id, joinUrl: link });
    const webinars = await injectAs(t, member, 'GET', '/api/me/webinars');
    expect(webinars.body).toContain(link);
    expect(webinars.body).not.toContain('raw-room-7731');
  });
});
