/**
 * Issue 51 "Done when", the visitor's booking and payment on a 360 px phone in Hindi, then in
 * Gujarati, against a site of its own with Razorpay pointed at the local stand-in
 * (src/server/testing/razorpay-stand-in.ts) and the founder's UPI ID set: from /<lang>/services a
 * consultation that asks no birth details, a time, name, e-mail and phone (at most 4 typed inputs),
 * the payment page naming the service, the date and time and the amount, "Pay with UPI" (Razorpay's
 * window, replaced by route interception with a tiny script that pays through the stand-in, as
 * e2e/payment.test.ts does), and the confirmed page with the booked time in IST and the visitor's
 * own zone: at most 3 screens (pages the visitor sees, counted as main-frame addresses and
 * documents). The visitor is in London, so their own time shows beside IST.
 *
 * Then a paid event chosen on /gu/events arrives chosen in the registration form.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service, Webinar } from '../src/shared/contracts/content.ts';
import type { Language } from '../src/shared/constants.ts';
import { formatIstDateTime } from '../src/shared/ist.ts';
import { formatInr } from '../src/shared/money.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../src/server/testing/razorpay-stand-in.ts';
import { hasChromium, launchBrowser, PHONE, scrollsSideways } from './support/browser.ts';
import { uniqueEmail } from './support/catalogue.ts';
import { startSite, type Site } from './support/site.ts';

const UPI = { UPI_VPA: 'antarman.healing@okaxis', UPI_PAYEE_NAME: 'Antarman Healing' };
/** A consultation whose service does not ask the date, time and place of birth (the sample's life coaching). */
const SERVICE = 'life-coaching';

/** What the page's "Pay with UPI" button is called, per language (locales/<lang>/payment.json methods.upi). */
const PAY_WITH_UPI: Record<'hi' | 'gu', string> = { hi: 'UPI से भुगतान करें', gu: 'UPI થી ચુકવણી કરો' };

interface SeenOptions {
  order_id: string;
  amount: number;
  config: { display: { blocks: Record<string, { name: string; instruments: { method: string }[] }>; sequence: string[] } };
}

