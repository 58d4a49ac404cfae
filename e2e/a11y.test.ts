/**
 * Accessibility of the public website: axe-core finds no serious or critical violation on any public
 * page in English, Hindi or Gujarati, on a phone and on a desktop.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, hasChromium, launchBrowser, newPage, PHONE } from './support/browser.ts';

const PUBLIC_PAGES = ['/', '/about', '/services', '/events', '/contact', '/privacy-policy', '/refund-policy', '/services?category=healing', '/events?type=workshop'];
const LANGS = ['en', 'hi', 'gu'] as const;

// The page's CSP forbids injected <script> tags; evaluating the source through the browser's
// debugging protocol is not subject to it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe.skipIf(!hasChromium)('accessibility of the public pages (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe.each(LANGS)('in %s', (lang) => {
    it.each([
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const)('has no serious or critical violation on any public page (%s)', async (_name, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await context.addCookies([{ name: 'i18nextLng', value: lang, url: baseUrl() }]);
      await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
      const found: Record<string, string[]> = {};
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    });
  });

  it('keeps the drawer and an open toast accessible on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/contact');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('toast').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('open-drawer').click();
    await page.getByTestId('mobile-drawer').waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
