/**
 * Razorpay's checkout.js runs on the payment page only (issue 18): that page's CSP, rendered or
 * from the page cache, allows the configured checkout origin (a stand-in's in tests) and the frames
 * and calls Standard Checkout makes, and keeps popups' opener; every other page, and the payment
 * page of a site without Razorpay, allows no third party. The real app with the built pages.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { TEST_SETTINGS } from '../testing/settings.ts';

const CHECKOUT = 'http://127.0.0.1:4999/v1/checkout.js';
const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_test_csp0001', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_CHECKOUT_URL: CHECKOUT };

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe.each(testDatabaseKinds())('the payment page CSP on %s', (kind) => {
  let db: TestDatabase;
  let withRazorpay: FastifyInstance;
  let withoutRazorpay: FastifyInstance;

  async function app(env: Record<string, string>) {
    const config = loadConfig({ ...TEST_SETTINGS, ...env });
    const built = await buildApp(config, { database: db.database, pages: 'production', logger: false, readCacheMs: 5000 });
    await built.ready();
    // The first render loads the page bundle: here, not inside a test's time.
    await get(built, '/hi/events');
    return built;
  }
  // A Hindi reader: the Hindi addresses (an unprefixed page would send them there).
  const get = (a: FastifyInstance, url: string) => a.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', cookie: 'i18nextLng=hi' } });

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    withRazorpay = await app(RAZORPAY);
    withoutRazorpay = await app({ UPI_VPA: 'founder@okbank' });
  });
  afterAll(async () => {
    await withRazorpay?.close();
    await withoutRazorpay?.close();
    await db?.drop();
  });

  it('lets the payment page, rendered and cached, load checkout.js from the configured origin, and no other page', async () => {
    // The first answer is rendered, the second comes from the page cache (hash CSP); a query string
    // is never cached. The page's policy holds at its address in every language (ADR 0019).
    for (const url of ['/hi/payment', '/hi/payment', '/hi/payment?service=course&registrationId=x', '/hi/payment/', '/gu/payment']) {
      const res = await get(withRazorpay, url);
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'script-src'), url).toMatch(/^script-src 'self' '(nonce|sha256)-.*http:\/\/127\.0\.0\.1:4999 https:\/\/checkout\.razorpay\.com$/);
      expect(directive(csp, 'frame-src'), url).toBe('frame-src https://www.youtube-nocookie.com http://127.0.0.1:4999 https://api.razorpay.com https://checkout.razorpay.com');
      expect(directive(csp, 'connect-src'), url).toBe("connect-src 'self' http://127.0.0.1:4999 https://api.razorpay.com https://checkout.razorpay.com https://lumberjack.razorpay.com");
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
    for (const url of ['/hi', '/hi/events', '/hi/register', '/hi/payment-x']) {
      const res = await get(withRazorpay, url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).not.toContain('razorpay');
      expect(csp, url).not.toContain('127.0.0.1');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('allows no third party on the payment page of a site without Razorpay', async () => {
    const res = await get(withoutRazorpay, '/hi/payment');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).not.toContain('razorpay');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
