/**
 * The signed links of the e-mails expire with their purpose: a cancel or payment link stops working
 * once its event has started and after its maximum age (the `exp` it carries, covered by the HMAC);
 * a link made before links carried `exp` is judged by its registration's own dates.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, registrations, webinars } from '../../db/schema.ts';
import { LINK_MAX_AGE_MS, createLinkSigner, linkSignerFor } from '../../lib/signed-links.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { consultancyPayload, insertWebinar, post, register, webinarPayload } from './testing.ts';

const DAY = 24 * 3_600_000;

describe('signed links (no database)', () => {
  const signer = createLinkSigner('x'.repeat(40));
  it('signs the expiry: a changed or removed exp does not verify, an old one is expired', () => {
    const link = signer.sign('cancel-registration', 'abc');
    expect(Number(link.exp) * 1000).toBeGreaterThan(Date.now() + LINK_MAX_AGE_MS['cancel-registration'] - 2000);
    expect(signer.verify('cancel-registration', 'abc', link.signature, link.exp)).toMatchObject({ valid: true });
    expect(signer.verify('cancel-registration', 'abc', link.signature, String(Number(link.exp) + 1))).toEqual({ valid: false, reason: 'invalid' });
    expect(signer.verify('cancel-registration', 'abc', link.signature)).toEqual({ valid: false, reason: 'invalid' });
    expect(signer.verify('resume-payment', 'abc', link.signature, link.exp)).toEqual({ valid: false, reason: 'invalid' });
    const old = signer.sign('resume-payment', 'abc', new Date(Date.now() - 8 * DAY));
    expect(signer.verify('resume-payment', 'abc', old.signature, old.exp)).toEqual({ valid: false, reason: 'expired' });
  });
});

describe.each(testDatabaseKinds())('signed e-mail links expire with their purpose on %s', (kind) => {
  const { t, db } = withApp(kind, { env: { ADMIN_NOTIFY_EMAIL: 'founder@example.com', PUBLIC_URL: 'https://antarman.example' } });

  /** The link of that kind in the newest e-mail of `kind` to `to`, as the visitor would click it. */
  async function linkIn(to: string, mailKind: string, path: '/registration/cancel' | '/payment') {
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, mailKind)))
      .orderBy(sql`${emailOutbox.createdAt} desc`)
      .limit(1);
    expect(mail, `${mailKind} to ${to}`).toBeTruthy();
    const found = new RegExp(`https://antarman\\.example${path}\\?\\S+`).exec(mail.text)?.[0];
    expect(found, mail.text).toBeTruthy();
    // The HTML part links exactly the same URL.
    expect(mail.html).toContain(`<a href="${found!.replaceAll('&', '&amp;')}"`);
    return new URL(found!).searchParams;
  }
  /** "Finish your payment" goes a few minutes before a hold ends: the hold job, its clock moved there. */
  const remindNearExpiry = () => t.app.services.payments.holds.remind(new Date(Date.now() + (t.config.payments.holdMinutes - 2) * 60_000));
  const cancel = (id: string, body: Record<string, unknown>, lang = 'en') => post(t, `/api/registrations/${id}/cancel?lang=${lang}`, body);
  const statusOf = async (id: string) => (await db().select({ status: registrations.status }).from(registrations).where(eq(registrations.id, id)))[0].status;

  /** A full event of one seat: `seat` holds it, `waiting` is on the waitlist. */
  async function fullEvent(prefix: string) {
    const webinar = await insertWebinar(t, { title: `${prefix} Circle`, maxAttendees: 1 });
    const seat = (await register(t, webinarPayload(webinar.id, `${prefix}-seat@example.com`))).json();
    const waiting = (await register(t, webinarPayload(webinar.id, `${prefix}-wait@example.com`))).json();
    expect([seat.status, waiting.status]).toEqual(['confirmed', 'waitlisted']);
    return { webinar, seat, waiting };
  }

  it('a fresh cancel link from the confirmation e-mail carries exp and cancels; the first person waiting gets the seat', async () => {
    const { seat, waiting } = await fullEvent('fresh');
    const link = await linkIn('fresh-seat@example.com', 'registration-confirmed', '/registration/cancel');
    expect(link.get('id')).toBe(seat.id);
    expect(Number(link.get('exp')) * 1000).toBeGreaterThan(Date.now() + 89 * DAY);
    const res = await cancel(seat.id, { signature: link.get('sig'), exp: link.get('exp') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: seat.id, status: 'cancelled' });
    expect(await statusOf(waiting.id)).toBe('confirmed');
  });

  it('refuses a cancel link once the event has started (410, translated), and nobody on the waitlist is promoted', async () => {
    const { webinar, seat, waiting } = await fullEvent('started');
    const link = await linkIn('started-seat@example.com', 'registration-confirmed', '/registration/cancel');
    // The event began ten minutes ago (it runs for an hour).
    await db().update(webinars).set({ startsAt: new Date(Date.now() - 10 * 60_000) }).where(eq(webinars.id, webinar.id));
    const outboxBefore = await db().$count(emailOutbox);

    const res = await cancel(seat.id, { signature: link.get('sig'), exp: link.get('exp') });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toEqual({ code: 'event_started', message: 'This event has already started; the link no longer cancels your registration.' });
    const hindi = await cancel(seat.id, { signature: link.get('sig'), exp: link.get('exp') }, 'hi');
    expect(hindi.statusCode).toBe(410);
    expect(hindi.json().error.message).toBe('यह कार्यक्रम शुरू हो चुका है; अब इस लिंक से पंजीकरण रद्द नहीं होता।');

    expect(await statusOf(seat.id)).toBe('confirmed');
    expect(await statusOf(waiting.id)).toBe('waitlisted');
    expect(await db().$count(emailOutbox)).toBe(outboxBefore);
    // The waitlisted person's own "leave the waitlist" link is refused too.
    const theirs = await linkIn('started-wait@example.com', 'registration-waitlisted', '/registration/cancel');
    expect((await cancel(waiting.id, { signature: theirs.get('sig'), exp: theirs.get('exp') })).statusCode).toBe(410);
    expect(await statusOf(waiting.id)).toBe('waitlisted');
  });

  it('refuses an expired cancel link (410) and a tampered or removed exp (403); nothing changes', async () => {
    const { seat, waiting } = await fullEvent('expired');
    const signer = linkSignerFor(t.config);
    const old = signer.sign('cancel-registration', seat.id, new Date(Date.now() - 91 * DAY));
    const expired = await cancel(seat.id, { signature: old.signature, exp: old.exp });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({ code: 'link_expired', message: 'This link has expired. Please use the link in our latest email to you, or write to us.' });

    // The same old signature with a later exp, or without exp: not a link we made.
    const link = await linkIn('expired-seat@example.com', 'registration-confirmed', '/registration/cancel');
    for (const body of [
      { signature: old.signature, exp: link.get('exp') },
      { signature: link.get('sig'), exp: String(Number(link.get('exp')) + 365 * 86_400) },
      { signature: link.get('sig'), exp: `${link.get('exp')}0` },
      { signature: link.get('sig') },
    ]) {
      const res = await cancel(seat.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().error.code).toBe('invalid_link');
    }
    // A malformed exp is a 4xx too, never a 500.
    expect((await cancel(seat.id, { signature: link.get('sig'), exp: 'x'.repeat(21) })).statusCode).toBe(400);
    expect((await cancel(seat.id, { signature: link.get('sig'), exp: 12 })).statusCode).toBe(400);
    expect(await statusOf(seat.id)).toBe('confirmed');
    expect(await statusOf(waiting.id)).toBe('waitlisted');
  });

  it('judges an old link without exp by its registration: it works within 90 days of the registration, not after', async () => {
    const { seat, waiting } = await fullEvent('legacy');
    // What the e-mails carried before links had an expiry: the signature of purpose and id alone.
    const { createHmac } = await import('node:crypto');
    const { resolveSessionSecret } = await import('../../config.ts');
    const key = createHmac('sha256', resolveSessionSecret(t.config)).update('signed-links/v1').digest();
    const legacy = (id: string) => createHmac('sha256', key).update(`cancel-registration\n${id}`).digest('base64url');

    await db().update(registrations).set({ submittedAt: new Date(Date.now() - 91 * DAY) }).where(eq(registrations.id, seat.id));
    const tooOld = await cancel(seat.id, { signature: legacy(seat.id) });
    expect(tooOld.statusCode).toBe(410);
    expect(tooOld.json().error.code).toBe('link_expired');
    expect(await statusOf(seat.id)).toBe('confirmed');

    await db().update(registrations).set({ submittedAt: new Date(Date.now() - 10 * DAY) }).where(eq(registrations.id, seat.id));
    const recent = await cancel(seat.id, { signature: legacy(seat.id) });
    expect(recent.statusCode).toBe(200);
    expect(await statusOf(waiting.id)).toBe('confirmed');
  });

  it('a payment link works while fresh, and answers 410 once it is 7 days old or its event has started', async () => {
    const paidEvent = await insertWebinar(t, { title: 'Paid Circle', priceInr: 499 });
    const reg = (await register(t, webinarPayload(paidEvent.id, 'payer@example.com'))).json();
    expect(reg.status).toBe('pending_payment');
    await remindNearExpiry();
    const link = await linkIn('payer@example.com', 'registration-pending-payment', '/payment');
    expect(link.get('registrationId')).toBe(reg.id);
    const summary = (query: Record<string, string>, lang = 'en') => t.app.inject({ url: `/api/registrations/${reg.id}/summary?${new URLSearchParams({ lang, ...query })}` });
    const fresh = await summary({ sig: link.get('sig')!, exp: link.get('exp')! });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ id: reg.id, amountInr: 499, paid: false });
    expect(Number(link.get('exp')) * 1000).toBeLessThanOrEqual(Date.now() + 7 * DAY);

    const old = linkSignerFor(t.config).sign('resume-payment', reg.id, new Date(Date.now() - 7 * DAY - 60_000));
    const expired = await summary({ sig: old.signature, exp: old.exp }, 'gu');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({ code: 'link_expired', message: 'આ લિંકની મુદત પૂરી થઈ ગઈ છે. કૃપા કરીને અમારા સૌથી તાજેતરના ઇમેઇલની લિંક વાપરો, અથવા અમને લખો.' });
    expect((await summary({ sig: link.get('sig')!, exp: String(Number(link.get('exp')) + 86_400) })).statusCode).toBe(403);

    await db().update(webinars).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(webinars.id, paidEvent.id));
    const started = await summary({ sig: link.get('sig')!, exp: link.get('exp')! });
    expect(started.statusCode).toBe(410);
    expect(started.json().error).toEqual({ code: 'event_started', message: 'This event has already started; the link no longer takes a payment.' });
  });

  it('a payment link for a consultancy (no event) lasts 7 days from when it was sent', async () => {
    const reg = (await register(t, consultancyPayload('consult-link@example.com'))).json();
    await remindNearExpiry();
    const link = await linkIn('consult-link@example.com', 'registration-pending-payment', '/payment');
    expect((await t.app.inject({ url: `/api/registrations/${reg.id}/summary?sig=${link.get('sig')}&exp=${link.get('exp')}` })).statusCode).toBe(200);
    const signer = linkSignerFor(t.config);
    const sixDays = signer.sign('resume-payment', reg.id, new Date(Date.now() - 6 * DAY));
    expect((await t.app.inject({ url: `/api/registrations/${reg.id}/summary?sig=${sixDays.signature}&exp=${sixDays.exp}` })).statusCode).toBe(200);
    const eightDays = signer.sign('resume-payment', reg.id, new Date(Date.now() - 8 * DAY));
    expect((await t.app.inject({ url: `/api/registrations/${reg.id}/summary?sig=${eightDays.signature}&exp=${eightDays.exp}` })).statusCode).toBe(410);
  });

  it('the reminders carry a cancel link that counts its age from when the reminder goes out', async () => {
    const far = await insertWebinar(t, { title: 'Far Circle', startsAt: new Date(Date.now() + 120 * DAY) });
    await register(t, webinarPayload(far.id, 'far@example.com'));
    const [reminder] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'far@example.com'), like(emailOutbox.kind, 'reminder-1h')));
    const exp = Number(/[?&]exp=(\d+)/.exec(reminder.text)?.[1]);
    // Sent an hour before the start, it still works then (a link made at registration would not).
    expect(exp * 1000).toBeGreaterThan(far.startsAt.getTime());
  });
});
