/**
 * Section 1c: the JavaScript a visitor downloads to use a public page (issue 47, section 3): each
 * page opened in a new context of one Chromium at a phone's size, loaded, then tapped once (its
 * first form field, or the menu button on a page without a form) and left until its network is
 * quiet; counted: the gzip bytes of the site's built JS files it asked for. Razorpay's own script
 * is not the site's and is not counted.
 */
import { gzipBytesOfBuiltFile } from './lighthouse.ts';
import { launchChromium, PHONE_SCREEN } from './lib/chromium.ts';

export interface PageJsRow {
  page: string;
  jsGzipBytes?: number;
  files?: number;
  error?: string;
}

/** A first tap: the first field one sees of the page's first form, else the menu button. */
const FIRST_FIELD = 'main form :is(input, select, textarea):visible:not(.sr-only)';

export async function measurePageJs(baseUrl: string, pages: readonly string[], onRow: (row: PageJsRow) => void = () => undefined): Promise<PageJsRow[]> {
  const browser = await launchChromium();
  const rows: PageJsRow[] = [];
  try {
    for (const path of pages) {
      const row: PageJsRow = { page: path };
      const context = await browser.newContext({ ...PHONE_SCREEN, hasTouch: true, isMobile: true });
      try {
        const page = await context.newPage();
        const scripts = new Set<string>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === new URL(baseUrl).origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
        });
        await page.goto(baseUrl + path, { waitUntil: 'load' });
        const field = page.locator(FIRST_FIELD).first();
        if (await field.count()) {
          // In the middle of the screen, clear of the sticky bar.
          await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await field.tap();
        }
        else await page.getByTestId('open-drawer').tap();
        await page.waitForLoadState('networkidle');
        row.files = scripts.size;
        row.jsGzipBytes = [...scripts].reduce((sum, file) => sum + (gzipBytesOfBuiltFile(file) ?? 0), 0);
      } catch (err) {
        row.error = err instanceof Error ? err.message : String(err);
      } finally {
        await context.close();
      }
      rows.push(row);
      onRow(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
