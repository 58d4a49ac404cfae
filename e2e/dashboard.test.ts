import { readFile } from 'node:fs/promises';
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Webinar } from '../src/shared/contracts/content.ts';
import { confirmAccount, signInAsAdmin, signUpMember } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, DESKTOP, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';
import { api, freeWebinar, uniqueEmail } from './support/catalogue.ts';
import { linkIn, waitForEmail } from './support/mail.ts';

const unique = (name: string) => uniqueEmail(name, 'e2e.example');

const seatsLeft = async (id: string) => (await api<Webinar>(`/api/webinars/${id}`)).seatsLeft;

/** A small but real PDF (the server checks the content, not the name). */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

async function registerForWebinar(page: Page, webinar: Webinar, email: string) {
  await page.goto(`/register?webinarId=${webinar.id}&type=webinar`);
  // A free webinar asks the short questions (issue 18 §4).
  await page.getByTestId('signup-form').waitFor();
  await page.fill('#su-fullName', 'Asha Patel');
  await page.fill('#su-email', email);
  await page.fill('#su-phone', '+91 98765 43210');
  await page.check('#su-consent');
  await page.getByTestId('signup-submit').click();
  await page.waitForURL('**/registration-success?type=webinar&free=true');
}

/** A registration for the webinar sent as the /register page sends it, without an account; answers its id. */
async function registerThroughApi(webinar: Webinar, email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/unified-registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationType: 'webinar',
      webinarId: webinar.id,
      userData: { fullName: 'Asha Patel', email, phone: '+91 98765 43210', city: 'Ahmedabad', dateOfBirth: '1990-04-12', placeOfBirth: 'Surat', gender: 'female', areaOfInterest: 'relationships' },
      agreements: { accuracy: true, confidentiality: true, guidelines: true },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A file for every member, published as the founder's Downloads page does it (upload URL, PUT, publish). */
async function publishThroughApi(title: string): Promise<void> {
  const admin = await request.newContext({ baseURL: baseUrl(), storageState: inject('adminState'), extraHTTPHeaders: { origin: baseUrl() } });
  try {
    const body = pdf(title);
    const ticket = await admin.post('/api/objects/upload', { data: { purpose: 'member-download', contentType: 'application/pdf', size: body.length } });
    expect(ticket.status()).toBe(200);
    const stored = await admin.put((await ticket.json()).uploadURL, { data: body, headers: { 'content-type': 'application/pdf' } });
    expect(stored.ok()).toBe(true);
    const published = await admin.post('/api/admin/downloads', { data: { title, objectKey: (await stored.json()).objectPath, fileName: 'welcome-pack.pdf', webinarId: null } });
    expect(published.status()).toBe(201);
  } finally {
    await admin.dispose();
  }
}

/** Clicks something that downloads a file; answers its suggested name and content. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), body: await readFile(saved) };
}

async function inLanguage(context: BrowserContext, lang: 'hi' | 'gu') {
  await context.addCookies([{ name: 'i18nextLng', value: lang, url: baseUrl() }]);
  await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
}

const DAY = 86_400_000;
/** The IST day (YYYY-MM-DD) of an instant. */
const istDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * A consultation of the founder's at `priceInr`, and the signed-in member's booking of its first
 * time two days ahead (the real booking API); a paid one is paid by UPI and confirmed by the founder,
 * as her payments tab does.
 */
async function bookSession(page: Page, email: string, title: string, priceInr: number): Promise<{ service: { id: string }; registrationId: string }> {
  const founder = await request.newContext({ baseURL: baseUrl(), storageState: inject('adminState'), extraHTTPHeaders: { origin: baseUrl() } });
  try {
    const made = await founder.post('/api/services', { data: { title, category: 'consultation', kind: 'consultation', priceInr, durationMinutes: 60, mode: 'online', features: [] } });
    expect(made.ok()).toBe(true);
    const service = (await made.json()) as { id: string };
    const slots = (await (await page.request.get(`/api/services/${service.id}/slots?from=${istDay(Date.now())}&to=${istDay(Date.now() + 10 * DAY)}`)).json()) as { slots: { start: string }[] };
    const slotStart = slots.slots.find((x) => Date.parse(x.start) > Date.now() + 2 * DAY)!.start;
    const booked = await page.request.post('/api/unified-registration', {
      headers: { origin: baseUrl() },
      data: {
        registrationType: 'consultancy',
        serviceId: service.id,
        slotStart,
        // A consultation that does not read the birth chart asks only who is coming (issue 51).
        userData: { fullName: 'Ritu Shah', email, phone: '+91 98765 43210' },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id, paymentUrl } = (await booked.json()) as { id: string; paymentUrl?: string };
    if (priceInr > 0) {
      // The answer's signed link (sig, exp): the id alone starts no payment.
      const link = new URL(paymentUrl!, baseUrl()).search;
      expect(await (await page.request.post(`/api/registrations/${id}/payment${link}`, { headers: { origin: baseUrl() }, data: { method: 'upi' } })).json()).toMatchObject({ kind: 'on_request' });
      const waiting = (await (await founder.get('/api/admin/payments?filter=awaiting&pageSize=50')).json()).items.find((p: { registrationId: string }) => p.registrationId === id);
      expect((await founder.post(`/api/admin/payments/${waiting.id}/verify`, { data: { decision: 'confirm' } })).status()).toBe(200);
    }
    return { service, registrationId: id };
  } finally {
    await founder.dispose();
  }
}

describe('member pages without a browser', () => {
  it('sends visitors of the receipt and downloads pages to sign in, and keeps the member API closed', async () => {
    for (const path of ['/dashboard/receipts/abc', '/admin/downloads']) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
    }
    for (const path of ['/api/me/overview', '/api/me/export', '/api/me/downloads']) expect((await fetch(`${baseUrl()}${path}`)).status).toBe(401);
  });
});

describe.skipIf(!hasChromium)('member dashboard in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // The journey of a member, from a visitor's registration to the account's deletion, one step a
  // test; each test makes the member and the data it starts from through the API.

  it('lets the founder publish a file for every member on /admin/downloads, through the upload flow', async () => {
    const fileTitle = `Welcome pack ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page, { returnTo: '/admin/downloads' });
    await page.getByRole('heading', { level: 1, name: 'Downloads for members' }).waitFor();
    const form = page.getByTestId('publish-form');
    await form.getByLabel('Title').fill(fileTitle);
    await form.getByLabel('Description (optional)').fill('Practices for your first week.');
    await form.getByLabel('File').setInputFiles({ name: 'welcome-pack.pdf', mimeType: 'application/pdf', buffer: pdf(fileTitle) });
    await form.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('toast').getByText('The file is published.').waitFor();
    await page.getByTestId('published-list').getByText(fileTitle).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("shows a visitor's registration on the account made later with that e-mail only once the e-mailed link has confirmed the address", async () => {
    // A visitor registers for a webinar with their e-mail, without an account.
    const webinar = await freeWebinar();
    const email = unique('asha');
    const before = await seatsLeft(webinar.id);
    const { context, page } = await newPage(browser, DESKTOP);
    await registerForWebinar(page, webinar, email);
    expect(await seatsLeft(webinar.id)).toBe(before - 1);

    // Later they create an account with the same address: until it is confirmed, nothing of it shows.
    const account = await signUpMember(page, { email, name: 'Asha Patel', confirm: false });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await page.getByText('Welcome back, Asha').waitFor();
    await page.getByTestId('verify-banner').waitFor();
    expect(await page.getByTestId('count-registered').textContent()).toBe('0');

    // The confirmation link of the sign-up e-mail asks for the password, then brings them back to
    // the dashboard, confirmed.
    await confirmAccount(page, account);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('toast').getByText('Your e-mail address is confirmed.').waitFor();
    expect(await page.getByTestId('verify-banner').count()).toBe(0);
    await expect.poll(() => page.getByTestId('count-registered').textContent()).toBe('1');
    expect(await page.getByTestId('count-upcoming').textContent()).toBe('1');
    const next = page.getByTestId('tab-overview').getByTestId('registration-card');
    await next.getByRole('heading', { name: webinar.title }).waitFor();
    expect(await next.getByTestId('event-date-ist').textContent()).toMatch(/IST$/);
    await next.getByTestId('event-date-local').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('cancels a registration on the Webinars tab, which offers its calendar file, and the seat is free again', async () => {
    const webinar = await freeWebinar();
    const email = unique('asha');
    const before = await seatsLeft(webinar.id);
    await registerThroughApi(webinar, email);
    const { context, page } = await newPage(browser, DESKTOP);
    await signUpMember(page, { email, name: 'Asha Patel' });
    await page.goto('/dashboard');

    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.waitForURL('**/dashboard?tab=webinars');
    const card = page.getByTestId('registered-list').getByTestId('registration-card').filter({ hasText: webinar.title });
    await card.getByText('Confirmed').waitFor();
    await page.getByTestId('available-list').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const ics = await download(page, () => card.getByTestId('add-to-calendar').click());
    expect(ics.name).toMatch(/\.ics$/);
    expect(ics.body.toString()).toContain('DTSTART;TZID=Asia/Kolkata:');
    await card.getByRole('button', { name: 'Cancel registration' }).click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.getByText(`Your seat at “${webinar.title}”`).waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByTestId('toast').getByText('Registration cancelled').waitFor();
    await page.getByText('You have not registered for any webinar yet.').waitFor();
    await page.getByTestId('available-list').getByText(webinar.title).waitFor();
    expect(await seatsLeft(webinar.id)).toBe(before);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('downloads a file published for every member, through a short-lived link', async () => {
    const fileTitle = `Welcome pack ${Date.now().toString(36)}`;
    await publishThroughApi(fileTitle);
    const { context, page } = await newPage(browser, DESKTOP);
    await signUpMember(page, { name: 'Asha Patel' });
    await page.goto('/dashboard');

    await page.getByRole('tab', { name: 'Downloads' }).click();
    const row = page.getByTestId('download-row').filter({ hasText: fileTitle });
    await row.getByText('For all members').waitFor();
    const file = await download(page, () => row.getByRole('button', { name: `Download ${fileTitle}` }).click());
    expect(file.name).toBe('welcome-pack.pdf');
    expect(file.body.equals(pdf(fileTitle))).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('exports everything stored about the member as JSON from the Profile tab', async () => {
    const webinar = await freeWebinar();
    const email = unique('asha');
    const registration = await registerThroughApi(webinar, email);
    const { context, page } = await newPage(browser, DESKTOP);
    await signUpMember(page, { email, name: 'Asha Patel' });
    const cancelled = await context.request.post(`/api/me/registrations/${registration}/cancel`, { headers: { origin: baseUrl() } });
    expect(cancelled.status()).toBe(200);
    await page.goto('/dashboard');

    await page.getByRole('tab', { name: 'Profile' }).click();
    const exported = await download(page, () => page.getByTestId('export-data').click());
    expect(exported.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(exported.body.toString());
    expect(data.account).toMatchObject({ email, firstName: 'Asha', emailVerified: true });
    expect(data.registrations).toEqual([expect.objectContaining({ webinarId: webinar.id, status: 'cancelled', email })]);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('deletes the account after the password confirms it: signed out, and the password opens nothing', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const account = await signUpMember(page, { name: 'Asha Patel' });
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Profile' }).click();

    await page.getByTestId('delete-account').click();
    const confirm = page.getByTestId('delete-dialog');
    await confirm.getByLabel('Your password').fill(account.password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);
    const again = await context.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password }, headers: { origin: baseUrl() } });
    expect(again.status()).toBe(401);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('counts a booked session and moves it two weeks later from the Bookings tab at 360 px in Hindi, without sideways scroll', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const account = await signUpMember(page, { name: 'Ritu Shah' });
    await inLanguage(context, 'hi');
    const run = Date.now().toString(36);
    const { service } = await bookSession(page, account.email, `Dashboard Move ${run}`, 0);

    // The overview counts it and shows it as the next session.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('count-registered').textContent()).toBe('1');
    expect(await page.getByTestId('count-upcoming').textContent()).toBe('1');
    await page.getByTestId('tab-overview').getByTestId('booking-card').getByText(`Dashboard Move ${run}`).waitFor();

    // The tab's name says what it holds.
    await page.getByRole('tab', { name: 'बुकिंग' }).click();
    const card = page.getByTestId('my-bookings').getByTestId('booking-card').filter({ hasText: `Dashboard Move ${run}` });
    await card.getByTestId('reschedule-booking').click();
    const picker = card.getByTestId('slot-picker');
    await picker.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    // The next two weeks: the first day there with free times is chosen; one of them is taken.
    await picker.getByRole('button', { name: 'बाद में' }).click();
    await picker.getByRole('radiogroup').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await picker.getByRole('radio').first().click();
    await picker.getByTestId('confirm-reschedule').click();
    await page.getByTestId('toast').waitFor();
    const mine = (await (await page.request.get('/api/me/bookings')).json()) as { serviceId: string; start: string }[];
    const moved = mine.find((b) => b.serviceId === service.id)!;
    expect(Date.parse(moved.start)).toBeGreaterThanOrEqual(Date.parse(`${istDay(Date.now() + 14 * DAY)}T00:00:00+05:30`));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('says in Gujarati what cancelling a paid session refunds before the member confirms, at 360 px', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const account = await signUpMember(page, { name: 'Nila Desai' });
    await inLanguage(context, 'gu');
    const title = `Refund Check ${Date.now().toString(36)}`;
    await bookSession(page, account.email, title, 1500);
    await page.goto('/dashboard?tab=webinars');
    const card = page.getByTestId('my-bookings').getByTestId('booking-card').filter({ hasText: title });
    await card.getByTestId('cancel-booking').click();
    const dialog = page.getByTestId('cancel-booking-dialog');
    // Two days ahead: more than the 24 hours the policy asks, so everything paid comes back.
    await expect.poll(() => dialog.getByTestId('cancel-refund-preview').textContent()).toContain('હમણાં રદ કરવાથી ₹1,500 પરત મળશે');
    expect(await scrollsSideways(page)).toBe(false);
    // Kept: nothing was cancelled by asking.
    await dialog.getByRole('button', { name: 'મારું સત્ર રાખો' }).click();
    await card.getByTestId('cancel-booking').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("says on the e-mail's cancel page, in Hindi at 360 px, what cancelling a paid event refunds before anything is cancelled", async () => {
    const paid = (await api<Webinar[]>('/api/webinars')).find((w) => w.priceInr > 0 && !w.isPast && w.isActive && w.seatsLeft > 0 && Date.parse(w.date) > Date.now() + 3 * DAY)!;
    const email = unique('cancel-page');
    const made = await fetch(`${baseUrl()}/api/unified-registration?lang=hi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registrationType: 'webinar',
        webinarId: paid.id,
        userData: { fullName: 'Asha Patel', email, phone: '+91 98765 43210', city: 'Surat', dateOfBirth: '1990-04-12', placeOfBirth: 'Surat', areaOfInterest: 'relationships' },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      }),
    });
    expect(made.status).toBe(201);
    const { id, paymentUrl } = (await made.json()) as { id: string; paymentUrl: string };
    // Paid to the founder's UPI and confirmed by her, as her payments tab does (a real payment, which the policy refunds).
    const founder = await request.newContext({ baseURL: baseUrl(), storageState: inject('adminState'), extraHTTPHeaders: { origin: baseUrl() } });
    expect((await founder.post(`/api/registrations/${id}/payment${new URL(paymentUrl, baseUrl()).search}`, { data: { method: 'upi' } })).ok()).toBe(true);
    const waiting = (await (await founder.get('/api/admin/payments?filter=awaiting&pageSize=50')).json()).items.find((p: { registrationId: string }) => p.registrationId === id);
    expect((await founder.post(`/api/admin/payments/${waiting.id}/verify`, { data: { decision: 'confirm' } })).status()).toBe(200);
    await founder.dispose();

    const mail = await waitForEmail(email, (text) => text.includes('/registration/cancel?id='));
    const link = new URL(linkIn(mail, '/hi/registration/cancel'));
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${link.pathname}${link.search}`);
    const note = page.getByTestId('cancel-refund-preview');
    await note.waitFor();
    expect(await note.textContent()).toContain(`अभी रद्द करने पर ₹${paid.priceInr.toLocaleString('en-IN')} वापस होंगे`);
    expect(await scrollsSideways(page)).toBe(false);
    // Only said: the seat is still held.
    expect((await api<{ status: string }>(`/api/registrations/${id}/summary`)).status).toBe('confirmed');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('works at 360 px in Hindi with the keyboard alone, with a printable receipt', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signUpMember(page, { name: 'Meera Shah', confirm: false });
    await inLanguage(context, 'hi');
    // A consultancy booked and paid while signed in is theirs at once (no confirmation needed).
    // It names the consultation; the server charges its catalogue price (₹2,999).
    const services = (await (await context.request.get('/api/services')).json()) as { id: string; slug: string }[];
    const booked = await context.request.post('/api/unified-registration', {
      data: {
        registrationType: 'consultancy',
        serviceId: services.find((s) => s.slug === 'astrology-numerology')!.id,
        userData: {
          fullName: 'Meera Shah',
          email: unique('meera'),
          phone: '+91 98765 43210',
          city: 'Surat',
          dateOfBirth: '1991-02-03',
          placeOfBirth: 'Surat',
          gender: 'female',
          preferredMode: 'online',
          concernCategory: 'self-growth',
        },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      },
    });
    expect(booked.status()).toBe(201);
    const { id, paymentUrl } = await booked.json();
    // Production without a payment provider: a booking on request (through the answer's signed link), which the founder confirms (her payments tab's call).
    const link = new URL(paymentUrl, 'http://x').searchParams;
    expect(await (await context.request.post(`/api/registrations/${id}/payment?sig=${link.get('sig')}&exp=${link.get('exp')}`, { data: { method: 'upi' } })).json()).toMatchObject({ kind: 'on_request' });
    const founder = await request.newContext({ baseURL: baseUrl(), storageState: inject('adminState'), extraHTTPHeaders: { origin: baseUrl() } });
    const waiting = (await (await founder.get('/api/admin/payments?filter=awaiting&pageSize=50')).json()).items.find((p: { registrationId: string }) => p.registrationId === id);
    expect((await founder.post(`/api/admin/payments/${waiting.id}/verify`, { data: { decision: 'confirm' } })).status()).toBe(200);
    await founder.dispose();

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'मेरा डैशबोर्ड' }).waitFor();
    await page.getByTestId('verify-banner').getByText('अपना ईमेल पता पक्का करें').waitFor();
    await page.getByTestId('count-registered').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // The tabs: Tab into the list, arrows between tabs.
    await page.getByRole('tab', { name: 'सारांश' }).focus();
    for (const [name, check] of [
      ['बुकिंग', 'आपके रजिस्ट्रेशन'],
      ['डाउनलोड', 'आपके लिए फ़ाइलें'],
      ['बिलिंग', 'भुगतान'],
      ['प्रोफ़ाइल', 'आपकी जानकारी'],
    ] as const) {
      await page.keyboard.press('ArrowRight');
      // Radix moves the focus in a timeout after the key.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      await page.getByRole('heading', { level: 2, name: check, exact: true }).waitFor();
      await page.getByTestId('dashboard-loading').waitFor({ state: 'detached' });
      expect(await scrollsSideways(page), name).toBe(false);
      expect(await seriousViolations(page), name).toEqual([]);
      // Every string translated (the page embeds its own namespace): no raw keys.
      expect(await page.locator('main').innerText()).not.toMatch(/\b(tabs|overview|webinars|downloads|billing|profile|password|privacy|verify|status|states)\.[a-zA-Z]/);
    }

    // Profile, by keyboard: the phone is checked, then saved.
    const form = page.getByTestId('profile-form');
    await form.getByLabel('फ़ोन').focus();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await form.getByText('कृपया कम से कम 10 अंकों का सही फ़ोन नंबर लिखें।').waitFor();
    await form.getByLabel('फ़ोन').fill('');
    await page.keyboard.type('+91 98250 12345');
    await form.getByLabel('शहर').focus();
    await page.keyboard.type('Vadodara');
    await form.getByLabel('आपके ईमेल की भाषा').selectOption('gu');
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').getByText('आपकी जानकारी सहेज ली गई है।').waitFor();

    // Billing: the paid consultancy and its printable receipt.
    await page.getByRole('tab', { name: 'बिलिंग' }).click();
    const cards = page.getByTestId('payment-cards');
    await cards.getByText('व्यक्तिगत परामर्श').waitFor();
    await cards.getByText('भुगतान हो गया').waitFor();
    await cards.getByTestId('receipt-link').click();
    await page.waitForURL('**/dashboard/receipts/**');
    await page.getByTestId('receipt').waitFor();
    expect(await page.getByTestId('receipt-total').textContent()).toBe('₹2,999.00');
    await page.getByRole('button', { name: 'प्रिंट करें' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    // On paper, only the receipt.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'प्रिंट करें' }).isVisible()).toBe(false);
    expect(await page.getByTestId('receipt').isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
