/**
 * The founder's own calendars (issue 53 §1) through the real app on each database, with a local
 * HTTP server serving an ICS file (CALENDAR_FETCH_ALLOW_PRIVATE=true lets the app reach it): the
 * slots of the next three weeks exclude exactly the busy times (a timed event with TZID
 * Asia/Kolkata and no VTIMEZONE, a weekly series with one EXDATE and one RECURRENCE-ID override in an
 * Outlook-style VTIMEZONE, a UTC event, an all-day event of two days; a transparent and a cancelled
 * event block nothing); an event added after the slots were listed refuses its booking with 409; a
 * conditional GET answered 304; a feed answering 500 keeps its last copy for 24 hours and shows the
 * error; the address stored encrypted and never shown; the admin-only API; addresses in private
 * networks refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../../shared/contracts/scheduling.ts';
import { istToday } from '../../../shared/ist.ts';
import { calendarFeeds, registrations } from '../../db/schema.ts';
import { injectAs } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { consultancyPayload, register, serviceIdOf } from '../registrations/testing.ts';
import { checkFeedAddress, FeedError, fetchFeed, isNonPublicAddress } from './calendar-fetch.ts';
import { insertBooking } from './service.ts';
import { istMidnight, type Interval } from './slots.ts';
import { istDayOf } from '../../../shared/ist.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const BUFFER = 15 * MINUTE;
const dayAfter = (n: number) => istDayOf(istMidnight(istToday()) + n * DAY + MINUTE);
const plusDays = (day: string, n: number) => istDayOf(istMidnight(day) + n * DAY + MINUTE);
/** IST working days (not Sunday) from three days on, in order. */
const workdays = Array.from({ length: 30 }, (_, i) => dayAfter(3 + i)).filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0);
const ist = (day: string, time: string) => Date.parse(`${day}T${time}:00+05:30`);
/** 20261210T110000 (a local time as ICS writes it). */
const local = (day: string, time: string) => `${day.replaceAll('-', '')}T${time.replace(':', '')}00`;
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const dateOf = (day: string) => day.replaceAll('-', '');

const [dA, dB, dC, dD, dE, dF] = [workdays[0], workdays[1], workdays[2], workdays[4], workdays[6], workdays[8]];

const vevent = (uid: string, lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];

