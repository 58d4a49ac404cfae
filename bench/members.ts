/**
 * Section 6: signed-in pages (issue 21). A member's and the founder's pages are never kept: each is
 * rendered for its session (ADR 0034). The site is started with ADMIN_EMAIL/ADMIN_PASSWORD (the admin
 * exists at start); the admin creates a member account through the API, both sign in through the
 * API, and autocannon (50 connections) fetches each page with that session's cookie. Target (issue
 * 47): at least 0.02x the requests a second of a bare Fastify measured in the same section.
 */
import { cpuMs, sampleRss } from './lib/rss.ts';
import type { RunningProcess } from './lib/site.ts';
import { load, type Measured } from './throughput.ts';

export const BENCH_ADMIN = { email: 'founder@bench.example', password: 'bench-founder-password-1' };
const BENCH_MEMBER = { name: 'Meera Member', email: 'member@bench.example', password: 'bench-member-password-1' };

/** The environment of a site whose admin exists at start. */
export const membersSiteEnv = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, LOG_LEVEL: 'error' };

export const MEMBER_TARGETS = [
  { name: 'GET / (SSR, signed in: member)', path: '/', who: 'member' },
  { name: 'GET /dashboard (SSR, signed in: member)', path: '/dashboard', who: 'member' },
  { name: 'GET / (SSR, signed in: admin)', path: '/', who: 'admin' },
] as const;

export interface MemberRow extends Measured {
  name: string;
  path: string;
  who: 'member' | 'admin';
}

/** The `cookie` header of a session, from a sign-in answer's Set-Cookie. */
async function signIn(site: RunningProcess, email: string, password: string): Promise<string> {
  const res = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signing in as ${email}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => pair.startsWith('antarman.'))
    .join('; ');
  if (!cookie) throw new Error(`signing in as ${email} set no session cookie`);
  return cookie;
}

/** Signs in the admin, has it create the member, signs the member in: both sessions' cookies. */
export async function benchSessions(site: RunningProcess): Promise<{ admin: string; member: string }> {
  const admin = await signIn(site, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const created = await fetch(`${site.url}/api/admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, cookie: admin },
    body: JSON.stringify({ ...BENCH_MEMBER, type: 'Free' }),
  });
  if (created.status !== 201 && created.status !== 409) throw new Error(`creating the member: ${created.status} ${await created.text()}`);
  await created.arrayBuffer();
  return { admin, member: await signIn(site, BENCH_MEMBER.email, BENCH_MEMBER.password) };
}

export async function runMembers(site: RunningProcess, durationS: number, onRow: (row: MemberRow) => void = () => undefined): Promise<MemberRow[]> {
  const sessions = await benchSessions(site);
  const rows: MemberRow[] = [];
  for (const t of MEMBER_TARGETS) {
    const cookie = sessions[t.who];
    await load(site.url + t.path, 2, 'text/html', cookie);
    const rss = sampleRss(site.pid);
    const before = cpuMs(site.pid);
    const r = await load(site.url + t.path, durationS, 'text/html', cookie);
    const after = cpuMs(site.pid);
    const requests = r.requests.total;
    const row: MemberRow = {
      name: t.name,
      path: t.path,
      who: t.who,
      rps: r.requests.average,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      bytes: requests ? r.throughput.total / requests : 0,
      cpuUsPerRequest: before !== undefined && after !== undefined && requests ? ((after - before) * 1000) / requests : undefined,
      rssPeakMb: rss.stop().peakMb,
    };
    rows.push(row);
    onRow(row);
  }
  return rows;
}
