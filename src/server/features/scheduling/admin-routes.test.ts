import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULING_RULES } from '../../../shared/contracts/scheduling.ts';
import { istToday } from '../../../shared/ist.ts';
import { auditLog } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { istMidnight } from './slots.ts';
import { istDayOf } from '../../../shared/ist.ts';

const dayAfter = (n: number) => istDayOf(istMidnight(istToday()) + n * 86_400_000 + 60_000);

describe.each(testDatabaseKinds())('admin scheduling API on %s', (kind) => {
  const { t, admin, member, as } = appWithPeople(kind);
  const slotsOn = async (day: string) => (await as(null, 'GET', `/api/services/astrology-numerology/slots?from=${day}&to=${day}`)).json().slots as { start: string }[];

  it('lets only an admin read or change the availability', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/admin/scheduling', undefined],
      ['PUT', '/api/admin/scheduling/rules', DEFAULT_SCHEDULING_RULES],
      ['PUT', `/api/admin/scheduling/exceptions/${dayAfter(5)}`, { ranges: [] }],
      ['DELETE', `/api/admin/scheduling/exceptions/${dayAfter(5)}`, undefined],
      ['POST', '/api/admin/scheduling/blocks', { start: '2030-01-01T10:00:00+05:30', end: '2030-01-01T11:00:00+05:30' }],
      ['DELETE', `/api/admin/scheduling/blocks/${id}`, undefined],
    ] as const) {
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers the seeded rules, saves new ones (the slots follow) and refuses bad ones with translated messages', async () => {
    const first = await as(admin, 'GET', '/api/admin/scheduling');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rules: DEFAULT_SCHEDULING_RULES, exceptions: [], blocks: [] });
    const day = dayAfter(7);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekly = DEFAULT_SCHEDULING_RULES.weekly.map((ranges, i) => (i === weekday ? [{ start: '08:00', end: '09:00' }] : ranges));
    const saved = await as(admin, 'PUT', '/api/admin/scheduling/rules', { ...DEFAULT_SCHEDULING_RULES, weekly, bufferMinutes: 0, meetingLink: 'https://meet.example.com/room' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rules).toMatchObject({ bufferMinutes: 0, meetingLink: 'https://meet.example.com/room', weekly });
    expect((await as(admin, 'GET', '/api/admin/scheduling')).json().rules).toEqual(saved.json().rules);
    expect((await slotsOn(day)).map((s) => s.start)).toEqual([`${day}T08:00:00+05:30`]);
    const [audit] = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'scheduling-rules-saved'));
    expect(audit).toMatchObject({ actorEmail: admin.email, entity: 'scheduling' });

    const bad = await as(
      admin,
      'PUT',
      '/api/admin/scheduling/rules',
      {
        ...DEFAULT_SCHEDULING_RULES,
        weekly: [[{ start: '10:00', end: '09:00' }], [{ start: '10:00', end: '12:00' }, { start: '11:00', end: '13:00' }], [{ start: '25:00', end: '26:00' }], [], [], [], []],
        bufferMinutes: -5,
        maxPerDay: 0,
        meetingLink: 'http://insecure.example.com',
      },
      'gu',
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['bufferMinutes', 'maxPerDay', 'meetingLink', 'weekly.0.0.end', 'weekly.1', 'weekly.2.0.end', 'weekly.2.0.start'].sort());
    expect(Object.values(fields).every((m) => /[\u0A80-\u0AFF]/.test(String(m)))).toBe(true);
    expect((await as(admin, 'PUT', '/api/admin/scheduling/rules', { ...DEFAULT_SCHEDULING_RULES, weekly: [[]] })).statusCode).toBe(400);
    expect((await as(admin, 'GET', '/api/admin/scheduling')).json().rules).toEqual(saved.json().rules);
    await as(admin, 'PUT', '/api/admin/scheduling/rules', DEFAULT_SCHEDULING_RULES);
  });

  it('sets, lists and removes a date exception; refuses a date that is not one', async () => {
    const day = dayAfter(8);
    const before = await slotsOn(day);
    const put = await as(admin, 'PUT', `/api/admin/scheduling/exceptions/${day}`, { ranges: [{ start: '07:00', end: '08:00' }], note: 'Early start' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ date: day, ranges: [{ start: '07:00', end: '08:00' }], note: 'Early start', conflicts: [] });
    expect((await slotsOn(day)).map((s) => s.start)).toEqual([`${day}T07:00:00+05:30`]);
    // Changed into a day off, it replaces what it was.
    expect((await as(admin, 'PUT', `/api/admin/scheduling/exceptions/${day}`, { ranges: [] })).json()).toEqual({ date: day, ranges: [], conflicts: [] });
    expect(await slotsOn(day)).toEqual([]);
    // A past exception is not listed.
    await as(admin, 'PUT', `/api/admin/scheduling/exceptions/${dayAfter(-3)}`, { ranges: [] });
    expect((await as(admin, 'GET', '/api/admin/scheduling')).json().exceptions).toEqual([{ date: day, ranges: [] }]);
    expect((await as(admin, 'DELETE', `/api/admin/scheduling/exceptions/${day}`)).statusCode).toBe(204);
    expect(await slotsOn(day)).toEqual(before);
    expect((await as(admin, 'DELETE', `/api/admin/scheduling/exceptions/${day}`)).statusCode).toBe(404);
    for (const date of ['2026-02-30', 'tomorrow']) {
      const res = await as(admin, 'PUT', `/api/admin/scheduling/exceptions/${date}`, { ranges: [] }, 'hi');
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.message).toMatch(/[\u0900-\u097F]/);
    }
    const overlapping = await as(admin, 'PUT', `/api/admin/scheduling/exceptions/${day}`, { ranges: [{ start: '10:00', end: '12:00' }, { start: '11:00', end: '13:00' }] });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.fields).toEqual({ ranges: 'The time ranges of one day must not overlap' });
  });

  it('adds a block (no slot offered inside it), lists it while it lasts, removes it; refuses a reversed one', async () => {
    const day = dayAfter(9);
    const block = await as(admin, 'POST', '/api/admin/scheduling/blocks', { start: `${day}T10:00:00+05:30`, end: `${day}T13:00:00+05:30`, note: 'Dentist' });
    expect(block.statusCode).toBe(201);
    const { conflicts, ...made } = block.json();
    expect(made).toEqual({ id: expect.any(String), start: new Date(`${day}T10:00:00+05:30`).toISOString(), end: new Date(`${day}T13:00:00+05:30`).toISOString(), note: 'Dentist' });
    expect(conflicts).toEqual([]);
    const weekdayOpen = new Date(`${day}T00:00:00Z`).getUTCDay() !== 0;
    expect((await slotsOn(day)).some((s) => s.start < `${day}T13:00`)).toBe(false);
    if (weekdayOpen) expect((await slotsOn(day)).length).toBeGreaterThan(0);
    expect((await as(admin, 'GET', '/api/admin/scheduling')).json().blocks).toEqual([made]);
    expect((await as(admin, 'DELETE', `/api/admin/scheduling/blocks/${made.id}`)).statusCode).toBe(204);
    expect((await as(admin, 'GET', '/api/admin/scheduling')).json().blocks).toEqual([]);
    expect((await as(admin, 'DELETE', `/api/admin/scheduling/blocks/${made.id}`)).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', '/api/admin/scheduling/blocks/not-an-id')).statusCode).toBe(404);
    const reversed = await as(admin, 'POST', '/api/admin/scheduling/blocks', { start: `${day}T13:00:00+05:30`, end: `${day}T10:00:00+05:30` }, 'hi');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ end: 'समाप्ति का समय शुरुआत के बाद होना चाहिए' });
    expect((await as(admin, 'POST', '/api/admin/scheduling/blocks', { start: 'soon', end: 'later' })).statusCode).toBe(400);
  });
});
