/**
 * Islands (src/client/lib/island.tsx, ADR 0023): parts of a public page rendered by the server whose
 * code loads at the visitor's first tap, key or focus. What makes the 140 KB budget possible is
 * asserted here: the code is not fetched with the page; what the visitor did before it arrived is
 * kept; a form sent meanwhile is checked and sent once it can be.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE } from './support/browser.ts';

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
  it.each([
    ['/register?type=webinar', 'reg-fullName'],
    ['/event-registration', 'ev-fullName'],
    ['/webinar-registration', 'data-testid="dynamic-form"'],
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

  it("loads /register's form code only once the visitor starts, keeping what was typed and chosen before it arrived", async () => {
    const { context, page, scripts } = await openQuiet(browser, '/register?type=webinar', PHONE);
    expect(scripts()).not.toContain('unified-registration-form');
    expect(scripts()).not.toContain('index.esm'); // react-hook-form
    // The server's form is there: the visitor chooses the course card (a radio button) first, then types.
    await page.getByTestId('service-course').check({ force: true });
    await page.fill('#reg-fullName', 'Asha Patel');
    // Hydrated: the course's own list shows, what was chosen and typed before is still there.
    await page.locator('#reg-serviceId').waitFor();
    expect(scripts()).toContain('unified-registration-form');
    expect(await page.getByTestId('service-course').isChecked()).toBe(true);
    expect(await page.inputValue('#reg-fullName')).toBe('Asha Patel');
    // The form checks what it has: the name is not among the missing.
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('Email address is required').first().waitFor();
    expect(await page.getByText('Full name is required').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("keeps every field of /contact typed before the form's code arrived, and sends what was typed", async () => {
    const { context, page } = await newPage(browser, PHONE);
    // The form's code waits until all three fields are filled: each change is then made again at once
    // when it hydrates, as on a slow phone where the visitor types faster than the code arrives.
    const formCode = /\/assets\/contact-form-[\w-]+\.js$/;
    let release!: () => void;
    const filled = new Promise<void>((resolve) => (release = resolve));
    await page.route(formCode, async (route) => {
      await filled;
      await route.continue();
    });
    let body: unknown;
    await page.route('**/api/contact', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"received":true}' });
    });
    await page.goto('/contact');
    const message = { name: 'Meera Shah', email: 'meera@example.com', message: 'Is there a session this Sunday?' };
    await page.getByRole('textbox', { name: /^Full name/ }).fill(message.name);
    await page.getByRole('textbox', { name: /^Email/ }).fill(message.email);
    await page.getByRole('textbox', { name: /^Message/ }).fill(message.message);
    const code = page.waitForResponse(formCode);
    release();
    await code;
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('toast').getByText('Message Sent!').waitFor();
    expect(body).toMatchObject(message);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('holds a form sent before its code arrived, then checks it: the first tap is on the send button', async () => {
    const { context, page, scripts } = await openQuiet(browser, '/event-registration', PHONE);
    expect(scripts()).not.toContain('signup-form');
    await page.getByRole('button', { name: 'Reserve my seat' }).click();
    await page.getByText('Full name is required', { exact: true }).first().waitFor();
    // Not sent by the browser as a page (that would put the answers in the address).
    expect(new URL(page.url()).search).toBe('');
    expect(page.errors).toEqual([]);
    await context.close();
  });

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

  it('loads /login without zod, and its checks when a field gets the focus', async () => {
    const { context, page, scripts } = await openQuiet(browser, '/login', PHONE);
    const before = scripts().length;
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Email address').focus();
    await page.waitForLoadState('networkidle');
    expect(scripts().length).toBeGreaterThan(before);
    await form.getByRole('button', { name: 'Log In' }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
