/**
 * Accessibility of the public website: axe-core finds no serious or critical violation on any public
 * page in English, Hindi or Gujarati. One pass per page and language: English on a desktop, Hindi and
 * Gujarati on a phone (the layout changes with the width, not with the language, and both widths are
 * covered); the phone's drawer and a toast once more, open.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, DESKTOP, hasChromium, launchBrowser, newPage, PHONE } from './support/browser.ts';

const PUBLIC_PAGES = ['/', '/about', '/services', '/events', '/contact', '/privacy-policy', '/refund-policy', '/services?category=healing', '/events?type=workshop'];
const LANGS = [
  ['en', 'desktop', DESKTOP],
  ['hi', 'phone', PHONE],
  ['gu', 'phone', PHONE],
] as const;

describe.skipIf(!hasChromium)('accessibility of the public pages (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe.each(LANGS)('in %s', (lang, viewportName, viewport) => {
    it(`has no serious or critical violation on any public page (${viewportName})`, async () => {
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

  it("keeps the drawer and a refused form's messages accessible on a phone", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/contact');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('error-summary').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('open-drawer').click();
    await page.getByTestId('mobile-drawer').waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
