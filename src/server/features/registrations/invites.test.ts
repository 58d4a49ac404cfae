/**
 * Invites and e-mails as Gmail, Outlook, Apple Mail and Google Calendar read them (issue 20, item 4):
 * every message through a real SMTP peer, parsed by mailparser, its calendar part by ical.js.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istParts } from '../../../shared/ist.ts';
import { registrations, type WebinarRow } from '../../db/schema.ts';
import { ICAL_PRODUCT_ID } from '../../lib/icalendar.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { readInvite, readMail, type ReadMail } from '../../testing/mail-reader.ts';
import { startSmtpPeer } from '../../testing/smtp-peer.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { buildInvite } from './emails.ts';
import { insertWebinar, post, register, webinarPayload } from './testing.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('buildInvite', () => {
  const longHindi = 'संध्या उपचार मंडल: रिश्तों, पालन-पोषण और तनाव पर एक लंबी बातचीत, प्रश्नोत्तर के साथ';
  const ics = buildInvite({
    uid: 'abc@antarman.example',
    title: longHindi,
    description: `${longHindi}\n${longHindi}`,
    startsAt: new Date('2031-03-15T13:00:00Z'),
    durationMin: 90,
    organizer: { name: 'Antarman', email: 'no-reply@antarman.example' },
    attendee: { name: 'Asha "Ashu" Patel, Jr.; Esq.', email: 'asha@example.com' },
    sequence: 3,
  });

  it('folds every line at 75 octets, never inside a UTF-8 sequence, with CRLF line ends', () => {
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    // A split inside a sequence would leave a lone byte: the octets would not read back as the line.
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(3);
  });

  it('reads back in ical.js: the Hindi title whole, the quoted name made safe, the PRODID and the times in IST', () => {
    expect(ics).toContain(`PRODID:${ICAL_PRODUCT_ID}`);
    const invite = readInvite(ics);
    expect(invite.prodId).toBe('-//Antarman//Site//EN');
    expect(invite.summary).toBe(longHindi);
    expect(invite.attendeeName).toBe("Asha 'Ashu' Patel, Jr.; Esq.");
    expect(invite.attendeeEmail).toBe('asha@example.com');
    expect(invite.sequence).toBe(3);
    expect(invite.method).toBe('REQUEST');
    expect(invite.start.toISOString()).toBe('2031-03-15T13:00:00.000Z');
    expect(invite.end.toISOString()).toBe('2031-03-15T14:30:00.000Z');
  });
});

describe.each(testDatabaseKinds())('invites that move and are withdrawn, through a real SMTP peer on %s', (kind) => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer?.close();
  });
  const { t, admin } = appWithPeople(kind, {
    env: () => ({ SMTP_URL: peer.url, ADMIN_NOTIFY_EMAIL: 'founder@example.com', PRACTICE_EMAIL: 'hello@antarman.example', PUBLIC_URL: 'https://antarman.example' }),
    member: false,
  });

  const sendAll = () => t.app.services.mail.worker.runOnce(500);
  let seen = 0;
  /** The messages received since the last call, read by mailparser. */
  async function newMail(): Promise<(ReadMail & { to: string[] })[]> {
    await sendAll();
    const fresh = peer.received.slice(seen);
    seen = peer.received.length;
    return Promise.all(fresh.map(async (m) => ({ ...(await readMail(m.raw)), to: m.to })));
  }
  const adminCall = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: admin.cookie } });

  /** The event as the admin form sends it, moved to another IST day and time. */
  const movedInput = (w: WebinarRow, startsAt: Date) => {
    const { date, time } = istParts(startsAt);
    return { title: w.title, category: w.category, date, time, duration: w.duration, maxAttendees: w.maxAttendees, priceInr: w.priceInr, isOnline: w.isOnline, zoomLink: w.zoomLink, isActive: true, translations: w.translations };
  };

  it('confirms with Reply-To the practice and the invite as a calendar alternative; the founder\'s notice replies to the visitor', async () => {
    const webinar = await insertWebinar(t, { title: 'Evening Circle', maxAttendees: 10, zoomLink: 'https://meet.example.com/circle', duration: 90 });
    const reg = (await register(t, webinarPayload(webinar.id, 'asha@example.com'), { url: '/api/unified-registration?lang=hi' })).json();
    const mail = await newMail();
    const confirmation = mail.find((m) => m.to.includes('asha@example.com'))!;
    expect(confirmation.replyTo).toEqual(['hello@antarman.example']);
    expect(confirmation.text).toContain('अवधि: 90 मिनट');
    expect(confirmation.calendarInAlternative).toBe(true);
    expect(confirmation.calendarMethodParam).toBe('REQUEST');
    const invite = readInvite(confirmation.calendar!);
    expect(invite).toMatchObject({ method: 'REQUEST', uid: `${reg.id}@antarman.example`, sequence: 0, prodId: ICAL_PRODUCT_ID });
    expect(invite.start.getTime()).toBe(webinar.startsAt.getTime());

    const notice = mail.find((m) => m.to.includes('founder@example.com'))!;
    expect(notice.replyTo).toEqual(['asha@example.com']);
    expect(notice.calendar).toBeNull();
  });

  it('moving an event sends each seat the update (same UID, higher SEQUENCE), the waitlist the news, and cancelling it withdraws the invites', async () => {
    const webinar = await insertWebinar(t, { title: 'Two-Day Retreat', maxAttendees: 1, isOnline: true, zoomLink: 'https://meet.example.com/retreat', duration: 2880 });
    const seat = (await register(t, webinarPayload(webinar.id, 'seat@example.com'))).json();
    const waiting = (await register(t, webinarPayload(webinar.id, 'waiting@example.com'), { url: '/api/unified-registration?lang=gu' })).json();
    expect([seat.status, waiting.status]).toEqual(['confirmed', 'waitlisted']);
    const first = (await newMail()).find((m) => m.to.includes('seat@example.com') && m.calendar)!;
    expect(first.text).toContain('Duration: 2 days');
    expect(readInvite(first.calendar!).sequence).toBe(0);

    const newStart = new Date(webinar.startsAt.getTime() + 2 * 86_400_000);
    const moved = await adminCall('PUT', `/api/admin/webinars/${webinar.id}`, movedInput(webinar, newStart));
    expect(moved.statusCode).toBe(200);
    const updates = await newMail();
    const update = updates.find((m) => m.to.includes('seat@example.com'))!;
    expect(update.subject).toBe('Changed: new details for Two-Day Retreat');
    expect(update.calendarInAlternative).toBe(true);
    const updated = readInvite(update.calendar!);
    expect(updated).toMatchObject({ method: 'REQUEST', uid: `${seat.id}@antarman.example`, sequence: 1, status: 'CONFIRMED' });
    expect(updated.start.getTime()).toBe(newStart.getTime());
    expect(updated.end.getTime()).toBe(newStart.getTime() + 2880 * 60_000);
    // The waitlisted person is told, in Gujarati, with no invite (they hold none) and no call to pay.
    const news = updates.find((m) => m.to.includes('waiting@example.com'))!;
    expect(news.calendar).toBeNull();
    expect(news.text).toContain('2 દિવસ');
    expect(news.text).toContain('પ્રતીક્ષા યાદીમાં');
    // Saving the same again sends nothing.
    expect((await adminCall('PUT', `/api/admin/webinars/${webinar.id}`, movedInput(webinar, newStart))).statusCode).toBe(200);
    expect(await newMail()).toHaveLength(0);

    const cancelled = await adminCall('POST', `/api/admin/webinars/${webinar.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ isActive: false, cancelledAt: expect.any(String) });
    const statuses = await t.db.database.db.select({ status: registrations.status }).from(registrations).where(eq(registrations.webinarId, webinar.id));
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    const withdrawals = await newMail();
    const withdrawal = withdrawals.find((m) => m.to.includes('seat@example.com'))!;
    expect(withdrawal.subject).toBe('Cancelled: Two-Day Retreat');
    expect(withdrawal.calendarMethodParam).toBe('CANCEL');
    expect(readInvite(withdrawal.calendar!)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `${seat.id}@antarman.example`, sequence: 2 });
    // Free seat: nothing was paid, so no word of a refund.
    expect(withdrawal.text).not.toMatch(/refund|paid/i);
    const toWaiting = withdrawals.find((m) => m.to.includes('waiting@example.com'))!;
    expect(toWaiting.calendar).toBeNull();
    // Again: nothing more happens.
    expect((await adminCall('POST', `/api/admin/webinars/${webinar.id}/cancel`)).statusCode).toBe(200);
    expect(await newMail()).toHaveLength(0);
  });

  it('a person who cancels their seat gets the invite withdrawn; an unpaid booking is not told about a payment', async () => {
    const webinar = await insertWebinar(t, { title: 'Paid Workshop', maxAttendees: 5, priceInr: 500, zoomLink: 'https://meet.example.com/w' });
    const free = await insertWebinar(t, { title: 'Free Talk', maxAttendees: 5, zoomLink: 'https://meet.example.com/f' });
    const unpaid = (await register(t, webinarPayload(webinar.id, 'unpaid@example.com'))).json();
    const seat = (await register(t, webinarPayload(free.id, 'leaving@example.com'))).json();
    expect([unpaid.status, seat.status]).toEqual(['pending_payment', 'confirmed']);
    await newMail();
    const signer = linkSignerFor(t.config);
    for (const id of [unpaid.id, seat.id]) expect((await post(t, `/api/registrations/${id}/cancel`, signer.sign('cancel-registration', id))).statusCode).toBe(200);
    const mail = await newMail();
    const left = mail.find((m) => m.to.includes('leaving@example.com'))!;
    expect(readInvite(left.calendar!)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `${seat.id}@antarman.example`, sequence: 1 });
    const noPayment = mail.find((m) => m.to.includes('unpaid@example.com'))!;
    expect(noPayment.calendar).toBeNull();
    expect(noPayment.text).not.toContain('about your payment');
  });

  it('refuses to cancel an event that has ended (409), and a member may not cancel one (403)', async () => {
    const past = await insertWebinar(t, { startsAt: new Date(Date.now() - 3 * 86_400_000) });
    const refused = await adminCall('POST', `/api/admin/webinars/${past.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('event_ended');
    const member = await createUser(t);
    const upcoming = await insertWebinar(t);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/webinars/${upcoming.id}/cancel`, headers: { cookie: member.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/webinars/${upcoming.id}/cancel` })).statusCode).toBe(401);
  });
});
