/**
 * The founder's start (issue 51), at 360 px in Hindi and Gujarati: signing in on /login without a
 * return path leads her to /admin, with the page's script and without it, and the overview opens
 * with the to-do list; a member lands on their dashboard.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readLocaleResources } from '../src/server/lib/i18n.ts';
import { formReady, signUpMember } from './support/auth.ts';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';

const locales = readLocaleResources();
const auth = (lang: 'hi' | 'gu') => locales[lang].auth.signIn as Record<string, string>;
const admin = (lang: 'hi' | 'gu') => locales[lang].admin as { todo: { title: string; nothing: string } };

describe.skipIf(!hasChromium)('where signing in leads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the founder lands on /admin in Hindi at 360 px, and the overview opens with the to-do list', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/hi/login');
    await formReady(page, 'sign-in-form');
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel(auth('hi').email).fill(inject('adminEmail'));
    await form.getByLabel(auth('hi').password).fill(inject('adminPassword'));
    await form.getByRole('button', { name: auth('hi').submit }).click();
    await page.waitForURL(`${baseUrl()}/admin`);
    const todo = page.getByTestId('todo-list');
    await todo.getByRole('heading', { name: admin('hi').todo.title }).waitFor();
    // Either things to do, each with its link, or "Nothing to do".
    await expect.poll(async () => (await todo.getByRole('link').count()) + (await page.getByTestId('todo-nothing').count())).toBeGreaterThan(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(page.errors ?? []).toEqual([]);
    await context.close();
  });

  it('without the page script too, in Gujarati: the form posts, and the answer leads to /admin', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/gu/login');
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel(auth('gu').email).fill(inject('adminEmail'));
    await form.getByLabel(auth('gu').password).fill(inject('adminPassword'));
    await form.getByRole('button', { name: auth('gu').submit }).click();
    await page.waitForURL(`${baseUrl()}/admin`);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('a member lands on their dashboard, in Gujarati at 360 px', async () => {
    const maker = await newPage(browser, PHONE);
    const member = await signUpMember(maker.page, { name: 'Nisha Desai' });
    await maker.context.close();

    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/gu/login');
    await formReady(page, 'sign-in-form');
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel(auth('gu').email).fill(member.email);
    await form.getByLabel(auth('gu').password).fill(member.password);
    await form.getByRole('button', { name: auth('gu').submit }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });
});
