/**
 * Packages of sessions in Chromium (issue 54 part 1), on a phone (360 px) in Hindi: the service's
 * page shows the founder's package with its price; a signed-in member who bought it (the founder
 * confirmed the payment, as this production site without Razorpay does it) opens /hi/book/<slug>,
 * sees "use one of your N sessions" already ticked, books a time at ₹0 without a payment page, and
 * their dashboard shows one session fewer and until when the rest book. Without JavaScript: the
 * service page's Buy form leads to the payment page with its signed link, and the booking form
 * posts useCredit like the script does; the founder refunds the unused session from the payments tab.
 */
import { request, type APIRequestContext, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, DESKTOP, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';
import { signInAsAdmin, signUpMember } from './support/auth.ts';

const SLUG = 'life-coaching';

describe.skipIf(!hasChromium)('packages of sessions in Chromium', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  /** The packages made here, no longer sold afterwards: other files' pages of the service stay as they were. */
  const made: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl(), storageState: inject('adminState'), extraHTTPHeaders: { origin: baseUrl() } });
  });
  afterAll(async () => {
    for (const id of made) await admin?.delete(`/api/admin/packages/${id}`);
    await admin?.dispose();
    await browser?.close();
  });

  /** A package of `sessions` on the consultation, made by the founder through the API; its id. */
  async function definePackage(title: string, hiTitle: string, sessions = 3): Promise<string> {
    const services = (await (await admin.get('/api/admin/services?kind=consultation')).json()) as { items: { id: string; slug: string }[] };
    const service = services.items.find((s) => s.slug === SLUG)!;
    const created = await admin.post('/api/admin/packages', { data: { serviceId: service.id, sessions, priceInr: 6000, validDays: 120, title, translations: { hi: { title: hiTitle } } } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    made.push(id);
    return id;
  }

  /** The founder confirms the payment of registration `id` by hand (this site has no Razorpay). */
  async function confirmPayment(email: string, id: string): Promise<void> {
    const list = (await (await admin.get(`/api/admin/payments?q=${encodeURIComponent(email)}`)).json()) as { items: { id: string; registrationId: string }[] };
    const payment = list.items.find((p) => p.registrationId === id)!;
    const confirmed = await admin.post(`/api/admin/payments/${payment.id}/verify`, { data: { decision: 'confirm' } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }

  it('buys a package with the service page\'s plain form and books with a credit without JavaScript', async () => {
    const packageId = await definePackage('Two coaching sessions', 'दो कोचिंग सत्र', 2);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    const member = await signUpMember(page, { name: 'Ravi Package' });

    await page.goto(`/services/${SLUG}`);
    const card = page.getByTestId('service-package').filter({ hasText: 'Two coaching sessions' });
    await card.locator('summary').click();
    const form = card.getByTestId('package-form');
    await form.getByLabel('Full name').fill('Ravi Package');
    await form.getByLabel('E-mail').fill(member.email);
    await form.getByLabel('Phone').fill('+91 98765 43210');
    await form.getByTestId('package-submit').click();
    // The usual payment page, with its signed link; the amount is the package's.
    await page.waitForURL(/\/payment\?service=package&registrationId=[0-9a-f-]+&sig=/);
    // It names the package and its price, from the server.
    await page.getByText('Two coaching sessions').first().waitFor();
    expect(await page.locator('main').textContent()).toContain('6,000');
    const id = new URL(page.url()).searchParams.get('registrationId')!;
    const started = await context.request.post(`/api/registrations/${id}/payment${new URL(page.url()).search}`, { headers: { origin: new URL(baseUrl()).origin }, data: { method: 'card' } });
    expect(started.status(), await started.text()).toBe(200);
    await confirmPayment(member.email, id);
    const [credit] = (await (await context.request.get('/api/me/credits')).json()) as { packageId: string; remaining: number }[];
    expect(credit).toMatchObject({ packageId, remaining: 2 });

    await page.goto(`/book/${SLUG}`);
    await page.getByTestId('booking-credit').getByText('Use one of your 2 sessions (₹0)').waitFor();
    await page.getByTestId('booking-slot').first().click();
    await page.fill('#book-fullName', 'Ravi Package');
    await page.fill('#book-email', member.email);
    await page.fill('#book-phone', '+91 98765 43210');
    await page.check('#book-consent');
    await page.getByTestId('booking-submit').click();
    await page.waitForURL('**/registration-success**');
    expect(((await (await context.request.get('/api/me/credits')).json()) as { remaining: number }[])[0].remaining).toBe(1);

    // The founder refunds the unused session from the payments tab: 6,000 × 1 ÷ 2 = 3,000, with the reference of her transfer.
    const founder = await newPage(browser, DESKTOP);
    await signInAsAdmin(founder.page);
    await founder.page.goto('/admin?tab=payments');
    const row = founder.page.getByTestId('payment-row').filter({ hasText: 'Ravi Package' });
    await row.getByTestId('payment-refund').click();
    const dialog = founder.page.getByTestId('refund-dialog');
    expect(await dialog.getByLabel('The unused sessions, pro rata (price × unused ÷ sessions)').isChecked()).toBe(true);
    await dialog.getByTestId('refund-reference').fill('UPI-REFUND-0001');
    await dialog.getByTestId('refund-submit').click();
    await expect.poll(() => row.getByTestId('payment-refunded').textContent(), { timeout: 15_000 }).toContain('₹3,000');
    expect(((await (await context.request.get('/api/me/credits')).json()) as { remaining: number }[])[0].remaining).toBe(0);
    await founder.context.close();
    await context.close();
  });

  it('lets a member with credits book with one on /hi/book/<slug> at 360 px, and the dashboard shows what is left', async () => {
    const pkg = { id: await definePackage('Three coaching sessions', 'तीन कोचिंग सत्र') };

    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const member = await signUpMember(page, { name: 'Asha Patel' });
    const origin = new URL(baseUrl()).origin;

    // The service's page offers the package in Hindi, with its price.
    await page.goto(`/hi/services/${SLUG}`);
    const card = page.getByTestId('service-package').filter({ hasText: 'तीन कोचिंग सत्र' });
    await card.waitFor();
    expect(await card.getByTestId('package-price').textContent()).toContain('6,000');

    // The member buys it (signed in: the package is theirs); the founder confirms the payment by hand.
    const bought = await context.request.post('/api/unified-registration', { headers: { origin }, data: { registrationType: 'package', packageId: pkg.id, name: 'Asha Patel', email: member.email, phone: '+91 98765 43210' } });
    expect(bought.status(), await bought.text()).toBe(201);
    const { id, paymentUrl } = (await bought.json()) as { id: string; paymentUrl: string };
    const started = await context.request.post(`/api/registrations/${id}/payment${new URL(paymentUrl, origin).search}`, { headers: { origin }, data: { method: 'card' } });
    expect(started.status(), await started.text()).toBe(200);
    await confirmPayment(member.email, id);

    await page.goto(`/hi/book/${SLUG}`);
    await page.getByTestId('booking-days').waitFor();
    const credit = page.getByTestId('booking-credit');
    await credit.getByText('अपने 3 सत्रों में से एक उपयोग करें (₹0)').waitFor();
    expect(await credit.locator('input[name="useCredit"]').isChecked()).toBe(true);
    await page.getByTestId('booking-slot').first().click();
    await page.fill('#book-fullName', 'Asha Patel');
    await page.fill('#book-email', member.email);
    await page.fill('#book-phone', '+91 98765 43210');
    await page.check('#book-consent');
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByTestId('booking-submit').click();
    // Confirmed at ₹0: no payment page, the success page.
    await page.waitForURL('**/hi/registration-success**');
    expect(page.url()).not.toContain('/payment');
    // Nothing was paid, and the page says so: no payment received, no receipt.
    await page.getByTestId('success-title').waitFor();
    const thanks = (await page.locator('main').textContent()) ?? '';
    expect(thanks).toContain('कुछ भी भुगतान नहीं करना है');
    expect(thanks).not.toContain('भुगतान प्राप्त');
    expect(thanks).not.toContain('रसीद');

    const credits = (await (await context.request.get('/api/me/credits')).json()) as { remaining: number; sessions: number }[];
    expect(credits).toEqual([expect.objectContaining({ remaining: 2, sessions: 3 })]);

    await page.goto('/hi/dashboard');
    const mine = page.getByTestId('my-credit');
    await mine.getByTestId('credit-remaining').getByText('3 में से 2 सत्र बचे हैं').waitFor();
    expect(await mine.textContent()).toContain('तक बुक करें');
    expect(await scrollsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
