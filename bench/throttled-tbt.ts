/**
 * `BENCH_URL=http://127.0.0.1:3999 npm run bench:throttled-tbt -- /gu/about [/about …]`: a page's
 * total blocking time (TBT) both ways Lighthouse has of playing a slow phone, run by run in turn. A
 * diagnosis, not a measure: `npm run bench` gives the figures, by Lighthouse's default.
 *
 * - `simulate`, the default (the bench's, the CLI's): the page loads at full speed and Lantern
 *   replays the trace as a phone four times slower on a slow 4G network.
 * - `devtools`: the browser itself is slowed (CPU four times, the same network), and Lighthouse
 *   measures what happens.
 *
 * For each run it prints both TBTs, the first contentful paint of the slowed run and its long tasks
 * (start + length, ms). On this class of machine the Hindi and Gujarati pages' first layout is a long
 * task that ends at the first paint when the browser is slowed, and counts as blocking time in the
 * replay only when the replay's first-paint estimate comes before it (the notes of
 * bench/results/2026-11-29-12.md). Settings (environment): BENCH_URL, a running site (else the
 * production build on a fresh embedded database, as `npm run bench:explain-tbt`); ROUNDS (default 3);
 * CHROME_PATH.
 */
import { splitLanguage } from '../src/shared/language-address.ts';
import { renderFirst, runOnce } from './lighthouse.ts';
import { withSite } from './lib/site.ts';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const rounds = Math.max(1, Number(process.env.ROUNDS ?? 3));
if (!pages.length) {
  console.error('Usage: BENCH_URL=http://127.0.0.1:3999 npm run bench:throttled-tbt -- /gu/about [/about …]');
  process.exit(2);
}

interface LongTask {
  startTime: number;
  duration: number;
}

const ms = (n: number) => n.toFixed(0);

await withSite('throttled-tbt', async (base) => {
  for (const page of pages) await renderFirst(base + page, splitLanguage(page).lang ?? 'en');
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      const lang = splitLanguage(page).lang ?? 'en';
      // Each way first in every other round, so that neither always meets the machine first.
      const ways = round % 2 ? (['devtools', 'simulate'] as const) : (['simulate', 'devtools'] as const);
      const tbt: Record<string, number> = {};
      let slowed = '';
      for (const way of ways) {
        const { lhr } = await runOnce(base + page, lang, ['performance'], way);
        tbt[way] = lhr.audits['total-blocking-time'].numericValue ?? NaN;
        if (way === 'devtools') {
          const tasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []).sort((a, b) => a.startTime - b.startTime);
          slowed = `FCP ${ms(lhr.audits['first-contentful-paint'].numericValue ?? NaN)} ms, long tasks ${tasks.map((t) => `${ms(t.startTime)}+${ms(t.duration)}`).join(' ') || 'none'}`;
        }
      }
      console.log(`${page} round ${round + 1}: TBT replayed ${ms(tbt.simulate)} ms, slowed down ${ms(tbt.devtools)} ms (${slowed})`);
    }
  }
});
