import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { readMail } from '../../testing/mail-reader.ts';
import { startSmtpPeer } from '../../testing/smtp-peer.ts';
import { buildInvite } from './emails.ts';
import { consultancyPayload, eventPayload, insertWebinar, post, register, webinarPayload, payLink } from './testing.ts';

const qp = (s: string) => Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

/** The decoded subject and every decoded text part of a raw message (enough MIME for these tests). */
function decode(raw: string): { subject: string; body: string; attachments: string[] } {
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subjectRaw = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = subjectRaw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  let body = '';
  const attachments: string[] = [];
  for (const part of parts) {
    const [partHead, ...rest] = part.split(/\r?\n\r?\n/);
    const content = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    const encoding = /Content-Transfer-Encoding: *([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
    const decoded = encoding === 'base64' ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(content) : content;
    const name = /filename="?([^";\r\n]+)/i.exec(partHead)?.[1];
    if (name) attachments.push(`${name}\n${decoded}`);
    else if (/Content-Type: *text\/plain/i.test(partHead)) body += decoded;
  }
  return { subject, body, attachments };
}

describe.each(testDatabaseKinds())('registration e-mails through a real SMTP peer on %s', (kind) => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(kind, { env: { SMTP_URL: peer.url, ADMIN_NOTIFY_EMAIL: 'founder@example.com', PUBLIC_URL: 'https://antarman.example' } });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const sendAll = () => t.app.services.mail.worker.runOnce();
  const mailTo = (address: string) => peer.received.filter((m) => m.to.includes(address)).map((m) => decode(m.raw));

  it('sends a Hindi confirmation with an .ics invite in IST and the join link, and tells the founder', async () => {
    const webinar = await insertWebinar(t, { title: 'Evening Healing Circle', maxAttendees: 10, zoomLink: 'https://meet.example.com/healing', duration: 90, translations: { hi: { title: 'संध्या उपचार मंडल' } } });
    const res = await register(t, webinarPayload(webinar.id, 'hindi@example.com'), { url: '/api/unified-registration?lang=hi' });
    expect(res.json().status).toBe('confirmed');
    await sendAll();

    const [mail] = mailTo('hindi@example.com');
    expect(mail.subject).toBe('आपका पंजीकरण हो गया है: संध्या उपचार मंडल');
    expect(mail.body).toContain('प्रिय Asha Patel,');
    // The person's joining link (issue 53), never the room itself.
    expect(mail.body).toMatch(/https:\/\/antarman\.example\/join\/[\w-]{32}/);
    expect(mail.body).not.toContain('https://meet.example.com/healing');
    expect(mail.body).toMatch(/कब: .+ IST\n/);
    expect(mail.body).toContain('अवधि: 90 मिनट');
    // The page it links is in the reader's language, at its own address (ADR 0019).
    expect(mail.body).toContain(`https://antarman.example/hi/registration/cancel?id=${res.json().id}&sig=`);
    const invite = mail.attachments.find((a) => a.startsWith('invite.ics'))!;
    expect(invite).toBeTruthy();
    const istStart = new Date(webinar.startsAt.getTime() + 330 * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(invite).toContain(`DTSTART;TZID=Asia/Kolkata:${istStart}`);
    expect(invite).toContain('TZOFFSETTO:+0530');
    expect(invite.replace(/\r\n /g, '')).toMatch(/URL:https:\/\/antarman\.example\/join\/[\w-]{32}/);
    expect(invite).not.toContain('meet.example.com/healing');
    expect(invite).toContain('METHOD:REQUEST');

    const [notice] = mailTo('founder@example.com');
    expect(notice.subject).toBe('New registration: Evening Healing Circle (Asha Patel)');
    expect(notice.body).toContain('hindi@example.com');
    // Reminders wait for their time.
    expect(peer.received.filter((m) => m.to.includes('hindi@example.com'))).toHaveLength(1);
  });

  it('sends the meditation circle confirmation in Gujarati, and the waitlist and promotion e-mails', async () => {
    const res = await register(t, eventPayload('gujarati@example.com'), { cookies: { i18nextLng: 'gu' } });
    expect(res.json().status).toBe('confirmed');
    const small = await insertWebinar(t, { maxAttendees: 1 });
    const first = (await register(t, webinarPayload(small.id, 'first@example.com'))).json();
    await register(t, webinarPayload(small.id, 'waiting@example.com'), { url: '/api/unified-registration?lang=gu' });
    await sendAll();

    const [circle] = mailTo('gujarati@example.com');
    expect(circle.subject).toBe('તમારી નોંધણી થઈ ગઈ છે: માસિક ધ્યાન વર્તુળ');
    expect(circle.attachments.some((a) => a.startsWith('invite.ics') && a.includes('DTSTART;TZID=Asia/Kolkata:'))).toBe(true);
    const [waiting] = mailTo('waiting@example.com');
    expect(waiting.subject).toBe('તમે પ્રતીક્ષા યાદીમાં છો: Test Webinar');
    expect(waiting.attachments).toEqual([]);
    expect(waiting.body).toContain('https://antarman.example/gu/registration/cancel?id=');

    // The cancel link of the first person's e-mail frees the seat for the one waiting.
    const [firstMail] = mailTo('first@example.com');
    const link = new URL(/https:\/\/\S+\/registration\/cancel\?\S+/.exec(firstMail.body)![0]);
    const cancel = await post(t, `/api/registrations/${link.searchParams.get('id')}/cancel`, { signature: link.searchParams.get('sig'), exp: link.searchParams.get('exp') });
    expect(cancel.json()).toEqual({ id: first.id, status: 'cancelled' });
    await sendAll();
    const promoted = mailTo('waiting@example.com').at(-1)!;
    expect(promoted.subject).toBe('એક બેઠક ખાલી થઈ છે: Test Webinar');
    expect(promoted.attachments.some((a) => a.startsWith('invite.ics'))).toBe(true);
    expect(mailTo('first@example.com').at(-1)!.subject).toBe('Registration cancelled: Test Webinar');
  });

  it('asks for payment when the hold is about to end, then sends the receipt, in English', async () => {
    const { id } = (await register(t, consultancyPayload('english@example.com'))).json();
    await sendAll();
    expect(mailTo('english@example.com')).toEqual([]);
    await t.app.services.payments.holds.remind(new Date(Date.now() + (t.config.payments.holdMinutes - 2) * 60_000));
    await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'upi' });
    await sendAll();
    const [due, receipt] = mailTo('english@example.com');
    // The consultation booked is named (testing.ts books the seeded astrology one, ₹2,999).
    expect(due.subject).toBe('Finish your payment: Astrology & Numerology Consultation');
    expect(due.body).toContain('₹2,999');
    expect(due.body).toContain(`https://antarman.example/payment?service=consultancy&registrationId=${id}&sig=`);
    // As a mail program reads it: a plain-text part with the link, and an HTML part whose button holds the same link.
    const read = await readMail(peer.received.find((m) => m.to.includes('english@example.com'))!.raw);
    const link = /Pay ₹2,999 now: (\S+)/.exec(read.text)?.[1];
    expect(link).toContain(`registrationId=${id}`);
    expect(read.html).toContain(`<a href="${link!.replaceAll('&', '&amp;')}"`);
    expect(receipt.subject).toBe('Payment received: Astrology & Numerology Consultation');
    expect(receipt.body).toMatch(/Payment reference: sim_/);
    expect(receipt.attachments).toEqual([]);
  });
});

describe('the calendar invite', () => {
  it('writes start and end in IST with the zone, whatever the server\'s zone', () => {
    const ics = buildInvite({
      uid: 'abc@example.com',
      title: 'Circle',
      description: 'Sit with us',
      startsAt: new Date('2025-08-21T12:30:00Z'),
      durationMin: 90,
      organizer: { name: 'Antarman', email: 'no-reply@example.com' },
      attendee: { name: 'Asha', email: 'asha@example.com' },
    });
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20250821T180000');
    expect(ics).toContain('DTEND;TZID=Asia/Kolkata:20250821T193000');
    expect(ics.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    expect(ics).not.toMatch(/^DURATION/m);
  });
});
