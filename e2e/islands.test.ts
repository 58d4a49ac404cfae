/**
 * Islands (src/client/lib/island.tsx, ADR 0023): parts of a public page rendered by the server whose
 * code loads at the visitor's first tap, key or focus. What makes the 140 KB budget possible is
 * asserted here: the code is not fetched with the page; what the visitor did before it arrived is
 * kept; a form sent meanwhile is checked and sent once it can be.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, newPage } from './support/browser.ts';

/**
 * A page opened as a first visitor meets it, once its network is quiet: `scripts()` lists the script
 * files it has asked for so far, by name without their hash.
 */
async function openQuiet(browser: Browser, path: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport, { untouched: true });
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { context, page, scripts: () => names };
}

describe('islands in the server HTML (no browser)', () => {
  // React sends a Suspense boundary larger than 12,800 bytes after the rest by default: its stand-in
  // first, the content later with an inline script. An island's content must stand in the page itself.
  // The public forms posted to their pages' actions are no islands any more (issue 47): they work
  // without script (e2e/forms-without-script.test.ts).
  it.each([
    ['/personal-consultancy', 'data-testid="dynamic-form"'],
    ['/', 'id="home-services"'],
  ])('%s carries its island complete, in place', async (path, content) => {
    const html = await (await fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'identity' } })).text();
    const island = html.slice(html.indexOf('data-island='));
    expect(island.slice(0, 120)).not.toContain('<!--$?-->');
    expect(html).not.toContain('<template id="B:');
    expect(island).toContain(content);
  });
});

describe.skipIf(!hasChromium)('islands in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("renders the home page below its first screen from the server, and its code and the crawlers' data stay out of the page's JS", async () => {
    const { context, page, scripts } = await openQuiet(browser, '/');
    expect(scripts()).not.toContain('home-more');
    expect(scripts()).not.toContain('structured-data');
    // Server HTML, not hydrated yet: the sections are there, the JSON-LD keeps the server's text.
    await page.locator('#home-services').waitFor();
    const ld = () => page.evaluate(() => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent || 'null'));
    expect(await ld()).toMatchObject({ '@context': 'https://schema.org' });
    await Promise.all([page.waitForRequest(/home-more-[\w-]{8}\.js$/), page.keyboard.press('Tab')]);
    await page.waitForLoadState('networkidle');
    expect(await ld()).toMatchObject({ '@context': 'https://schema.org' });
    // After a client-side navigation, an island loads at once (with a stand-in meanwhile).
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.waitForURL(`${baseUrl()}/events`);
    await page.goBack();
    await page.locator('#home-services').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
