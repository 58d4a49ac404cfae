/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). Without Chromium the
 * browser tests say so and skip, except in CI (CI=true), where that is a failure.
 *
 * Debian's headless shell when it is installed (package chromium-headless-shell: the same Chromium,
 * Blink and V8 of the same version, built without the browser's window and display code; what
 * Playwright itself runs for headless tests). On two cores the full browser's display compositor and
 * browser process took as much CPU as the page: a page load took twice as long, and so did the suite
 * (e2e 10 min 25 s with the full browser, 5 min 39 s with the shell, same build and machine).
 * CHROMIUM_PATH chooses another binary; the bench's Lighthouse runs the full browser (bench/lighthouse.ts).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Language } from '../../src/shared/constants.ts';
import { languageOfAddress } from '../../src/shared/language-address.ts';

const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((file) => existsSync(file)) ?? DEBIAN_CHROMIUMS[0];
export const hasChromium = existsSync(CHROMIUM_PATH);

const INSTALL = 'apt-get install -y chromium-headless-shell (or chromium)';
if (!hasChromium) {
  if (process.env.CI === 'true') throw new Error(`Chromium not found at ${CHROMIUM_PATH}: CI must install it (${INSTALL}).`);
  console.warn(`Chromium not found at ${CHROMIUM_PATH}: browser tests are skipped. Install it with: ${INSTALL}`);
}

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * A page of its own, whose uncaught errors are collected. Its goto returns at the load event, as
 * Playwright's does: a test acts on the page as a visitor does, without waiting for anything more.
 */
export async function newPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  Object.assign(page, { errors });
  return { context, page };
}

/** True when the page can be scrolled sideways (content wider than the viewport). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

declare module 'playwright-core' {
  interface Page {
    /** Uncaught errors of the page, collected by newPage(). */
    errors?: string[];
  }
}

/**
 * Chooses a language on a public page with the bar's switch (a disclosure of links:
 * language-switcher.tsx), as a visitor does, and waits for the page's address in it (the strings
 * change first, the address after).
 */
export async function chooseLanguage(page: Page, code: Language): Promise<void> {
  const switcher = page.locator('nav [data-testid=language-switcher]');
  await switcher.locator('summary').click();
  await switcher.locator(`a[hreflang=${code}]`).click();
  await page.waitForURL((url) => languageOfAddress(url.pathname, 'en') === code);
}
