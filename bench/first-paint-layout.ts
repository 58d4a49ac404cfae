/**
 * `BENCH_URL=http://127.0.0.1:3999 npm run bench:first-paint-layout -- /gu/events [/events …]`: how
 * long the browser's style and layout take before a page's first contentful paint, without
 * Lighthouse. A diagnosis, not a measure (`npm run bench` gives the figures).
 *
 * Lighthouse's replay counts the task that lays out the first screen twice (bench/explain-tbt.ts),
 * and its blocking time moves by hundreds of milliseconds from run to run on a 2-core machine; this
 * reads the same work from a trace with no debugger attached, a fresh Chromium for each load (as a
 * first visit) at Lighthouse's phone size, and prints the median of RUNS loads (default 5) with
 * every load's figure. Compare two versions of a page by serving them side by side and measuring
 * them in turn (the notes of bench/results/2026-11-28-16.md and -17.md).
 */
import { launchChromium, PHONE_SCREEN } from './lib/chromium.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

const base = process.env.BENCH_URL?.replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (!base || !pages.length) {
  console.error('Usage: BENCH_URL=http://127.0.0.1:3999 npm run bench:first-paint-layout -- /gu/events [/events …]');
  process.exit(2);
}

const LAYOUT_EVENTS = new Set(['Layout', 'UpdateLayoutTree']);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds of style and layout on the page's main thread before its first contentful paint. */
async function layoutBeforeFirstPaint(url: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...PHONE_SCREEN, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,loading,blink.user_timing', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // The trace's paint event is written a moment after the page reports its paint.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.waitForTimeout(300);
    await cdp.send('Tracing.end');
    await complete;
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    return events
      .filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.ts < paint.ts && LAYOUT_EVENTS.has(e.name))
      .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  } finally {
    await browser.close();
  }
}

for (const page of pages) {
  const each: number[] = [];
  for (let run = 0; run < runs; run++) each.push(await layoutBeforeFirstPaint(base + page));
  console.log(`${page}: ${median(each).toFixed(1)} ms of style and layout before the first paint (median of ${runs}: ${each.map((ms) => ms.toFixed(0)).join(' ')})`);
}
