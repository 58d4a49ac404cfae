/**
 * `npm run bench`: the speed of the site, measured (never asserted in tests).
 *   1. Lighthouse (mobile, Debian Chromium) on every public route in en, hi and gu, with the gzip
 *      bytes of the JS and CSS each route loads: each page BENCH_LIGHTHOUSE_RUNS times (default 3)
 *      with the browser really slowed down (devtools throttling), and as many times with the
 *      default (simulate) beside, each run in a Chromium of its own, reported by its median run;
 *   1b. real-session CLS: every public route in hi and gu loaded as by a returning visitor (the
 *      page names the site's faces) with the fonts held back 1.5 s, layout shifts added up by an
 *      observer in the page (bench/real-session-cls.ts);
 *   1c. the JS a visitor downloads to use each public page, /book/:slug and /payment: after load
 *      and a first tap (bench/page-js.ts);
 *   2. autocannon (50 connections) on GET /api/webinars, GET /api/services, / and /events, each
 *      beside a bare Fastify hello-world measured in the same run, and the server's RSS;
 *   3. registrations accepted per second with 20 concurrent clients, on PostgreSQL and on PGlite;
 *   4. confirmed payments per second on PostgreSQL (registration → Razorpay order at a local
 *      stand-in → payment → the checkout handler verified → confirmed), 20 concurrent buyers;
 *   5. the slot engine: slots for 60 days of the default availability with 500 bookings (pure, ms);
 *   6. signed-in pages: GET / and GET /dashboard as a member, GET / as the admin (50 connections,
 *      each with its session's cookie; no page cache for them), req/s against bare Fastify.
 * Writes bench/results/<YYYY-MM-DD>.md and .json in place of the previous run's, and prints a
 * summary with pass/fail marks.
 *
 * Settings (environment): BENCH_DURATION seconds per load run (default 10); BENCH_LIGHTHOUSE
 * full (default: 33 pages) | subset (all routes in en; /, /events, /register in hi and gu) | off;
 * BENCH_LIGHTHOUSE_RUNS runs per page (default 3);
 * BENCH_ONLY=lighthouse,cls,js,throughput,registrations,payments,slots,members; BENCH_DATABASE_URL (else TEST_DATABASE_URL, else
 * the local PostgreSQL when it answers); CHROME_PATH (default /usr/bin/chromium); BENCH_SKIP_BUILD=1
 * uses the existing build even when the sources are newer.
 * Everything it starts listens on 127.0.0.1 and is stopped at the end.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_PATH, CHROME_TIMEZONE, lighthousePlan, PUBLIC_ROUTES, runBaseline, runLighthouse, type LighthouseRow } from './lighthouse.ts';
import { FONT_DELAY_MS, measureRealSessionCls } from './real-session-cls.ts';
import { measurePageJs } from './page-js.ts';
import { localizePath } from '../src/shared/language-address.ts';
import { findPostgres, freshDatabase, type FreshDatabase } from './lib/postgres.ts';
import { rssMb, sampleRss } from './lib/rss.ts';
import { ensureBuild, root, startHello, startSite, type RunningProcess } from './lib/site.ts';
import { membersSiteEnv, runMembers } from './members.ts';
import { runPayments, type PaymentFigure } from './payments.ts';
import { REGISTRATION_PATH, registrationBody, runRegistrations, type RegistrationFigure } from './registrations.ts';
import { runSlots, SLOT_BOOKINGS, SLOT_DAYS } from './slots.ts';
import { startRazorpayStandIn } from '../src/server/testing/razorpay-stand-in.ts';
import { consoleSummary, markdown, type BenchReport } from './report.ts';
import { load, runThroughput } from './throughput.ts';

const started = Date.now();
const durationS = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const lighthouseMode = (process.env.BENCH_LIGHTHOUSE ?? 'full') as 'full' | 'subset' | 'off';
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wants = (section: string) => !only || only.includes(section);
const SUBSET = ['/', '/events', '/register'];

const running = new Set<RunningProcess>();
const tempDirs: string[] = [];
const databases: FreshDatabase[] = [];

async function cleanUp() {
  await Promise.all([...running].map((p) => p.stop().catch(() => undefined)));
  running.clear();
  for (const d of databases.splice(0)) await d.drop().catch((err) => console.warn(`could not drop ${d.url}: ${err.message}`));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping what the benchmark started...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

async function site(databaseUrl: string | undefined, env?: Record<string, string>) {
  const s = await startSite({ dataDir: tempDir('bench-data-'), databaseUrl, env });
  running.add(s);
  return s;
}

/** The bare Fastify baseline (bench/hello.ts), stopped with the rest if the run fails. */
async function bareFastify() {
  const h = await startHello();
  running.add(h);
  return h;
}

