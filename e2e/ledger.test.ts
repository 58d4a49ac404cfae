/**
 * Refunds and receipts in Chromium (issue 18 §3), on a site of their own (built pages, PostgreSQL,
 * the local Razorpay stand-in, a GSTIN): the admin refunds part of a paid booking from the payments
 * tab with the keyboard alone, and the printable receipts render in Gujarati and Hindi at 360 px.
 * The paid bookings are written to the database as the settle path writes them (that path is built on
 * another branch), with real payments at the stand-in so the refund goes through its API.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayClient } from '../src/server/features/payments/razorpay.ts';
import { createLinkSigner, linkQuery } from '../src/server/lib/signed-links.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../src/server/testing/razorpay-stand-in.ts';
import { signInAsAdmin } from './support/auth.ts';
import { DESKTOP, hasChromium, launchBrowser, PHONE, scrollsSideways } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const shots = path.join(projectRoot, '.tmp', 'e2e-ledger');
/** The site's secret, so the test can sign a receipt link as the receipt e-mail does. */
const SESSION_SECRET = 'e2e-ledger-session-secret-0123456789abcdef';

describe.skipIf(!hasChromium || !process.env.TEST_DATABASE_URL)('refunds and receipts in the browser (needs TEST_DATABASE_URL)', () => {
  let rzp: RazorpayStandIn;
  let sql: pg.Client;
  let site: Site;
  let browser: Browser;

  /** A consultancy booked in `lang` and paid through Razorpay (the stand-in), confirmed with a receipt number. */
  async function paidBooking(lang: 'en' | 'hi' | 'gu', name: string, receiptNo: string) {
    const email = `${receiptNo.replace(/\W/g, '').toLowerCase()}@example.com`;
    // The catalogue's ₹2,999 consultation, as "Book now" names it.
    const services = (await (await fetch(`${site.url}/api/services`)).json()) as { id: string; slug: string }[];
    const res = await fetch(`${site.url}/api/unified-registration?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({
        registrationType: 'consultancy',
        serviceId: services.find((s) => s.slug === 'astrology-numerology')!.id,
        userData: { fullName: name, email, phone: '+91 98765 43210', city: 'Ahmedabad', dateOfBirth: '1990-04-12', timeOfBirth: '06:45', placeOfBirth: 'Surat', gender: 'female', preferredMode: 'online', preferredDay: 'weekends', preferredTime: 'evening', concernCategory: 'relationship', concernDescription: 'Frequent arguments at home.', consultancyConsent: true },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { rows } = await sql.query<{ amount_inr: number }>(`update registrations set status = 'confirmed' where id = $1 returning amount_inr`, [id]);
    const client = createRazorpayClient({ keyId: rzp.keyId, keySecret: rzp.keySecret, apiUrl: rzp.url });
    const order = await client.createOrder({ amount: rows[0].amount_inr * 100, currency: 'INR', receipt: id.slice(0, 30) });
    const paid = rzp.pay(order.id);
    const inserted = await sql.query<{ id: string }>(
      `insert into payments (registration_id, provider, status, amount_inr, provider_order_id, provider_payment_id, method, payer_state, paid_at, receipt_no)
       values ($1, 'razorpay', 'paid', $2, $3, $4, 'card', '24', now(), $5) returning id`,
      [id, rows[0].amount_inr, order.id, paid.razorpay_payment_id, receiptNo],
    );
    return { registrationId: id, paymentId: inserted.rows[0].id, amountInr: rows[0].amount_inr };
  }

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    rzp = await startRazorpayStandIn();
    site = await startSite({ env: { ...rzp.env, GSTIN: '24ABCDE1234F1Z5', BUSINESS_NAME: 'Antarman', BUSINESS_ADDRESS: 'Ahmedabad, Gujarat', SESSION_SECRET } });
    sql = new pg.Client({ connectionString: site.databaseUrl });
    await sql.connect();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await sql?.end();
    await site?.stop();
    rzp?.close();
  });

  async function adminPage(viewport: { width: number; height: number }, lang = 'en') {
    const context = await browser.newContext({ viewport, baseURL: site.url });
    await context.addCookies([{ name: 'i18nextLng', value: lang, url: site.url }]);
    const page = await context.newPage();
    await signInAsAdmin(page, { site: site.url });
    return { context, page };
  }

  it('refunds part of a paid booking from the payments tab with the keyboard, and shows what was refunded', async () => {
    const booking = await paidBooking('en', 'Keyboard Refund', 'AM/2026-27/0001');
    const { context, page } = await adminPage(DESKTOP);
    await page.goto('/admin?tab=payments');
    const row = page.getByTestId('payment-row').filter({ hasText: 'Keyboard Refund' });
    await row.waitFor();
    await row.getByTestId('payment-refund').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Refund Keyboard Refund' });
    await dialog.waitFor();
    await dialog.getByLabel('Part of it').focus();
    await page.keyboard.press('Space');
    await dialog.getByTestId('refund-amount').focus();
    await page.keyboard.type('1000');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByTestId('payment-refunded').textContent(), { timeout: 15_000 }).toContain('₹1,000');
    const refunds = [...rzp.refunds.values()];
    expect(refunds.map((r) => r.amount)).toEqual([100_000]);
    const { rows } = await sql.query(`select refunded_inr from payments where id = $1`, [booking.paymentId]);
    expect(rows[0].refunded_inr).toBe(1000);
    await context.close();
  });

  for (const [lang, name, number, title] of [
    ['gu', 'આશા પટેલ', 'AM/2026-27/0002', 'કર બિલ (ટેક્સ ઇન્વૉઇસ)'],
    ['hi', 'अनन्या शर्मा', 'AM/2026-27/0003', 'कर बीजक (टैक्स इनवॉइस)'],
  ] as const) {
    it(`shows the ${lang} receipt at 360 px with its number, printable`, async () => {
      const booking = await paidBooking(lang, name, number);
      const { context, page } = await adminPage(PHONE, lang);
      await page.goto(`/admin/receipts/${booking.paymentId}`);
      await page.getByTestId('receipt-number').waitFor();
      expect(await page.getByTestId('receipt-number').textContent()).toBe(number);
      expect(await page.getByTestId('receipt-number').isVisible()).toBe(true);
      expect(await page.getByTestId('receipt-title').textContent()).toBe(title);
      expect(await page.getByTestId('receipt').textContent()).toContain(name);
      expect(await scrollsSideways(page)).toBe(false);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(shots, `receipt-${lang}-360.png`), fullPage: true });
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header').first().isVisible()).toBe(false);
      await context.close();
    });
  }

  it('opens the tax invoice from the e-mail\'s signed link without an account, in Hindi, with the Rule 46 fields, printable at 360 px', async () => {
    const booking = await paidBooking('hi', 'मीरा जोशी', 'AM/2026-27/0004');
    const link = createLinkSigner(SESSION_SECRET).sign('receipt', booking.paymentId);
    const context = await browser.newContext({ viewport: PHONE, baseURL: site.url });
    const page = await context.newPage();
    await page.goto(`/hi/receipt/${booking.paymentId}?${linkQuery(link)}`);
    await page.getByTestId('receipt-number').waitFor();
    expect(await page.getByTestId('receipt-number').textContent()).toBe('AM/2026-27/0004');
    expect(await page.getByTestId('receipt-title').textContent()).toBe('कर बीजक (टैक्स इनवॉइस)');
    const text = (await page.getByTestId('receipt').textContent())!;
    for (const field of ['मीरा जोशी', 'GSTIN: 24ABCDE1234F1Z5', 'Ahmedabad, Gujarat', 'आपूर्ति का स्थान', 'Gujarat (24)', 'रिवर्स चार्ज पर देय कर', 'नहीं', '999293', 'CGST 9%', 'SGST 9%', '₹228.74', 'कर योग्य मूल्य', '₹2,541.52']) {
      expect(text, field).toContain(field);
    }
    expect(await page.getByTestId('receipt-signature').textContent()).toContain('अधिकृत हस्ताक्षरकर्ता');
    expect(await scrollsSideways(page)).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByTestId('receipt').isVisible()).toBe(true);
    // A changed signature opens nothing.
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/hi/receipt/${booking.paymentId}?sig=${'0'.repeat(43)}&exp=${link.exp}`);
    await page.getByTestId('dashboard-error').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('receipt').count()).toBe(0);
    await context.close();
  });
});
