import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formReady, signIn, signInAsAdmin, signUpMember, signUpOnPages } from './support/auth.ts';
import { linkIn, waitForEmail } from './support/mail.ts';
import { baseUrl, DESKTOP, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';

describe('account pages without a browser', () => {
  it('sends visitors of member and admin pages to sign in, with the way back', async () => {
    for (const path of ['/dashboard', '/admin', '/admin/forms']) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
    }
    const login = await fetch(`${baseUrl()}/api/login?returnTo=%2Fdashboard`, { redirect: 'manual' });
    expect(login.headers.get('location')).toBe('/login?returnTo=%2Fdashboard');
  });

  it('renders the sign-in page on the server, translated', async () => {
    const en = await (await fetch(`${baseUrl()}/login`)).text();
    expect(en).toContain('Email address');
    expect(en).toMatch(/<title>Log In \|/);
    const hi = await (await fetch(`${baseUrl()}/login?mode=signup`, { headers: { cookie: 'i18nextLng=hi' } })).text();
    expect(hi).toContain('अपना खाता बनाएँ');
    const gu = await (await fetch(`${baseUrl()}/reset-password?token=abc`, { headers: { cookie: 'i18nextLng=gu' } })).text();
    expect(gu).toContain('નવો પાસવર્ડ પસંદ કરો');
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever-it-is' }),
    });
    expect(res.status).toBe(403);
  });
});

