/**
 * Issue 18 §4: one registration per event, whatever the page. /webinar-registration, /register and
 * the event cards send the short payload (type: 'signup', with the page's extra questions); /register
 * for a paid webinar still sends the unified one. Every way ends in the same row, the same seat
 * rule, the same confirmation with its invite and the same reminders.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { insertWebinar, register, webinarPayload } from './testing.ts';

const signup = (webinarId: string, email: string, extra: Record<string, unknown> = {}) => ({
  type: 'signup' as const,
  webinarId,
  fullName: 'Kiran Desai',
  email,
  consent: true,
  ...extra,
});

describe.each(testDatabaseKinds())('one registration per event, whatever the page, on %s', (kind) => {
  const { t, db, mails } = withApp(kind);
  const mailsTo = (email: string) => mails({ to: email });

  it('makes the same registration from the webinar page, /register and an event card: seat, invite, reminders, then the waitlist', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 3, zoomLink: 'https://meet.example.com/one' });
    const pages = [
      ['webinar-page', 'page@example.com'],
      ['register', 'register@example.com'],
      ['event-card', 'card@example.com'],
    ] as const;
    for (const [source, email] of pages) {
      const res = await register(t, signup(webinar.id, email, { source, phone: '+91 98765 43210', language: 'en' }));
      expect(res.statusCode, source).toBe(201);
      expect(res.json().status).toBe('confirmed');
    }
    const rows = await db().select().from(registrations).where(eq(registrations.webinarId, webinar.id));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect({ type: row.type, status: row.status, amountInr: row.amountInr, locale: row.locale, phone: row.phone }).toEqual({
        type: 'webinar',
        status: 'confirmed',
        amountInr: 0,
        locale: 'en',
        phone: '+91 98765 43210',
      });
      const mails = await mailsTo(row.email);
      expect(mails.map((m) => m.kind).sort()).toEqual(['registration-confirmed', 'reminder-1h', 'reminder-24h']);
      const confirmation = mails.find((m) => m.kind === 'registration-confirmed')!;
      expect(confirmation.ics).toContain('BEGIN:VEVENT');
      expect(confirmation.ics).toContain('DTSTART;TZID=Asia/Kolkata');
      // The person's joining link (issue 53), never the room itself.
      expect(confirmation.text).toMatch(/\/join\/[\w-]{32}/);
      expect(confirmation.text).not.toContain('https://meet.example.com/one');
    }
    expect(rows.map((r) => r.formData.source).sort()).toEqual(['event-card', 'register', 'webinar-page']);

    // The fourth, from any page, waits; the unified (long) payload takes the same rule.
    const late = await register(t, webinarPayload(webinar.id, 'late@example.com'));
    expect(late.json().status).toBe('waitlisted');
    const lateShort = await register(t, signup(webinar.id, 'late-short@example.com'));
    expect(lateShort.json().status).toBe('waitlisted');
    expect((await mailsTo('late-short@example.com')).map((m) => m.kind)).toEqual(['registration-waitlisted']);

    // Twice from two pages is still one registration, answered as a first one (issue 49 item 14).
    const again = await register(t, signup(webinar.id, 'PAGE@example.com', { source: 'event-card' }));
    expect(again.statusCode).toBe(201);
    // The event is full: a new address would wait, and so the answer says.
    expect(again.json().status).toBe('waitlisted');
    expect(await db().$count(registrations, eq(registrations.webinarId, webinar.id))).toBe(5);
    expect(await db().$count(registrations, eq(registrations.id, again.json().id))).toBe(0);
  });

  it('accepts a free webinar with only name, e-mail and consent, and stores the page’s extra questions with it', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 10 });
    const bare = await register(t, signup(webinar.id, 'bare@example.com'));
    expect(bare.statusCode).toBe(201);
    expect(bare.json().status).toBe('confirmed');

    const answers = { hearAbout: 'social', motivation: 'healing', expectations: ['clarity', 'community'], receiveUpdates: true, challenges: 'Sleep' };
    const res = await register(t, signup(webinar.id, 'answers@example.com', { answers, source: 'webinar-page', language: 'gu' }));
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(registrations).where(eq(registrations.id, res.json().id));
    expect(row.formData.answers).toEqual(answers);
    expect(row.locale).toBe('gu');
    const [confirmation] = (await mailsTo('answers@example.com')).filter((m) => m.kind === 'registration-confirmed');
    expect(confirmation.locale).toBe('gu');
  });

  it('refuses a short registration without consent, with a bad e-mail or phone, in the visitor’s language (400)', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 10 });
    const res = await register(t, { ...signup(webinar.id, 'not-an-email'), consent: false, phone: '12' }, { url: '/api/unified-registration?lang=hi' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.error.fields).sort()).toEqual(expect.arrayContaining(['consent', 'email', 'phone']));
    expect(JSON.stringify(body)).not.toContain('registration:');
    const unknown = await register(t, signup('no-such-event', 'x@example.com'));
    expect(unknown.statusCode).toBe(404);
    const tooMany = await register(t, signup(webinar.id, 'many@example.com', { answers: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`q${i}`, 'a'])) }));
    expect(tooMany.statusCode).toBe(400);
    expect(await db().select().from(registrations).where(inArray(registrations.email, ['not-an-email', 'many@example.com']))).toHaveLength(0);
  });

  it('a paid event through the short form waits for payment, as the unified form does (the payment step is unchanged)', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 10, priceInr: 499 });
    const res = await register(t, signup(webinar.id, 'payer@example.com'));
    expect(res.json().status).toBe('pending_payment');
    const [row] = await db().select().from(registrations).where(and(eq(registrations.webinarId, webinar.id), eq(registrations.email, 'payer@example.com')));
    expect(row.amountInr).toBe(499);
  });
});
