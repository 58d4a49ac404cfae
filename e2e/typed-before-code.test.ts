/**
 * Nothing a visitor types before the page's code has run is lost when it runs (issue 47): the page's
 * scripts are held back (as on a slow phone) while the visitor fills in a registration form, then
 * let through; once the page has hydrated, every field still holds what was typed.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, PHONE } from './support/browser.ts';
import { uniqueEmail } from './support/catalogue.ts';

/** A phone whose page's scripts wait until `release()`, which returns once React has hydrated the page. */
async function slowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page; release: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  Object.assign(page, { errors });
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const release = async () => {
    open();
    // React has taken over the server's document, and its first effects have run.
    await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  };
  return { context, page, release };
}

describe.skipIf(!hasChromium)('typing before the page has hydrated', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['/register?type=webinar', '#reg-fullName', '#reg-email'],
    ['/event-registration', '#ev-fullName', '#ev-email'],
  ])('keeps what was typed into the form of %s', async (path, name, email) => {
    const { context, page, release } = await slowPhone(browser);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const address = uniqueEmail('asha');
    await page.fill(name, 'Asha Patel');
    await page.fill(email, address);
    await release();
    expect(await page.inputValue(name)).toBe('Asha Patel');
    expect(await page.inputValue(email)).toBe(address);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
