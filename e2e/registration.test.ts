import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Webinar } from '../src/shared/contracts/content.ts';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';
import { api, freeWebinar, uniqueEmail } from './support/catalogue.ts';

async function fillPersonalInfo(page: Page, email: string) {
  await page.fill('#reg-fullName', 'Asha Patel');
  await page.fill('#reg-email', email);
  await page.fill('#reg-phone', '+91 98765 43210');
  await page.fill('#reg-city', 'Ahmedabad');
  await page.fill('#reg-dateOfBirth', '1990-04-12');
  await page.fill('#reg-timeOfBirth', '06:45');
  await page.fill('#reg-placeOfBirth', 'Surat');
}

async function tickAgreements(page: Page) {
  for (const name of ['accuracy', 'confidentiality', 'guidelines']) await page.check(`#reg-agreement-${name}`);
}

async function inLanguage(context: BrowserContext, lang: 'hi' | 'gu') {
  await context.addCookies([{ name: 'i18nextLng', value: lang, url: baseUrl() }]);
  await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
}

describe('registration pages rendered on the server', () => {
  it('renders the meditation circle from the database: title, date in IST, seats left, the form', async () => {
    const circle = await api<Webinar>('/api/webinars/monthly-meditation-circle');
    const html = await (await fetch(`${baseUrl()}/event-registration`)).text();
    expect(html).toContain('<h1');
    expect(html).toContain(circle.title);
    // The start as shown (React separates adjacent texts with empty comments).
    expect(html.match(/<time dateTime="[^"]+">([^]*?)<\/time>/)?.[1].replaceAll('<!-- -->', '')).toMatch(/^\w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2}\s?[ap]m IST$/i);
    expect(html).toContain(`${circle.seatsLeft} seats left`);
    // A free circle asks the short questions (issue 18 §4).
    expect(html).toContain('Reserve my seat');
  });

  it('renders the unified form, the payment page shell and the success page', async () => {
    const register = await (await fetch(`${baseUrl()}/register?type=consultancy`)).text();
    expect(register).toContain('Personal Information');
    expect(register).toContain('Consultancy Details');
    expect(register).toContain('Complete Registration');
    const payment = await fetch(`${baseUrl()}/payment?service=consultancy&registrationId=x`);
    expect(payment.status).toBe(200);
    expect(await payment.text()).toContain('Complete Your Payment');
    const success = await (await fetch(`${baseUrl()}/registration-success?type=webinar&free=true`)).text();
    expect(success).toContain('Registration Successful!');
    expect(success).toContain('href="/register?type=course"');
    for (const to of ['/about', '/services', '/events']) expect(success).toContain(`href="${to}"`);
    const hi = await (await fetch(`${baseUrl()}/registration-success?type=course`, { headers: { cookie: 'i18nextLng=hi' } })).text();
    expect(hi).toContain('पंजीकरण सफल!');
  });
});

describe.skipIf(!hasChromium)('registration journeys in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers for a free webinar from its link and lands on the success page', async () => {
    const webinar = await freeWebinar();
    const { context, page } = await newPage(browser);
    await page.goto(`/register?webinarId=${webinar.id}&type=webinar`);
    // A free webinar: the short form (issue 18 §4). Nothing is sent while it is incomplete.
    await page.getByTestId('signup-form').getByText(webinar.title).waitFor();
    await page.getByTestId('signup-submit').click();
    await page.getByText('Full name is required').waitFor();
    expect(page.url()).toContain('/register');

    await page.fill('#su-fullName', 'Asha Patel');
    await page.fill('#su-email', uniqueEmail('webinar'));
    await page.check('#su-consent');
    await page.getByTestId('signup-submit').click();
    await page.waitForURL('**/registration-success?type=webinar&free=true');
    await page.getByRole('heading', { level: 1, name: 'Registration Successful!' }).waitFor();
    await page.getByText('A confirmation email will follow shortly.').waitFor();
    expect(await page.getByTestId('course-link').getAttribute('href')).toBe('/register?type=course');
    expect(await page.getByTestId('share-whatsapp').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('asks for a webinar when none is chosen, and switches the type in place', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/register?type=webinar');
    const submit = page.getByTestId('register-submit');
    // The server's page lets the form be sent (its action says what is missing); once the page's code
    // runs, the button itself says a webinar is needed.
    await expect.poll(() => submit.textContent()).toBe('Select a webinar to register for');
    expect(await submit.isDisabled()).toBe(true);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    // Keyboard alone: the service cards are one radio group.
    await page.getByTestId('service-webinar').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Course Details' }).waitFor();
    await page.getByTestId('service-consultancy').check({ force: true });
    await page.getByRole('heading', { name: 'Consultancy Details' }).waitFor();
    expect(await submit.textContent()).toBe('Complete Registration');
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    await context.close();
  });

  it('books a consultancy in Hindi for the catalogue\'s amount; with no payment provider in production it becomes a booking on request', async () => {
    const { context, page } = await newPage(browser);
    await inLanguage(context, 'hi');
    // Preselected as "Book now" sends it: the astrology consultation, ₹2,999 in the catalogue.
    await page.goto('/register?type=consultancy&service=astrology-numerology');
    await page.getByRole('heading', { name: 'परामर्श का विवरण' }).waitFor();
    await page.getByTestId('reg-service-price').getByText('₹2,999').waitFor();
    await fillPersonalInfo(page, uniqueEmail('consult'));
    await page.selectOption('#reg-concernCategory', 'relationship');
    await page.fill('#reg-concernDescription', 'घर में छोटी बातों पर बार-बार बहस होती है।');
    await tickAgreements(page);
    await page.getByRole('button', { name: 'पंजीकरण पूरा करें' }).click();
    await page.waitForURL(/\/payment\?service=consultancy&registrationId=[0-9a-f-]{36}&sig=[\w-]+&exp=\d+$/);
    // Read once the payment page shows its total: right at the URL change, the page could still be loading.
    await page.getByTestId('payment-total').getByText('₹2,999').waitFor();
    // Kept in the browser once the page's script runs (the page itself came with its total).
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pendingPayment') ?? 'null')))
      .toMatchObject({ service: 'consultancy', registrationId: new URL(page.url()).searchParams.get('registrationId') });

    await page.getByText('व्यक्तिगत परामर्श', { exact: true }).waitFor();
    // This site runs in production without Razorpay or a UPI ID: nothing is simulated, no way to pay is
    // offered that would not be taken; the visitor asks for the booking and the founder confirms.
    expect(await page.locator('[data-testid^=pay-]').count()).toBe(0);
    // Nor is Razorpay named: it takes no money here.
    expect(await page.getByTestId('payment-secure-note').count()).toBe(0);
    await page.getByTestId('request-booking').click();
    await page.getByTestId('payment-on-request').getByText('अनुरोध पर बुकिंग').waitFor();

    // The server recorded it: awaiting the founder, not paid.
    const summary = await (await fetch(`${baseUrl()}/api/registrations/${new URL(page.url()).searchParams.get('registrationId')}/summary`)).json();
    expect(summary).toMatchObject({ status: 'awaiting_verification', paid: false, amountInr: 2999 });
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('registers for the Monthly Meditation Circle (its next occurrence, the short form) and shows Registration Complete! with Return to Home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/event-registration');
    await page.getByRole('button', { name: 'Reserve my seat' }).click();
    for (const message of ['Full name is required', 'Please agree to receive the joining details.']) await page.getByText(message, { exact: true }).first().waitFor();
    await page.fill('#ev-fullName', 'Ravi Shah');
    await page.fill('#ev-email', uniqueEmail('circle'));
    await page.check('#ev-consent');
    await page.getByRole('button', { name: 'Reserve my seat' }).click();
    await page.getByRole('heading', { name: 'Registration Complete!' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('tells a visitor whose payment address names no registration it cannot be paid, with the way back to /register', async () => {
    const { context, page } = await newPage(browser);
    const answer = await page.goto('/payment?service=consultancy&registrationId=00000000-0000-4000-8000-000000000000');
    expect(answer?.status()).toBe(200);
    const refused = page.getByTestId('payment-refused');
    await refused.waitFor();
    await refused.getByRole('link').click();
    await page.waitForURL('**/register');
    await context.close();
  });

  it('shows the error toast for invalid stored payment data and goes back to /register', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    for (const bad of ['not json', JSON.stringify({ service: 'consultancy', registrationId: 'x' }), JSON.stringify({ service: 'course', registrationId: '00000000-0000-4000-8000-000000000000' })]) {
      await page.evaluate((value) => localStorage.setItem('pendingPayment', value), bad);
      await page.goto('/payment?service=consultancy');
      await page.getByTestId('toast').getByText('Invalid payment data. Please try registering again.').waitFor();
      await page.waitForURL('**/register');
      expect(await page.evaluate(() => localStorage.getItem('pendingPayment'))).toBeNull();
    }
    await context.close();
  });

  it.each(['en', 'gu'] as const)('has no serious accessibility violation on the registration pages, errors shown included (%s)', async (lang) => {
    const { context, page } = await newPage(browser);
    if (lang !== 'en') await inLanguage(context, lang);
    const found: Record<string, string[]> = {};
    for (const path of ['/register?type=consultancy', '/register?type=webinar', '/register?type=course', '/event-registration', '/registration-success?type=webinar&free=true', '/registration/cancel?id=x&sig=y']) {
      await page.goto(path);
      // Once the page's code has run (a button it disables stays disabled).
      await page.waitForLoadState('networkidle');
      // With the messages of a failed submit on screen, where the page has a form to send.
      const submit = page.locator('form[novalidate] button[type=submit]');
      if ((await submit.count()) > 0 && (await submit.isEnabled())) {
        await submit.click();
        await page.getByTestId('field-error').first().waitFor();
      }
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });

  describe('at 360 px in Gujarati', () => {
    // One phone for every page (a fresh context per page only re-compiled the same scripts).
    let phone: Awaited<ReturnType<typeof newPage>>;
    beforeAll(async () => {
      phone = await newPage(browser, PHONE);
      await inLanguage(phone.context, 'gu');
    });
    afterAll(() => phone?.context.close());

    it.each(['/register?type=course', '/register?type=webinar', '/event-registration', '/registration-success?type=webinar&free=true', '/registration/cancel?id=x&sig=y'])(
      'does not scroll sideways: %s',
      async (route) => {
        await phone.page.goto(route);
        expect(await scrollsSideways(phone.page)).toBe(false);
      },
    );
  });
});
