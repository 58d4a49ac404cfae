/**
 * One joining link per person (issue 53 §3) through the real app on each database: the founder makes
 * a registrant's link; it redirects (302) to the current room only from 30 minutes before the start
 * until the end, records the first open in that window as "joined" (shown on the client page), follows
 * a changed room without a new link, leaves link previews alone, and says early / ended / cancelled /
 * not confirmed otherwise; a booked session's link leads to its room, else the founder's fixed one,
 * and the founder's agenda shows whether and when its client joined.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULING_RULES } from '../../../shared/contracts/scheduling.ts';
import { joinLinks, registrations, webinars } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { consultancyPayload, insertWebinar, register, webinarPayload } from '../registrations/testing.ts';
import { writeRules } from '../scheduling/service.ts';
import { istDayOf } from '../../../shared/ist.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('joining links on %s', (kind) => {
  const { t, admin, member, db, as } = appWithPeople(kind);
  const linkOf = async (registrationId: string) => {
    const res = await as(admin, 'POST', `/api/admin/registrations/${registrationId}/join-link`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  };
  const tokenOf = (url: string) => url.split('/join/')[1];
  const open = (token: string, userAgent = 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile') => t.app.inject({ url: `/join/${token}`, headers: { 'user-agent': userAgent } });
  const stateOf = async (token: string) => (await t.app.inject({ url: `/api/join/${token}?lang=hi` })).json();
  const joinedAt = async (registrationId: string) => (await db().select().from(joinLinks).where(eq(joinLinks.registrationId, registrationId)))[0]?.joinedAt ?? null;
  const startIn = (webinarId: string, ms: number) => db().update(webinars).set({ startsAt: new Date(Date.now() + ms) }).where(eq(webinars.id, webinarId));

  it('lets only an admin make a link, one per registration, unguessable', async () => {
    const event = await insertWebinar(t, { title: 'Link Circle', zoomLink: 'https://meet.example.com/circle' });
    const seat = (await register(t, webinarPayload(event.id, 'link.one@example.com'))).json();
    expect((await as(null, 'POST', `/api/admin/registrations/${seat.id}/join-link`)).statusCode).toBe(401);
    expect((await as(member, 'POST', `/api/admin/registrations/${seat.id}/join-link`)).statusCode).toBe(403);
    const url = await linkOf(seat.id);
    expect(url).toMatch(/\/join\/[\w-]{32}$/);
    expect(await linkOf(seat.id)).toBe(url);
    expect((await as(admin, 'POST', '/api/admin/registrations/00000000-0000-4000-8000-000000000000/join-link')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/join/not-a-real-token-at-all' })).statusCode).toBe(404);
  });

  it('redirects inside its window only, to the room as it is now, and records the first join', async () => {
    const event = await insertWebinar(t, { title: 'Window Circle', zoomLink: 'https://meet.example.com/first-room', duration: 60 });
    const seat = (await register(t, webinarPayload(event.id, 'window@example.com'))).json();
    expect(seat.status).toBe('confirmed');
    const token = tokenOf(await linkOf(seat.id));

    // A week ahead: no redirect; the page says when it opens (30 minutes before).
    expect((await open(token)).statusCode).not.toBe(302);
    const early = await stateOf(token);
    expect(early).toMatchObject({ state: 'early', title: 'Window Circle' });
    expect(Date.parse(early.startsAt) - Date.parse(early.opensAt)).toBe(30 * MINUTE);
    expect(await joinedAt(seat.id)).toBeNull();

    // 31 minutes before: still closed. 29 minutes before: open.
    await startIn(event.id, 31 * MINUTE);
    expect((await open(token)).statusCode).not.toBe(302);
    await startIn(event.id, 29 * MINUTE);
    // A link preview's robot does not join, nor is it sent into the room.
    expect((await open(token, 'WhatsApp/2.23.20.0')).statusCode).not.toBe(302);
    expect(await joinedAt(seat.id)).toBeNull();
    const first = await open(token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://meet.example.com/first-room');
    expect(first.headers['cache-control']).toBe('no-store');
    const joined = await joinedAt(seat.id);
    expect(joined).not.toBeNull();

    // The founder changes the room: the same link leads to the new one; the first join stays.
    await db().update(webinars).set({ zoomLink: 'https://meet.example.com/second-room' }).where(eq(webinars.id, event.id));
    const again = await open(token);
    expect([again.statusCode, again.headers.location]).toEqual([302, 'https://meet.example.com/second-room']);
    expect(await joinedAt(seat.id)).toEqual(joined);

    // The client page shows who joined.
    const [client] = (await as(admin, 'GET', '/api/admin/clients?q=window%40example.com')).json().items;
    const page = (await as(admin, 'GET', `/api/admin/clients/${client.id}`)).json();
    expect(page.registrations[0]).toMatchObject({ id: seat.id, joinLink: expect.stringContaining(`/join/${token}`), joinedAt: joined!.toISOString() });

    // After the end: no redirect, "ended".
    await startIn(event.id, -61 * MINUTE);
    expect((await open(token)).statusCode).not.toBe(302);
    expect((await stateOf(token)).state).toBe('ended');
  });

  it('says cancelled for a cancelled seat, and gives the session as a calendar file with the joining link', async () => {
    const event = await insertWebinar(t, { title: 'Cancel Circle', zoomLink: 'https://meet.example.com/cancel-room' });
    const seat = (await register(t, webinarPayload(event.id, 'cancelled.seat@example.com'))).json();
    const url = await linkOf(seat.id);
    const token = tokenOf(url);
    const ics = await t.app.inject({ url: `/api/join/${token}/calendar.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body.replace(/\r\n /g, '')).toContain(url);
    expect(ics.body).not.toContain('cancel-room');

    await db().update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, seat.id));
    await startIn(event.id, 5 * MINUTE);
    expect((await open(token)).statusCode).not.toBe(302);
    expect((await stateOf(token)).state).toBe('cancelled');
    expect((await t.app.inject({ url: `/api/join/${token}/calendar.ics` })).statusCode).toBe(404);
  });

  it("sends a booked session's link to its own room, else the founder's fixed room, and says not confirmed while unpaid", async () => {
    await writeRules(db(), { ...DEFAULT_SCHEDULING_RULES, meetingLink: 'https://meet.example.com/founder-room' });
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const slots = (await t.app.inject({ url: `/api/services/astrology-numerology/slots?from=${day}&to=${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}` })).json().slots;
    const booked = await register(t, { ...consultancyPayload('session.join@example.com'), slotStart: slots[0].start, sessionMode: 'online' });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const token = tokenOf(await linkOf(id));
    expect((await stateOf(token)).state).toBe('unconfirmed');

    const soon = Date.now() + 10 * MINUTE;
    await db()
      .update(registrations)
      .set({ status: 'confirmed', slotStart: new Date(soon), slotEnd: new Date(soon + 60 * MINUTE), slotBusyUntil: new Date(soon + 75 * MINUTE) })
      .where(eq(registrations.id, id));
    // Not joined yet: the founder's agenda says so.
    const soonDay = istDayOf(soon);
    const agendaEntry = async () => ((await as(admin, 'GET', `/api/admin/agenda?from=${soonDay}&to=${soonDay}`)).json().bookings as Array<{ id: string; joinedAt: string | null }>).find((b) => b.id === id);
    expect(await agendaEntry()).toMatchObject({ joinedAt: null });
    const toFixed = await open(token);
    expect([toFixed.statusCode, toFixed.headers.location]).toEqual([302, 'https://meet.example.com/founder-room']);
    // Joined: the agenda shows when (and so does the booking's own admin view).
    const joined = await joinedAt(id);
    expect(joined).not.toBeNull();
    expect(await agendaEntry()).toMatchObject({ joinedAt: joined!.toISOString() });
    expect((await as(member, 'GET', `/api/admin/agenda?from=${soonDay}&to=${soonDay}`)).statusCode).toBe(403);
    await db().update(registrations).set({ meetingLink: 'https://meet.example.com/their-own-room' }).where(eq(registrations.id, id));
    expect((await open(token)).headers.location).toBe('https://meet.example.com/their-own-room');
    await writeRules(db(), DEFAULT_SCHEDULING_RULES);
  });
});
