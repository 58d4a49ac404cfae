/**
 * The founder's coupon codes page (/admin/coupons, issue 54 part 2) in Chromium at 360 px: she
 * creates a code with the form, sees it listed with its uses, and a payer's use of it shows there;
 * a member is refused the page (403).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, PHONE, scrollsSideways } from './support/browser.ts';
import { signInAsAdmin, signUpMember } from './support/auth.ts';
import { requestAstrologyConsultation, uniqueEmail } from './support/catalogue.ts';

describe.skipIf(!hasChromium)('the coupon codes page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lets the founder create a code at 360 px and shows its uses; a member gets 403', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signInAsAdmin(page, { returnTo: '/admin/coupons' });
    const code = `TEAM${Date.now().toString(36).toUpperCase()}`;
    const form = page.getByTestId('coupon-create');
    await form.waitFor();
    // Hydrated: the form's script sends it (a code of its own is not yet in the list).
    await page.waitForFunction(() => !document.querySelector('[data-testid=coupon-create] button[type=submit]')?.hasAttribute('disabled'));
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Discount').selectOption('fixed');
    await form.getByLabel('How much off').fill('500');
    await form.getByLabel('Uses in all (empty: no limit)').fill('3');
    await form.getByRole('button', { name: 'Create code' }).click();
    const item = page.getByTestId('admin-coupons').locator('li', { hasText: code }).first();
    await item.getByText('Used 0 of 3').waitFor();

    // A payer uses it: the page lists the use.
    const { id, paymentUrl } = await requestAstrologyConsultation(page.request, { fullName: 'Asha Patel', email: uniqueEmail('team') });
    const applied = await page.request.post(`/api/registrations/${id}/coupon${new URL(paymentUrl, baseUrl()).search}`, { headers: { origin: baseUrl() }, data: { code } });
    expect((await applied.json()).amountInr).toBe(2499);
    await page.reload();
    await page.getByTestId('admin-coupons').locator('li', { hasText: code }).first().getByText('Used 1 of 3').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();

    const memberContext = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    const memberPage = await memberContext.newPage();
    await signUpMember(memberPage);
    const refused = await memberPage.goto('/admin/coupons');
    expect(refused?.status()).toBe(403);
    await memberContext.close();
  });
});
