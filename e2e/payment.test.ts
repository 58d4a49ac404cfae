/**
 * Paying through the payment page (issue 18 §2, "Done when"), in Chromium against a site of its own:
 * the built app started with Razorpay pointed at the local stand-in (src/server/testing/
 * razorpay-stand-in.ts, run in this process) and the founder's UPI ID set, so both ways to pay are
 * on. checkout.js is replaced by route interception with a tiny script whose window "pays" through
 * the stand-in (exposeFunction) and hands the signed fields to the page's handler, as Razorpay's
 * window does. The UPI QR code is read back from a screenshot (pngjs + jsqr) to the exact link.
 */
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../src/server/testing/razorpay-stand-in.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, hasChromium, launchBrowser, PHONE, scrollsSideways } from './support/browser.ts';
import { uniqueEmail } from './support/catalogue.ts';
import { startSite, type Site } from './support/site.ts';

const UPI = { UPI_VPA: 'antarman.healing@okaxis', UPI_PAYEE_NAME: 'Antarman Healing & Co' };

interface Summary {
  id: string;
  status: string;
  amountInr: number;
}

describe.skipIf(!hasChromium)('paying through the payment page', () => {
  let rzp: RazorpayStandIn;
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    site = await startSite({ env: { ...rzp.env, RAZORPAY_CHECKOUT_URL: `${rzp.url}/v1/checkout.js`, ...UPI } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await rzp?.close();
  });

  async function open(
    viewport: { width: number; height: number } = DESKTOP,
    lang?: 'hi' | 'gu',
  ): Promise<{ context: BrowserContext; page: Page; summary: () => Promise<Summary>; started: () => Promise<{ kind: string; link: string; reference: string; holdExpiresAt: string | null }> }> {
    const phone = viewport.width === PHONE.width;
    const context = await browser.newContext({ viewport, baseURL: site.url, hasTouch: phone, isMobile: phone });
    if (lang) await context.addCookies([{ name: 'i18nextLng', value: lang, url: site.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    Object.assign(page, { errors });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    // A consultancy booked through the API as the registration form sends it; the page finds it in storage.
    // The catalogue's ₹2,999 consultation, as "Book now" names it.
    const services = (await (await context.request.get(`${site.url}/api/services`)).json()) as { id: string; slug: string }[];
    const booked = await context.request.post('/api/unified-registration', {
      headers: { origin: site.url },
      data: {
        registrationType: 'consultancy',
        serviceId: services.find((s) => s.slug === 'astrology-numerology')!.id,
        userData: { fullName: 'Asha Patel', email: uniqueEmail('pay'), phone: '+91 98765 43210', city: 'Ahmedabad', dateOfBirth: '1990-04-12', placeOfBirth: 'Surat', gender: 'female' },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      },
    });
    expect(booked.status()).toBe(201);
    const { id, paymentUrl } = (await booked.json()) as { id: string; paymentUrl: string };
    const link = new URL(paymentUrl, site.url).searchParams;
    await page.addInitScript((entry) => localStorage.setItem('pendingPayment', entry), JSON.stringify({ service: 'consultancy', registrationId: id, sig: link.get('sig'), exp: link.get('exp') }));
    // The address the registration's answer gives: its signed link (the id alone opens no payment).
    await page.goto(paymentUrl);
    await page.getByTestId('payment-view').waitFor();
    const summary = async () => (await (await fetch(`${site.url}/api/registrations/${id}/summary`)).json()) as Summary;
    /** The payment as the API answers its start (again: the same payment, its link and reference), by the signed link. */
    const started = async () =>
      (await (await context.request.post(`/api/registrations/${id}/payment?sig=${link.get('sig')}&exp=${link.get('exp')}`, { headers: { origin: site.url }, data: { method: 'upi_id' } })).json()) as {
        kind: string;
        link: string;
        reference: string;
        holdExpiresAt: string | null;
      };
    return { context, page, summary, started };
  }

  const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.filter((v) => !v.startsWith('script-src eval')));

  it('pays by card through Razorpay Checkout (stubbed) for the catalogue amount: one order, confirmed with a receipt', async () => {
    const { context, page, summary } = await open();
    const before = await summary();
    expect(before.status).toBe('pending_payment');
    expect(before.amountInr).toBeGreaterThan(0);
    await page.getByTestId('payment-total').getByText(`₹${before.amountInr.toLocaleString('en-IN')}`).waitFor();

    let checkoutLoads = 0;
    await page.exposeFunction('standInPay', (orderId: string) => {
      const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = rzp.pay(orderId, { method: 'card' });
      return { razorpay_payment_id, razorpay_order_id, razorpay_signature };
    });
    await page.route('**/checkout.js', (route) => {
      checkoutLoads++;
      return route.fulfill({
        contentType: 'application/javascript',
        body: `window.Razorpay = function (options) {
          this.on = function () {};
          this.open = function () {
            window.seenOptions = { key: options.key, amount: options.amount, currency: options.currency, order_id: options.order_id, prefill: options.prefill };
            if (window.dismissNext) { window.dismissNext = false; setTimeout(options.modal.ondismiss, 0); return; }
            window.standInPay(options.order_id).then(options.handler);
          };
        };`,
      });
    });
    // checkout.js only when paying by Razorpay.
    expect(checkoutLoads).toBe(0);

    // Closing Razorpay's window first: back to choosing, nothing lost, nothing charged.
    await page.evaluate(() => ((window as unknown as { dismissNext: boolean }).dismissNext = true));
    await page.getByTestId('pay-card').click();
    await page.getByTestId('payment-notice').getByText('The payment window was closed and nothing was charged.', { exact: false }).waitFor();
    expect(rzp.payments.size).toBe(0);

    await page.getByTestId('pay-card').click();
    await page.getByTestId('payment-confirmed').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('payment-step-title');
    expect(checkoutLoads).toBe(1);

    const after = await summary();
    expect(after.status).toBe('confirmed');
    // One order for the two openings, of the catalogue amount in paise, and the window was told the same.
    const orders = rzp.calls.filter((c) => c.method === 'POST' && c.path === '/v1/orders');
    expect(orders).toHaveLength(1);
    expect((orders[0].body as { amount: number; currency: string }).amount).toBe(before.amountInr * 100);
    expect((orders[0].body as { currency: string }).currency).toBe('INR');
    const seen = await page.evaluate(() => (window as unknown as { seenOptions: { amount: number; currency: string; order_id: string; key: string } }).seenOptions);
    expect(seen).toMatchObject({ amount: before.amountInr * 100, currency: 'INR', key: rzp.keyId, order_id: [...rzp.orders.keys()][0] });
    expect(await page.getByTestId('receipt-no').textContent()).toMatch(/^Receipt number: \S+/);
    expect(await page.getByTestId('test-payment').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('pendingPayment'))).toBeNull();
    expect(await cspViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows the UPI QR code on a desktop that reads back to the exact UPI link of the amount', async () => {
    const { context, page, summary, started } = await open();
    const { amountInr } = await summary();
    // The method form, posted by the page's script to the page's action (issue 47): the founder's own UPI ID.
    await page.getByTestId('pay-upi_id').click();
    await page.getByTestId('upi-qr').waitFor();
    // Starting again answers the same payment: its link, reference and hold (a start renews no hold).
    const answer = await started();
    expect(answer.kind).toBe('upi');
    // The hold, in IST on a 24-hour clock.
    const ist = new Date(new Date(answer.holdExpiresAt!).getTime() + 330 * 60_000).toISOString().slice(11, 16);
    await page.getByTestId('payment-hold').getByText(`Your seat is held for you until ${ist} IST.`, { exact: false }).waitFor();
    const qr = page.getByTestId('upi-qr');
    await qr.waitFor();
    const box = await qr.boundingBox();
    expect(Math.round(box!.width)).toBe(240);

    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(answer.link);
    const link = new URL(decoded!.data);
    expect(`${link.protocol}//${link.host}`).toBe('upi://pay');
    expect([...link.searchParams.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
    expect(Object.fromEntries(link.searchParams)).toEqual({ pa: UPI.UPI_VPA, pn: UPI.UPI_PAYEE_NAME, am: amountInr.toFixed(2), cu: 'INR', tn: answer.reference, tr: answer.reference });
    // What the payer copies by hand, beside the code.
    expect(await page.getByTestId('upi-vpa').textContent()).toBe(UPI.UPI_VPA);
    expect(await page.getByTestId('upi-payee').textContent()).toBe(UPI.UPI_PAYEE_NAME);
    expect(await cspViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('pays the founder\'s UPI ID at 360 px in Gujarati with the keyboard alone (QR code first, then the app link): a bad UTR is refused in Gujarati, a good one awaits the founder', async () => {
    const { context, page, summary } = await open(PHONE, 'gu');
    await page.getByRole('heading', { level: 1, name: 'તમારી ચુકવણી પૂર્ણ કરો' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // "Pay with UPI" (Razorpay's) is the first method the Tab key reaches; the founder's own UPI ID, no fee, comes after.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    for (let i = 0; i < 60 && !String(await focused()).startsWith('pay-'); i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('pay-upi');
    for (let i = 0; i < 10 && (await focused()) !== 'pay-upi_id'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('pay-upi_id');
    expect(await page.getByTestId('pay-upi_id').textContent()).toContain('કોઈ ફી નહીં');
    await page.keyboard.press('Enter');
    await page.getByTestId('upi-link').waitFor();
    // The focus moved to the new step's heading.
    expect(await focused()).toBe('payment-step-title');
    expect(await page.getByTestId('upi-link').getAttribute('href')).toMatch(/^upi:\/\/pay\?pa=/);
    expect(await page.getByTestId('upi-link').textContent()).toContain('UPI ઍપથી');
    // The QR code first, on a phone too (UPI apps often refuse a link to a personal UPI ID), the link after it.
    expect(await page.getByTestId('upi-qr').count()).toBe(1);
    const qrFirst = await page.evaluate(() => {
      const [qr, link] = ['upi-qr', 'upi-link'].map((id) => document.querySelector(`[data-testid=${id}]`)!);
      return !!(qr.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(qrFirst).toBe(true);
    await page.getByText('UPI Ref. No.', { exact: false }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    for (let i = 0; i < 30 && (await focused()) !== 'utr-input'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('utr-input');
    expect(await page.getByTestId('utr-input').getAttribute('inputmode')).toBe('numeric');
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await page.getByText('UTR એ 12 અંકનો નંબર છે જે ચુકવણી પછી તમારી UPI એપ બતાવે છે.', { exact: false }).waitFor();
    expect(await focused()).toBe('utr-input');
    expect((await summary()).status).toBe('pending_payment');

    await page.keyboard.press('Control+A');
    await page.keyboard.type('412345678901');
    await page.keyboard.press('Enter');
    await page.getByTestId('payment-awaiting').getByText('આભાર: તમારી ચુકવણી સ્થાપકની તપાસની રાહ જુએ છે').waitFor();
    expect(await focused()).toBe('payment-step-title');
    expect((await summary()).status).toBe('awaiting_verification');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
