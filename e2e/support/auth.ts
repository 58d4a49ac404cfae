/**
 * Signed-in browsers for browser tests. A test that needs an account but is not about the account
 * pages gets it through the API (the real endpoints; the session cookie lands in the page's
 * browser context), which is quicker and steadier than typing into /login:
 *
 *   await signInAsAdmin(page);                          // the admin's stored session (global-setup.ts signed it in once)
 *   const member = await signUpMember(page);            // a new member: sign-up, then the confirm endpoint with the e-mailed token
 *   await signInThroughApi(page, member.email, member.password);
 *
 * The pages themselves, for the tests of those pages (e2e/auth.test.ts) and journeys that show them:
 *
 *   await signUpOnPages(page);                          // /login?mode=signup, then the e-mailed link's page
 *   await signIn(page, member.email, member.password);  // /login
 *   await confirmAccount(page, member);                 // the e-mailed link's page
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

export interface SignUpOptions {
  email?: string;
  name?: string;
  password?: string;
  /** Where the browser is afterwards (the confirmation link's return path too). */
  returnTo?: string;
  /** false: the address stays unconfirmed, and the member signs in with the password instead. */
  confirm?: boolean;
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

/**
 * A POST to `site` (the shared site unless told) as its own pages send it, from the page's browser
 * context: its cookies go with it, and those set in the answer stay in it.
 */
async function post(page: Page, path: string, data: unknown, site: string = inject('baseUrl')): Promise<unknown> {
  const { origin } = new URL(site);
  const res = await page.context().request.post(`${origin}${path}`, { data, headers: { origin } });
  if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

function newAccount(options: SignUpOptions): E2eAccount {
  return {
    email: options.email ?? `member-${randomBytes(5).toString('hex')}@e2e.example`,
    name: options.name ?? 'Meera Shah',
    password: options.password ?? `pw-${randomBytes(8).toString('hex')}`,
  };
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

/** Signs the page's browser context in through POST /api/auth/sign-in/email of `site` (the shared one unless told); the page does not move. */
export async function signInThroughApi(page: Page, email: string, password: string, site?: string): Promise<void> {
  await post(page, '/api/auth/sign-in/email', { email, password }, site);
}

/**
 * Signs the page's browser context in as the shared site's admin (ADMIN_EMAIL/ADMIN_PASSWORD), with
 * the session the global setup stored, and opens `returnTo` when given. `site`: another site than the
 * shared one (a test's own server), where the admin signs in through the API.
 */
export async function signInAsAdmin(page: Page, options: { returnTo?: string; site?: string } = {}): Promise<E2eAccount> {
  const email = inject('adminEmail');
  const password = inject('adminPassword');
  if (options.site) await signInThroughApi(page, email, password, options.site);
  else await page.context().addCookies(inject('adminState').cookies);
  if (options.returnTo) await page.goto(options.returnTo);
  return { email, password, name: 'Admin' };
}

/**
 * Creates a member account through the API as the sign-up page does, and confirms it as the e-mailed
 * link's page does (POST /api/auth/confirm-email with the token of the .eml and the password), which
 * signs the browser context in. With `confirm: false` it signs in with the password instead, and the
 * address stays unconfirmed. The page opens `returnTo` when given, and stays where it is otherwise.
 */
export async function signUpMember(page: Page, options: SignUpOptions = {}): Promise<E2eAccount> {
  const account = newAccount(options);
  await post(page, '/api/auth/sign-up/email', { ...account, ...(options.returnTo ? { callbackURL: options.returnTo } : {}) });
  if (options.confirm === false) {
    await signInThroughApi(page, account.email, account.password);
  } else {
    const mail = await waitForEmail(account.email, (text) => text.includes('/verify-email?token='));
    const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
    await post(page, '/api/auth/confirm-email', { token, password: account.password });
  }
  if (options.returnTo) await page.goto(options.returnTo);
  return account;
}

/**
 * Creates a member account on /login?mode=signup and confirms it as a person would: the e-mailed
 * link, then the account's password on its page. The browser is signed in afterwards, at
 * `returnTo`. With `confirm: false` it signs in on /login instead, and the address stays unconfirmed.
 */
export async function signUpOnPages(page: Page, options: SignUpOptions = {}): Promise<E2eAccount> {
  const account = newAccount(options);
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