async function stop(p: RunningProcess) {
  await p.stop();
  running.delete(p);
}

const log = (s: string) => console.log(s);
const fmt = (v: number | undefined, d = 0) => (v === undefined ? '–' : v.toFixed(d));

async function main() {
  const { built } = process.env.BENCH_SKIP_BUILD === '1' ? { built: false } : ensureBuild();
  const postgres = await findPostgres();
  log(`Benchmark: ${os.cpus().length} cores, Node ${process.versions.node}; ${postgres.note}; ${durationS} s per load run.`);

  const settings = [
    `Load runs of ${durationS} s each (BENCH_DURATION), after a 2 s warm-up; all traffic on 127.0.0.1; the load generator runs on the same machine.`,
    `Build: ${built ? 'built by this run' : process.env.BENCH_SKIP_BUILD === '1' ? 'the existing build, as it was (BENCH_SKIP_BUILD=1)' : 'the existing build (up to date with the sources)'}.`,
  ];

  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 10),
    startedAt: new Date(started).toISOString(),
    durationS: 0,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    node: process.versions.node,
    settings,
    lighthouse: { skipped: 'not requested (BENCH_ONLY)' },
    realSessionCls: { skipped: 'not requested (BENCH_ONLY)' },
    throughput: { skipped: 'not requested (BENCH_ONLY)' },
    registrations: { postgres: { available: false, note: 'not requested (BENCH_ONLY)' }, pglite: { available: false, note: 'not requested (BENCH_ONLY)' } },
  };

  // --- 1 and 2: one production server, on PostgreSQL when there is one (as in production), else PGlite.
  if (wants('lighthouse') || wants('cls') || wants('js') || wants('throughput')) {
    let db: FreshDatabase | undefined;
    if (postgres.url) {
      db = await freshDatabase(postgres.url);
      databases.push(db);
    }
    const databaseName = db ? 'PostgreSQL (a fresh database, sample content seeded)' : 'PGlite (a fresh data directory, sample content seeded)';
    const s = await site(db?.url);
    const idleRssMb = rssMb(s.pid);
    log(`  production server started: RSS ${fmt(idleRssMb)} MB before any request`);

    if (wants('lighthouse')) {
      if (lighthouseMode === 'off') report.lighthouse = { skipped: 'BENCH_LIGHTHOUSE=off' };
      else if (!existsSync(CHROME_PATH)) report.lighthouse = { skipped: `no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)` };
      else {
        const plan = lighthousePlan(lighthouseMode, SUBSET);
        log(`\n1. Lighthouse: ${plan.length} pages × ${lighthouseRuns} runs (${lighthouseMode === 'full' ? 'every route in en, hi and gu' : `every route in en; ${SUBSET.join(', ')} in hi and gu`})`);
        const hello = await bareFastify();
        const baseline = await runBaseline(hello.url, lighthouseRuns);
        await stop(hello);
        log(`  baseline ${baseline.route}: ${baseline.error ? `error: ${baseline.error}` : `perf ${baseline.performance}, TBT ${fmt(baseline.tbtMs)} ms (runs ${baseline.runs?.map((r) => fmt(r.tbtMs)).join('/')}), LCP ${fmt((baseline.lcpMs ?? 0) / 1000, 2)} s, benchmarkIndex ${fmt(baseline.benchmarkIndex)}`}`);
        const rows: LighthouseRow[] = await runLighthouse(
          s.url,
          plan,
          (x, i) =>
            log(
              `  [${i + 1}/${plan.length}] ${x.route} ${x.lang}: ${x.error ? `error: ${x.error}` : `perf ${x.performance} (runs ${x.runs?.map((r) => r.performance).join('/')}), a11y ${x.accessibility}, SEO ${x.seo}, LCP ${fmt((x.lcpMs ?? 0) / 1000, 2)} s, CLS ${fmt(x.cls, 3)}, TBT ${fmt(x.tbtMs)} ms, JS ${fmt((x.jsGzipBytes ?? 0) / 1024, 1)} KB gzip`}`,
            ),
          lighthouseRuns,
        );
        const pages =
          lighthouseMode === 'full'
            ? `Every public route in en, hi and gu (${plan.length} pages)`
            : `Every public route in en; ${SUBSET.join(', ')} in hi and gu (BENCH_LIGHTHOUSE=subset, ${plan.length} pages)`;
        const note = `${pages}, each language at its address (/hi/…, /gu/…). Each page ${lighthouseRuns} times, every run as a first-time visitor in a Chromium of its own with a new profile (as the Lighthouse CLI runs), and reported by its median run (Lighthouse's computeMedianRun: the run nearest the median FCP and time to interactive); "runs" lists every run's performance score, and the TBT column every run's blocking time after the median run's. Chromium ${CHROME_PATH} headless, its clock on ${CHROME_TIMEZONE} time; served by the production server on ${databaseName}; each page is fetched once before its runs, so that it is in the server's page cache as on a site with visitors. Performance, CLS, LCP and TBT are those of runs with the browser really slowed down (throttlingMethod devtools); "simulate" is the median of as many runs with Lighthouse's default throttling, beside it. JS/CSS: gzip -9 bytes of the built files the page requested during the run (route chunks loaded after hydration included), before any tap. KB = 1,024 bytes.`;
        report.lighthouse = { rows, note, baseline };
      }
    }

    if (wants('cls')) {
      if (!existsSync(CHROME_PATH)) report.realSessionCls = { skipped: `no Chromium at ${CHROME_PATH}` };
      else {
        const pages = (['hi', 'gu'] as const).flatMap((lang) => PUBLIC_ROUTES.map((route) => localizePath(route, lang)));
        log(`\n1b. Real-session CLS: ${pages.length} pages, fonts held back ${FONT_DELAY_MS} ms`);
        const rows = await measureRealSessionCls(s.url, pages, (x) => log(`  ${x.page}: ${x.error ? `error: ${x.error}` : `CLS ${fmt(x.cls, 3)}, all shifts ${fmt(x.total, 3)}`}`));
        report.realSessionCls = {
          rows,
          note: `Every public route in hi and gu, each loaded once in a new context of one Chromium at 412 × 823 px (device pixel ratio 1.75) as by a returning visitor whose browser says it holds the site's faces (a first page asks for none, ADR 0026) but whose cache lost them: every font held back ${FONT_DELAY_MS} ms (FONT_DELAY) as on a slow network; a layout-shift observer added from the page's start; CLS is the largest session window (shifts less than 1 s apart, at most 5 s), as browsers define it. Same server as section 1.`,
        };
      }
    }

    if (wants('js')) {
      if (!existsSync(CHROME_PATH)) report.pageJs = { skipped: `no Chromium at ${CHROME_PATH}` };
      else {
        // A consultation's booking page, and the payment page of a fresh registration (a course, paid).
        const services = (await (await fetch(`${s.url}/api/services`)).json()) as Array<{ kind: string; slug: string | null; id: string }>;
        const consultation = services.find((x) => x.kind === 'consultation');
        const registered = await fetch(s.url + REGISTRATION_PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: registrationBody() });
        const registration = registered.ok ? ((await registered.json()) as { id: string; paymentUrl?: string }) : undefined;
        const pages = [
          ...(['en', 'hi', 'gu'] as const).flatMap((lang) => PUBLIC_ROUTES.map((route) => localizePath(route, lang))),
          ...(consultation ? [`/book/${consultation.slug ?? consultation.id}`] : []),
          ...(registration?.paymentUrl ? [registration.paymentUrl] : []),
        ];
        log(`\n1c. JavaScript after load and a first tap: ${pages.length} pages`);
        const rows = await measurePageJs(s.url, pages, (x) => log(`  ${x.page}: ${x.error ? `error: ${x.error}` : `${fmt((x.jsGzipBytes ?? 0) / 1024, 1)} KB gzip in ${x.files} files`}`));
        report.pageJs = {
          rows,
          note: `Each page in a new context of one Chromium at 412 × 823 px (touch), loaded, then tapped once (its first form field, or the menu button), until its network was quiet: the gzip -9 bytes of the site's built JS files it asked for (Razorpay's script excluded). Same server as section 1.`,
        };
      }
    }

    if (wants('throughput')) {
      log(`\n2. Throughput: autocannon, 50 connections, ${durationS} s per run, beside a bare Fastify hello-world`);
      const hello = await bareFastify();
      const rss = sampleRss(s.pid);
      const rows = await runThroughput(s, hello, durationS, (x) =>
        log(
          `  ${x.name}: ${Math.round(x.target.rps)} req/s, p99 ${x.target.p99Ms} ms (non-2xx ${x.target.non2xx}), ${fmt(x.target.cpuUsPerRequest)} µs CPU/req, RSS peak ${fmt(x.target.rssPeakMb)} MB, ${Math.round(x.target.bytes)} B | bare Fastify ${Math.round(x.baseline.rps)} req/s, p99 ${x.baseline.p99Ms} ms, ${fmt(x.baseline.cpuUsPerRequest)} µs CPU/req | ${x.ratio.toFixed(2)}x | bare Fastify with as many bytes: ${Math.round(x.sameSize.rps)} req/s`,
        ),
      );
      const memory = rss.stop();
      log(`  server RSS: peak ${fmt(memory.peakMb)} MB, mean ${fmt(memory.meanMb)} MB`);
      report.throughput = { rows, database: databaseName, rss: memory, idleRssMb };
      await stop(hello);
    }
    await stop(s);
  }

  // --- 3: registrations on a fresh PostgreSQL database, then on a fresh PGlite data directory.
  if (wants('registrations')) {
    log(`\n3. Registrations: 20 concurrent clients, ${durationS} s per database`);
    // Every request is another visitor, arriving through the reverse proxy (X-Forwarded-For); the
    // founder is told of each registration, as in production (ADMIN_EMAIL is set there).
    const env = { TRUST_PROXY: 'true', LOG_LEVEL: 'error', ADMIN_NOTIFY_EMAIL: 'founder@bench.example' };
    const measure = async (databaseUrl: string | undefined): Promise<RegistrationFigure> => {
      const s = await site(databaseUrl, env);
      const rss = sampleRss(s.pid);
      try {
        const figure = await runRegistrations(s, durationS);
        return { ...figure, rssPeakMb: rss.stop().peakMb };
      } finally {
        await stop(s);
      }
    };
    let pgFigure: RegistrationFigure = { available: false, note: `not available: ${postgres.note}` };
    if (postgres.url) {
      const db = await freshDatabase(postgres.url);
      databases.push(db);
      pgFigure = await measure(db.url);
    }
    log(`  PostgreSQL: ${pgFigure.available ? `${Math.round(pgFigure.perSecond ?? 0)} accepted/s (${pgFigure.accepted} accepted, rejected ${JSON.stringify(pgFigure.rejected)}, errors ${pgFigure.errors}; server RSS peak ${fmt(pgFigure.rssPeakMb)} MB)` : pgFigure.note}`);
    const liteFigure = await measure(undefined);
    log(`  PGlite:     ${liteFigure.available ? `${Math.round(liteFigure.perSecond ?? 0)} accepted/s (${liteFigure.accepted} accepted, rejected ${JSON.stringify(liteFigure.rejected)}, errors ${liteFigure.errors}; server RSS peak ${fmt(liteFigure.rssPeakMb)} MB)` : liteFigure.note}`);
    report.registrations = { postgres: pgFigure, pglite: liteFigure };
  }

  // --- 5: the slot engine, a pure function (no server, no database).
  if (wants('slots')) {
    const figure = runSlots();
    log(`\n5. Slots for ${SLOT_DAYS} days with ${SLOT_BOOKINGS} bookings: median ${figure.medianMs.toFixed(2)} ms, p90 ${figure.p90Ms.toFixed(2)} ms (${figure.slots} slots, ${figure.runs} runs)`);
    report.slots = figure;
  }

  // --- 6: signed-in pages, on a fresh PostgreSQL database when there is one (as in production), else PGlite.
  if (wants('members')) {
    log(`\n6. Signed-in pages: autocannon, 50 connections, ${durationS} s per page, each request with its session's cookie`);
    let db: FreshDatabase | undefined;
    if (postgres.url) {
      db = await freshDatabase(postgres.url);
      databases.push(db);
    }
    // The baseline of this section: bare Fastify, warmed, then measured as long as each page.
    const hello = await bareFastify();
    let baselineRps: number | undefined;
    try {
      await load(hello.url, 2);
      baselineRps = (await load(hello.url, durationS)).requests.average;
      log(`  bare Fastify: ${Math.round(baselineRps)} req/s`);
    } finally {
      await stop(hello);
    }
    const s = await site(db?.url, membersSiteEnv);
    try {
      const rows = await runMembers(s, durationS, (x) =>
        log(`  ${x.name}: ${Math.round(x.rps)} req/s (${baselineRps ? (x.rps / baselineRps).toFixed(3) : '–'}x bare Fastify), p99 ${x.p99Ms} ms (non-2xx ${x.non2xx}), ${fmt(x.cpuUsPerRequest)} µs CPU/req, RSS peak ${fmt(x.rssPeakMb)} MB, ${Math.round(x.bytes)} B`),
      );
      report.members = { rows, database: db ? 'PostgreSQL (a fresh database, sample content seeded)' : 'PGlite (a fresh data directory, sample content seeded)', baselineRps };
    } finally {
      await stop(s);
    }
  }

  // --- 4: confirmed payments on a fresh PostgreSQL database, Razorpay played by the local stand-in.
  if (wants('payments')) {
    log(`\n4. Payments: ${20} concurrent buyers, ${durationS} s on PostgreSQL (Razorpay stand-in)`);
    let figure: PaymentFigure = { available: false, note: `not available: ${postgres.note}` };
    if (postgres.url) {
      const rzp = await startRazorpayStandIn();
      const db = await freshDatabase(postgres.url);
      databases.push(db);
      const s = await site(db.url, { TRUST_PROXY: 'true', LOG_LEVEL: 'error', ADMIN_NOTIFY_EMAIL: 'founder@bench.example', ...rzp.env });
      const rss = sampleRss(s.pid);
      try {
        figure = { ...(await runPayments(s, rzp, durationS)), rssPeakMb: rss.stop().peakMb };
      } finally {
        await stop(s);
        await rzp.close();
      }
    }
    log(`  PostgreSQL: ${figure.available ? `${Math.round(figure.perSecond ?? 0)} confirmed/s (${figure.confirmed} confirmed, not confirmed ${JSON.stringify(figure.failed)}, errors ${figure.errors}, p99 ${figure.p99Ms} ms; server RSS peak ${fmt(figure.rssPeakMb)} MB)` : figure.note}`);
    report.payments = figure;
  }

  await cleanUp();
  report.durationS = (Date.now() - started) / 1000;
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  // The latest run only: the earlier ones are in git's history.
  for (const old of readdirSync(dir)) rmSync(path.join(dir, old), { force: true });
  const file = path.join(dir, `${report.date}.md`);
  writeFileSync(file, markdown(report));
  writeFileSync(path.join(dir, `${report.date}.json`), JSON.stringify(report, null, 2));
  log(`\nSummary (${Math.round(report.durationS)} s; ${path.relative(root, file)}):\n${consoleSummary(report)}`);
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.stack : err);
  await cleanUp();
  process.exit(1);
});
