/**
 * The page cache for visitors without a session (src/server/plugins/page-cache.ts) in the real
 * server and Chromium: a cached page is sent with a CSP that allows its inline scripts by hash,
 * the browser runs them (no CSP violation, the page hydrates), and a request with a session cookie
 * gets a render of its own, privately.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, newPage } from './support/browser.ts';

describe('cached pages (no browser)', () => {
  it('serves visitors without a session the same page with a hash CSP, and a session a fresh render', async () => {
    const get = (cookie: string) => fetch(`${baseUrl()}/events`, { headers: { cookie } });
    const visit = async () => {
      const [first, second] = [await get('i18nextLng=gu'), await get('i18nextLng=gu')];
      // A session cookie that is no session: a render of its own (a visitor's frame), private.
      const stale = await get('i18nextLng=gu; antarman.session_token=not-a-session');
      return { second, stale, a: await first.text(), b: await second.text(), staleBody: await stale.text() };
    };
    // The browser files share this server: a registration of theirs takes a seat, and /events is
    // rendered anew. So the three requests are made again (a few times at most) until no such
    // change fell between them.
    let pages = await visit();
    for (let attempt = 1; attempt < 5 && pages.a !== pages.b; attempt++) pages = await visit();
    const { second, stale, a, b, staleBody } = pages;
    expect(second.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(a).toContain('<html lang="gu"');
    // Within the cache's lifetime, the very same bytes (one render, its nonce taken out).
    expect(b).toBe(a);
    expect(staleBody).toContain('<html lang="gu"');
    expect(staleBody).toContain('href="/api/login"');
    expect(staleBody).not.toBe(a);
    expect(stale.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(stale.headers.get('cache-control')).toBe('private, no-store');
    expect(stale.headers.get('vary')).toMatch(/Cookie/);
  });
});

describe.runIf(hasChromium)('cached pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['/', 'en'],
    ['/events', 'hi'],
    ['/register', 'gu'],
  ])('runs the scripts of a cached %s (%s): no CSP violation, the page hydrates', async (route, lang) => {
    for (let visit = 0; visit < 2; visit++) {
      const { context, page } = await newPage(browser);
      try {
        await context.addCookies([{ name: 'i18nextLng', value: lang, url: baseUrl() }]);
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
        });
        const res = await page.goto(route, { waitUntil: 'load' });
        expect(res?.status()).toBe(200);
        // React has taken over the server-rendered document.
        await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')), undefined, { timeout: 20_000 });
        // Inline scripts all ran. (An `eval` probe, such as zod's check for eval support, is refused by
        // every page's CSP alike and falls back by design: not what this test is about.)
        const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
        expect(violations.filter((v) => !v.startsWith('script-src eval'))).toEqual([]);
        expect(page.errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