/** The founder's calendar as Google or Outlook would publish it. */
function calendarText(extra: string[][] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Calendar//EN',
    'X-WR-TIMEZONE:Asia/Kolkata',
    // Outlook names India's zone by its Windows name and says what it is.
    'BEGIN:VTIMEZONE',
    'TZID:India Standard Time',
    'BEGIN:STANDARD',
    'DTSTART:16010101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'END:STANDARD',
    'END:VTIMEZONE',
    // A timed event in Asia/Kolkata, its zone not described in the file.
    ...vevent('timed@test', [`DTSTART;TZID=Asia/Kolkata:${local(dA, '11:00')}`, `DTEND;TZID=Asia/Kolkata:${local(dA, '11:30')}`, 'SUMMARY:Dentist']),
    // Weekly, three times; the second one off (EXDATE), the third moved to the morning (RECURRENCE-ID).
    ...vevent('weekly@test', [
      `DTSTART;TZID=India Standard Time:${local(dB, '18:00')}`,
      `DTEND;TZID=India Standard Time:${local(dB, '19:00')}`,
      'RRULE:FREQ=WEEKLY;COUNT=3',
      `EXDATE;TZID=India Standard Time:${local(plusDays(dB, 7), '18:00')}`,
      'SUMMARY:Family dinner',
    ]),
    ...vevent('weekly@test', [
      `RECURRENCE-ID;TZID=India Standard Time:${local(plusDays(dB, 14), '18:00')}`,
      `DTSTART;TZID=India Standard Time:${local(plusDays(dB, 14), '10:00')}`,
      `DTEND;TZID=India Standard Time:${local(plusDays(dB, 14), '11:00')}`,
      'SUMMARY:Family lunch instead',
    ]),
    ...vevent('transparent@test', [`DTSTART;TZID=Asia/Kolkata:${local(dC, '10:00')}`, `DTEND;TZID=Asia/Kolkata:${local(dC, '13:00')}`, 'TRANSP:TRANSPARENT', 'SUMMARY:Reminder']),
    ...vevent('cancelled@test', [`DTSTART;TZID=Asia/Kolkata:${local(dC, '17:00')}`, `DTEND;TZID=Asia/Kolkata:${local(dC, '20:00')}`, 'STATUS:CANCELLED', 'SUMMARY:Called off']),
    ...vevent('allday@test', [`DTSTART;VALUE=DATE:${dateOf(dD)}`, `DTEND;VALUE=DATE:${dateOf(plusDays(dD, 2))}`, 'SUMMARY:Wedding in Surat']),
    ...vevent('utc@test', [`DTSTART:${utc(ist(dE, '12:00'))}`, `DTEND:${utc(ist(dE, '12:30'))}`, 'SUMMARY:Call']),
    ...extra.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Exactly what the file above keeps busy. */
const EXPECTED_BUSY: Interval[] = [
  { start: ist(dA, '11:00'), end: ist(dA, '11:30') },
  { start: ist(dB, '18:00'), end: ist(dB, '19:00') },
  { start: ist(plusDays(dB, 14), '10:00'), end: ist(plusDays(dB, 14), '11:00') },
  { start: istMidnight(dD), end: istMidnight(plusDays(dD, 2)) },
  { start: ist(dE, '12:00'), end: ist(dE, '12:30') },
];

/** A local calendar server: serves `body` with an ETag (304 to a matching If-None-Match), or answers `failWith`. */
function calendarServer() {
  const state = { body: calendarText(), failWith: 0, requests: 0, notModified: 0, paths: [] as string[] };
  const server: Server = createServer((req, res) => {
    state.requests++;
    state.paths.push(req.url ?? '');
    if (state.failWith) return void res.writeHead(state.failWith).end('down');
    const etag = `"${hash(state.body)}"`;
    if (req.headers['if-none-match'] === etag) {
      state.notModified++;
      return void res.writeHead(304, { etag }).end();
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(state.body);
  });
  return { state, server };
}
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7).toString(36);

const overlapsBusy = (slot: Slot, busy: Interval[]) => busy.some((b) => Date.parse(slot.start) < b.end + BUFFER && b.start < Date.parse(slot.end) + BUFFER);

describe('calendar feed addresses', () => {
  it('counts loopback, private, link-local and reserved addresses as not public, and public ones as public', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])
      expect(isNonPublicAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '142.250.183.14', '2607:f8b0:4004:c1b::64', '::ffff:8.8.8.8']) expect(isNonPublicAddress(a), a).toBe(false);
  });

  it('refuses a non-http(s) address, and hosts that are or resolve to non-public addresses, before and at connection time', async () => {
    const { server } = calendarServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const address of ['ftp://example.com/cal.ics', 'file:///etc/passwd', 'not a url', 'http://'])
        await expect(checkFeedAddress(address, false), address).rejects.toMatchObject({ code: 'bad_address' });
      for (const address of [`http://127.0.0.1:${port}/cal.ics`, `http://localhost:${port}/cal.ics`, 'http://[::1]/cal.ics', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/x.ics'])
        await expect(checkFeedAddress(address, false), address).rejects.toMatchObject({ code: 'refused_address' });
      // At connection time too (a name that resolved elsewhere when it was added gains nothing).
      await expect(fetchFeed(`http://localhost:${port}/cal.ics`, { allowPrivate: false })).rejects.toBeInstanceOf(FeedError);
      await expect(fetchFeed(`http://localhost:${port}/cal.ics`, { allowPrivate: false })).rejects.toMatchObject({ code: 'refused_address' });
      // Allowed, the same server answers.
      expect((await fetchFeed(`http://localhost:${port}/cal.ics`, { allowPrivate: true })).kind).toBe('body');
    } finally {
      server.close();
    }
  });

  it('gives up after the timeout and past the size cap', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/slow') return void setTimeout(() => res.end('BEGIN:VCALENDAR'), 2000).unref();
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end('BEGIN:VCALENDAR\r\n' + 'X'.repeat(3000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(fetchFeed(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 })).rejects.toMatchObject({ code: 'timeout' });
      await expect(fetchFeed(`${base}/big`, { allowPrivate: true, maxBytes: 1000 })).rejects.toMatchObject({ code: 'too_large' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe.each(testDatabaseKinds())('the founder’s calendars on %s', (kind) => {
  let astrology: string;
  const { state, server } = calendarServer();
  let feedUrl: string;
  let feedId: string;
  let baseline: Slot[];

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/private-7f3a9c1e2b/basic.ics`;
  });
  afterAll(() => {
    server.close();
  });
  const { t, admin, member, as } = appWithPeople(kind, { env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' } });
  beforeAll(async () => {
    astrology = await serviceIdOf(t, 'astrology-numerology');
  });
  const threeWeeks = async (): Promise<Slot[]> => {
    const res = await as(null, 'GET', `/api/services/astrology-numerology/slots?from=${istToday()}&to=${dayAfter(20)}`);
    expect(res.statusCode).toBe(200);
    return res.json().slots;
  };
  const listed = async () => {
    const res = await as(admin, 'GET', '/api/admin/scheduling/calendars');
    expect(res.statusCode).toBe(200);
    return res.json().calendars as Array<Record<string, unknown>>;
  };

  it('lets only an admin list, add or remove calendars', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/admin/scheduling/calendars', undefined],
      ['POST', '/api/admin/scheduling/calendars', { url: feedUrl, label: 'Home' }],
      ['DELETE', `/api/admin/scheduling/calendars/${id}`, undefined],
    ] as const) {
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.db.database.db.$count(calendarFeeds)).toBe(0);
  });

  it('adds a calendar (201), reads it at once, never shows or stores its address in clear, and its busy times block exactly their slots', async () => {
    baseline = await threeWeeks();
    const added = await as(admin, 'POST', '/api/admin/scheduling/calendars', { url: feedUrl, label: 'Family' });
    expect(added.statusCode).toBe(201);
    feedId = added.json().id;
    expect(added.json()).toMatchObject({ label: 'Family', host: new URL(feedUrl).host, eventCount: 7, lastError: null, blocking: true });
    expect(JSON.stringify(await listed())).not.toContain('private-7f3a9c1e2b');
    const [row] = await t.db.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
    expect(row.urlEncrypted).not.toContain('private-7f3a9c1e2b');

    const expected = baseline.filter((s) => !overlapsBusy(s, EXPECTED_BUSY));
    const now = await threeWeeks();
    expect(now).toEqual(expected);
    // Each busy event took slots away; the transparent and cancelled ones took none.
    for (const b of EXPECTED_BUSY) expect(baseline.some((s) => overlapsBusy(s, [b])), new Date(b.start).toISOString()).toBe(true);
    expect(now.filter((s) => s.start.startsWith(dC))).toEqual(baseline.filter((s) => s.start.startsWith(dC)));
    expect(now.filter((s) => s.start.startsWith(dC)).length).toBeGreaterThan(0);
    // The excluded occurrence and the moved one's old time are free.
    const freed = plusDays(dB, 7);
    expect(now.filter((s) => s.start.startsWith(freed))).toEqual(baseline.filter((s) => s.start.startsWith(freed)));
    expect(now.some((s) => s.start === `${plusDays(dB, 14)}T18:30:00+05:30`)).toBe(baseline.some((s) => s.start === `${plusDays(dB, 14)}T18:30:00+05:30`));
    expect(now.some((s) => s.start.startsWith(dD))).toBe(false);
  });

  it('asks again with If-None-Match and keeps the copy on 304', async () => {
    const before = state.notModified;
    await t.app.services.calendars.refreshDue(0);
    expect(state.notModified).toBe(before + 1);
    expect((await listed())[0]).toMatchObject({ eventCount: 7, lastError: null, blocking: true });
    expect(await threeWeeks()).toEqual(baseline.filter((s) => !overlapsBusy(s, EXPECTED_BUSY)));
  });

  it('refuses with 409 the booking of a slot that an event added to the calendar since has made busy', async () => {
    const offered = (await threeWeeks()).filter((s) => s.start.startsWith(dF));
    expect(offered.length).toBeGreaterThan(1);
    const [taken, other] = [offered[0], offered[offered.length - 1]];
    state.body = calendarText([vevent('late@test', [`DTSTART:${utc(Date.parse(taken.start))}`, `DTEND:${utc(Date.parse(taken.start) + 30 * MINUTE)}`, 'SUMMARY:School meeting'])]);
    const requests = state.requests;
    const refused = await register(t, { ...consultancyPayload('late-calendar@example.com'), serviceId: astrology, slotStart: taken.start });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('slot_unavailable');
    expect(state.requests).toBe(requests + 1);
    // The fresh list no longer offers it; another time of the day books.
    expect((await threeWeeks()).some((s) => s.start === taken.start)).toBe(false);
    const booked = await register(t, { ...consultancyPayload('other-time@example.com'), serviceId: astrology, slotStart: other.start });
    expect(booked.statusCode).toBe(201);
    expect((await listed())[0]).toMatchObject({ eventCount: 8 });
    // The insert itself refuses the busy time too (a booking whose check ran before the feed was read).
    const [row] = await t.db.database.db.select().from(registrations).where(eq(registrations.id, booked.json().id));
    const { id: _id, submittedAt: _s, updatedAt: _u, ...copy } = row;
    const start = new Date(taken.start);
    await expect(
      t.db.database.db.transaction((tx) =>
        insertBooking(tx, { ...copy, email: 'raced@example.com', slotStart: start, slotEnd: new Date(start.getTime() + 60 * MINUTE), slotBusyUntil: new Date(start.getTime() + 75 * MINUTE) }, 6),
      ),
    ).rejects.toMatchObject({ code: 'slot_unavailable' });
  });

  it('keeps blocking with the last good copy when the feed answers 500, shows the error, and stops blocking after 24 hours', async () => {
    const withCopy = await threeWeeks();
    state.failWith = 500;
    try {
      await t.app.services.calendars.refreshDue(0);
      expect((await listed())[0]).toMatchObject({ lastError: 'http_500', eventCount: 8, blocking: true });
      expect(await threeWeeks()).toEqual(withCopy);
      // A day later without a good copy: the founder is warned, and her calendar no longer blocks.
      await t.db.database.db.update(calendarFeeds).set({ lastSuccessAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(calendarFeeds.id, feedId));
      expect((await listed())[0]).toMatchObject({ lastError: 'http_500', blocking: false });
      const unblocked = await threeWeeks();
      expect(unblocked.some((s) => s.start.startsWith(dD))).toBe(true);
    } finally {
      state.failWith = 0;
    }
    // Readable again: it blocks again.
    await t.app.services.calendars.refreshDue(0);
    expect((await listed())[0]).toMatchObject({ lastError: null, blocking: true });
    expect((await threeWeeks()).some((s) => s.start.startsWith(dD))).toBe(false);
  });

  it('stores a feed that is not a calendar with its error, refuses bad input with translated 400s, and removes a calendar with its busy times', async () => {
    state.body = '<html>Sign in</html>';
    const added = await as(admin, 'POST', '/api/admin/scheduling/calendars', { url: `${feedUrl}?second`, label: 'Work' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ lastError: 'not_ics', blocking: false, eventCount: 0 });
    for (const payload of [{ url: 'webcal://example.com/x.ics', label: 'A' }, { url: feedUrl, label: '' }, { url: 'ftp://example.com/x.ics', label: 'A' }]) {
      const bad = await as(admin, 'POST', '/api/admin/scheduling/calendars', payload, 'hi');
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error.message).toMatch(/[\u0900-\u097F]/);
    }
    expect((await as(admin, 'DELETE', `/api/admin/scheduling/calendars/${added.json().id}`)).statusCode).toBe(204);
    expect((await as(admin, 'DELETE', `/api/admin/scheduling/calendars/${added.json().id}`)).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', `/api/admin/scheduling/calendars/${feedId}`)).statusCode).toBe(204);
    expect(await listed()).toEqual([]);
    expect((await threeWeeks()).some((s) => s.start.startsWith(dD))).toBe(true);
  });
});

describe.each(testDatabaseKinds())('calendar addresses in private networks on %s', (kind) => {
  const { t, admin } = appWithPeople(kind, { seed: false, member: false });

  it('are refused with a translated 400 and nothing stored, unless CALENDAR_FETCH_ALLOW_PRIVATE is set', async () => {
    for (const url of ['http://127.0.0.1:9/cal.ics', 'http://localhost/cal.ics', 'http://169.254.169.254/latest', 'http://[::1]/x.ics', 'http://192.168.1.10/x.ics']) {
      const res = await injectAs(t, admin, 'POST', '/api/admin/scheduling/calendars', { url, label: 'Mine' }, 'gu');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields?.url, url).toMatch(/[\u0A80-\u0AFF]/);
    }
    expect(await t.db.database.db.$count(calendarFeeds)).toBe(0);
  });
});
