/**
 * `BENCH_URL=http://127.0.0.1:3999 npm run bench:first-paint-layout -- /gu/events [/events …]`: how
 * long the browser's style and layout take before a page's first contentful paint, without
 * Lighthouse. A diagnosis, not a measure (`npm run bench` gives the figures).
 *
 * Lighthouse's replay counts the task that lays out the first screen twice (bench/explain-tbt.ts),
 * and its blocking time moves by hundreds of milliseconds from run to run on a 2-core machine; this
 * reads the same work from a trace with no debugger attached, a fresh Chromium for each load (as a
 * first visit) at Lighthouse's phone size, and prints the median of RUNS loads (default 5) with
 * every load's figure, and beside it the main thread's own CPU time in that work (the trace's
 * `tdur`): on a 2-core machine the wall time is mostly waiting, for a core and for the browser
 * process's answers, and the CPU time moves far less from load to load, so it is the figure to
 * compare two versions of a page by (bench/results/2026-11-29-11.md, notes). Serve them side by
 * side and measure them in turn (the notes of bench/results/2026-11-28-16.md and -17.md).
 *
 * It also prints how much of that time went to finding fonts (Blink's `FontCache` lookups of a face
 * for a family, size and weight, and of a fallback face for a character the page's faces lack) and
 * how many font strikes (a face at one size and weight) Chromium on Linux asked its browser process
 * to describe, one synchronous call each (`GetWebFontRenderStyleForStrike`). Chromium makes that
 * call on Linux, not on Android; the count, unlike the time, is the same from load to load. A page
 * with more sizes and weights in the part it lays out first (about two and a half screens) makes more
 * of them: about one for each in English, and on a machine without faces for Devanagari or Gujarati
 * two in Hindi and four in Gujarati (the notes of bench/results/2026-11-29-3.md).
 */
import { launchChromium, PHONE_SCREEN } from './lib/chromium.ts';
import { median } from './lib/median.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (microseconds), without the time it waited for a core. */
  tdur?: number;
}

const base = process.env.BENCH_URL?.replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (!base || !pages.length) {
  console.error('Usage: BENCH_URL=http://127.0.0.1:3999 npm run bench:first-paint-layout -- /gu/events [/events …]');
  process.exit(2);
}

const LAYOUT_EVENTS = new Set(['Layout', 'UpdateLayoutTree']);
/** Blink's outermost font lookups (a face for a description; a fallback face for a character). */
const FONT_EVENTS = new Set(['FontCache::GetFontPlatformData', 'FontCache::FallbackFontForCharacter']);
const STRIKE_EVENT = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';

/**
 * Milliseconds of the named events on one thread, an event inside another of them counted once: their
 * wall time (`dur`), or with `cpu` the thread's own CPU time in them (`tdur`).
 */
function outermostMs(events: TraceEvent[], names: Set<string>, cpu = false): number {
  let sum = 0;
  let end = -Infinity;
  for (const e of events.filter((e) => names.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    sum += ((cpu ? e.tdur : e.dur) ?? 0) / 1000;
    end = e.ts + (e.dur ?? 0);
  }
  return sum;
}

interface Load {
  /** Milliseconds of style and layout before the first contentful paint. */
  layout: number;
  /** Of those, the main thread's own CPU time: the same work without the waits for a core. */
  layoutCpu: number;
  /** Of those, the milliseconds spent finding fonts. */
  fonts: number;
  /** Font strikes described by the browser process before that paint (Chromium on Linux). */
  strikes: number;
}

/** The style and layout on the page's main thread before its first contentful paint, and its fonts. */
async function layoutBeforeFirstPaint(url: string): Promise<Load> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...PHONE_SCREEN, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,loading,blink.user_timing,fonts', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // The trace's paint event is written a moment after the page reports its paint.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.waitForTimeout(300);
    await cdp.send('Tracing.end');
    await complete;
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    const before = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.ts < paint.ts);
    return { layout: outermostMs(before, LAYOUT_EVENTS), layoutCpu: outermostMs(before, LAYOUT_EVENTS, true), fonts: outermostMs(before, FONT_EVENTS), strikes: before.filter((e) => e.name === STRIKE_EVENT).length };
  } finally {
    await browser.close();
  }
}

for (const page of pages) {
  const each: Load[] = [];
  for (let run = 0; run < runs; run++) each.push(await layoutBeforeFirstPaint(base + page));
  const layouts = each.map((load) => load.layout);
  const cpu = each.map((load) => load.layoutCpu);
  console.log(
    `${page}: ${median(layouts).toFixed(1)} ms of style and layout before the first paint (median of ${runs}: ${layouts.map((ms) => ms.toFixed(0)).join(' ')}), ` +
      `${median(cpu).toFixed(1)} ms of the thread's CPU (${cpu.map((ms) => ms.toFixed(0)).join(' ')}); ` +
      `finding fonts ${median(each.map((load) => load.fonts)).toFixed(1)} ms of it, ${median(each.map((load) => load.strikes))} font strikes`,
  );
}
