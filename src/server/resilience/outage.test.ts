/**
 * Database outage (hostile test 3): the real server reaches PostgreSQL through a TCP proxy on
 * loopback. Under load the proxy is cut (listener closed, every connection dropped): the server
 * keeps running and answers 503 (readiness false) where it needs the database, never 500 and never
 * a dropped connection; when the proxy listens again it recovers by itself, without a restart.
 * The shared PostgreSQL server itself is never stopped.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { seatless, get, idempotencyKey, register, sleep, uniqueEmail, type Answer } from './registrations-client.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) console.warn('outage.test.ts: the database-outage test needs PostgreSQL and did not run. Set TEST_DATABASE_URL=postgres://... to run it.');

type Phase = 'before' | 'outage' | 'after';
interface Observation {
  /** The phase the request was sent in and answered in; one that spans a change counts for neither. */
  phase: Phase | 'between';
  kind: 'readyz' | 'register' | 'webinars';
  answer: Answer;
  email?: string;
}

describe.runIf(hasPostgres)('database outage: the server answers 503 and recovers by itself (PostgreSQL behind a TCP proxy)', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const target = new URL(db.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it('answers 503 while the database is away, never crashes, and serves again once it is back', { timeout: 180_000 }, async () => {
    server = await startServerProcess({ databaseUrl: proxy.rewrite(db.url!), env: { TRUST_PROXY: 'true' } });
    const url = server.url;
    let phase: Phase = 'before';
    const seen: Observation[] = [];
    let running = true;
    const started = Date.now();

    // 8 clients, each cycling through readiness, a registration and a public read; bounded in time.
    const client = async () => {
      for (let i = 0; running && i < 5000 && Date.now() - started < 60_000; i++) {
        const kind = (['readyz', 'register', 'webinars'] as const)[i % 3];
        const sentIn = phase;
        const email = uniqueEmail('outage');
        const answer =
          kind === 'register' ? await register(url, seatless(email), idempotencyKey()) : await get(url, kind === 'readyz' ? '/readyz' : '/api/webinars');
        seen.push({ phase: phase === sentIn ? sentIn : 'between', kind, answer, email: kind === 'register' ? email : undefined });
        await sleep(5);
      }
    };
    const clients = Array.from({ length: 8 }, client);

    await sleep(1500);
    phase = 'outage';
    await proxy.cut();
    // The database stays away until readiness has said so a while and registrations were refused.
    const outageStarted = Date.now();
    while (Date.now() - outageStarted < 20_000) {
      const during = seen.filter((o) => o.phase === 'outage');
      if (during.filter((o) => o.kind === 'readyz' && o.answer.status === 503).length >= 5 && during.filter((o) => o.kind === 'register' && o.answer.status === 503).length >= 5) break;
      await sleep(100);
    }
    await sleep(1000);
    expect(server.alive(), `the server must survive the outage:\n${server.output()}`).toBe(true);

    await proxy.restore();
    phase = 'after';
    // Recovery on its own: readiness and a registration succeed again within 30 s.
    const restoredAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - restoredAt < 30_000) {
      await sleep(250);
      const ready = await get(url, '/readyz');
      const reg = await register(url, seatless(uniqueEmail('recovered')), idempotencyKey());
      recovered = ready.status === 200 && reg.status === 201;
    }
    await sleep(1000);
    running = false;
    await Promise.all(clients);
    expect(recovered, 'the server serves again after the database came back').toBe(true);
    expect(server.alive()).toBe(true);

    const summary = (p: Phase) =>
      Object.entries(
        seen
          .filter((o) => o.phase === p)
          .reduce<Record<string, number>>((acc, o) => {
            const k = `${o.kind} ${o.answer.status || o.answer.error}`;
            acc[k] = (acc[k] ?? 0) + 1;
            return acc;
          }, {}),
      )
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
    console.info(`outage.test.ts\n  before: ${summary('before')}\n  outage: ${summary('outage')}\n  after:  ${summary('after')}`);

    // Never a dropped connection, never a 500, in any phase.
    expect(seen.filter((o) => o.answer.status === 0).map((o) => `${o.phase} ${o.kind}: ${o.answer.error}`)).toEqual([]);
    expect(seen.filter((o) => o.answer.status >= 500 && o.answer.status !== 503).map((o) => `${o.phase} ${o.kind}: ${o.answer.status}`)).toEqual([]);
    // Before the cut everything worked; during it, readiness and writes said 503.
    expect(seen.filter((o) => o.phase === 'before' && o.answer.status >= 300)).toEqual([]);
    const during = seen.filter((o) => o.phase === 'outage');
    expect(during.some((o) => o.kind === 'readyz' && o.answer.status === 503)).toBe(true);
    expect(during.some((o) => o.kind === 'register' && o.answer.status === 503)).toBe(true);
    expect(during.filter((o) => o.answer.status !== 503 && o.answer.status !== 200 && o.answer.status !== 201).map((o) => `${o.kind} ${o.answer.status}`)).toEqual([]);

    // What was answered 201 is stored; what was answered 503 is not.
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    const { rows } = await check.query<{ email: string }>('select lower(email) as email from registrations');
    await check.end();
    const stored = new Set(rows.map((r) => r.email));
    for (const o of seen.filter((x) => x.kind === 'register')) {
      if (o.answer.status === 201) expect(stored.has(o.email!.toLowerCase()), `${o.email} was answered 201`).toBe(true);
      if (o.answer.status === 503 && o.phase === 'outage') expect(stored.has(o.email!.toLowerCase()), `${o.email} was answered 503`).toBe(false);
    }
  });
});
