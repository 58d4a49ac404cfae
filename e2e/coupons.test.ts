/**
 * Coupon codes on the payment page (issue 54 part 2), in Chromium at 360 px, in Hindi: "Have a
 * code?" is a real form posted to the page's action, so it works without JavaScript as with it. An
 * unknown code is refused in Hindi with the price unchanged; the founder's code makes the order
 * summary show the catalogue price, the discount and the new amount, computed by the server.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, PHONE, scrollsSideways } from './support/browser.ts';
import { signInAsAdmin } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { requestAstrologyConsultation, uniqueEmail } from './support/catalogue.ts';

const hindi = JSON.parse(readFileSync(new URL('../src/client/i18n/locales/hi/payment.json', import.meta.url), 'utf8')) as { coupon: { errors: Record<string, string> } };

describe.skipIf(!hasChromium)('a coupon code on the Hindi payment page at 360 px', () => {
  let browser: Browser;
  const code = `HI20${Date.now().toString(36).toUpperCase()}`;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await signInAsAdmin(page);
    const made = await page.request.post('/api/admin/coupons', { headers: { origin: baseUrl() }, data: { code, kind: 'percent', value: 20 } });
    expect(made.status(), await made.text()).toBe(201);
    await context.close();
  });
  afterAll(() => browser?.close());

  for (const scripted of [false, true]) {
    it(`${scripted ? 'with' : 'without'} JavaScript: an unknown code is refused in Hindi, the founder's code takes 20 % off the amount shown`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: scripted, viewport: PHONE, baseURL: baseUrl() });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      const { paymentUrl } = await requestAstrologyConsultation(page.request, { fullName: 'आशा पटेल', email: uniqueEmail('coupon') });
      await page.goto(`/hi${paymentUrl}`);
      await page.getByTestId('payment-total').getByText('₹2,999').waitFor();
      // With the script, the page keeps its payment in the browser once hydrated: from then on its handlers send the forms.
      if (scripted) await page.waitForFunction(() => localStorage.getItem('pendingPayment') !== null);

      const form = page.getByTestId('coupon-form');
      await form.locator('input[name=code]').fill('NOSUCHCODE');
      // Without the script the page itself is posted (404 for the unknown code); with it, the page's fetcher posts the same form (single fetch, .data).
      const refused = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.click('[data-testid=coupon-apply]');
      const answer = await refused;
      expect(answer.status()).toBe(404);
      expect(answer.url().includes('.data')).toBe(scripted);
      await form.getByText(hindi.coupon.errors.unknown).waitFor();
      expect(await page.getByTestId('coupon-form').locator('input[name=code]').inputValue()).toBe('NOSUCHCODE');
      expect(await page.getByTestId('payment-total').textContent()).toBe('₹2,999');
      // The form with its error, as a screen reader meets it (axe runs as a script: with JavaScript only).
      if (scripted) expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('coupon-form').locator('input[name=code]').fill(code.toLowerCase());
      await page.click('[data-testid=coupon-apply]');
      await page.getByTestId('payment-total').getByText('₹2,399').waitFor();
      expect(await page.getByTestId('payment-price').textContent()).toBe('₹2,999');
      expect(await page.getByTestId('payment-discount').textContent()).toBe('− ₹600');
      expect(await page.getByTestId('payment-notice').textContent()).toContain(code);
      // Applied once: the form is gone, the amount stays after a reload (the server's).
      expect(await page.getByTestId('coupon-form').count()).toBe(0);
      await page.goto(`/hi${paymentUrl}`);
      expect(await page.getByTestId('payment-total').textContent()).toBe('₹2,399');
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      expect(await scrollsSideways(page)).toBe(false);
      if (scripted) expect(errors).toEqual([]);
      await context.close();
    });
  }
});
