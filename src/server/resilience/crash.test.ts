/**
 * Crash safety (hostile test 2): the real server on PostgreSQL takes registrations from 20
 * clients, is killed with SIGKILL in the middle of it, and restarted. Every registration that was
 * answered 2xx is in the database exactly once, and every request that got no answer can be sent
 * again with its Idempotency-Key: it is then either replayed (it had been stored) or stored now,
 * never twice.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { seatless, idempotencyKey, register, sleep, uniqueEmail, type Answer } from './registrations-client.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) console.warn('crash.test.ts: the crash-safety test needs PostgreSQL and did not run. Set TEST_DATABASE_URL=postgres://... to run it.');

const CLIENTS = 20;
/** Answered registrations before the kill (or the time below, whichever comes first). */
const KILL_AFTER_ANSWERS = 150;

interface Attempt {
  email: string;
  key: string;
  payload: ReturnType<typeof seatless>;
  answer?: Answer;
  retry?: Answer;
}

describe.runIf(hasPostgres)('crash safety: SIGKILL under registration load, then restart (PostgreSQL)', () => {
  let db: TestDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('stores every registration answered 2xx exactly once, and retries after the restart never duplicate', { timeout: 180_000 }, async () => {
    const env = { TRUST_PROXY: 'true' };
    server = await startServerProcess({ databaseUrl: db.url, env });
    const { port } = server;

    const probe = await register(server.url, seatless(uniqueEmail('probe')), idempotencyKey());
    expect(probe.status, `POST /api/unified-registration must accept a valid registration (answered ${probe.status} ${JSON.stringify(probe.body)})`).toBe(201);

    const attempts: Attempt[] = [];
    const started = Date.now();
    let answered = 0;
    const url = server.url;
    const client = async (c: number) => {
      // Bounded: at most 500 requests per client and 20 s in all.
      for (let i = 0; i < 500 && Date.now() - started < 20_000; i++) {
        const email = uniqueEmail(`crash-${c}-${i}`);
        const attempt: Attempt = { email, key: idempotencyKey(), payload: seatless(email) };
        attempts.push(attempt);
        attempt.answer = await register(url, attempt.payload, attempt.key);
        if (attempt.answer.status === 0) return; // the server is gone
        answered++;
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    while (answered < KILL_AFTER_ANSWERS && Date.now() - started < 15_000) await sleep(5);
    await server.kill();
    await Promise.all(clients);

    const before = attempts.filter((a) => a.answer && a.answer.status >= 200 && a.answer.status < 300);
    const unanswered = attempts.filter((a) => a.answer?.status === 0);
    // The kill comes after 150 answers, or after 15 s on a slow machine: enough either way.
    expect(before.length, 'registrations answered before the kill').toBeGreaterThanOrEqual(20);
    // Before the kill nothing but success: a failure here is not the crash's doing.
    expect(attempts.filter((a) => a.answer && a.answer.status !== 0 && a.answer.status !== 201).map((a) => a.answer)).toEqual([]);

    server = await startServerProcess({ databaseUrl: db.url, port, env });
    for (const a of unanswered) a.retry = await register(server.url, a.payload, a.key);
    for (const a of unanswered) {
      expect([200, 201], `retry after the restart: ${JSON.stringify(a.retry)}`).toContain(a.retry?.status);
    }

    const client2 = new pg.Client({ connectionString: db.url });
    await client2.connect();
    const { rows } = await client2.query<{ id: string; email: string }>('select id, lower(email) as email from registrations');
    await client2.end();
    const byEmail = new Map<string, string[]>();
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);

    for (const a of attempts) {
      const final = a.retry ?? a.answer!;
      const ids = byEmail.get(a.email.toLowerCase()) ?? [];
      expect(ids, `${a.email}: one row, the one answered`).toEqual([final.body?.id]);
    }
    // Nothing else was stored: one row per attempt, plus the probe.
    expect(rows.length).toBe(attempts.length + 1);
    console.info(`crash.test.ts: ${before.length} answered before SIGKILL, ${unanswered.length} in flight (retried after restart: ${unanswered.filter((a) => a.retry?.replayed).length} replayed, ${unanswered.filter((a) => !a.retry?.replayed).length} stored now).`);
  });
});
