/**
 * Issue 47 §1 for the payment page, in Chromium against a site of its own with the founder's UPI ID
 * set: a paid consultation registered without JavaScript reaches /payment by its signed link,
 * chooses UPI (a real form posted to the page's action), sees the UPI link and the QR code drawn by
 * the server, sends a UTR (an invalid one first: the message, the value kept, 400) and sees the
 * outcome. The same journey with JavaScript (the page's own handlers) passes too.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, launchBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/catalogue.ts';
import { registerConsultation } from './support/forms.ts';
import { startSite, type Site } from './support/site.ts';

const UPI = { UPI_VPA: 'antarman.healing@okaxis', UPI_PAYEE_NAME: 'Antarman Healing' };
/** A registered practice: its receipts are tax invoices, and a business payer may give its GSTIN. */
const GST = { GSTIN: '24ABCDE1234F1Z5', BUSINESS_ADDRESS: '12 Satellite Road, Ahmedabad 380015' };
const english = JSON.parse(readFileSync(new URL('../src/client/i18n/locales/en/payment.json', import.meta.url), 'utf8')) as {
  errors: Record<string, string>;
  business: Record<string, string>;
};

/** A UTR no other test sends (one UTR pays once). */
const freshUtr = () => String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

describe.skipIf(!hasChromium)('the payment page with and without JavaScript', () => {
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSite({ env: { ...UPI, ...GST } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const scripted of [false, true]) {
    it(`${scripted ? 'with' : 'without'} JavaScript: chooses UPI, sees its link and QR code, sends a UTR (an invalid one kept with its message) and sees the outcome`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: scripted, viewport: DESKTOP, baseURL: site.url });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await registerConsultation(page, uniqueEmail('pay-nojs'));
      // What is paid for and how much, in the page's HTML.
      await page.getByTestId('payment-total').getByText('₹2,999').waitFor();
      // Only the founder's UPI ID is configured: nothing needs Razorpay's script, so no notice that it does.
      expect(await page.getByTestId('payment-noscript').count()).toBe(0);
      expect(await page.locator('[data-testid^=pay-]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')))).toEqual(['pay-upi_id']);
      // The founder's UPI ID alone: Razorpay is not named.
      expect(await page.getByTestId('payment-secure-note').count()).toBe(0);

      // A business payer's GSTIN without its address: the page asks for the address, the GSTIN kept.
      await page.getByTestId('business-invoice').getByText(english.business.summary).click();
      await page.fill('#pay-payerGstin', '27abcde1234f1z5');
      const refused = scripted ? null : page.waitForResponse((r) => r.request().method() === 'POST');
      await page.click('[data-testid=pay-upi_id]');
      if (refused) expect((await refused).status()).toBe(400);
      await page.getByTestId('business-invoice').getByText(english.errors.addressRequired).waitFor();
      expect(await page.inputValue('#pay-payerGstin')).toBe('27abcde1234f1z5');
      await page.fill('#pay-payerAddress', '4th floor, Shanti Towers, Mumbai 400069');

      await page.click('[data-testid=pay-upi_id]');
      await page.getByTestId('upi-payment').waitFor();
      const qr = await page.getByTestId('upi-qr').getAttribute('src');
      expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
      const link = scripted ? null : await page.getByTestId('upi-link-noscript').getAttribute('href');
      if (link) expect(new URL(link).searchParams.get('pa')).toBe(UPI.UPI_VPA);

      // An invalid UTR: the message under the field, the value kept.
      const input = page.getByTestId('utr-form').locator('input[name=utr]');
      await input.fill('12345');
      const answer = scripted ? null : page.waitForResponse((r) => r.request().method() === 'POST');
      await page.click('[data-testid=utr-submit]');
      if (answer) expect((await answer).status()).toBe(400);
      await page.getByTestId('utr-form').getByText(english.errors.utrInvalid).waitFor();
      expect(await page.getByTestId('utr-form').locator('input[name=utr]').inputValue()).toBe('12345');

      await page.getByTestId('utr-form').locator('input[name=utr]').fill(freshUtr());
      await page.click('[data-testid=utr-submit]');
      await page.getByTestId('payment-awaiting').waitFor();
      if (scripted) expect(errors).toEqual([]);
      await context.close();
    });
  }
});
