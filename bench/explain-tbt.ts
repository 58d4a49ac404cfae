/**
 * `npm run bench:explain-tbt -- /gu/events [/hi …]`: why a page's total blocking time (TBT) is what
 * Lighthouse says, task by task. A diagnosis, not a measure: `npm run bench` gives the figures.
 *
 * Lighthouse's mobile run does not slow the browser down; it records a trace at full speed and
 * replays it in Lantern, a simulation of a slow phone on a slow network (each main-thread task four
 * times as long). For each run this prints Lantern's own timings of that replay:
 * - the first contentful paint (FCP) it estimates, from a graph that holds only the HTML, the
 *   stylesheet and the *first* parse, layout and paint tasks (marked `F`);
 * - every network request and main-thread task of the full replay (the pessimistic one of the two
 *   whose mean is the TBT reported) up to a little after that estimate, in simulated milliseconds,
 *   with the trace's own time and duration of each task and what took most of it. TBT counts, of each task longer than 50 ms, the part past the estimate
 *   beyond 50 ms: a task not marked `F` that runs before the paint's task pushes that task past the
 *   estimate (docs/decisions/0030; the notes of bench/results/2026-11-28-15.md).
 *
 * Each run as the bench's (bench/lighthouse.ts's runOnce: a Chromium of its own, the page's
 * language at its address). Settings (environment): BENCH_URL, a running site (else the production
 * build is started on a fresh embedded database, as `npm run bench` does); RUNS per page (default
 * 1); WINDOW_MS, how far past the estimated first paint tasks are listed (default 400; the TBT
 * counts every task up to the time to interactive); CHROME_PATH. A task's `blocks` is what it adds
 * to the pessimistic estimate: its simulated time past the estimated first paint, beyond 50 ms.
 */
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { splitLanguage } from '../src/shared/language-address.ts';
import { renderFirst, runOnce } from './lighthouse.ts';
import { withSite } from './lib/site.ts';

/** The parts of Lantern's graph nodes and timings this reads (Lighthouse ships no types for them). */
interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}
interface GraphNode {
  id: string;
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; priority: string };
  childEvents?: TraceEvent[];
}
interface Timing {
  startTime: number;
  endTime: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, Timing>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const windowMs = Number(process.env.WINDOW_MS ?? 400);
if (!pages.length) {
  console.error('Usage: npm run bench:explain-tbt -- /gu/events [/hi …]');
  process.exit(2);
}

/** The last part of a script's address (`events`, `frame-….js`), or the name Lighthouse gave its own. */
const fileOf = (url: string) => url.replace(/[?#].*$/, '').split('/').pop() || '/';

/** A request's path, or for a `data:` address (the browser's own icons of a date field) its type. */
function addressOf(url: string): string {
  const { protocol, pathname } = new URL(url);
  return protocol === 'data:' ? `data:${pathname.split(/[;,]/)[0]}` : pathname;
}

/** What took most of a task: its longest events, with the file of a script's. */
function heaviest(events: TraceEvent[] = []): string {
  return events
    .filter((e) => (e.dur ?? 0) > 800)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 5)
    .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}${e.args?.data?.url ? ` (${fileOf(e.args.data.url)})` : ''}`)
    .join(', ');
}

type Artifacts = Parameters<typeof Audit.makeMetricComputationDataInput>[0] & { settings: unknown; Trace: { traceEvents: TraceEvent[] } };
type AuditContext = Parameters<typeof Audit.makeMetricComputationDataInput>[1];

async function explain(base: string, page: string, run: number) {
  const result = await runOnce(base + page, splitLanguage(page).lang ?? 'en', ['performance']);
  // Lighthouse's own computed artifacts, on this run's artifacts: the same numbers as its report.
  const artifacts = result.artifacts as unknown as Artifacts;
  const context = { computedCache: new Map(), settings: artifacts.settings, options: {} } as unknown as AuditContext;
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as unknown as LanternResult;
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as unknown as LanternResult;
  const navigation = artifacts.Trace.traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  const t0 = navigation?.ts ?? 0;
  const inFcpGraph = new Set([...fcp.optimisticEstimate.nodeTimings.keys()].map((n) => n.id));
  const fcpMs = fcp.optimisticEstimate.timeInMs;
  console.log(
    `${page} run ${run + 1}: TBT ${tbt.timing.toFixed(0)} ms (optimistic ${tbt.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${tbt.pessimisticEstimate.timeInMs.toFixed(0)}), estimated FCP ${fcpMs.toFixed(0)} ms`,
  );
  const rows = [...tbt.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node, timing]) => timing.startTime < fcpMs + windowMs && (node.type === 'network' || timing.endTime - timing.startTime > 12))
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const when = `${timing.startTime.toFixed(0).padStart(5)}-${timing.endTime.toFixed(0).padEnd(5)}`;
    const duration = timing.endTime - timing.startTime;
    const blocks = Math.max(0, timing.endTime - Math.max(timing.startTime, fcpMs) - 50);
    const what =
      node.type === 'network'
        ? `request ${addressOf(node.request!.url)} (${node.request!.priority})`
        : `task at ${((node.startTime - t0) / 1000).toFixed(0)} ms, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms${duration > 50 && blocks > 0 ? ` (blocks ${blocks.toFixed(0)})` : ''}: ${heaviest(node.childEvents)}`;
    console.log(`  ${inFcpGraph.has(node.id) ? 'F' : ' '} ${when} ${what}`);
  }
}

await withSite('explain-tbt', async (base) => {
  for (const page of pages) {
    await renderFirst(base + page, splitLanguage(page).lang ?? 'en');
    for (let run = 0; run < runs; run++) await explain(base, page, run);
  }
});