describe.skipIf(!hasChromium)('accounts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a member signs up, sees the avatar with the right initial, signs out, signs in again', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const member = await signUpOnPages(page, { name: 'Meera Shah' });
    // The confirmation link of a sign-up without a return path leads to the dashboard.
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    const avatar = page.getByTestId('avatar-button');
    await expect.poll(() => avatar.textContent()).toBe('M');
    await avatar.click();
    const menu = page.locator('[aria-label="Account menu"] + div');
    await menu.getByText('Meera Shah').waitFor();
    await menu.getByText(member.email).waitFor();
    expect(await menu.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await menu.getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    expect((await (await context.request.get('/api/auth/user')).status())).toBe(401);

    // Back in, through the navigation's Log In link and a page that needs an account.
    await page.goto('/dashboard');
    await page.waitForURL('**/login?returnTo=%2Fdashboard');
    await formReady(page, 'sign-in-form');
    await page.getByLabel('Email address').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByTestId('sign-in-form').getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await expect.poll(() => page.getByTestId('avatar-button').textContent()).toBe('M');
    expect(page.errors ?? []).toEqual([]);
    await context.close();
  });

  it('shows members Access Denied on the admin pages, and admins the admin link', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signUpMember(page, { name: 'Ravi Patel' });
    await page.goto('/admin');
    await page.getByText('Access Denied - Admin privileges required').waitFor();
    await page.goto('/admin/forms');
    await page.getByText('Access Denied, Admin privileges required to access this page').waitFor();
    await context.close();

    const admin = await newPage(browser, DESKTOP);
    await signInAsAdmin(admin.page, { returnTo: '/admin' });
    await admin.page.waitForURL('**/admin');
    await admin.page.getByTestId('avatar-button').waitFor();
    expect(await admin.page.getByTestId('access-denied').count()).toBe(0);
    await admin.page.getByTestId('avatar-button').click();
    await admin.page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await admin.context.close();
  });

  it('says when the password is wrong, in the page language', async () => {
    const first = await newPage(browser, DESKTOP);
    const member = await signUpMember(first.page);
    await first.context.close();

    // Another browser, in Hindi.
    const { context, page } = await newPage(browser, DESKTOP);
    await context.addCookies([{ name: 'i18nextLng', value: 'hi', url: baseUrl() }]);
    await page.goto('/login');
    await formReady(page, 'sign-in-form');
    await page.getByLabel('ईमेल पता').fill(member.email);
    await page.getByLabel('पासवर्ड').fill('not-the-password');
    await page.getByTestId('sign-in-form').getByRole('button', { name: 'लॉग इन' }).click();
    await page.getByTestId('form-error').getByText('ईमेल पता या पासवर्ड सही नहीं है।').waitFor();
    // The Hindi reader's cookie led to the Hindi address of the page (ADR 0019), and they stay there.
    expect(new URL(page.url()).pathname).toBe('/hi/login');
    await context.close();
  });

  it("the owner of an address someone signed up with takes the account over from the e-mailed link, in Gujarati at 360 px by keyboard", async () => {
    // A stranger signs up with Kiran's address and a password of their own, and signs in.
    const stranger = await newPage(browser, DESKTOP);
    const kiran = await signUpMember(stranger.page, { name: 'Not Kiran', confirm: false });
    await stranger.page.goto('/dashboard');
    await stranger.page.getByTestId('verify-banner').waitFor();

    // Kiran opens the confirmation link on her phone, in Gujarati, and does not know that password.
    const { context, page } = await newPage(browser, PHONE);
    await context.addCookies([{ name: 'i18nextLng', value: 'gu', url: baseUrl() }]);
    const mail = await waitForEmail(kiran.email, (text) => text.includes('/verify-email?token='));
    await page.goto(linkIn(mail, '/verify-email'));
    await formReady(page, 'confirm-form');
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByLabel('પાસવર્ડ').focus();
    await page.keyboard.type('kirans-own-guess');
    await page.keyboard.press('Enter');
    await page.getByTestId('form-error').getByText('આ આ ખાતાનો પાસવર્ડ નથી', { exact: false }).waitFor();
    // She chooses a new password instead, with the keyboard.
    await page.getByRole('link', { name: 'આ ખાતું મેં નથી બનાવ્યું', exact: false }).focus();
    await page.keyboard.press('Enter');
    await formReady(page, 'confirm-new-form');
    // The link that showed the form is gone: the keyboard goes on in the new password's field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('newPassword');
    await page.keyboard.type('kirans-new-password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kirans-new-password');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'મારું ડેશબોર્ડ' }).waitFor();
    expect(await page.getByTestId('verify-banner').count()).toBe(0);

    // The stranger is signed out, and their password opens nothing.
    expect((await stranger.context.request.get('/api/auth/user')).status()).toBe(401);
    const again = await stranger.context.request.post('/api/auth/sign-in/email', { data: { email: kiran.email, password: kiran.password }, headers: { origin: baseUrl() } });
    expect(again.status()).toBe(401);
    expect(page.errors ?? []).toEqual([]);
    await stranger.context.close();
    await context.close();
  });

  it('checks the fields before sending, with messages under them', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login?mode=signup');
    await formReady(page, 'sign-up-form');
    const form = page.getByTestId('sign-up-form');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Please enter your name').waitFor();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByText('Please use at least 8 characters for the password').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await context.close();
  });

  it('signs in with the keyboard alone at 360 px, and signs out from the drawer', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const member = await signUpMember(page);
    await context.clearCookies();
    await page.goto('/login');
    expect(await scrollsSideways(page)).toBe(false);
    await formReady(page, 'sign-in-form');
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    // Without a return path, a member's own start page (issue 51).
    await page.waitForURL(`${baseUrl()}/dashboard`);

    await page.getByTestId('open-drawer').click();
    const drawer = page.getByTestId('mobile-drawer');
    await drawer.getByText(member.email).waitFor();
    await drawer.getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect((await (await context.request.get('/api/auth/user')).status())).toBe(401);
    await context.close();
  });

  it('asks for a reset link and says it was sent, whether or not the account exists', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/login?mode=forgot');
    await formReady(page, 'forgot-form');
    await page.getByLabel('Email address').fill('nobody@e2e.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('reset-sent').getByText('nobody@e2e.example', { exact: false }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('admin setup tells a member honestly that nothing changed', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/admin-setup');
    await page.getByText('Please log in with the designated admin account first.').waitFor();
    await signUpMember(page, { returnTo: '/admin-setup' });
    await page.waitForURL('**/admin-setup');
    await page.waitForFunction(() => document.querySelector('[data-testid=admin-setup-button]')?.hasAttribute('disabled') === false);
    await page.getByTestId('admin-setup-button').click();
    await page.getByTestId('admin-setup-result').getByText('Nothing was changed', { exact: false }).waitFor();
    await context.close();
  });

  it('the 401 path: Unauthorized toast, then the login path after 500 ms, and back after signing in', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    // As on a slow phone: the toast's view (loaded on first use) takes longer than the 500 ms.
    await page.route(/toast-view[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const member = await signUpMember(page, { returnTo: '/admin-setup' });
    await page.waitForURL('**/admin-setup');
    await page.waitForFunction(() => document.querySelector('[data-testid=admin-setup-button]')?.hasAttribute('disabled') === false);
    // The session ends while the page is open (signed out in another tab, say).
    await context.clearCookies();
    // The toast lives 500 ms before the page leaves: on a busy machine a poll from here can miss
    // it, so the page itself reports every toast it shows, the moment it shows it.
    const toasts: { text: string }[] = [];
    await page.exposeFunction('reportToast', (text: string) => toasts.push({ text }));
    await page.evaluate(() => {
      const reported = new WeakMap<Element, string>();
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid=toast]')) {
          const text = toast.textContent ?? '';
          if (reported.get(toast) === text) continue;
          reported.set(toast, text);
          (window as unknown as { reportToast(text: string): void }).reportToast(text);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByTestId('admin-setup-button').click();
    await page.waitForURL('**/login?returnTo=%2Fadmin-setup');
    const shown = toasts.find(({ text }) => text.includes('Unauthorized') && text.includes('You are logged out. Logging in again...'));
    expect(shown, `toasts seen: ${JSON.stringify(toasts)}`).toBeDefined();
    await signIn(page, member.email, member.password, { returnTo: '/admin-setup' });
    await page.waitForURL('**/admin-setup');
    await context.close();
  });

  it('skips the sign-in page for a signed-in user', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signUpMember(page);
    await page.goto('/login?returnTo=%2Fdashboard');
    await page.waitForURL('**/dashboard');
    // A return path that would leave the site counts as none (issue 17, item 3): the member's own start page (issue 51).
    for (const attack of ['//evil.example', '/.//evil.example', '/%5Cevil.example', 'https://evil.example/']) {
      await page.goto('/');
      await page.goto(`/login?returnTo=${encodeURIComponent(attack)}`);
      await page.waitForURL(`${baseUrl()}/dashboard`);
    }
    await context.close();
  });

  it('does not scroll sideways at 360 px on the account pages', async () => {
    const { context, page } = await newPage(browser, PHONE);
    for (const path of ['/login', '/login?mode=signup', '/login?mode=forgot', '/reset-password?token=x', '/reset-password', '/verify-email?token=x', '/verify-email', '/admin-setup']) {
      await page.goto(path);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await context.close();
  });

  it('keeps sign-in fields usable after switching tabs with the keyboard', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await formReady(page, 'sign-in-form');
    await page.getByRole('link', { name: 'Create account' }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login?mode=signup');
    await formReady(page, 'sign-up-form');
    await page.getByRole('link', { name: 'Log In' }).last().click();
    await page.waitForURL(`${baseUrl()}/login`);
    await formReady(page, 'sign-in-form');
    await context.close();
  });
});
