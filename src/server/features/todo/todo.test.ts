/**
 * The overview's to-do list (issue 51) and the conflicts a day off or a block answers: on both
 * databases, through the real API, with the rows each item counts.
 */
import { describe, expect, it } from 'vitest';
import { istInstant, istToday } from '../../../shared/ist.ts';
import { calendarFeeds, payments, refunds, registrations, services, webinars } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { nextAddress } from '../registrations/testing.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('the overview to-do list on %s', (kind) => {
  const { t, admin, member, db, as } = appWithPeople(kind, { seed: false });
  const todo = async () => {
    const res = await as(admin, 'GET', '/api/admin/todo');
    expect(res.statusCode).toBe(200);
    return Object.fromEntries((res.json().items as Array<{ kind: string; count: number }>).map((i) => [i.kind, i.count]));
  };

  /** A booked session of `minutes` from `start`, confirmed unless told. */
  async function booking(name: string, start: Date, options: { minutes?: number; mode?: 'online' | 'in_person'; link?: string; serviceId?: string } = {}) {
    const end = new Date(start.getTime() + (options.minutes ?? 60) * 60_000);
    const [row] = await db()
      .insert(registrations)
      .values({
        type: 'consultancy',
        status: 'confirmed',
        fullName: name,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        formData: {},
        serviceId: options.serviceId,
        slotStart: start,
        slotEnd: end,
        slotBusyUntil: end,
        sessionMode: options.mode ?? 'online',
        meetingLink: options.link ?? null,
      })
      .returning();
    return row;
  }

  it('is empty ("Nothing to do") on a new site, and for the admin only', async () => {
    expect(await todo()).toEqual({});
    expect((await as(member, 'GET', '/api/admin/todo')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/admin/todo')).statusCode).toBe(401);
  });

  it('counts each thing that waits on the founder, and a day off or a block over a booked session answers it', async () => {
    const now = Date.now();
    const [service] = await db().insert(services).values({ slug: 'life-coaching', title: 'Life coaching', category: 'consultation', kind: 'consultation', priceInr: 2500 }).returning();
    const day = istToday(new Date(now + 3 * DAY));
    const asha = await booking('Asha Patel', istInstant(day, '10:00')!, { serviceId: service.id });
    // In person, or with its own room: nothing to add.
    const ravi = await booking('Ravi Shah', istInstant(istToday(new Date(now + 4 * DAY)), '15:00')!, { mode: 'in_person' });
    await booking('Meena Joshi', istInstant(istToday(new Date(now + 5 * DAY)), '11:00')!, { link: 'https://meet.example/meena' });
    expect(await todo()).toEqual({ sessionsWithoutLink: 1 });

    // Her day off over Asha's session: the answer names it, and it stays booked.
    const off = await as(admin, 'PUT', `/api/admin/scheduling/exceptions/${day}`, { ranges: [], note: 'Family wedding' });
    expect(off.statusCode).toBe(200);
    expect(off.json().conflicts).toEqual([{ id: asha.id, name: 'Asha Patel', service: 'Life coaching', start: asha.slotStart!.toISOString(), end: asha.slotEnd!.toISOString(), status: 'confirmed' }]);
    // Hours that still hold the session are no conflict.
    const hours = await as(admin, 'PUT', `/api/admin/scheduling/exceptions/${day}`, { ranges: [{ start: '09:00', end: '12:00' }] });
    expect(hours.json().conflicts).toEqual([]);
    const short = await as(admin, 'PUT', `/api/admin/scheduling/exceptions/${day}`, { ranges: [{ start: '09:00', end: '10:30' }] });
    expect(short.json().conflicts.map((c: { id: string }) => c.id)).toEqual([asha.id]);
    // A block over Ravi's session, and one over nothing.
    const block = await as(admin, 'POST', '/api/admin/scheduling/blocks', { start: new Date(ravi.slotStart!.getTime() + 30 * 60_000).toISOString(), end: new Date(ravi.slotEnd!.getTime() + HOUR).toISOString() });
    expect(block.statusCode).toBe(201);
    expect(block.json().conflicts.map((c: { name: string }) => c.name)).toEqual(['Ravi Shah']);
    const free = await as(admin, 'POST', '/api/admin/scheduling/blocks', { start: new Date(now + 20 * DAY).toISOString(), end: new Date(now + 20 * DAY + HOUR).toISOString() });
    expect(free.json().conflicts).toEqual([]);

    // Payments: a UTR to check, one overdue (over UPI_VERIFY_HOURS), a refund to make by hand.
    const payer = async (name: string) => (await db().insert(registrations).values({ type: 'event', status: 'awaiting_verification', fullName: name, email: `${name.toLowerCase()}@example.com`, formData: {}, amountInr: 500 }).returning())[0];
    await db().insert(payments).values({ registrationId: (await payer('Kiran')).id, provider: 'upi', status: 'submitted', amountInr: 500, utr: '123456789012', utrAttempts: 1, utrSubmittedAt: new Date(now - HOUR) });
    await db().insert(payments).values({ registrationId: (await payer('Nita')).id, provider: 'upi', status: 'submitted', amountInr: 500, utr: '223456789012', utrAttempts: 1, utrSubmittedAt: new Date(now - 3 * DAY) });
    const [paid] = await db().insert(payments).values({ registrationId: (await payer('Dev')).id, provider: 'upi', status: 'paid', amountInr: 500, utr: '323456789012', paidAt: new Date(now - DAY) }).returning();
    await db().insert(refunds).values({ paymentId: paid.id, amountInr: 500, status: 'pending', reason: 'cancellation' });

    // Events: online without a link; with one, in person and past ones are fine.
    await db().insert(webinars).values([
      { title: 'Breathing circle', startsAt: new Date(now + 6 * DAY), isOnline: true },
      { title: 'Linked circle', startsAt: new Date(now + 6 * DAY), isOnline: true, zoomLink: 'https://meet.example/circle' },
      { title: 'Retreat', startsAt: new Date(now + 6 * DAY), isOnline: false, location: 'Ahmedabad' },
      { title: 'Old talk', startsAt: new Date(now - 6 * DAY), isOnline: true },
    ]);

    // A message to answer.
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Priya', email: 'priya@example.com', message: 'Do you see couples?' }, remoteAddress: nextAddress() })).statusCode).toBe(201);

    // Calendars: one read two days ago (no longer blocking), one never read, one fresh.
    await db().insert(calendarFeeds).values([
      { label: 'Family', urlEncrypted: 'x', urlHost: 'calendar.example', lastSuccessAt: new Date(now - 2 * DAY), lastFetchedAt: new Date(now - 2 * DAY), lastError: 'http_500' },
      { label: 'Work', urlEncrypted: 'x', urlHost: 'calendar.example', lastSuccessAt: new Date(now - HOUR), lastFetchedAt: new Date(now - HOUR) },
    ]);

    expect((await as(admin, 'GET', '/api/admin/todo')).json().items.map((i: { kind: string }) => i.kind)).toEqual([
      'verifyUpi', 'overdueUtrs', 'refundsByHand', 'sessionsWithoutLink', 'eventsWithoutLink', 'dayOffConflicts', 'unansweredMessages', 'staleCalendars',
    ]);
    // The availability tab lists them, earliest first.
    expect((await as(admin, 'GET', '/api/admin/scheduling/conflicts')).json().conflicts.map((c: { name: string }) => c.name)).toEqual(['Asha Patel', 'Ravi Shah']);
    expect((await as(member, 'GET', '/api/admin/scheduling/conflicts')).statusCode).toBe(403);
    expect(await todo()).toEqual({ verifyUpi: 2, overdueUtrs: 1, refundsByHand: 1, sessionsWithoutLink: 1, eventsWithoutLink: 1, dayOffConflicts: 2, unansweredMessages: 1, staleCalendars: 1 });

    // The fixed room serves every session; her usual hours back on Asha's day end that conflict.
    const { rules } = (await as(admin, 'GET', '/api/admin/scheduling')).json();
    expect((await as(admin, 'PUT', '/api/admin/scheduling/rules', { ...rules, meetingLink: 'https://meet.example/room' })).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', `/api/admin/scheduling/exceptions/${day}`)).statusCode).toBe(204);
    const after = await todo();
    expect(after.sessionsWithoutLink).toBeUndefined();
    expect(after.dayOffConflicts).toBe(1);
  });
});
