/**
 * Unpaid holds per client (issue 49 item 10): one address emptied a day of the calendar with six
 * unpaid bookings in 159 ms. At most 3 unpaid holds (a paid seat or a booked time waiting for its
 * payment) at a time per client network (an IPv4 address, an IPv6 /64) and per e-mail address; the
 * fourth is refused with 429, translated, and Retry-After until the first lapses. Decided under
 * locks in the transaction that takes the hold: a burst at once gets no more than a sequence.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { istToday } from '../../../shared/ist.ts';
import { registrations } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { istMidnight } from '../scheduling/slots.ts';
import { istDayOf } from '../../../shared/ist.ts';
import { consultancyPayload, insertWebinar, register, serviceIdOf, webinarPayload } from './testing.ts';

const DAY = 86_400_000;
const dayAfter = (n: number) => istDayOf(istMidnight(istToday()) + n * DAY + 60_000);
/** The first IST day from `n` days on that is not a Sunday (the seeded day off). */
const workday = (n: number) => {
  for (let i = n; ; i++) if (new Date(`${dayAfter(i)}T00:00:00Z`).getUTCDay() !== 0) return dayAfter(i);
};

describe.each(testDatabaseKinds())('unpaid holds per client on %s', (kind) => {
  let run = 0;
  const { t, db } = withApp(kind);
  const email = (what: string) => `${what}-${kind}-${++run}@example.com`;
  const paidEvent = () => insertWebinar(t, { priceInr: 499, maxAttendees: 50 });
  const from = (remoteAddress: string, lang?: string) => ({ remoteAddress, ...(lang ? { query: { lang } } : {}) });

  it('refuses a fourth unpaid seat from one address with a translated 429 and Retry-After; a free seat or another address still passes', async () => {
    const event = await paidEvent();
    const ip = '203.0.113.7';
    for (let i = 0; i < 3; i++) {
      const res = await register(t, webinarPayload(event.id, email('addr')), from(ip));
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('pending_payment');
    }
    const before = await db().$count(registrations);
    const fourth = await register(t, webinarPayload(event.id, email('addr')), from(ip, 'hi'));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('too_many_holds');
    expect(fourth.json().error.message).toMatch(/[\u0900-\u097F]/);
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.payments.holdMinutes * 60);
    expect(await db().$count(registrations)).toBe(before);
    // A free seat holds nothing unpaid; another address has its own three.
    const free = await insertWebinar(t, { priceInr: 0 });
    expect((await register(t, webinarPayload(free.id, email('addr')), from(ip))).statusCode).toBe(201);
    expect((await register(t, webinarPayload(event.id, email('addr')), from('203.0.113.8'))).statusCode).toBe(201);
    // Once a hold has lapsed, the address may take another.
    await db().update(registrations).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(registrations.email, `addr-${kind}-1@example.com`));
    expect((await register(t, webinarPayload(event.id, email('addr')), from(ip))).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64, and one e-mail address from any network', async () => {
    const event = await paidEvent();
    for (const ip of ['2001:db8:49:10::1', '2001:db8:49:10:aaaa::2', '2001:db8:49:10:ffff:ffff:ffff:ffff']) {
      expect((await register(t, webinarPayload(event.id, email('v6')), from(ip))).statusCode).toBe(201);
    }
    expect((await register(t, webinarPayload(event.id, email('v6')), from('2001:db8:49:10:1234::9'))).statusCode).toBe(429);
    expect((await register(t, webinarPayload(event.id, email('v6')), from('2001:db8:49:11::1'))).statusCode).toBe(201);

    const same = email('one-address');
    for (let i = 0; i < 3; i++) expect((await register(t, webinarPayload((await paidEvent()).id, same), from(`198.51.100.${i + 1}`))).statusCode).toBe(201);
    const fourth = await register(t, webinarPayload((await paidEvent()).id, same), from('198.51.100.99'));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('holds a burst of paid bookings from one address at three, however many arrive at once', async () => {
    const astrology = await serviceIdOf(t, 'astrology-numerology');
    const slots = (await t.app.inject({ url: `/api/services/${astrology}/slots?from=${workday(5)}&to=${dayAfter(20)}` })).json().slots as { start: string }[];
    // Six times on six days: none overlaps another, no day fills up.
    const starts = [...new Map(slots.map((s) => [s.start.slice(0, 10), s.start])).values()].slice(0, 6);
    expect(starts).toHaveLength(6);
    const ip = '192.0.2.49';
    const answers = await Promise.all(starts.map((slotStart) => register(t, { ...consultancyPayload(email('burst')), slotStart }, from(ip))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201 && c !== 429)).toEqual([]);
    const held = await db().$count(registrations, and(isNotNull(registrations.slotStart), eq(registrations.status, 'pending_payment')));
    expect(held).toBe(3);
  });
});
