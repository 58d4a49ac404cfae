/**
 * Real-session CLS (issue 21, item 4): a layout-shift observer over a whole load in Debian's
 * Chromium, at a phone's width, with every font held back (FONT_DELAY ms, default 1500) as on a slow
 * network, so that the text is laid out first without the site's fonts and again if they are swapped
 * in when they arrive. Lighthouse's single load rarely sees that.
 *
 * A first page asks for no font (src/client/lib/site-fonts.tsx), so every page is loaded as by a
 * returning visitor whose browser says it holds the faces of all three languages but lost them from
 * its cache: the page names the site's faces and waits for them, the worst case for shifts.
 *
 * `npm run bench` runs it on every public route in Hindi and Gujarati (section 1b); run alone, it
 * prints each page's total and each shift's sources (element, text, rectangles before and after):
 *
 *   npm run build && npx tsx bench/real-session-cls.ts [/gu/events,/hi/events,/gu,/hi]
 *
 * Run alone, it serves the built site on a fresh PGlite data directory (bench/lib/site.ts).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_FONTS_COOKIE } from '../src/shared/constants.ts';
import { launchChromium, PHONE_SCREEN } from './lib/chromium.ts';
import { startSite } from './lib/site.ts';

export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** CLS as browsers define it: the largest session window (shifts less than 1 s apart, at most 5 s long). */
function cls(shifts: Shift[]): number {
  let largest = 0;
  let window = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.at - last >= 1000 || s.at - start >= 5000) {
      window = 0;
      start = s.at;
    }
    window += s.value;
    last = s.at;
    largest = Math.max(largest, window);
  }
  return largest;
}

export const FONT_DELAY_MS = Number(process.env.FONT_DELAY ?? 1500);

export interface ClsRow {
  page: string;
  /** The largest session window, as browsers report CLS. */
  cls: number;
  /** Every shift of the load added up. */
  total: number;
  shifts: Shift[];
  error?: string;
}

/** Loads each page (a path with its language prefix) in a new browser context and adds up its shifts. */
export async function measureRealSessionCls(baseUrl: string, pages: readonly string[], onRow: (row: ClsRow) => void = () => undefined): Promise<ClsRow[]> {
  const browser = await launchChromium();
  const rows: ClsRow[] = [];
  try {
    for (const url of pages) {
      const context = await browser.newContext(PHONE_SCREEN);
      try {
        const page = await context.newPage();
        await page.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
          await route.continue();
        });
        // The faces as held (lib/site-fonts.tsx's cookie): the server names them in the page.
        await context.addCookies([{ name: SITE_FONTS_COOKIE, value: 'en.hi.gu', url: baseUrl }]);
        // No named function inside: tsx would wrap it in a helper the page does not have.
        await page.addInitScript(() => {
          const shifts: Array<{ value: number; at: number; sources: string[] }> = [];
          Object.assign(window, { __shifts: shifts });
          type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as LayoutShift[]) {
              if (entry.hadRecentInput) continue;
              shifts.push({
                value: entry.value,
                at: Math.round(entry.startTime),
                sources: (entry.sources ?? []).map((s) => {
                  const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                  const classes = typeof el?.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
                  const [a, b] = [s.previousRect, s.currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`);
                  return `${el?.tagName.toLowerCase()}.${classes} "${(el?.textContent ?? '').trim().slice(0, 30)}" ${a} → ${b}`;
                }),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(baseUrl + url, { waitUntil: 'load' });
        await page.waitForTimeout(FONT_DELAY_MS + 1500);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
        rows.push({ page: url, cls: cls(shifts), total: shifts.reduce((sum, s) => sum + s.value, 0), shifts });
      } catch (err) {
        rows.push({ page: url, cls: NaN, total: NaN, shifts: [], error: err instanceof Error ? err.message : String(err) });
      } finally {
        await context.close();
      }
      onRow(rows.at(-1)!);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const pages = (process.argv[2] ?? '/gu/events,/hi/events,/gu,/hi').split(',');
  const site = await startSite({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-cls-')) });
  try {
    await measureRealSessionCls(site.url, pages, (row) => {
      if (row.error) return console.log(`${row.page}: error: ${row.error}`);
      console.log(`${row.page}: CLS ${row.cls.toFixed(3)}, all shifts ${row.total.toFixed(3)} (fonts held back ${FONT_DELAY_MS} ms)`);
      for (const s of row.shifts) {
        console.log(`  ${s.value.toFixed(4)} at ${s.at} ms`);
        for (const source of s.sources) console.log(`    ${source}`);
      }
    });
  } finally {
    await site.stop();
  }
}
