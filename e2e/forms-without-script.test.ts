/**
 * Issue 47 §1 in Chromium: the public forms are real `<form method="post">` elements posted to
 * their pages' actions, so they work with JavaScript disabled; the same journeys with JavaScript
 * (enhanced: no reload) pass too, with nothing pressed before acting. A missing or invalid field
 * re-renders the page in Hindi with the messages and the values kept (400).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Webinar } from '../src/shared/contracts/content.ts';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { api, freeWebinar, uniqueEmail } from './support/catalogue.ts';
import { signUpMember } from './support/auth.ts';
import { fillConsultancy, registerConsultation } from './support/forms.ts';
import { linkIn, waitForEmail } from './support/mail.ts';

const locale = (lang: string) => (namespace: string) => JSON.parse(readFileSync(new URL(`../src/client/i18n/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
const hindi = locale('hi');
const gujarati = locale('gu');

/** Clicks `selector` and returns the answer to the POST it sends (the page's action). */
async function submit(page: Page, selector: string): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.locator(selector).click()]);
  return response;
}

/** The journeys, on a page with or without its script. */
function journeys(open: (browser: Browser) => Promise<{ page: Page; close(): Promise<void> }>, scripted: boolean) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends the contact form and says it was sent', async () => {
    const { page, close } = await open(browser);
    await page.goto('/contact');
    // With the script, the form is sent without reloading the document (this mark stays).
    if (scripted) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.fill('#contact-name', 'Asha Patel');
    await page.fill('#contact-email', uniqueEmail('nojs-contact'));
    await page.fill('#contact-message', 'Could we talk about a session for my mother?');
    await page.click('[data-testid=contact-submit]');
    await page.waitForURL('**/contact?sent=1');
    await page.getByTestId('contact-sent').getByText('Message Sent!').waitFor();
    expect(await page.inputValue('#contact-name')).toBe('');
    if (scripted) {
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(page.errors).toEqual([]);
    }
    await close();
  });

  it('re-renders the contact form in Hindi with the messages and the values kept (400)', async () => {
    const hi = hindi('contact');
    const { page, close } = await open(browser);
    await page.goto('/hi/contact');
    await page.fill('#contact-email', 'asha-at-example');
    await page.fill('#contact-message', 'नमस्ते, मुझे सत्र के बारे में जानना है');
    const response = await submit(page, '[data-testid=contact-submit]');
    // Without the script the page itself is the answer; with it, the action's data.
    expect(response.status()).toBe(400);
    await page.getByTestId('error-summary').waitFor();
    expect(await page.locator('#contact-name-error').textContent()).toBe(hi.errors.nameRequired);
    expect(await page.locator('#contact-email-error').textContent()).toBe(hi.errors.emailInvalid);
    expect(await page.inputValue('#contact-email')).toBe('asha-at-example');
    expect(await page.inputValue('#contact-message')).toBe('नमस्ते, मुझे सत्र के बारे में जानना है');
    expect(new URL(page.url()).pathname).toBe('/hi/contact');
    await close();
  });

  it('registers for a free webinar (tapped twice) and shows the success page', async () => {
    const webinar = await freeWebinar();
    const { page, close } = await open(browser);
    await page.goto(`/register?type=webinar&webinarId=${webinar.id}`);
    await page.fill('#su-fullName', 'Meera Shah');
    await page.fill('#su-email', uniqueEmail('nojs-webinar'));
    await page.check('#su-consent');
    // A double tap: the same answers twice make one registration, and the first one's answer.
    await page.locator('[data-testid=signup-submit]').dblclick();
    await page.waitForURL('**/registration-success?type=webinar&free=true');
    await page.getByRole('heading', { level: 1, name: 'Registration Successful!' }).waitFor();
    await close();
  });

  it('registers for the meditation circle on its page and says so there', async () => {
    const next = await api<Webinar>('/api/series/monthly-meditation-circle/next');
    expect(next.priceInr).toBe(0);
    const { page, close } = await open(browser);
    await page.goto('/event-registration');
    await page.fill('#ev-fullName', 'Ravi Desai');
    await page.fill('#ev-email', uniqueEmail('nojs-circle'));
    await page.check('#ev-consent');
    await page.click('[data-testid=signup-submit]');
    await page.waitForURL('**/event-registration?registered=*');
    await page.getByTestId('event-registration-complete').waitFor();
    await close();
  });

  it('re-renders /hi/register with the messages and the values kept (400)', async () => {
    const hi = hindi('registration');
    const webinar = await freeWebinar();
    const { page, close } = await open(browser);
    await page.goto(`/hi/register?type=webinar&webinarId=${webinar.id}`);
    await page.fill('#su-fullName', 'मीरा शाह');
    await page.fill('#su-email', 'meera@');
    await page.selectOption('#su-language', 'gu');
    const response = await submit(page, '[data-testid=signup-submit]');
    expect(response.status()).toBe(400);
    await page.getByTestId('error-summary').waitFor();
    expect(await page.locator('#su-email-error').textContent()).toBe(hi.errors.emailInvalid);
    expect(await page.locator('#su-consent-error').textContent()).toBe(hi.signup.consentRequired);
    expect(await page.inputValue('#su-fullName')).toBe('मीरा शाह');
    expect(await page.inputValue('#su-email')).toBe('meera@');
    expect(await page.inputValue('#su-language')).toBe('gu');
    await close();
  });

  it('starts a consultancy booking through to the payment page, for the catalogue amount', async () => {
    const { page, close } = await open(browser);
    await registerConsultation(page, uniqueEmail('nojs-consult'));
    await page.getByRole('heading', { level: 1, name: 'Complete Your Payment' }).waitFor();
    const id = new URL(page.url()).searchParams.get('registrationId');
    const summary = await api<{ status: string; amountInr: number; offering: string }>(`/api/registrations/${id}/summary`);
    expect(summary).toMatchObject({ status: 'pending_payment', amountInr: 2999 });
    // With the script, the page shows what is owed.
    if (scripted) await page.getByTestId('payment-total').getByText('₹2,999').waitFor();
    await close();
  });

  it('books a consultation slot on /hi/book/:slug (a day, a time, the details) through to the payment page', async () => {
    const { page, close } = await open(browser);
    await page.goto('/hi/book/astrology-numerology');
    // A day near the end of the first window (each journey its own), by its link (?date=).
    const days = page.locator('[data-testid=booking-days] a');
    const count = await days.count();
    expect(count).toBeGreaterThan(4);
    const day = days.nth(count - (scripted ? 1 : 2));
    const date = await day.getAttribute('data-day');
    await day.click();
    await page.waitForURL(`**/hi/book/astrology-numerology?*date=${date}`);
    await page.locator(`[data-testid=booking-day-${date}][aria-current=date]`).waitFor();
    const slot = page.locator('[data-testid=booking-slot]').last();
    const start = await slot.getAttribute('data-start');
    expect(start?.startsWith(date!)).toBe(true);
    await slot.click();
    await page.fill('#book-fullName', 'Asha Patel');
    await page.fill('#book-email', uniqueEmail('nojs-book'));
    await page.fill('#book-phone', '+91 98765 43210');
    await page.fill('#book-dateOfBirth', '1990-04-12');
    await page.fill('#book-placeOfBirth', 'Surat');
    await page.check('#book-consent');
    await page.click('[data-testid=booking-submit]');
    await page.waitForURL(/\/hi\/payment\?service=consultancy&registrationId=[0-9a-f-]{36}&sig=[\w-]+&exp=\d+$/);
    const id = new URL(page.url()).searchParams.get('registrationId');
    const summary = await api<{ status: string; amountInr: number; offering: string }>(`/api/registrations/${id}/summary?lang=hi`);
    expect(summary).toMatchObject({ status: 'pending_payment', amountInr: 2999 });
    // The page says what is paid for: the service by its name, the booked time and the amount.
    expect(await page.getByTestId('payment-offering').textContent()).toBe(summary.offering);
    expect(await page.getByTestId('payment-slot').locator('time').getAttribute('datetime')).toBe(new Date(start!).toISOString());
    await page.getByTestId('payment-total').getByText('₹2,999').waitFor();
    if (scripted) expect(page.errors).toEqual([]);
    await close();
  });

  it('signs in and lands where the visitor was going, signed in; a wrong password is said in Hindi', async () => {
    // An account made through the API in a browser of its own.
    const maker = await newPage(browser);
    const member = await signUpMember(maker.page);
    await maker.context.close();

    const { page, close } = await open(browser);
    await page.goto('/hi/login');
    await page.getByLabel('ईमेल पता').fill(member.email);
    await page.getByLabel('पासवर्ड').fill('not-the-password');
    const refused = await submit(page, '[data-testid=sign-in-form] button[type=submit]');
    expect(refused.status()).toBe(401);
    await page.getByTestId('form-error').getByText(hindi('auth').errors.invalidCredentials).waitFor();
    expect(await page.getByLabel('ईमेल पता').inputValue()).toBe(member.email);
    expect(await page.getByLabel('पासवर्ड').inputValue()).toBe('');

    await page.goto('/hi/login?returnTo=%2Fdashboard');
    await page.getByLabel('ईमेल पता').fill(member.email);
    await page.getByLabel('पासवर्ड').fill(member.password);
    await page.getByTestId('sign-in-form').getByRole('button', { name: 'लॉग इन' }).click();
    // The dashboard is for members only (a visitor is sent to /login): being there is being signed in.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await close();
  });

  it('sets a new password from the e-mailed reset link: two different passwords are said in Gujarati, then it works', async () => {
    const maker = await newPage(browser);
    const member = await signUpMember(maker.page);
    await maker.context.close();

    const { page, close } = await open(browser);
    await page.context().addCookies([{ name: 'i18nextLng', value: 'gu', url: baseUrl() }]);
    await page.goto('/login?mode=forgot');
    await page.getByTestId('forgot-form').locator('input[name=email]').fill(member.email);
    await page.getByTestId('forgot-form').locator('button[type=submit]').click();
    const mail = await waitForEmail(member.email, (text) => text.includes('/reset-password?token='));
    await page.goto(linkIn(mail, '/reset-password'));
    const fresh = 'a-new-password-for-nojs';
    await page.fill('#reset-newPassword', fresh);
    await page.fill('#reset-confirm', 'something-else-entirely');
    const differ = await submit(page, '[data-testid=reset-form] button[type=submit]');
    expect(differ.status()).toBe(400);
    await page.getByText(gujarati('auth').errors.passwordsDiffer).waitFor();
    await page.fill('#reset-newPassword', fresh);
    await page.fill('#reset-confirm', fresh);
    await page.click('[data-testid=reset-form] button[type=submit]');
    await page.getByTestId('reset-done').waitFor();
    // The link did its work once: the new password signs in, the old one no longer does.
    const signIn = (password: string) => page.request.post('/api/auth/sign-in/email', { data: { email: member.email, password }, headers: { origin: baseUrl() } });
    expect((await signIn(member.password)).status()).toBe(401);
    expect((await signIn(fresh)).status()).toBe(200);
    if (scripted) expect(page.errors).toEqual([]);
    await close();
  });

  it("confirms an address from the e-mailed link with the account's password, signed in on the dashboard", async () => {
    const maker = await newPage(browser);
    const member = await signUpMember(maker.page, { confirm: false });
    await maker.context.close();

    const { page, close } = await open(browser);
    const mail = await waitForEmail(member.email, (text) => text.includes('/verify-email?token='));
    await page.goto(linkIn(mail, '/verify-email'));
    await page.getByTestId('confirm-form').getByLabel('Password').fill('not-the-password');
    const refused = await submit(page, '[data-testid=confirm-form] button[type=submit]');
    expect(refused.status()).toBe(401);
    await page.getByTestId('form-error').waitFor();
    await page.getByTestId('confirm-form').getByLabel('Password').fill(member.password);
    await page.getByTestId('confirm-form').getByRole('button', { name: 'Confirm and log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('verify-banner').count()).toBe(0);
    if (scripted) expect(page.errors).toEqual([]);
    await close();
  });

  it("sends the founder's request form on /personal-consultancy, then refuses an incomplete one in Hindi with the answers kept (400)", async () => {
    const { page, close } = await open(browser);
    await page.goto('/personal-consultancy');
    await fillConsultancy(page, 'Nisha Desai');
    await page.click('[data-testid=dynamic-form] button[type=submit]');
    await page.getByTestId('form-sent').getByText('Thank you! We have received your request.').waitFor();
    expect(await page.getByTestId('dynamic-form').getByLabel('Full name').inputValue()).toBe('');

    await page.goto('/hi/personal-consultancy');
    const form = page.getByTestId('dynamic-form');
    await form.getByLabel('शहर').fill('अहमदाबाद');
    // Without the script the action refuses it (400); with it, the same rules refuse it before anything is sent.
    if (scripted) await page.click('[data-testid=dynamic-form] button[type=submit]');
    else expect((await submit(page, '[data-testid=dynamic-form] button[type=submit]')).status()).toBe(400);
    await form.getByText('यह फ़ील्ड आवश्यक है').first().waitFor();
    expect(await form.getByLabel('शहर').inputValue()).toBe('अहमदाबाद');
    if (scripted) expect(page.errors).toEqual([]);
    await close();
  });

  it("registers for the next webinar through the founder's form on /webinar-registration", async () => {
    const { page, close } = await open(browser);
    await page.goto('/webinar-registration');
    const form = page.getByTestId('dynamic-form');
    await form.getByLabel('Full name').fill('Meera Joshi');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('nojs-webinar-form'));
    await form.getByLabel('WhatsApp number').fill('9876501234');
    await form.getByLabel('Healing', { exact: true }).check();
    await form.getByLabel('I agree to receive the joining details by e-mail and WhatsApp').check();
    await page.click('[data-testid=dynamic-form] button[type=submit]');
    await page.getByTestId('event-registration-complete').getByText('Registration Complete!').waitFor();
    expect(new URL(page.url()).searchParams.get('name')).toBe('Meera');
    if (scripted) expect(page.errors).toEqual([]);
    await close();
  });

  it('switches the registration type in place, before or without the script', async () => {
    const { page, close } = await open(browser);
    await page.goto('/register?type=consultancy');
    await page.getByRole('heading', { name: 'Consultancy Details' }).waitFor();
    await page.locator('[data-testid=service-picker] label', { hasText: '7-Day Course' }).click();
    await page.getByRole('heading', { name: 'Course Details' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Consultancy Details' }).isVisible()).toBe(false);
    await close();
  });

}

describe.skipIf(!hasChromium)('the public forms without JavaScript', () => {
  journeys(async (browser) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    return { page, close: () => context.close() };
  }, false);
});

describe.skipIf(!hasChromium)('the same forms with JavaScript', () => {
  journeys(async (browser) => {
    const { context, page } = await newPage(browser, PHONE);
    return { page, close: () => context.close() };
  }, true);
});