describe.skipIf(!hasChromium)('a booking from /services to a confirmed UPI payment in at most 3 screens (issue 51)', () => {
  let rzp: RazorpayStandIn;
  let site: Site;
  let browser: Browser;
  let service: Service;

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    site = await startSite({ env: { ...rzp.env, RAZORPAY_CHECKOUT_URL: `${rzp.url}/v1/checkout.js`, ...UPI } });
    browser = await launchBrowser();
    const services = (await (await fetch(`${site.url}/api/services?lang=hi`)).json()) as Service[];
    service = services.find((s) => s.slug === SERVICE)!;
    expect(service.askBirthDetails).toBe(false);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await rzp?.close();
  });

  async function phone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: PHONE, baseURL: site.url, hasTouch: true, isMobile: true, timezoneId: 'Europe/London' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    return { context, page, errors };
  }

  for (const lang of ['hi', 'gu'] as const) {
    it(`${lang}: services → a time and 3 typed details → payment page naming what is paid → "Pay with UPI" → confirmed with the booked time`, async () => {
      const { context, page, errors } = await phone();
      const title = ((await (await fetch(`${site.url}/api/services?lang=${lang}`)).json()) as Service[]).find((s) => s.slug === SERVICE)!.title;

      // Screens: each address the main frame shows (a new path), and each document it loads.
      const paths: string[] = [];
      const documents: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const path = new URL(frame.url()).pathname;
        if (paths.at(-1) !== path) paths.push(path);
      });
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
      });
      let typed = 0;
      const type = async (selector: string, value: string) => {
        typed++;
        await page.fill(selector, value);
      };

      // Razorpay's window: pays through the stand-in (as UPI) and hands the signed fields to the page's handler.
      await page.exposeFunction('standInPay', (orderId: string) => {
        const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = rzp.pay(orderId, { method: 'upi' });
        return { razorpay_payment_id, razorpay_order_id, razorpay_signature };
      });
      await page.route('**/checkout.js', (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: `window.Razorpay = function (options) {
            this.on = function () {};
            this.open = function () {
              window.seenOptions = { order_id: options.order_id, amount: options.amount, config: options.config };
              window.standInPay(options.order_id).then(options.handler);
            };
          };`,
        }),
      );

      // Screen 1: the services, in the visitor's language; "Book now" of the consultation.
      await page.goto(`/${lang}/services`);
      await page.locator(`a[href="/${lang}/book/${SERVICE}"]`).first().click();

      // Screen 2: the time and the details on one page.
      await page.waitForURL(`**/${lang}/book/${SERVICE}`);
      await page.getByTestId('booking-form').waitFor();
      // Once the page's script runs, the slots name the visitor's zone (London) beside IST.
      await page.getByTestId('booking-slot-local').first().getByText('London').waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      const slot = page.getByTestId('booking-slot').first();
      const start = (await slot.getAttribute('data-start'))!;
      await slot.click();
      const form = page.getByTestId('booking-form');
      // The service asks no birth details: who is coming, nothing more to type.
      expect(await form.locator('#book-dateOfBirth, #book-timeOfBirth, #book-placeOfBirth, #book-city').count()).toBe(0);
      const typedFields = form.locator('input:not([type=hidden]):not([type=checkbox]):not([type=radio]):visible, textarea:visible');
      expect(await typedFields.count()).toBeLessThanOrEqual(4);
      // The e-mails' language is the page's, unless the visitor changes it.
      expect(await form.locator('select[name=language]').inputValue()).toBe(lang);
      await type('#book-fullName', 'Asha Patel');
      await type('#book-email', uniqueEmail(`journey-${lang}`));
      await type('#book-phone', '+91 98765 43210');
      await page.check('#book-consent');
      await page.getByTestId('booking-submit').click();

      // Screen 3: the payment page names the service, the date and time, and the amount.
      await page.waitForURL(new RegExp(`/${lang}/payment\\?`));
      await page.getByTestId('payment-view').waitFor();
      const paymentUrl = page.url();
      expect(await page.getByTestId('payment-offering').textContent()).toBe(title);
      await page.getByTestId('payment-slot').getByText(formatIstDateTime(start, lang as Language), { exact: false }).waitFor();
      await page.getByTestId('payment-slot').getByTestId('visitor-time').getByText('London', { exact: false }).waitFor();
      expect(await page.getByTestId('payment-total').textContent()).toBe(formatInr(service.priceInr, lang));
      expect(await scrollsSideways(page)).toBe(false);

      // "Pay with UPI" first, Razorpay's; the founder's own UPI ID offered after, named as such.
      const methods = await page.locator('[data-testid^=pay-]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')));
      expect(methods[0]).toBe('pay-upi');
      // Razorpay takes the money here, and the page says so.
      await page.getByTestId('payment-secure-note').waitFor();
      expect(methods).toContain('pay-upi_id');
      expect(await page.getByTestId('pay-upi').textContent()).toContain(PAY_WITH_UPI[lang]);
      await page.getByTestId('pay-upi').click();
      await page.getByTestId('payment-confirmed').waitFor({ timeout: 15_000 });

      // Razorpay's window opened on UPI (intent on a phone, its QR code on a desktop), for the catalogue amount.
      const seen = await page.evaluate(() => (window as unknown as { seenOptions: SeenOptions }).seenOptions);
      expect(seen.amount).toBe(service.priceInr * 100);
      expect(seen.config.display.sequence[0]).toBe('block.chosen');
      expect(seen.config.display.blocks.chosen).toEqual({ name: PAY_WITH_UPI[lang], instruments: [{ method: 'upi' }] });

      // What happened: the booked time in IST and in London, the length, how to join.
      const booked = page.getByTestId('booked-details');
      expect(await booked.getByTestId('booked-time').locator('time').textContent()).toContain(formatIstDateTime(start, lang as Language));
      await booked.getByTestId('visitor-time').getByText('London', { exact: false }).waitFor();
      expect(await booked.getByTestId('booked-duration').textContent()).toMatch(/\d/);
      expect(await booked.getByTestId('booked-place').textContent()).not.toBe('');
      expect(await scrollsSideways(page)).toBe(false);

      // At most 3 screens and 4 typed inputs from the services page to the confirmed payment.
      expect(typed).toBeLessThanOrEqual(4);
      expect(paths).toEqual([`/${lang}/services`, `/${lang}/book/${SERVICE}`, `/${lang}/payment`]);
      expect(new Set(documents).size).toBeLessThanOrEqual(3);
      expect(documents.length).toBeLessThanOrEqual(3);

      // The confirmation page says the same, and promises no call to schedule a time already booked.
      await page.getByTestId('payment-confirmed').getByRole('link').click();
      await page.waitForURL(new RegExp(`/${lang}/registration-success\\?`));
      const success = page.getByTestId('booked-details');
      expect(await success.getByTestId('booked-time').locator('time').textContent()).toContain(formatIstDateTime(start, lang as Language));
      expect(await page.locator('main').textContent()).not.toMatch(/2-3/);
      // The payment link opened again: paid, and what was booked.
      await page.goto(paymentUrl);
      expect(await page.getByTestId('booked-details').getByTestId('booked-time').locator('time').textContent()).toContain(formatIstDateTime(start, lang as Language));
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('gu: a paid event chosen on /gu/events arrives chosen in the registration form; event times in IST and London there, on /gu/events and /gu/webinar-registration', async () => {
    const { context, page, errors } = await phone();
    const events = (await (await fetch(`${site.url}/api/webinars?lang=gu`)).json()) as Webinar[];
    const paid = events.find((w) => w.priceInr > 0 && !w.isPast && w.isActive)!;
    expect(paid).toBeDefined();
    await page.goto('/gu/events');
    // The events' times: IST, and the visitor's own (London) beside it.
    await page.getByTestId('visitor-time').first().getByText('London', { exact: false }).waitFor();
    await page.locator(`a[data-testid=event-register][href*="${paid.id}"]`).first().click();
    await page.waitForURL(/\/gu\/register\?/);
    await page.getByTestId('selected-webinar').waitFor();
    expect(await page.locator('#reg-webinarId').inputValue()).toBe(paid.id);
    await page.getByTestId('selected-webinar').getByTestId('visitor-time').getByText('London', { exact: false }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // The webinar page's next date: IST and London too.
    await page.goto('/gu/webinar-registration');
    await page.getByTestId('next-webinar').getByTestId('visitor-time').getByText('London', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hi: /register asks the date, time and place of birth of a consultation only when its service reads them; always for a webinar', async () => {
    const { context, page, errors } = await phone();
    const all = (await (await fetch(`${site.url}/api/services`)).json()) as Service[];
    const astrology = all.find((s) => s.slug === 'astrology-numerology')!;
    expect(astrology.askBirthDetails).toBe(true);
    await page.goto(`/hi/register?type=consultancy&service=${SERVICE}`);
    const birth = page.locator('#reg-dateOfBirth, #reg-timeOfBirth, #reg-placeOfBirth');
    await page.locator('#reg-fullName').waitFor();
    expect(await birth.evaluateAll((inputs) => inputs.filter((i) => (i as HTMLElement).offsetParent !== null).length)).toBe(0);
    // The astrology consultation reads the birth chart: its three questions appear.
    await page.selectOption('#reg-serviceId', astrology.id);
    await page.locator('#reg-dateOfBirth').waitFor({ state: 'visible' });
    await page.locator('#reg-placeOfBirth').waitFor({ state: 'visible' });
    // Back to life coaching: hidden again; a webinar asks them whatever the consultation.
    await page.selectOption('#reg-serviceId', service.id);
    await page.locator('#reg-dateOfBirth').waitFor({ state: 'hidden' });
    await page.locator('label:has(#reg-type-webinar)').click();
    await page.locator('#reg-dateOfBirth').waitFor({ state: 'visible' });
    expect(await scrollsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
