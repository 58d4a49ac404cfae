/**
 * Section 2: requests per second and p99 latency of the production server (autocannon, 50
 * connections, fixed duration) on two public API reads and two server-rendered pages. Each target
 * is measured right after a bare Fastify hello-world in the same run, on the same machine, so the
 * ratio says how much of the machine's raw HTTP speed the real route keeps.
 */
import autocannon, { type Result } from './lib/load-generator.ts';
import { cpuMs, sampleRss } from './lib/rss.ts';
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
  /** Bytes per answer on the wire (headers included). */
  bytes: number;
  /** CPU time the serving process used per request (user + system), in µs. */
  cpuUsPerRequest?: number;
  /** The serving process's peak RSS during the run, in MB. */
  rssPeakMb?: number;
}

export interface ThroughputRow {
  name: string;
  path: string;
  /** Which target of report.ts this row is judged by, if any. */
  goal?: 'webinars' | 'ssrHome';
  target: Measured;
  baseline: Measured;
  ratio: number;
  /** Bare Fastify answering as many (incompressible) bytes as the target did: the load generator's own limit. */
  sameSize: Measured;
}

export const CONNECTIONS = 50;

function measured(r: Result, cpuUsed?: number, rssPeakMb?: number): Measured {
  const requests = r.requests.total;
  return {
    rps: r.requests.average,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytes: requests ? r.throughput.total / requests : 0,
    cpuUsPerRequest: cpuUsed !== undefined && requests ? (cpuUsed * 1000) / requests : undefined,
    rssPeakMb,
  };
}

function meanOf(a: Measured, b: Measured): Measured {
  const mean = (x?: number, y?: number) => (x === undefined || y === undefined ? undefined : (x + y) / 2);
  return {
    rps: (a.rps + b.rps) / 2,
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    bytes: (a.bytes + b.bytes) / 2,
    cpuUsPerRequest: mean(a.cpuUsPerRequest, b.cpuUsPerRequest),
  };
}

/** A load run against `proc`, with the CPU time `proc` used during it and its peak RSS. */
async function measure(proc: RunningProcess, url: string, durationS: number, accept?: string, cookie?: string): Promise<Measured> {
  const rss = sampleRss(proc.pid);
  const before = cpuMs(proc.pid);
  const result = await load(url, durationS, accept, cookie);
  const after = cpuMs(proc.pid);
  return measured(result, before !== undefined && after !== undefined ? after - before : undefined, rss.stop().peakMb);
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
  await load(hello.url, 3);
  // Bare Fastify is measured before and after each target (B T B T B ...); a target's baseline is
  // the mean of the runs on either side of it, so a passing disturbance of the machine does not
  // decide a ratio.
  let before = await measure(hello, hello.url, durationS);
  for (const t of THROUGHPUT_TARGETS) {
    const cookie = 'cookie' in t ? t.cookie : undefined;
    await load(site.url + t.path, 2, t.accept, cookie);
    const target = await measure(site, site.url + t.path, durationS, t.accept, cookie);
    const after = await measure(hello, hello.url, durationS);
    const baseline = meanOf(before, after);
    before = after;
    // The same bytes from bare Fastify (a shorter run: it is context, not a target).
    const bodyBytes = Math.max(0, Math.round(target.bytes - (baseline.bytes - 17)));
    const sameSize = await measure(hello, `${hello.url}/bytes/${bodyBytes}`, Math.max(2, Math.round(durationS / 2)));
    const row: ThroughputRow = {
      name: t.name,
      path: t.path,
      goal: 'goal' in t ? t.goal : undefined,
      target,
      baseline,
      ratio: baseline.rps ? target.rps / baseline.rps : 0,
      sameSize,
    };
    rows.push(row);
    onRow(row);
  }
  return rows;
}
