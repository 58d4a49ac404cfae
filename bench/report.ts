/** Targets, pass/fail marks, the Markdown report and the console summary. */
import type { LighthouseRow } from './lighthouse.ts';
import type { ClsRow } from './real-session-cls.ts';
import type { PageJsRow } from './page-js.ts';
import type { MemberRow } from './members.ts';
import type { PaymentFigure } from './payments.ts';
import type { SlotFigure } from './slots.ts';
import type { RegistrationFigure } from './registrations.ts';
import type { ThroughputRow } from './throughput.ts';

/**
 * Issue 47's targets (section 3; they replace issue 21's). Lighthouse's score and CLS are those of
 * runs with the browser really slowed down (`throttlingMethod: 'devtools'`); the default
 * (`simulate`) score is reported beside them, not a target, and so are LCP and TBT.
 */
export const TARGETS = {
  performance: 95,
  cls: 0.02,
  /** JS a visitor downloads to use a public page, gzip. KB = 1,024 bytes. */
  jsGzipKb: 160,
  webinarsRatio: 0.4,
  ssrHomeRatio: 0.2,
  /** A member's GET / and /dashboard against bare Fastify in the same run. */
  membersRatio: 0.02,
  registrationsPerSecondPg: 300,
  /** The server on PostgreSQL after the page and API load. */
  rssMb: 200,
  /** The server on PGlite during the registration load (PGlite runs inside it). */
  pgliteRssMb: 300,
} as const;

export interface BenchReport {
  date: string;
  startedAt: string;
  durationS: number;
  machine: string;
  node: string;
  settings: string[];
  lighthouse: { rows: LighthouseRow[]; note: string; baseline?: LighthouseRow } | { skipped: string };
  /** Issue 21: shifts over a whole load with late fonts, in hi and gu (bench/real-session-cls.ts). */
  realSessionCls?: { rows: ClsRow[]; note: string } | { skipped: string };
  /** Issue 47: the JS a visitor downloads to use a page, after load and a first tap (bench/page-js.ts). */
  pageJs?: { rows: PageJsRow[]; note: string } | { skipped: string };
  throughput: { rows: ThroughputRow[]; database: string; rss: { peakMb?: number; meanMb?: number; samples: number }; idleRssMb?: number } | { skipped: string };
  registrations: { postgres: RegistrationFigure; pglite: RegistrationFigure };
  /** Confirmed payments per second on PostgreSQL (the Razorpay path against the stand-in). */
  payments?: PaymentFigure;
  /** The slot engine over 60 days with 500 bookings (bench/slots.ts). */
  slots?: SlotFigure;
  /** Signed-in pages, rendered for each request (bench/members.ts), beside bare Fastify measured in the same section. */
  members?: { rows: MemberRow[]; database: string; baselineRps?: number };
}

const mark = (ok: boolean | undefined) => (ok === undefined ? '–' : ok ? '✅' : '❌');
const kb = (bytes?: number) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const fixed = (v: number | undefined, digits = 0) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));
/** "lowest-highest" of the values given. */
const range = (values: Array<number | undefined>) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? `${fixed(Math.min(...known))}-${fixed(Math.max(...known))}` : '–';
};
const int = (v?: number) => (v === undefined ? '–' : Math.round(v).toLocaleString('en-US'));

export interface Verdict {
  figure: string;
  value: string;
  target: string;
  ok: boolean | undefined;
}

