/**
 * After booking (issue 19 items 6-7) through the real app on each database: the confirmation e-mail
 * and its invite, reminders, reschedule (signed link, member, admin, cut-off, conflict, a race for
 * one slot), cancel with the policy's refund, the agenda and notes (admin only, erased with the
 * account), and the private calendar feed. Booked rows are inserted directly (the booking insert is
 * the slot engine's), then paid and changed through the API.
 */
import { and, eq, like, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSettings, emailOutbox, payments, refunds, registrations, services } from '../../db/schema.ts';
import { DEFAULT_SCHEDULING_RULES } from '../../../shared/contracts/scheduling.ts';
import { istInstant, istParts, istToday } from '../../../shared/ist.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { consultancyPayload, nextAddress, post, register, serviceIdOf, payLink } from '../registrations/testing.ts';

const HOUR = 3_600_000;
const ROOM = 'https://meet.example.com/antarman-room';

describe.each(testDatabaseKinds())('after booking on %s', (kind) => {
  let serviceId: string;
  /**
   * Slots the service offers (the slot engine's, over the seeded weekly hours), at least two hours
   * apart: every test takes its own by index, so no two bookings overlap by accident and a client's
   * move goes to a time really offered.
   */
  const offered: number[] = [];
  const at = (i: number) => new Date(offered[i]);
  const as = (user: TestUser | undefined, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) }, remoteAddress: nextAddress() });

  const { t, admin, db } = appWithPeople(kind, {
    env: { UPI_VPA: 'founder@okaxis', UPI_PAYEE_NAME: 'Antarman Healing', ADMIN_NOTIFY_EMAIL: 'founder@example.com', PUBLIC_URL: 'https://antarman.example' },
    member: false,
  });
  beforeAll(async () => {
    serviceId = await serviceIdOf(t, 'astrology-numerology');
    const rules = { ...DEFAULT_SCHEDULING_RULES, meetingLink: ROOM, practiceAddress: '12 Lake Road, Ahmedabad' };
    await db().insert(appSettings).values({ key: 'scheduling', value: rules }).onConflictDoUpdate({ target: appSettings.key, set: { value: rules } });
    const today = istToday();
    const day = (n: number) => istToday(new Date(Date.now() + n * 24 * HOUR));
    expect(day(0)).toBe(today);
    const slots = (await t.app.inject({ url: `/api/services/${serviceId}/slots?from=${day(2)}&to=${day(20)}` })).json().slots as { start: string }[];
    for (const { start } of slots) {
      const at = Date.parse(start);
      if (offered.length === 0 || at >= offered[offered.length - 1] + 2 * HOUR) offered.push(at);
    }
    expect(offered.length).toBeGreaterThanOrEqual(32);
  });

  /** A booked consultation of 60 minutes at `start`, as the booking step stores it. */
  async function book(start: Date, values: Partial<typeof registrations.$inferInsert> = {}) {
    const [row] = await db()
      .insert(registrations)
      .values({
        type: 'consultancy',
        status: 'confirmed',
        serviceId,
        fullName: 'Asha Patel',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        city: 'Ahmedabad',
        locale: 'en',
        formData: { concernDescription: 'Sleep has been poor for months.', serviceTitle: 'Astrology & Numerology' },
        amountInr: 0,
        slotStart: start,
        slotEnd: new Date(start.getTime() + HOUR),
        slotBusyUntil: new Date(start.getTime() + HOUR + 15 * 60_000),
        sessionMode: 'online',
        ...values,
      })
      .returning();
    return row;
  }
  const regOf = async (id: string) => (await db().select().from(registrations).where(eq(registrations.id, id)))[0];
  const mailsOf = (id: string, kind?: string) =>
    db()
      .select()
      .from(emailOutbox)
      // By its links or its invite's UID: an e-mail names its registration in no other way.
      .where(and(or(like(emailOutbox.text, `%${id}%`), like(emailOutbox.ics, `%${id}%`)), kind ? eq(emailOutbox.kind, kind) : undefined));
  const linkOf = (text: string, id: string) => {
    const match = new RegExp(`/booking/${id}\\?sig=([\\w-]+)&exp=(\\d+)`).exec(text);
    if (!match) throw new Error('no manage link');
    return { signature: match[1], exp: match[2] };
  };

  /** Paid by direct UPI and confirmed by the founder: a real (not test) payment, as the money path makes it. */
  async function bookAndPay(start: Date, email: string, lang = 'en') {
    const row = await book(start, { status: 'pending_payment', amountInr: 2999, email, locale: lang, holdExpiresAt: new Date(Date.now() + HOUR) });
    expect((await post(t, `/api/registrations/${row.id}/payment?${payLink(t, row.id)}`, { method: 'upi' })).statusCode).toBe(200);
    expect((await post(t, `/api/registrations/${row.id}/payment/utr?${payLink(t, row.id)}`, { utr: String(100000000000 + Math.floor(Math.random() * 1e11)) })).statusCode).toBe(200);
    const [pay] = await db().select().from(payments).where(eq(payments.registrationId, row.id));
    expect((await as(admin, { method: 'POST', url: `/api/admin/payments/${pay.id}/verify`, payload: { decision: 'confirm' } })).statusCode).toBe(200);
    return row;
  }

  it('confirms a paid booking in the client\'s language with an invite (stable UID, SEQUENCE, REQUEST), the room, the links and two reminders', async () => {
    const start = at(0);
    const row = await bookAndPay(start, 'hindi.client@example.com', 'hi');
    expect((await regOf(row.id)).status).toBe('confirmed');
    const [mail] = await mailsOf(row.id, 'payment-received');
    expect(mail.to).toBe('hindi.client@example.com');
    expect(mail.subject).toBe('आपका सत्र बुक हो गया है: ज्योतिष एवं अंक ज्योतिष परामर्श');
    // The client's joining link (issue 53), never the room itself.
    const join = /https:\/\/antarman\.example\/join\/[\w-]{32}/.exec(mail.text)![0];
    expect(mail.text).not.toContain(ROOM);
    expect(mail.text).toMatch(/^कब: .+ IST$/m);
    expect(mail.text).toContain('अवधि: 1 घंटा');
    const link = linkOf(mail.text, row.id);
    expect(mail.text).toContain(`/booking/${row.id}?sig=${link.signature}&exp=${link.exp}&action=cancel`);
    expect(mail.html).toContain(`<a href="${join}"`);
    const ics = mail.ics!;
    expect(ics.replace(/\r\n /g, '')).toContain(`URL:${join}`);
    expect(ics).not.toContain('antarman-room');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${row.id}@antarman.example`);
    expect(ics).toContain('SEQUENCE:0');
    const ist = new Date(start.getTime() + 330 * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${ist}`);
    const reminders = await db().select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `reminder:${row.id}:%`));
    expect(reminders.map((r) => [r.dedupeKey, r.sendAfter.getTime()]).sort()).toEqual(
      [
        [`reminder:${row.id}:1h:0`, start.getTime() - HOUR],
        [`reminder:${row.id}:24h:0`, start.getTime() - 24 * HOUR],
      ].sort(),
    );
    expect(reminders.every((r) => r.status === 'pending' && r.text.includes(join) && !r.text.includes(ROOM) && r.locale === 'hi')).toBe(true);

    // Cancelled through the e-mail's link, well before the cut-off: the invite withdrawn (same UID, next SEQUENCE),
    // the reminders gone, the policy's full refund waiting for the founder (direct UPI is refunded by hand), the time free.
    const cancelled = await post(t, `/api/registrations/${row.id}/cancel`, link);
    expect(cancelled.statusCode).toBe(200);
    const after = await regOf(row.id);
    expect(after).toMatchObject({ status: 'cancelled', slotSequence: 1 });
    const [withdrawn] = await mailsOf(row.id, 'registration-cancelled');
    expect(withdrawn.ics).toContain('METHOD:CANCEL');
    expect(withdrawn.ics).toContain('STATUS:CANCELLED');
    expect(withdrawn.ics).toContain(`UID:${row.id}@antarman.example`);
    expect(withdrawn.ics).toContain('SEQUENCE:1');
    expect(await db().select().from(emailOutbox).where(and(like(emailOutbox.dedupeKey, `reminder:${row.id}:%`), eq(emailOutbox.status, 'pending')))).toEqual([]);
    const [pay] = await db().select().from(payments).where(eq(payments.registrationId, row.id));
    expect(await db().select({ amountInr: refunds.amountInr, status: refunds.status }).from(refunds).where(eq(refunds.paymentId, pay.id))).toEqual([{ amountInr: 2999, status: 'pending' }]);
    const next = await book(start, { email: 'next@example.com' });
    expect(next.slotStart).toEqual(start);
  });

  it('confirms a free booking made through the booking API at once: the invite, the practice address for in person, reminders', async () => {
    const [free] = await db()
      .insert(services)
      .values({ slug: 'free-intro-call', kind: 'consultation', title: 'Free Intro Call', category: 'consultation', priceInr: 0, durationMinutes: 60, mode: 'both' })
      .returning();
    const res = await register(t, { ...consultancyPayload('free.client@example.com'), serviceId: free.id, slotStart: at(31).toISOString(), sessionMode: 'in_person' });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('confirmed');
    const { id } = res.json() as { id: string };
    const [mail] = await mailsOf(id, 'booking-confirmed');
    expect(mail.subject).toBe('Your session is booked: Free Intro Call');
    expect(mail.text).toContain('Where: 12 Lake Road, Ahmedabad');
    expect(mail.text).not.toContain(ROOM);
    expect(mail.ics).toContain('LOCATION:12 Lake Road\\, Ahmedabad');
    expect(mail.ics).toContain('SEQUENCE:0');
    expect(await db().$count(emailOutbox, like(emailOutbox.dedupeKey, `reminder:${id}:%`))).toBe(2);
  });

  it('refunds nothing for a paid booking the founder cancels inside the cut-off, and withdraws the invite', async () => {
    const row = await bookAndPay(new Date(Date.now() + 30 * 60_000 + 7 * HOUR), 'late@example.com');
    const link = linkOf((await mailsOf(row.id, 'payment-received'))[0].text, row.id);
    // The client's link refuses, in their language, and says why.
    const refused = await post(t, `/api/registrations/${row.id}/cancel?lang=gu`, link);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.message).toContain('24 કલાક');
    expect((await regOf(row.id)).status).toBe('confirmed');
    const byAdmin = await as(admin, { method: 'POST', url: `/api/admin/bookings/${row.id}/cancel` });
    expect(byAdmin.statusCode).toBe(200);
    expect(await regOf(row.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'practice' });
    const [pay] = await db().select().from(payments).where(eq(payments.registrationId, row.id));
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, pay.id))).toEqual([]);
    expect((await mailsOf(row.id, 'registration-cancelled'))[0].ics).toContain('METHOD:CANCEL');
  });

  it('reschedules through the signed link: one update, a higher SEQUENCE, new reminders only; refuses a forged link', async () => {
    const row = await bookAndPay(at(3), 'mover@example.com');
    const link = linkOf((await mailsOf(row.id, 'payment-received'))[0].text, row.id);
    const shown = await t.app.inject({ url: `/api/bookings/${row.id}?sig=${link.signature}&exp=${link.exp}` });
    expect(shown.statusCode).toBe(200);
    const join = /https:\/\/antarman\.example\/join\/[\w-]{32}/.exec((await mailsOf(row.id, 'payment-received'))[0].text)![0];
    expect(shown.json()).toMatchObject({ id: row.id, canChange: true, mode: 'online', meetingLink: join, cutoffHours: 24 });
    expect(shown.json()).not.toHaveProperty('notes');
    expect(JSON.stringify(shown.json())).not.toContain('mover@example.com');

    expect((await post(t, `/api/bookings/${row.id}/reschedule`, { slotStart: at(5).toISOString(), signature: 'forged', exp: link.exp })).statusCode).toBe(403);
    const moved = await post(t, `/api/bookings/${row.id}/reschedule`, { slotStart: at(5).toISOString(), ...link });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ start: at(5).toISOString(), end: new Date(at(5).getTime() + HOUR).toISOString() });
    const after = await regOf(row.id);
    expect(after).toMatchObject({ slotSequence: 1, status: 'confirmed' });
    expect(after.slotBusyUntil).toEqual(new Date(at(5).getTime() + HOUR + 15 * 60_000));
    const [update] = await mailsOf(row.id, 'booking-rescheduled');
    expect(update.text).toContain(join);
    expect(update.text).not.toContain(ROOM);
    expect(update.ics).toContain(`UID:${row.id}@antarman.example`);
    expect(update.ics).toContain('SEQUENCE:1');
    expect(update.ics).toContain('METHOD:REQUEST');
    const pending = await db().select().from(emailOutbox).where(and(like(emailOutbox.dedupeKey, `reminder:${row.id}:%`), eq(emailOutbox.status, 'pending')));
    expect(pending.map((r) => r.dedupeKey).sort()).toEqual([`reminder:${row.id}:1h:1`, `reminder:${row.id}:24h:1`]);
    expect(pending.find((r) => r.dedupeKey!.includes(':1h:'))!.sendAfter).toEqual(new Date(at(5).getTime() - HOUR));
  });

  it('refuses a client reschedule past the cut-off (410, translated) and into a taken slot (409); the founder moves it any time', async () => {
    const soon = await book(new Date(Date.now() + 5 * HOUR), { email: 'soon@example.com' });
    const member = await createUser(t, { email: 'soon@example.com', emailVerified: true });
    const late = await as(member, { method: 'POST', url: `/api/me/bookings/${soon.id}/reschedule?lang=hi`, payload: { slotStart: at(8).toISOString() } });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.message).toContain('24 घंटे');
    expect((await regOf(soon.id)).slotStart).toEqual(soon.slotStart);

    const other = await book(at(9), { email: 'other@example.com' });
    const mine = await book(at(11), { email: 'soon@example.com' });
    const taken = await as(member, { method: 'POST', url: `/api/me/bookings/${mine.id}/reschedule`, payload: { slotStart: at(9).toISOString() } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'slot_taken', message: expect.stringContaining('Someone has just booked this time') });
    // A time outside the founder's hours is not offered.
    const night = istInstant(istParts(at(14)).date, '02:00')!;
    expect((await as(member, { method: 'POST', url: `/api/me/bookings/${mine.id}/reschedule`, payload: { slotStart: night.toISOString() } })).json().error.code).toBe('slot_unavailable');
    expect(await regOf(mine.id)).toMatchObject({ slotStart: at(11), slotSequence: 0 });
    // Someone else's booking is not theirs to move.
    expect((await as(member, { method: 'POST', url: `/api/me/bookings/${other.id}/reschedule`, payload: { slotStart: at(13).toISOString() } })).statusCode).toBe(404);
    expect((await as(member, { method: 'POST', url: `/api/me/bookings/${mine.id}/reschedule`, payload: { slotStart: 'tomorrow' } })).statusCode).toBe(400);
    const ok = await as(member, { method: 'POST', url: `/api/me/bookings/${mine.id}/reschedule`, payload: { slotStart: at(13).toISOString() } });
    expect(ok.statusCode).toBe(200);
    expect((await as(member, { url: '/api/me/bookings' })).json().map((b: { id: string }) => b.id)).toEqual([soon.id, mine.id]);

    const byAdmin = await as(admin, { method: 'POST', url: `/api/admin/bookings/${soon.id}/reschedule`, payload: { slotStart: new Date(Date.now() + 3 * HOUR).toISOString() } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().slotSequence).toBe(1);
    expect((await as(member, { method: 'POST', url: `/api/admin/bookings/${soon.id}/reschedule`, payload: { slotStart: at(15).toISOString() } })).statusCode).toBe(403);
  });

  it('is atomic: of several bookings moved into one free slot at once, one wins and the others keep their own', async () => {
    const rows = await Promise.all([17, 19, 21, 23].map((h, i) => book(at(h), { email: `race${i}@example.com` })));
    const target = at(25).toISOString();
    const answers = await Promise.all(rows.map((r) => as(admin, { method: 'POST', url: `/api/admin/bookings/${r.id}/reschedule`, payload: { slotStart: target } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const after = await Promise.all(rows.map((r) => regOf(r.id)));
    const winners = after.filter((r) => r.slotStart!.getTime() === Date.parse(target));
    expect(winners).toHaveLength(1);
    for (const [i, r] of after.entries()) {
      if (r.id !== winners[0].id) expect(r).toMatchObject({ slotStart: rows[i].slotStart, slotSequence: 0 });
    }
  });

  it('shows the founder her agenda (admin only), keeps her notes from the client and e-mails a changed room', async () => {
    const row = await book(at(27), { email: 'agenda.client@example.com', fullName: 'Kiran Agenda' });
    const member = await createUser(t, { email: 'agenda.client@example.com', emailVerified: true });
    const day = new Date(at(27).getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const url = `/api/admin/agenda?from=${day}&to=${day}`;
    expect((await as(undefined, { url })).statusCode).toBe(401);
    expect((await as(member, { url })).statusCode).toBe(403);
    expect((await as(admin, { url: `/api/admin/agenda?from=${day}&to=2099-01-01` })).statusCode).toBe(400);
    expect((await as(admin, { url: `/api/admin/agenda?from=${day}&to=nope` })).statusCode).toBe(400);

    const patch = (payload: unknown, user = admin) => as(user, { method: 'PATCH', url: `/api/admin/bookings/${row.id}`, payload: payload as InjectOptions['payload'] });
    expect((await patch({ sessionNotes: 'Talked about sleep.' }, member)).statusCode).toBe(403);
    expect((await patch({ sessionOutcome: 'maybe' })).statusCode).toBe(400);
    expect((await patch({ meetingLink: 'http://insecure.example' })).statusCode).toBe(400);
    const saved = await patch({ sessionOutcome: 'completed', sessionNotes: 'Talked about sleep. PRIVATE-NOTE', meetingLink: 'https://meet.example.com/kiran' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ outcome: 'completed', notes: 'Talked about sleep. PRIVATE-NOTE', effectiveLink: 'https://meet.example.com/kiran' });

    const agenda = (await as(admin, { url })).json();
    const listed = agenda.bookings.find((b: { id: string }) => b.id === row.id);
    expect(listed).toMatchObject({
      serviceTitle: 'Astrology & Numerology Consultation',
      client: { name: 'Kiran Agenda', email: 'agenda.client@example.com', phone: '+91 98765 43210' },
      answers: { concernDescription: 'Sleep has been poor for months.' },
      notes: 'Talked about sleep. PRIVATE-NOTE',
      outcome: 'completed',
    });
    expect(agenda).toHaveProperty('blocks');
    expect(agenda).toHaveProperty('events');

    const [changed] = await mailsOf(row.id, 'booking-link-changed');
    // The new room stays behind the client's joining link: the message names the link, not the room.
    expect(changed.text).toMatch(/\/join\/[\w-]{32}/);
    expect(changed.text).not.toContain('https://meet.example.com/kiran');
    expect(changed.ics).not.toContain('meet.example.com/kiran');
    expect(changed.ics).toContain('SEQUENCE:1');
    for (const res of [await as(member, { url: '/api/me/bookings' }), await as(member, { url: '/api/me/export' }), await as(member, { url: '/api/me/webinars' })]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('PRIVATE-NOTE');
    }

    // Deleting the account erases the notes with the rest of their personal data.
    expect((await as(member, { method: 'DELETE', url: '/api/me', payload: { password: member.password } })).statusCode).toBe(200);
    expect(await regOf(row.id)).toMatchObject({ sessionNotes: null, meetingLink: null, fullName: expect.not.stringContaining('Kiran') });
  });

  it('serves a private calendar feed at a secret address that a new one or a revoke turns off', async () => {
    const row = await book(at(29), { email: 'feed.client@example.com', fullName: 'Nisha Feed', sessionNotes: 'FEED-SECRET-NOTE' });
    expect((await as(undefined, { method: 'POST', url: '/api/admin/calendar-feed' })).statusCode).toBe(401);
    const made = await as(admin, { method: 'POST', url: '/api/admin/calendar-feed' });
    expect(made.statusCode).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^https:\/\/antarman\.example\/calendar\/[\w-]{40,}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.body).toContain(`UID:${row.id}@antarman.example`);
    expect(feed.body).toContain('Nisha Feed · Astrology & Numerology Consultation');
    expect(feed.body).not.toContain('FEED-SECRET-NOTE');
    expect(feed.body).not.toContain('Sleep has been poor');
    expect((await t.app.inject({ url: '/calendar/not-the-token.ics' })).statusCode).toBe(404);

    const again = (await as(admin, { method: 'POST', url: '/api/admin/calendar-feed' })).json() as { url: string };
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(again.url).pathname })).statusCode).toBe(200);
    expect((await as(admin, { method: 'DELETE', url: '/api/admin/calendar-feed' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: new URL(again.url).pathname })).statusCode).toBe(404);
  });
});
