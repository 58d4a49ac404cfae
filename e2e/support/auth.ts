/**
 * Signing in through the real pages, for browser tests:
 *
 *   await signInAsAdmin(page);                          // the ADMIN_EMAIL account the site creates at start
 *   const member = await signUpMember(page);            // a new member account, confirmed through its e-mail, signed in
 *   await signIn(page, member.email, member.password);  // again, later (after signing out)
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { linkIn, waitForEmail } from './mail.ts';

export interface E2eAccount {
  email: string;
  password: string;
  name: string;
}

/** The form's button is enabled once the page has hydrated (before that, typing could be lost). */
export async function formReady(page: Page, testId: string) {
  await page.waitForFunction((id) => {
    const button = document.querySelector(`[data-testid=${id}] button[type=submit]`);
    return !!button && !button.hasAttribute('disabled');
  }, testId);
}

/** Where the pages send the browser after signing in: anywhere but /login. */
async function leftLoginPage(page: Page) {
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Signs in on /login (optionally with a return path) and waits until the page has moved on. */
export async function signIn(page: Page, email: string, password: string, options: { returnTo?: string } = {}): Promise<void> {
  await page.goto(options.returnTo ? `/login?returnTo=${encodeURIComponent(options.returnTo)}` : '/login');
  await formReady(page, 'sign-in-form');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
  await leftLoginPage(page);
}

/** Signs in as the site's admin (ADMIN_EMAIL/ADMIN_PASSWORD of the test server). */
export async function signInAsAdmin(page: Page, options: { returnTo?: string } = {}): Promise<E2eAccount> {
  const email = inject('adminEmail');
  const password = inject('adminPassword');
  await signIn(page, email, password, options);
  return { email, password, name: 'Admin' };
}

/**
 * Creates a member account on /login?mode=signup and confirms it as a person would: the e-mailed
 * link, then the account's password on its page. The browser is signed in afterwards, at
 * `returnTo`. With `confirm: false` it signs in on /login instead, and the address stays unconfirmed.
 */
export async function signUpMember(
  page: Page,
  options: { email?: string; name?: string; password?: string; returnTo?: string; confirm?: boolean } = {},
): Promise<E2eAccount> {
  const account = {
    email: options.email ?? `member-${randomBytes(5).toString('hex')}@e2e.example`,
    name: options.name ?? 'Meera Shah',
    password: options.password ?? `pw-${randomBytes(8).toString('hex')}`,
  };
  const query = new URLSearchParams({ mode: 'signup', ...(options.returnTo ? { returnTo: options.returnTo } : {}) });
  await page.goto(`/login?${query}`);
  await formReady(page, 'sign-up-form');
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Full name').fill(account.name);
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.getByTestId('sign-up-sent').waitFor();
  if (options.confirm === false) {
    await signIn(page, account.email, account.password, { returnTo: options.returnTo });
    return account;
  }
  await confirmAccount(page, account);
  return account;
}

/** Opens the confirmation link e-mailed to the account and gives its password; waits until signed in. */
export async function confirmAccount(page: Page, account: Pick<E2eAccount, 'email' | 'password'>): Promise<void> {
  const mail = await waitForEmail(account.email, (text) => text.includes('/verify-email?token='));
  await page.goto(linkIn(mail, '/verify-email'));
  await formReady(page, 'confirm-form');
  const form = page.getByTestId('confirm-form');
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Confirm and log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/verify-email');
}