/** The headline figures, each with its target and a pass/fail mark. */
export function verdicts(r: BenchReport): Verdict[] {
  const out: Verdict[] = [];
  if ('rows' in r.lighthouse) {
    const ok = r.lighthouse.rows.filter((x) => !x.error);
    const min = (f: (x: LighthouseRow) => number | undefined) => Math.min(...ok.map(f).filter((v): v is number => v !== undefined));
    const max = (f: (x: LighthouseRow) => number | undefined) => Math.max(...ok.map(f).filter((v): v is number => v !== undefined));
    const failed = r.lighthouse.rows.length - ok.length;
    const perf = min((x) => x.performance);
    const simulated = min((x) => x.simulatePerformance);
    const lcp = max((x) => x.lcpMs);
    const cls = max((x) => x.cls);
    const js = max((x) => x.jsGzipBytes);
    const count = (f: (x: LighthouseRow) => boolean) => `${ok.filter(f).length}/${ok.length} pages`;
    out.push({ figure: 'Lighthouse performance, devtools throttling (worst page, median run)', value: `${fixed(perf)} (${count((x) => (x.performance ?? 0) >= TARGETS.performance)} pass)`, target: `>= ${TARGETS.performance}`, ok: ok.length ? perf >= TARGETS.performance && !failed : undefined });
    out.push({ figure: 'Lighthouse performance, simulate (worst page, median run)', value: fixed(simulated), target: '(no target)', ok: undefined });
    out.push({ figure: 'CLS, devtools throttling (worst page, median run)', value: `${fixed(cls, 3)} (${count((x) => (x.cls ?? Infinity) <= TARGETS.cls)} pass)`, target: `<= ${TARGETS.cls}`, ok: ok.length ? cls <= TARGETS.cls : undefined });
    out.push({ figure: 'LCP, devtools throttling (worst page, median run)', value: `${fixed(lcp / 1000, 2)} s`, target: '(no target)', ok: undefined });
    const tbt = max((x) => x.tbtMs);
    const floor = r.lighthouse.baseline;
    const floorNote = floor && !floor.error ? `; a minimal page, same runs: ${fixed(floor.tbtMs)} ms` : '';
    out.push({ figure: 'TBT, devtools throttling (worst page, median run)', value: `${fixed(tbt)} ms${floorNote}`, target: '(no target)', ok: undefined });
    out.push({ figure: 'JS per public route during the Lighthouse run, gzip (largest)', value: `${kb(js)} KB`, target: '(no target; see 1c)', ok: undefined });
    if (failed) out.push({ figure: 'Lighthouse pages that failed', value: String(failed), target: '0', ok: false });
  } else {
    out.push({ figure: 'Lighthouse', value: `skipped: ${r.lighthouse.skipped}`, target: '', ok: undefined });
  }
  if (r.pageJs && 'rows' in r.pageJs) {
    const ok = r.pageJs.rows.filter((x) => !x.error);
    const failed = r.pageJs.rows.length - ok.length;
    const largest = ok.reduce<PageJsRow | undefined>((a, x) => ((x.jsGzipBytes ?? 0) > (a?.jsGzipBytes ?? -1) ? x : a), undefined);
    const within = ok.filter((x) => (x.jsGzipBytes ?? Infinity) <= TARGETS.jsGzipKb * 1024).length;
    out.push({
      figure: 'JS after load and a first tap, gzip (largest page)',
      value: `${kb(largest?.jsGzipBytes)} KB (${largest?.page ?? '–'}; ${within}/${ok.length} pages pass${failed ? `; ${failed} failed` : ''})`,
      target: `<= ${TARGETS.jsGzipKb} KB`,
      ok: ok.length ? within === ok.length && !failed : undefined,
    });
  } else if (r.pageJs) {
    out.push({ figure: 'JS after load and a first tap', value: `skipped: ${r.pageJs.skipped}`, target: '', ok: undefined });
  }
  if (r.realSessionCls && 'rows' in r.realSessionCls) {
    const ok = r.realSessionCls.rows.filter((x) => !x.error);
    const worst = Math.max(...ok.map((x) => x.cls));
    const failed = r.realSessionCls.rows.length - ok.length;
    out.push({
      figure: 'Real-session CLS, hi and gu, fonts late (worst page)',
      value: `${fixed(worst, 3)} (${ok.filter((x) => x.cls <= TARGETS.cls).length}/${ok.length} pages pass${failed ? `; ${failed} failed` : ''})`,
      target: `<= ${TARGETS.cls}`,
      ok: ok.length ? worst <= TARGETS.cls && !failed : undefined,
    });
  } else if (r.realSessionCls) {
    out.push({ figure: 'Real-session CLS', value: `skipped: ${r.realSessionCls.skipped}`, target: '', ok: undefined });
  }
  if ('rows' in r.throughput) {
    const webinars = r.throughput.rows.find((x) => x.goal === 'webinars');
    const home = r.throughput.rows.find((x) => x.goal === 'ssrHome');
    const cpu = (x: ThroughputRow) =>
      x.target.cpuUsPerRequest && x.baseline.cpuUsPerRequest ? `; server CPU per request ${(x.baseline.cpuUsPerRequest / x.target.cpuUsPerRequest).toFixed(2)}x` : '';
    if (webinars) out.push({ figure: 'GET /api/webinars vs bare Fastify', value: `${webinars.ratio.toFixed(2)}x (${int(webinars.target.rps)} vs ${int(webinars.baseline.rps)} req/s${cpu(webinars)})`, target: `>= ${TARGETS.webinarsRatio}x`, ok: webinars.ratio >= TARGETS.webinarsRatio && webinars.target.non2xx === 0 });
    if (home) out.push({ figure: 'SSR / vs bare Fastify', value: `${home.ratio.toFixed(2)}x (${int(home.target.rps)} vs ${int(home.baseline.rps)} req/s${cpu(home)}; bare Fastify sending as many bytes: ${int(home.sameSize.rps)} req/s)`, target: `>= ${TARGETS.ssrHomeRatio}x`, ok: home.ratio >= TARGETS.ssrHomeRatio && home.target.non2xx === 0 });
    out.push({ figure: 'Server RSS during the load (peak)', value: `${fixed(r.throughput.rss.peakMb)} MB`, target: `<= ${TARGETS.rssMb} MB`, ok: r.throughput.rss.peakMb === undefined ? undefined : r.throughput.rss.peakMb <= TARGETS.rssMb });
  } else {
    out.push({ figure: 'Throughput', value: `skipped: ${r.throughput.skipped}`, target: '', ok: undefined });
  }
  const pg = r.registrations.postgres;
  out.push({
    figure: 'Registrations accepted/s, PostgreSQL',
    value: pg.available ? `${int(pg.perSecond)}/s` : (pg.note ?? 'not available'),
    target: `>= ${TARGETS.registrationsPerSecondPg.toLocaleString('en-US')}/s`,
    ok: pg.available ? (pg.perSecond ?? 0) >= TARGETS.registrationsPerSecondPg : undefined,
  });
  const lite = r.registrations.pglite;
  out.push({ figure: 'Registrations accepted/s, PGlite', value: lite.available ? `${int(lite.perSecond)}/s` : (lite.note ?? 'not available'), target: '(no target)', ok: undefined });
  out.push({
    figure: 'Server RSS on PGlite, registration load (peak)',
    value: lite.available ? `${fixed(lite.rssPeakMb)} MB` : (lite.note ?? 'not available'),
    target: `<= ${TARGETS.pgliteRssMb} MB`,
    ok: lite.available && lite.rssPeakMb !== undefined ? lite.rssPeakMb <= TARGETS.pgliteRssMb : undefined,
  });
  const pay = r.payments;
  out.push({ figure: 'Confirmed payments/s, PostgreSQL', value: !pay ? 'not requested (BENCH_ONLY)' : pay.available ? `${int(pay.perSecond)}/s` : (pay.note ?? 'not available'), target: '(no target)', ok: undefined });
  out.push({ figure: 'Slots for 60 days with 500 bookings (ms)', value: r.slots ? `${fixed(r.slots.medianMs, 2)} ms (median of ${r.slots.runs}; ${r.slots.slots} slots)` : 'not requested (BENCH_ONLY)', target: '(no target)', ok: undefined });
  if (r.members) {
    const base = r.members.baselineRps;
    for (const x of r.members.rows) {
      const ratio = base ? x.rps / base : undefined;
      const ok = ratio === undefined ? undefined : ratio >= TARGETS.membersRatio && x.non2xx === 0 && x.errors === 0;
      out.push({ figure: `${x.name} vs bare Fastify`, value: `${ratio === undefined ? '–' : `${ratio.toFixed(3)}x`} (${int(x.rps)} vs ${int(base)} req/s; ${fixed(x.cpuUsPerRequest)} µs CPU/req)`, target: `>= ${TARGETS.membersRatio}x`, ok });
    }
  } else out.push({ figure: 'Signed-in pages', value: 'not requested (BENCH_ONLY)', target: '', ok: undefined });
  return out;
}

