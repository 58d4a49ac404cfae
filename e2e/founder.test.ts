/**
 * The founder's start (issue 51), at 360 px in Hindi and Gujarati: signing in on /login without a
 * return path leads her to /admin, with the page's script and without it, and the overview opens
 * with the to-do list; a member lands on their dashboard. And she writes the home page's title in
 * Hindi (on a site of its own: the shared site's home page keeps its default texts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readLocaleResources } from '../src/server/lib/i18n.ts';
import { istToday } from '../src/shared/ist.ts';
import { formReady, signInAsAdmin, signUpMember } from './support/auth.ts';
import { startSite, type Site } from './support/site.ts';
import { baseUrl, DESKTOP, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';

const DAY = 86_400_000;
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

describe.skipIf(!hasChromium)('the home page in her words', () => {
  let browser: Browser;
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('the founder writes the hero title in Hindi with a preview, and /hi shows it; Gujarati keeps its default', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: site.url });
    const page = await context.newPage();
    await signInAsAdmin(page, { returnTo: '/admin?tab=content', site: site.url });
    const form = page.getByTestId('content-home');
    const title = 'मन की शांति की ओर पहला कदम';
    await form.getByTestId('field-heroTitle.hi').fill(title);
    const preview = form.getByTestId('home-preview');
    await preview.getByRole('button', { name: 'Hindi' }).click();
    await expect.poll(() => preview.getByTestId('preview-heroTitle').textContent()).toBe(title);
    await form.getByTestId('save-home').click();
    await page.getByTestId('toast').first().waitFor();

    await page.goto('/hi');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.goto('/gu');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe((locales.gu.home as { title: string }).title);
    await context.close();
  });
});

describe.skipIf(!hasChromium)('a day off over a booked session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('warns, lists the session with a link to its day in the agenda, and leaves it booked (360 px)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(page);
    const origin = { origin: baseUrl() };
    const run = Date.now().toString(36);
    const made = await page.request.post('/api/services', {
      headers: origin,
      data: { title: `Day Off Check ${run}`, category: 'consultation', kind: 'consultation', priceInr: 0, durationMinutes: 60, mode: 'online', features: [] },
    });
    const service = (await made.json()) as { id: string };
    // Far ahead, away from the days the other browser tests use.
    const from = istToday(new Date(Date.now() + 45 * DAY));
    const slots = (await (await page.request.get(`/api/services/${service.id}/slots?from=${from}&to=${istToday(new Date(Date.now() + 70 * DAY))}`)).json()) as { slots: { start: string }[] };
    const slotStart = slots.slots[0].start;
    const day = istToday(new Date(slotStart));
    const name = `Asha Dayoff ${run}`;
    const booked = await page.request.post('/api/unified-registration', {
      headers: origin,
      data: {
        registrationType: 'consultancy',
        serviceId: service.id,
        slotStart,
        userData: { fullName: name, email: `asha.${run}@example.com`, phone: '+91 98765 43210', city: 'Surat', dateOfBirth: '1990-04-12', placeOfBirth: 'Surat', preferredMode: 'online', consultancyConsent: true },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    try {
      await page.goto('/admin?tab=availability');
      await page.getByTestId('availability-rules').waitFor();
      await page.getByTestId('exception-date').fill(day);
      await page.getByTestId('save-exception').click();
      await page.getByTestId('toast').getByText(/booked session/).first().waitFor();
      const conflict = page.getByTestId('conflict-row').filter({ hasText: name });
      await conflict.waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await conflict.getByRole('link').click();
      await page.waitForURL(`**/admin?tab=agenda&day=${day}`);
      await page.getByTestId('agenda-booking').filter({ hasText: name }).waitFor();
      // Still booked: the founder decides.
      const listed = (await (await page.request.get('/api/admin/scheduling/conflicts')).json()) as { conflicts: { id: string; status: string }[] };
      expect(listed.conflicts.find((c) => c.id === id)?.status).toBe('confirmed');
    } finally {
      await page.request.delete(`/api/admin/scheduling/exceptions/${day}`, { headers: origin });
      await page.request.post(`/api/admin/bookings/${id}/cancel`, { headers: origin, data: {} });
      await context.close();
    }
  });
});
