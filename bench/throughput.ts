/**
 * Section 2: requests per second and p99 latency of the production server (autocannon, 50
 * connections, fixed duration) on two public API reads and two server-rendered pages. Each target
 * is measured right after a bare Fastify hello-world in the same run, on the same machine, so the
 * ratio says how much of the machine's raw HTTP speed the real route keeps.
 */
import autocannon, { type Result } from 'autocannon';
import type { RunningProcess } from './lib/site.ts';

export const THROUGHPUT_TARGETS = [
  { name: 'GET /api/webinars', path: '/api/webinars', accept: 'application/json', goal: 'webinars' },
  { name: 'GET /api/services', path: '/api/services', accept: 'application/json' },
  { name: 'GET / (SSR)', path: '/', accept: 'text/html', goal: 'ssrHome' },
  { name: 'GET /events (SSR)', path: '/events', accept: 'text/html' },
  // For comparison, no target: a signed-in visitor's page is rendered every time (no page cache).
  { name: 'GET / (SSR, with a session cookie)', path: '/', accept: 'text/html', cookie: 'antarman.session_token=bench-not-a-session' },
] as const satisfies ReadonlyArray<{ name: string; path: string; accept: string; cookie?: string; goal?: 'webinars' | 'ssrHome' }>;

export interface Measured {
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ThroughputRow {
  name: string;
  path: string;
  /** Which target of report.ts this row is judged by, if any. */
  goal?: 'webinars' | 'ssrHome';
  target: Measured;
  baseline: Measured;
  ratio: number;
}

export const CONNECTIONS = 50;

function measured(r: Result): Measured {
  return { rps: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/** A browser-like request: compressed answers accepted; no cookie unless given (a visitor without a session). */
function headers(accept: string, cookie?: string): Record<string, string> {
  return { accept, 'accept-encoding': 'br, gzip, deflate', 'user-agent': 'Mozilla/5.0 (bench) Chrome/140', ...(cookie ? { cookie } : {}) };
}

export async function load(url: string, durationS: number, accept = 'application/json', cookie?: string): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: durationS, headers: headers(accept, cookie), timeout: 10 });
}

export async function runThroughput(
  site: RunningProcess,
  hello: RunningProcess,
  durationS: number,
  onRow: (row: ThroughputRow) => void = () => undefined,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  // Warm both processes (JIT, caches, connection pools) before anything is counted.
  await load(hello.url, 2);
  for (const t of THROUGHPUT_TARGETS) {
    const cookie = 'cookie' in t ? t.cookie : undefined;
    await load(site.url + t.path, 2, t.accept, cookie);
    const baseline = measured(await load(hello.url, durationS));
    const target = measured(await load(site.url + t.path, durationS, t.accept, cookie));
    const row: ThroughputRow = { name: t.name, path: t.path, goal: 'goal' in t ? t.goal : undefined, target, baseline, ratio: baseline.rps ? target.rps / baseline.rps : 0 };
    rows.push(row);
    onRow(row);
  }
  return rows;
}
