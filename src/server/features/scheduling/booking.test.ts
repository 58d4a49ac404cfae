/**
 * Booking a consultation into a slot (issue 19 items 3-4) through the real app on each database:
 * the slots API, a booking of an offered slot, every way of a slot not being offered (409 or 400,
 * translated, nothing stored), a burst for one slot, another service's overlapping booking, the
 * most sessions a day under concurrency, and a slot offered again once its payment hold expired.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULING_RULES, type Slot } from '../../../shared/contracts/scheduling.ts';
import { istToday } from '../../../shared/ist.ts';
import { availabilityExceptions, calendarBlocks, registrations } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { consultancyPayload, register, serviceIdOf } from '../registrations/testing.ts';
import { writeRules } from './service.ts';
import { istMidnight } from './slots.ts';
import { istDayOf } from '../../../shared/ist.ts';

const DAY = 86_400_000;
const dayAfter = (n: number) => istDayOf(istMidnight(istToday()) + n * DAY + 60_000);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The first IST day from `n` days on that is (or is not) a Sunday, the seeded day off. */
const firstDay = (n: number, sunday = false) => {
  for (let i = n; ; i++) if ((weekday(dayAfter(i)) === 0) === sunday) return dayAfter(i);
};
const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

describe.each(testDatabaseKinds())('booking a slot on %s', (kind) => {
  let astrology: string;
  let meditation: string;
  let lifeCoaching: string;
  const { t, db } = withApp(kind);
  beforeAll(async () => {
    [astrology, meditation, lifeCoaching] = await Promise.all(['astrology-numerology', 'guided-meditation', 'life-coaching'].map((slug) => serviceIdOf(t, slug)));
  });
  const slots = async (service: string, from: string, to = from): Promise<Slot[]> => {
    const res = await t.app.inject({ url: `/api/services/${service}/slots?from=${from}&to=${to}` });
    expect(res.statusCode).toBe(200);
    return res.json().slots;
  };
  const book = (serviceId: string, slotStart: string | undefined, extra: Record<string, unknown> = {}, lang = 'en') =>
    register(t, { ...consultancyPayload(`slot-${Math.random().toString(36).slice(2)}@example.com`), serviceId, slotStart, ...extra }, { query: { lang } });
  const booked = () => db().$count(registrations, isNotNull(registrations.slotStart));

  it('answers the slots of a consultation by slug or id, never cached, and refuses bad ranges with a translated 400', async () => {
    const day = firstDay(3);
    const res = await t.app.inject({ url: `/api/services/astrology-numerology/slots?from=${day}&to=${dayAfter(9)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list: Slot[] = res.json().slots;
    expect(list.slice(0, 2)).toEqual([
      { start: at(day, '10:00'), end: at(day, '11:00') },
      { start: at(day, '10:30'), end: at(day, '11:30') },
    ]);
    expect(list.every((s) => s.start.endsWith('+05:30') && !s.start.startsWith(firstDay(3, true)))).toBe(true);
    expect(await slots(astrology, day)).toEqual(list.filter((s) => s.start.startsWith(day)));
    // The course and unknown services have no slots.
    expect((await t.app.inject({ url: `/api/services/inner-transformation-course/slots?from=${day}&to=${day}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/services/no-such-service/slots?from=${day}&to=${day}` })).statusCode).toBe(404);
    for (const query of ['from=2026-02-30&to=2026-03-02', `from=${day}&to=${dayAfter(0)}`, `from=${day}&to=${istDayOf(istMidnight(day) + 63 * DAY)}`, 'from=today&to=tomorrow', `from=${day}`]) {
      const bad = await t.app.inject({ url: `/api/services/astrology-numerology/slots?${query}&lang=hi` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error.message, query).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('answers days beyond any horizon with a translated 400 and a booking there with 409, never a 500 (issue 49 item 13)', async () => {
    for (const query of ['from=9999-12-31&to=9999-12-31', `from=${dayAfter(366)}&to=${dayAfter(370)}`]) {
      const res = await t.app.inject({ url: `/api/services/astrology-numerology/slots?${query}&lang=gu` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(/[\u0A80-\u0AFF]/);
    }
    // Beyond the founder's horizon but within the furthest one: nothing offered, and the calendar there is not read.
    expect(await slots(astrology, dayAfter(200), dayAfter(220))).toEqual([]);
    expect(await slots(astrology, dayAfter(340), dayAfter(365))).toEqual([]);
    for (const start of ['9999-12-31T10:00:00+05:30', at(dayAfter(120), '10:00')]) {
      const res = await book(astrology, start);
      expect(res.statusCode, start).toBe(409);
      expect(res.json().error.code).toBe('slot_unavailable');
    }
    expect(await booked()).toBe(0);
  });

  it('books an offered slot: stored with its end and busy time, held while paying, and no longer offered (nor the times its buffer covers)', async () => {
    const day = firstDay(3);
    const res = await book(astrology, at(day, '10:00'));
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending_payment');
    const [row] = await db().select().from(registrations).where(eq(registrations.id, res.json().id));
    expect(row).toMatchObject({ serviceId: astrology, amountInr: 2999, sessionMode: 'online', slotSequence: 0 });
    expect(row.slotStart?.toISOString()).toBe(new Date(at(day, '10:00')).toISOString());
    expect(row.slotEnd?.toISOString()).toBe(new Date(at(day, '11:00')).toISOString());
    expect(row.slotBusyUntil?.toISOString()).toBe(new Date(at(day, '11:15')).toISOString());
    expect(row.holdExpiresAt).not.toBeNull();
    // 10:30 and 11:00 fall inside it or its buffer; 11:30 is free again.
    expect((await slots(astrology, day)).slice(0, 2).map((s) => s.start)).toEqual([at(day, '11:30'), at(day, '12:00')]);
  });

  it('refuses every slot that is not offered with a translated 409 or 400, and stores nothing', async () => {
    const day = firstDay(3);
    const later = firstDay(5);
    const blockedDay = firstDay(6);
    const offDay = dayAfter(20);
    await db().insert(availabilityExceptions).values({ date: offDay, ranges: [] });
    await db().insert(calendarBlocks).values({ startsAt: new Date(at(blockedDay, '17:00')), endsAt: new Date(at(blockedDay, '18:00')) });
    const before = await db().$count(registrations);
    const refused: Array<[string, string | undefined, Record<string, unknown>, number, string]> = [
      ['past', at(dayAfter(-1), '10:00'), {}, 409, 'slot_unavailable'],
      ['outside the hours', at(later, '14:00'), {}, 409, 'slot_unavailable'],
      ['off the grid', at(later, '10:10'), {}, 409, 'slot_unavailable'],
      ['a weekly day off', at(firstDay(3, true), '10:00'), {}, 409, 'slot_unavailable'],
      ['an exception day off', at(offDay, '10:00'), {}, 409, 'slot_unavailable'],
      ['a calendar block', at(blockedDay, '17:00'), {}, 409, 'slot_unavailable'],
      ['beyond the horizon', at(firstDay(DEFAULT_SCHEDULING_RULES.horizonDays + 1), '10:00'), {}, 409, 'slot_unavailable'],
      ['already taken', at(day, '10:00'), {}, 409, 'slot_taken'],
      ['inside the buffer of a booking', at(day, '11:00'), {}, 409, 'slot_taken'],
      ['not an instant', 'next tuesday', {}, 400, 'invalid_input'],
      ['no mode for a service offered both ways', at(later, '12:00'), { serviceId: lifeCoaching }, 400, 'invalid_input'],
      ['a mode the service does not offer', at(later, '12:00'), { sessionMode: 'in_person' }, 400, 'invalid_input'],
    ];
    for (const [why, slotStart, extra, status, code] of refused) {
      const res = await book((extra.serviceId as string) ?? astrology, slotStart, extra, 'gu');
      expect(res.statusCode, why).toBe(status);
      expect(res.json().error.code, why).toBe(code);
      expect(JSON.stringify(res.json().error), why).toMatch(/[\u0A80-\u0AFF]/);
    }
    // Inside the notice: with ten days' notice, a slot five days away is no longer offered.
    await writeRules(db(), { ...DEFAULT_SCHEDULING_RULES, minNoticeHours: 240 });
    try {
      const res = await book(astrology, at(later, '12:00'));
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'slot_unavailable']);
    } finally {
      await writeRules(db(), DEFAULT_SCHEDULING_RULES);
    }
    expect(await db().$count(registrations)).toBe(before);
    // Another service's session overlapping the booking (45 minutes from 10:30) is refused too.
    const other = await book(meditation, at(day, '10:30'));
    expect([other.statusCode, other.json().error.code]).toEqual([409, 'slot_taken']);
    // With the mode chosen, the service offered both ways books in person.
    const inPerson = await book(lifeCoaching, at(later, '12:00'), { sessionMode: 'in_person' });
    expect(inPerson.statusCode).toBe(201);
    const [row] = await db().select().from(registrations).where(eq(registrations.id, inPerson.json().id));
    expect(row.sessionMode).toBe('in_person');
  });

  it('seats exactly one of 20 concurrent bookings of one slot', async () => {
    const start = at(firstDay(8), '17:00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(astrology, start)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual(Array(19).fill('slot_taken'));
    expect(await db().$count(registrations, eq(registrations.slotStart, new Date(start)))).toBe(1);
  });

  it('keeps the most sessions a day when bookings of different times arrive at once', async () => {
    await writeRules(db(), { ...DEFAULT_SCHEDULING_RULES, maxPerDay: 2 });
    try {
      const day = firstDay(10);
      const times = ['10:00', '11:30', '17:00', '18:30'];
      const answers = await Promise.all(times.map((time) => book(meditation, at(day, time))));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409]);
      const onDay = await db().$count(registrations, and(isNotNull(registrations.slotStart), eq(registrations.serviceId, meditation)));
      expect(onDay).toBe(2);
      expect(await slots(meditation, day)).toEqual([]);
    } finally {
      await writeRules(db(), DEFAULT_SCHEDULING_RULES);
    }
  });

  it('offers the slot again once its payment hold expired, and still takes a consultation request without a slot', async () => {
    const start = at(firstDay(12), '19:00');
    const first = await book(astrology, start);
    expect(first.statusCode).toBe(201);
    expect((await slots(astrology, firstDay(12))).map((s) => s.start)).not.toContain(start);
    await t.app.services.payments.holds.expire(new Date(Date.now() + 24 * 3_600_000));
    expect((await slots(astrology, firstDay(12))).map((s) => s.start)).toContain(start);
    expect((await book(astrology, start)).statusCode).toBe(201);
    const before = await booked();
    const request = await book(astrology, undefined);
    expect(request.statusCode).toBe(201);
    expect(await booked()).toBe(before);
  });
});
