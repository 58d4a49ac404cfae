/**
 * Section 1: Lighthouse's mobile run (slow 4G and a mid-range phone's CPU) on every public route, in
 * the visitor's language (at its address, `/hi/…`, and the `i18nextLng` cookie), in Debian's
 * Chromium, with the browser really slowed down (`throttlingMethod: 'devtools'`: the figures that
 * count, issue 47), and beside it Lighthouse's default (`simulate`: a load at full speed replayed as
 * a slow phone) score. Beside the scores: the JavaScript and CSS the page actually requested,
 * counted as gzip bytes of those built files.
 *
 * As a first-time visitor (issue 21): every run in a Chromium of its own with a new profile, as the
 * Lighthouse CLI does. Each page is measured `runs` times and reported by its median run, picked by
 * Lighthouse's own `computeMedianRun` (the run nearest the median FCP and time to interactive), as
 * Lighthouse's documentation on variability advises; the other runs' scores stand beside it. On two
 * cores a run's blocking time swings by hundreds of milliseconds: the browser, the server and
 * Lighthouse share them, and Lighthouse multiplies the main thread's wall time by four.
 *
 * The machine's share of that (runBaseline): the same runs of a minimal HTML page (a heading and a
 * paragraph, no script, no style) from the bare Fastify of the throughput section. Its blocking time
 * is the browser's own work on this machine, which no page can go below; beside it, Lighthouse's
 * `benchmarkIndex` of each run, its measure of the machine's speed (machines of one class here have
 * given the same pages 0-70 ms of TBT on one and 800-1,700 ms on another).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's helper for picking the median of several runs (its docs/variability.md).
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { localizePath } from '../src/shared/language-address.ts';
import { clientBuildDir } from './lib/site.ts';

export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/events',
  '/contact',
  '/privacy-policy',
  '/refund-policy',
  '/personal-consultancy',
  '/webinar-registration',
  '/event-registration',
  '/register',
] as const;

export type Lang = 'en' | 'hi' | 'gu';

export interface LighthouseRow {
  route: string;
  lang: Lang;
  performance?: number;
  accessibility?: number;
  seo?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  fcpMs?: number;
  jsGzipBytes?: number;
  cssGzipBytes?: number;
  jsFiles?: number;
  /** The performance score of Lighthouse's default throttling (`simulate`), median run: reported, not a target. */
  simulatePerformance?: number;
  /** Every run's performance score and TBT, the reported (median) run's among them. */
  runs?: Array<{ performance?: number; tbtMs?: number; lcpMs?: number }>;
  /** Lighthouse's measure of the machine's speed in the median run (environment.benchmarkIndex). */
  benchmarkIndex?: number;
  error?: string;
}

export const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/**
 * The time zone of the browser's clock: the practice's visitors are in India (BENCH_TIMEZONE
 * chooses another). It decides one thing on the public pages: a reading page that shows an event's
 * time adds the visitor's own time on a clock not on IST.
 */
export const CHROME_TIMEZONE = process.env.BENCH_TIMEZONE || 'Asia/Kolkata';

const gzipCache = new Map<string, number>();