export function markdown(r: BenchReport): string {
  const lines: string[] = [];
  lines.push(`# Benchmark ${r.date}`, '');
  lines.push(`Run by \`npm run bench\` on ${r.machine}, Node ${r.node}, started ${r.startedAt}, took ${Math.round(r.durationS)} s.`, '');
  for (const s of r.settings) lines.push(`- ${s}`);
  lines.push('', '## Summary', '', '| figure | value | target | |', '| --- | --- | --- | --- |');
  for (const v of verdicts(r)) lines.push(`| ${v.figure} | ${v.value} | ${v.target} | ${mark(v.ok)} |`);

  lines.push('', '## 1. Lighthouse (mobile defaults) per public route and language', '');
  if ('rows' in r.lighthouse) {
    lines.push(r.lighthouse.note, '');
    const baseline = r.lighthouse.baseline;
    if (baseline) {
      lines.push(
        baseline.error
          ? `Baseline (a minimal page from bare Fastify, same runs): error: ${baseline.error}`
          : `Baseline: a minimal HTML page (a heading and a paragraph, no script) from bare Fastify, the same ${baseline.runs?.length ?? 0} runs: performance ${fixed(baseline.performance)}, TBT ${fixed(baseline.tbtMs)} ms (runs ${baseline.runs?.map((run) => fixed(run.tbtMs)).join(' / ')}), LCP ${fixed((baseline.lcpMs ?? NaN) / 1000, 2)} s. Its blocking time is the browser's own work on this machine, which no page goes below. Lighthouse's benchmarkIndex (its measure of the machine's speed) in that median run: ${fixed(baseline.benchmarkIndex)}; in the pages' median runs: ${range(r.lighthouse.rows.map((x) => x.benchmarkIndex))}.`,
        '',
      );
    }
    lines.push('| route | lang | performance (devtools) | runs | simulate | accessibility | SEO | LCP s | CLS | TBT ms | FCP s | JS KB gzip | CSS KB gzip |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const x of r.lighthouse.rows) {
      if (x.error) {
        lines.push(`| ${x.route} | ${x.lang} | error: ${x.error.replaceAll('|', '/')} | | | | | | | | | | |`);
        continue;
      }
      lines.push(
        `| ${x.route} | ${x.lang} | ${fixed(x.performance)} ${mark((x.performance ?? 0) >= TARGETS.performance)} | ${x.runs?.map((run) => fixed(run.performance)).join(' / ') ?? '–'} | ${fixed(x.simulatePerformance)} | ${fixed(x.accessibility)} | ${fixed(x.seo)} | ${fixed((x.lcpMs ?? NaN) / 1000, 2)} | ${fixed(x.cls, 3)} ${mark((x.cls ?? Infinity) <= TARGETS.cls)} | ${fixed(x.tbtMs)}${x.runs && x.runs.length > 1 ? ` (runs ${x.runs.map((run) => fixed(run.tbtMs)).join(' / ')})` : ''} | ${fixed((x.fcpMs ?? NaN) / 1000, 2)} | ${kb(x.jsGzipBytes)} | ${kb(x.cssGzipBytes)} |`,
      );
    }
  } else lines.push(`Skipped: ${r.lighthouse.skipped}`);

  if (r.pageJs) {
    lines.push('', '## 1c. JavaScript after load and a first tap', '');
    if ('rows' in r.pageJs) {
      lines.push(r.pageJs.note, '', '| page | JS KB gzip | files | |', '| --- | --- | --- | --- |');
      for (const x of r.pageJs.rows) {
        lines.push(x.error ? `| ${x.page} | error: ${x.error.replaceAll('|', '/')} | | ❌ |` : `| ${x.page} | ${kb(x.jsGzipBytes)} | ${x.files} | ${mark((x.jsGzipBytes ?? Infinity) <= TARGETS.jsGzipKb * 1024)} |`);
      }
    } else lines.push(`Skipped: ${r.pageJs.skipped}`);
  }

  if (r.realSessionCls) {
    lines.push('', '## 1b. Real-session CLS (hi and gu, fonts held back)', '');
    if ('rows' in r.realSessionCls) {
      lines.push(r.realSessionCls.note, '', '| page | CLS | all shifts | |', '| --- | --- | --- | --- |');
      for (const x of r.realSessionCls.rows) {
        lines.push(x.error ? `| ${x.page} | error: ${x.error.replaceAll('|', '/')} | | ❌ |` : `| ${x.page} | ${fixed(x.cls, 3)} | ${fixed(x.total, 3)} | ${mark(x.cls <= TARGETS.cls)} |`);
      }
    } else lines.push(`Skipped: ${r.realSessionCls.skipped}`);
  }

  lines.push('', '## 2. Server throughput (autocannon, 50 connections) beside a bare Fastify hello-world', '');
  if ('rows' in r.throughput) {
    lines.push(
      `Production server (NODE_ENV=production, built assets) on ${r.throughput.database}. Requests as a browser sends them (Accept-Encoding: br, gzip), without cookies unless the row says otherwise: visitors without a session, whom the server answers from its page and public-read caches (the first request after a change renders).`,
      '',
    );
    lines.push('| target | req/s | p99 ms | non-2xx | errors | bytes/answer | server CPU µs/req | server RSS peak MB | bare Fastify req/s | bare p99 ms | bare CPU µs/req | ratio | CPU ratio | bare Fastify, same bytes: req/s |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const x of r.throughput.rows) {
      const target = x.goal === 'webinars' ? TARGETS.webinarsRatio : x.goal === 'ssrHome' ? TARGETS.ssrHomeRatio : undefined;
      lines.push(
        `| ${x.name} | ${int(x.target.rps)} | ${x.target.p99Ms} | ${x.target.non2xx} | ${x.target.errors} | ${int(x.target.bytes)} | ${fixed(x.target.cpuUsPerRequest)} | ${fixed(x.target.rssPeakMb)} | ${int(x.baseline.rps)} | ${x.baseline.p99Ms} | ${fixed(x.baseline.cpuUsPerRequest)} | ${x.ratio.toFixed(2)}x${target ? ` (target >= ${target}x) ${mark(x.ratio >= target)}` : ''} | ${x.target.cpuUsPerRequest && x.baseline.cpuUsPerRequest ? `${(x.baseline.cpuUsPerRequest / x.target.cpuUsPerRequest).toFixed(2)}x` : '–'} | ${int(x.sameSize.rps)} |`,
      );
    }
    lines.push(
      '',
      'Bare Fastify is measured before and after each target; its figures are the mean of the two runs. ' +
        'Server CPU µs/req: the CPU time (user + system, /proc/<pid>/stat) the serving process used per answer, the load generator excluded; CPU ratio = bare Fastify\'s µs/req ÷ the target\'s (the ratio if the server alone were the limit). ' +
        'The last column is bare Fastify sending incompressible answers as large as the row\'s: what an answer of that size costs by itself (the kernel copying it, the load generator parsing it), whatever the server does to make it. ' +
        'autocannon runs without keeping the answers\' bodies, which nothing here reads (bench/lib/load-generator.ts): decoding them took more CPU than serving them.',
    );
    lines.push('', `Server RSS during these runs: peak ${fixed(r.throughput.rss.peakMb)} MB, mean ${fixed(r.throughput.rss.meanMb)} MB (${r.throughput.rss.samples} samples of /proc/<pid>/status) ${mark(r.throughput.rss.peakMb === undefined ? undefined : r.throughput.rss.peakMb <= TARGETS.rssMb)}; right after start, before any request: ${fixed(r.throughput.idleRssMb)} MB.`);
  } else lines.push(`Skipped: ${r.throughput.skipped}`);

  lines.push('', '## 3. Registrations accepted per second (20 concurrent clients, POST /api/unified-registration)', '');
  lines.push('| database | accepted/s | accepted | rejected (status: count) | errors | p99 ms | server RSS peak MB |', '| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, f] of [['PostgreSQL (fresh database)', r.registrations.postgres], ['PGlite (fresh data dir)', r.registrations.pglite]] as const) {
    if (!f.available) lines.push(`| ${name} | ${f.note ?? 'not available'} | | | | | |`);
    else
      lines.push(
        `| ${name} | ${int(f.perSecond)}${name.startsWith('PostgreSQL') ? ` ${mark((f.perSecond ?? 0) >= TARGETS.registrationsPerSecondPg)}` : ''} | ${int(f.accepted)} | ${Object.entries(f.rejected ?? {}).map(([k, v]) => `${k}: ${v}`).join(', ') || 'none'} | ${f.errors} | ${f.p99Ms} | ${fixed(f.rssPeakMb)} |`,
      );
  }
  lines.push('', 'Server RSS: the serving process\'s peak during its run; PGlite runs inside that process, so its row counts the database too.');

  lines.push('', '## 4. Confirmed payments per second on PostgreSQL (20 concurrent buyers, Razorpay stand-in)', '');
  const pay = r.payments;
  if (!pay) lines.push('Skipped: not requested (BENCH_ONLY)');
  else if (!pay.available) lines.push(pay.note ?? 'not available');
  else {
    lines.push('Each buyer: registration → order at the stand-in → payment in the stand-in → the checkout handler\'s fields verified (signature, payment fetched from the stand-in) → confirmed, with its receipt number and e-mails.', '');
    lines.push('| confirmed/s | confirmed | not confirmed (step status: count) | errors | p99 ms of a whole flow | server RSS peak MB |', '| --- | --- | --- | --- | --- | --- |');
    lines.push(`| ${int(pay.perSecond)} | ${int(pay.confirmed)} | ${Object.entries(pay.failed ?? {}).map(([k, v]) => `${k}: ${v}`).join(', ') || 'none'} | ${pay.errors} | ${pay.p99Ms ?? '–'} | ${fixed(pay.rssPeakMb)} |`);
  }
  lines.push('', '## 6. Signed-in pages (autocannon, 50 connections, a session cookie on every request)', '');
  if (!r.members) lines.push('Skipped: not requested (BENCH_ONLY)');
  else {
    lines.push(`Production server on ${r.members.database}; the admin exists at start, creates the member through the API, and both sign in through the API. A member's page is rendered for that session and never kept (private, no-store; ADR 0034). Bare Fastify in the same section: ${int(r.members.baselineRps)} req/s.`, '');
    lines.push('| page | req/s | ratio to bare Fastify | p99 ms | non-2xx | errors | bytes/answer | server CPU µs/req | server RSS peak MB |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const x of r.members.rows) {
      const ratio = r.members.baselineRps ? x.rps / r.members.baselineRps : undefined;
      lines.push(`| ${x.name} | ${int(x.rps)} | ${ratio === undefined ? '–' : `${ratio.toFixed(3)}x ${mark(ratio >= TARGETS.membersRatio)}`} | ${x.p99Ms} | ${x.non2xx} | ${x.errors} | ${int(x.bytes)} | ${fixed(x.cpuUsPerRequest)} | ${fixed(x.rssPeakMb)} |`);
    }
    lines.push('', `Target (issue 47): at least ${TARGETS.membersRatio}x bare Fastify, on 2 cores with the load generator on the same machine.`);
  }
  lines.push('');
  return lines.join('\n');
}

export function consoleSummary(r: BenchReport): string {
  const rows = verdicts(r);
  const width = Math.max(...rows.map((v) => v.figure.length));
  return rows.map((v) => `${mark(v.ok)} ${v.figure.padEnd(width)}  ${v.value}${v.target ? `   (target ${v.target})` : ''}`).join('\n');
}
