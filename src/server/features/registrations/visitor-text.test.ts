/**
 * What visitors type (names, cities, messages) is shown as plain text in every e-mail: a URL in a
 * name never becomes a link and markup is escaped. Our own links (cancel, pay, join) stay links.
 */
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { consultancyPayload, eventPayload, insertWebinar, post, register, webinarPayload, payLink } from './testing.ts';

const EVIL = 'https://evil.example/x';
const NAME = `Asha <a href="${EVIL}">Patel</a> ${EVIL}`;
const CITY = `Surat ${EVIL}?a=1&b=<b>2</b>`;

/** Every <a ...> start tag of an HTML part, and its href. */
const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*>/gi)].map((m) => ({ tag: m[0], href: /href="([^"]*)"/.exec(m[0])?.[1] ?? '' }));

describe.each(testDatabaseKinds())('visitor text in e-mails on %s', (kind) => {
  const { t } = withApp(kind, { env: { ADMIN_NOTIFY_EMAIL: 'founder@example.com', PUBLIC_URL: 'https://antarman.example' } });

  it('never turns a URL or markup a visitor typed into a link, in the confirmation, the founder\'s notice or any other e-mail', async () => {
    const withVisitorText = <T extends { userData: Record<string, unknown> }>(p: T) => ({ ...p, userData: { ...p.userData, fullName: NAME, city: CITY } });
    const free = await insertWebinar(t, { title: 'Open Circle', maxAttendees: 1, zoomLink: 'https://meet.example.com/open' });
    const paid = await insertWebinar(t, { title: 'Paid Circle', priceInr: 499 });
    expect((await register(t, withVisitorText(webinarPayload(free.id, 'evil1@example.com')))).json().status).toBe('confirmed');
    expect((await register(t, withVisitorText(webinarPayload(free.id, 'evil2@example.com')))).json().status).toBe('waitlisted');
    expect((await register(t, withVisitorText(webinarPayload(paid.id, 'evil3@example.com')))).json().status).toBe('pending_payment');
    const consult = (await register(t, withVisitorText(consultancyPayload('evil4@example.com')))).json();
    expect((await post(t, `/api/registrations/${consult.id}/payment?${payLink(t, consult.id)}`, { method: 'upi' })).statusCode).toBe(200);
    const circle = await register(t, { ...eventPayload('evil5@example.com'), fullName: NAME, city: CITY, reasonForJoining: `See ${EVIL}`, expectations: `<img src=${EVIL}>` });
    expect(circle.statusCode).toBe(201);
    expect((await post(t, '/api/contact', { name: NAME, email: 'evil6@example.com', message: `Click <a href="${EVIL}">here</a> or ${EVIL}` })).statusCode).toBe(201);

    // "Finish your payment" goes a few minutes before the hold ends (the hold job, its clock moved there).
    await t.app.services.payments.holds.remind(new Date(Date.now() + (t.config.payments.holdMinutes - 2) * 60_000));
    const outbox = await t.db.database.db.select().from(emailOutbox);
    const kinds = new Set(outbox.map((m) => m.kind));
    for (const expected of ['registration-confirmed', 'registration-waitlisted', 'registration-pending-payment', 'payment-received', 'admin-registration-new', 'admin-registration-paid', 'contact-message']) {
      expect(kinds, expected).toContain(expected);
    }
    for (const mail of outbox) {
      if (!mail.html) continue;
      const where = `${mail.kind} to ${mail.to}`;
      // No link to what the visitor typed, and none of their markup as markup.
      expect(anchors(mail.html).filter((a) => a.href.includes('evil.example')), where).toEqual([]);
      expect(mail.html, where).not.toContain(`<a href="${EVIL}"`);
      expect(mail.html, where).not.toMatch(/<(b|img)\b/i);
      // Our own links only: on our site (the founder's admin), the person's join link, or the practice's WhatsApp (the chat button).
      for (const a of anchors(mail.html)) expect(a.href, where).toMatch(/^https:\/\/(antarman\.example\/((registration\/cancel|payment)\?|join\/[\w-]{32}$|admin$)|wa\.me\/\d+$)/);
    }
    // The name is there, as text (escaped), in the visitor's confirmation and the founder's notice.
    const confirmation = outbox.find((m) => m.kind === 'registration-confirmed' && m.to === 'evil1@example.com')!;
    const notice = outbox.find((m) => m.kind === 'admin-registration-new' && m.text.includes('evil1@example.com'))!;
    for (const mail of [confirmation, notice]) {
      expect(mail.html).toContain(`Asha &lt;a href=&quot;${EVIL}&quot;&gt;Patel&lt;/a&gt; ${EVIL}`);
      expect(mail.text).toContain(NAME);
    }
    expect(notice.html).toContain(`Surat ${EVIL}?a=1&amp;b=&lt;b&gt;2&lt;/b&gt;`);
    // The visitor's confirmation keeps its cancel link and the join link as links.
    const hrefs = anchors(confirmation.html!).map((a) => a.href);
    expect(hrefs.some((h) => /^https:\/\/antarman\.example\/join\/[\w-]{32}$/.test(h))).toBe(true);
    expect(hrefs).not.toContain('https://meet.example.com/open');
    expect(hrefs.some((h) => h.startsWith('https://antarman.example/registration/cancel?id='))).toBe(true);
    const payMail = outbox.find((m) => m.kind === 'registration-pending-payment' && m.to === 'evil3@example.com')!;
    expect(anchors(payMail.html!).map((a) => a.href).some((h) => h.startsWith('https://antarman.example/payment?service=webinar&amp;registrationId='))).toBe(true);
  });
});