/** Gzip size of a built file: its precompressed .gz (level 9, as served) or gzip -9 now. */
export function gzipBytesOfBuiltFile(urlPath: string): number | undefined {
  const file = path.join(clientBuildDir, decodeURIComponent(urlPath));
  if (!file.startsWith(clientBuildDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : zlib.gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
}

/** Which planned runs: every route in English, and in Hindi and Gujarati all or `subset` of them. */
export function lighthousePlan(mode: 'full' | 'subset', subset: readonly string[]): Array<{ route: string; lang: Lang }> {
  const plan: Array<{ route: string; lang: Lang }> = PUBLIC_ROUTES.map((route) => ({ route, lang: 'en' as Lang }));
  for (const lang of ['hi', 'gu'] as const) {
    for (const route of PUBLIC_ROUTES) if (mode === 'full' || subset.includes(route)) plan.push({ route, lang });
  }
  return plan;
}

export type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Lhr = RunnerResult['lhr'];

/**
 * One Lighthouse run (performance, accessibility, SEO, or `categories`) in a Chromium of its own (a
 * fresh profile: nothing cached, as a first visit), with its artifacts (the trace). `throttling`:
 * Lighthouse's default, `simulate` (a load at full speed, replayed as a slow phone), or `devtools`
 * (the browser itself slowed to that phone).
 */
export async function runOnce(
  url: string,
  lang: Lang,
  categories = ['performance', 'accessibility', 'seo'],
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<RunnerResult> {
  // Chromium now and then fails to record a trace (NO_NAVSTART, NO_FCP): that run is tried once more.
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', envVars: { ...process.env, TZ: CHROME_TIMEZONE } });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        extraHeaders: { Cookie: `i18nextLng=${lang}` },
        throttlingMethod: throttling,
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      if (!result.lhr.runtimeError) return result;
      if (attempt === 2) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    } catch (err) {
      if (attempt === 2) throw err;
    } finally {
      chrome.kill();
    }
  }
}

const score = (lhr: Lhr, id: string) => {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? undefined : Math.round(s * 100);
};

/** As on a site with visitors: the page rendered (and kept by the page cache) before a measured visit. */
export const renderFirst = (url: string, lang: Lang) =>
  fetch(url, { headers: { cookie: `i18nextLng=${lang}`, 'accept-encoding': 'br, gzip' } }).then((r) => r.arrayBuffer());

export async function runLighthouse(
  baseUrl: string,
  plan: Array<{ route: string; lang: Lang }>,
  onRow: (row: LighthouseRow, index: number) => void = () => undefined,
  runs = 3,
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const [index, { route, lang }] of plan.entries()) {
    // Each language at its own address (ADR 0019): no redirect in what is measured.
    const url = baseUrl + localizePath(route, lang);
    const row = await auditPage(url, route, lang, runs, () => renderFirst(url, lang));
    rows.push(row);
    onRow(row, index);
  }
  return rows;
}

/** The machine's floor: the same runs of a minimal page from bare Fastify (bench/hello.ts, `/page`). */
export function runBaseline(helloUrl: string, runs = 3): Promise<LighthouseRow> {
  return auditPage(`${helloUrl}/page`, '/page (a minimal page, bare Fastify)', 'en', runs);
}

/**
 * `runs` Lighthouse runs of one page with devtools throttling, reported by the median run, and as
 * many with `simulate` for its score beside; `warm` is done first.
 */
async function auditPage(url: string, route: string, lang: Lang, runs: number, warm?: () => Promise<unknown>): Promise<LighthouseRow> {
  const row: LighthouseRow = { route, lang };
  const origin = new URL(url).origin;
  try {
    await warm?.();
    const lhrs: Lhr[] = [];
    for (let run = 0; run < runs; run++) lhrs.push((await runOnce(url, lang, undefined, 'devtools')).lhr);
    const simulated: Lhr[] = [];
    for (let run = 0; run < runs; run++) simulated.push((await runOnce(url, lang, ['performance'], 'simulate')).lhr);
    row.simulatePerformance = score(computeMedianRun(simulated), 'performance');
    const lhr = computeMedianRun(lhrs);
    const numeric = (id: string) => lhr.audits[id]?.numericValue;
    row.performance = score(lhr, 'performance');
    row.accessibility = score(lhr, 'accessibility');
    row.seo = score(lhr, 'seo');
    row.lcpMs = numeric('largest-contentful-paint');
    row.cls = numeric('cumulative-layout-shift');
    row.tbtMs = numeric('total-blocking-time');
    row.fcpMs = numeric('first-contentful-paint');
    row.benchmarkIndex = lhr.environment?.benchmarkIndex;
    row.runs = lhrs.map((x) => ({ performance: score(x, 'performance'), tbtMs: x.audits['total-blocking-time']?.numericValue, lcpMs: x.audits['largest-contentful-paint']?.numericValue }));
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((i) => i.url.startsWith(origin));
    let js = 0;
    let css = 0;
    let jsFiles = 0;
    const seen = new Set<string>();
    for (const item of items) {
      const { pathname } = new URL(item.url);
      if (seen.has(pathname)) continue;
      seen.add(pathname);
      const isJs = item.resourceType === 'Script' || /\.m?js$/.test(pathname);
      const isCss = item.resourceType === 'Stylesheet' || pathname.endsWith('.css');
      if (!isJs && !isCss) continue;
      const size = gzipBytesOfBuiltFile(pathname);
      if (size === undefined) continue;
      if (isJs) {
        js += size;
        jsFiles++;
      } else css += size;
    }
    row.jsGzipBytes = js;
    row.cssGzipBytes = css;
    row.jsFiles = jsFiles;
  } catch (err) {
    row.error = err instanceof Error ? err.message : String(err);
  }
  return row;
}
