/**
 * Two instances (hostile test 4): two server processes on one PostgreSQL database, as behind a load
 * balancer. Requests alternate between them and arrive at the same moment: an event's capacity
 * holds across both, so does a consultation slot (one booking of 20), an Idempotency-Key sent to both stores one registration, and a session made on
 * one is valid on the other.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webinars } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { consultation, seatless, idempotencyKey, register, uniqueEmail, webinar } from './registrations-client.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) console.warn('two-instances.test.ts: the two-instance tests need PostgreSQL and did not run. Set TEST_DATABASE_URL=postgres://... to run them.');

/** Registrations that hold a seat (the registrations feature's rule). */
const SEAT_HOLDING = ['confirmed', 'pending_payment'];

describe.runIf(hasPostgres)('two instances on one PostgreSQL database', () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    // Several instances share one session secret (README, "Running in production").
    const env = { TRUST_PROXY: 'true', SESSION_SECRET: randomBytes(32).toString('hex') };
    [a, b] = await Promise.all([startServerProcess({ databaseUrl: db.url, env }), startServerProcess({ databaseUrl: db.url, env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it("holds an event's capacity when 30 people register at once through both instances", { timeout: 120_000 }, async () => {
    const [event] = await db.database.db
      .insert(webinars)
      .values({ title: 'Two-instance test evening', startsAt: new Date(Date.now() + 7 * 86_400_000), duration: 60, maxAttendees: 5, priceInr: 0 })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => register(i % 2 ? b.url : a.url, webinar(uniqueEmail(`cap-${i}`), event.id), idempotencyKey())),
    );
    expect(answers.filter((x) => x.status !== 201).map((x) => `${x.status} ${JSON.stringify(x.body)}`)).toEqual([]);
    const seated = answers.filter((x) => SEAT_HOLDING.includes(String(x.body?.status)));
    expect(seated).toHaveLength(5);
    expect(answers.filter((x) => x.body?.status === 'waitlisted')).toHaveLength(25);
    const [{ taken }] = await query<{ taken: number }>(`select count(*)::int as taken from registrations where webinar_id = $1 and status = any($2)`, [event.id, SEAT_HOLDING]);
    expect(taken).toBe(5);
  });

  it('stores one registration when the same Idempotency-Key reaches both instances at once', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('idem');
    const payload = seatless(email);
    const key = idempotencyKey();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(i % 2 ? b.url : a.url, payload, key)));
    expect(answers.filter((x) => x.status !== 200 && x.status !== 201).map((x) => `${x.status} ${JSON.stringify(x.body)}`)).toEqual([]);
    // One of them did the work; the nine others replayed its answer.
    expect(answers.filter((x) => !x.replayed)).toHaveLength(1);
    expect(new Set(answers.map((x) => x.body?.id)).size).toBe(1);
    const rows = await query<{ id: string }>('select id from registrations where lower(email) = $1', [email.toLowerCase()]);
    expect(rows.map((r) => r.id)).toEqual([answers[0].body?.id]);
  });

  it('books one slot once when 20 people ask for it at once through both instances', { timeout: 120_000 }, async () => {
    const [service] = await query<{ id: string }>("select id from services where slug = 'astrology-numerology'");
    const today = new Date(Date.now() + 5.5 * 3_600_000);
    const day = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const offered = (await (await fetch(`${a.url}/api/services/${service.id}/slots?from=${day(3)}&to=${day(10)}`)).json()) as { slots: { start: string }[] };
    const slotStart = offered.slots[0].start;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register(i % 2 ? b.url : a.url, { ...consultation(uniqueEmail(`slot-${i}`)), serviceId: service.id, slotStart }, idempotencyKey()),
      ),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(1);
    expect(answers.filter((x) => x.status === 409).map((x) => x.body?.error?.code)).toEqual(Array(19).fill('slot_taken'));
    const rows = await query<{ id: string }>('select id from registrations where slot_start = $1', [slotStart]);
    expect(rows).toHaveLength(1);
  });

  it('accepts a session made on one instance on the other', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('session');
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, 'x-forwarded-for': '10.200.0.1' },
      body: JSON.stringify({ name: 'Two Instances', email, password }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, 'x-forwarded-for': '10.200.0.1' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    expect(cookie).not.toBe('');
    const onB = await fetch(`${b.url}/api/auth/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { email?: string }).email).toBe(email.toLowerCase());
    // And signing out on B ends it on A too: sessions live in the shared database.
    const signOut = await fetch(`${b.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: b.url, 'content-type': 'application/json' }, body: '{}' });
    expect(signOut.status).toBe(200);
    expect((await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });
});
