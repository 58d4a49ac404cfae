/**
 * Booking a consultation into a free time (issue 19 "Done when"), in Chromium against the shared
 * site: the founder's booking horizon set to 365 days through the admin API, so that dates after the
 * March 2027 daylight-saving changes abroad are offered; a visitor in London and one in New York
 * (the browser's time zone) see each slot in IST and in their own time on both sides of the change,
 * book one (a time someone else took meanwhile is refused, with fresh times and the details kept),
 * reach the payment page with the catalogue amount, and the slot is gone from the grid
 * (the unpaid booking holds it). The New York visitor uses a 360 px screen and the keyboard alone
 * to choose the day, the time and (a service offered both ways) how to meet. The founder's
 * Availability tab (360 px) adds a day off, which the slots then leave out, and blocked time, and
 * deletes both; the service dialog changes a consultation's length and mode, and puts them back.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Service } from '../src/shared/contracts/content.ts';
import { DEFAULT_SCHEDULING_RULES } from '../src/shared/contracts/scheduling.ts';
import { signInAsAdmin } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, DESKTOP, hasChromium, launchBrowser, PHONE, scrollsSideways } from './support/browser.ts';
import { api, uniqueEmail } from './support/catalogue.ts';

const SERVICE = 'astrology-numerology';
/** The sample consultation offered online or in person (the client chooses). */
const EITHER = 'life-coaching';
const catalogue = () => api<Service[]>('/api/services');

/** A visitor's browser in `timezoneId`. */
async function visitor(browser: Browser, timezoneId: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport.width === PHONE.width;
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), timezoneId, locale: 'en-GB', hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  Object.assign(page, { errors });
  return { context, page };
}

/** Opens a consultation's booking page, with its first days shown. */
async function openBooking(page: Page, slug = SERVICE) {
  await page.goto(`/book/${slug}`);
  await page.getByTestId('booking-days').waitFor();
}

/** Opens the window of days that starts at `day` (?from=, as the "later dates" link does), with `day` shown. */
async function showDay(page: Page, day: string, slug = SERVICE) {
  await page.goto(`/book/${slug}?from=${day}&date=${day}`);
  await page.getByTestId(`booking-day-${day}`).waitFor();
}

/** The built scripts the page has asked for so far that carry zod (its error class is named in them), as e2e/public-pages.test.ts checks the form pages. */
function zodWatch(page: Page): () => string[] {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  return () => [...scripts].filter((file) => readFileSync(fileURLToPath(new URL(`../build/client${file}`, import.meta.url)), 'utf8').includes('ZodError'));
}

const slotAt = (page: Page, start: string) => page.locator(`[data-testid="booking-slot"][data-start="${start}"]`);

/**
 * The details form: name, e-mail and phone; the birth details only for a service that asks them
 * (the astrology consultation does, life coaching does not: issue 51).
 */
async function fillDetails(page: Page, email: string, birth: boolean) {
  const form = page.getByTestId('booking-form');
  await form.waitFor();
  await page.fill('#book-fullName', 'Asha Patel');
  await page.fill('#book-email', email);
  await page.fill('#book-phone', '+44 7700 900123');
  expect(await page.locator('#book-city').count()).toBe(0);
  expect(await page.locator('#book-dateOfBirth, #book-timeOfBirth, #book-placeOfBirth').count()).toBe(birth ? 3 : 0);
  if (birth) {
    await page.fill('#book-dateOfBirth', '1990-04-12');
    await page.fill('#book-timeOfBirth', '06:45');
    await page.fill('#book-placeOfBirth', 'Surat');
  }
  await page.check('#book-consent');
}

describe.skipIf(!hasChromium)('booking a consultation into a free time', () => {
  let browser: Browser;
  let service: Service;
  let either: Service;

  beforeAll(async () => {
    browser = await launchBrowser();
    const services = await catalogue();
    service = services.find((s) => s.slug === SERVICE)!;
    either = services.find((s) => s.slug === EITHER)!;
    expect(either.mode).toBe('both');
    // The founder's rules as the sample data has them, bookable a year ahead.
    const admin = await browser.newContext({ baseURL: baseUrl() });
    await admin.addCookies(inject('adminState').cookies);
    const saved = await admin.request.put('/api/admin/scheduling/rules', { headers: { origin: baseUrl() }, data: { ...DEFAULT_SCHEDULING_RULES, horizonDays: 365 } });
    expect(saved.status()).toBe(200);
    await admin.close();
  });
  afterAll(() => browser?.close());

  it('in London: shows IST and London times on each side of the UK change; a time taken meanwhile brings fresh times; books one, reaches the payment page, and the slot is gone', async () => {
    const { context, page } = await visitor(browser, 'Europe/London', DESKTOP);
    const withZod = zodWatch(page);
    await openBooking(page);
    await showDay(page, '2027-03-26');
    // The page renders without zod: the server checks the details (one validation).
    expect(withZod()).toEqual([]);
    // The visitor's zone is known once the page's script runs.
    await page.getByTestId('booking-zone').getByText('your own time (London)', { exact: false }).waitFor();

    // Friday 26 March 2027, before the change: London is on GMT, 5 h 30 behind.
    expect(await page.getByTestId('booking-day-2027-03-26').getAttribute('aria-current')).toBe('date');
    expect(await slotAt(page, '2027-03-26T10:00:00+05:30').textContent()).toBe('10:00 IST · 04:30 London');

    // Monday 29 March 2027, after it: British Summer Time, 4 h 30 behind.
    await showDay(page, '2027-03-29');
    await page.getByTestId('booking-zone').getByText('your own time (London)', { exact: false }).waitFor();
    const ten = slotAt(page, '2027-03-29T10:00:00+05:30');
    expect(await ten.textContent()).toBe('10:00 IST · 05:30 London');
    await ten.click();
    expect(await ten.locator('input').isChecked()).toBe(true);
    expect(await page.getByTestId('booking-chosen').textContent()).toContain('10:00 IST · 05:30 London');
    await fillDetails(page, uniqueEmail('london'), true);
    expect(withZod()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Someone else books that time first: the page says so, offers the times free now, and keeps the details.
    const other = await context.request.post('/api/unified-registration', {
      headers: { origin: baseUrl() },
      data: {
        registrationType: 'consultancy',
        serviceId: service.id,
        slotStart: '2027-03-29T10:00:00+05:30',
        userData: { fullName: 'Meera Shah', email: uniqueEmail('first'), phone: '+91 98765 43210', city: 'Ahmedabad', dateOfBirth: '1988-02-03', placeOfBirth: 'Vadodara' },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      },
    });
    expect(other.status()).toBe(201);
    await page.getByTestId('booking-submit').click();
    await page.getByTestId('booking-refused').getByText('Here are the times that are free now.', { exact: false }).waitFor();
    await ten.waitFor({ state: 'detached' });
    expect(await page.getByTestId('booking-form-when').textContent()).toBe('Choose a time above; what you have typed here stays.');
    expect(await page.inputValue('#book-fullName')).toBe('Asha Patel');

    const next = page.getByTestId('booking-slot').first();
    const start = (await next.getAttribute('data-start'))!;
    await next.click();
    expect(await page.getByTestId('booking-form-when').textContent()).toContain(await next.textContent());
    await page.getByTestId('booking-submit').click();
    await page.waitForURL(/\/payment\?service=consultancy&registrationId=/);
    await page.getByTestId('payment-total').getByText(`₹${service.priceInr.toLocaleString('en-IN')}`).waitFor();

    // The unpaid booking holds its time: the grid no longer offers it.
    await showDay(page, '2027-03-29');
    await page.getByTestId('booking-slots').waitFor();
    expect(await slotAt(page, start).count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('in New York at 360 px, by keyboard alone: chooses a day and a time around the US change (14 March 2027), and how to meet, and books it', async () => {
    const { context, page } = await visitor(browser, 'America/New_York', PHONE);
    await showDay(page, '2027-03-12', EITHER);
    await page.getByTestId('booking-zone').getByText('New York', { exact: false }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // Friday 12 March 2027, before the change (EST): 10:00 IST is 23:30 the evening before in New York.
    expect(await page.getByTestId('booking-day-2027-03-12').getAttribute('aria-current')).toBe('date');
    expect(await slotAt(page, '2027-03-12T10:00:00+05:30').textContent()).toBe('10:00 IST · 23:30 New York (Thu, 11 Mar)');

    // Monday 15 March (Saturday 13 has slots, Sunday 14 none): its link, focused, Enter follows it.
    expect(await page.getByTestId('booking-day-2027-03-14').count()).toBe(0);
    await page.getByTestId('booking-day-2027-03-15').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/date=2027-03-15/);
    await page.locator('[data-testid=booking-day-2027-03-15][aria-current=date]').waitFor();
    await page.getByTestId('booking-zone').getByText('New York', { exact: false }).waitFor();
    // After the change (EDT): 10:00 IST is 00:30 the same day in New York.
    expect(await slotAt(page, '2027-03-15T10:00:00+05:30').textContent()).toBe('10:00 IST · 00:30 New York');

    // Tab reaches the day's times (radio buttons); Space chooses the first.
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('name'))) === 'slotStart') break;
    }
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid=booking-slot]')?.getAttribute('data-start'))).toBe('2027-03-15T10:00:00+05:30');
    await page.keyboard.press('Space');
    expect(await slotAt(page, '2027-03-15T10:00:00+05:30').locator('input').isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await fillDetails(page, uniqueEmail('newyork'), false);
    // A service offered both ways asks how to meet (online first); the arrow key moves to in person.
    expect(await page.getByRole('radio', { name: 'Online (video call)' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Online (video call)' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'In person, at the practice' }).isChecked()).toBe(true);
    await page.getByTestId('booking-submit').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment\?service=consultancy&registrationId=/);
    await page.getByTestId('payment-total').getByText(`₹${either.priceInr.toLocaleString('en-IN')}`).waitFor();

    await showDay(page, '2027-03-15', EITHER);
    await page.getByTestId('booking-slots').waitFor();
    expect(await slotAt(page, '2027-03-15T10:00:00+05:30').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("the founder's Availability tab at 360 px: a day off leaves that day without slots, blocked time is listed, both deleted", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin?tab=availability');
    await page.getByTestId('availability-rules').waitFor();
    expect(await page.getByTestId('rules-horizonDays').inputValue()).toBe('365');
    expect(await scrollsSideways(page)).toBe(false);

    const slotsOn = async (day: string) =>
      (await api<{ slots: unknown[] }>(`/api/services/${service.id}/slots?from=${day}&to=${day}`)).slots.length;
    expect(await slotsOn('2027-03-30')).toBeGreaterThan(0);

    const exceptions = page.getByTestId('availability-exceptions');
    await page.getByTestId('exception-date').fill('2027-03-30');
    await exceptions.getByLabel('Note').fill('Family wedding');
    await page.getByTestId('save-exception').click();
    const row = page.getByTestId('exception-row').filter({ hasText: 'Family wedding' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Day off');
    expect(await slotsOn('2027-03-30')).toBe(0);
    await row.getByRole('button').click();
    await row.waitFor({ state: 'detached' });
    expect(await slotsOn('2027-03-30')).toBeGreaterThan(0);

    const blocks = page.getByTestId('availability-blocks');
    await blocks.getByLabel('Day').first().fill('2027-03-31');
    await blocks.getByLabel('Note').fill('Doctor');
    await page.getByTestId('save-block').click();
    const block = page.getByTestId('block-row').filter({ hasText: 'Doctor' });
    await block.waitFor();
    expect(await block.textContent()).toContain('IST');
    expect(await seriousViolations(page)).toEqual([]);
    await block.getByRole('button').click();
    await block.waitFor({ state: 'detached' });
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it("the service dialog sets a consultation's session length and mode, and its booking page follows", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin?tab=services');
    const row = page.getByTestId('service-row').filter({ hasText: 'Guided Meditation' });
    const dialog = page.getByRole('dialog', { name: 'Edit Service' });
    const minutes = dialog.getByRole('spinbutton', { name: 'Session length (minutes)' });
    const mode = dialog.getByRole('combobox', { name: 'Where it takes place' });
    const meditation = async () => (await catalogue()).find((s) => s.slug === 'guided-meditation')!;
    const before = await meditation();
    /** Opens the dialog, checks it shows what the service has, and saves the new length and mode. */
    const edit = async (from: { durationMinutes: number; mode: string }, toMinutes: string, toMode: string) => {
      await row.getByTestId('edit-service').click();
      await dialog.waitFor();
      expect(await minutes.inputValue()).toBe(String(from.durationMinutes));
      expect(await mode.inputValue()).toBe(from.mode);
      await minutes.fill(toMinutes);
      await mode.selectOption(toMode);
      await dialog.getByTestId('save-service').click();
      await dialog.waitFor({ state: 'detached' });
    };

    await edit(before, '50', 'both');
    expect(await meditation()).toMatchObject({ durationMinutes: 50, mode: 'both' });
    const visitorPage = await context.newPage();
    await visitorPage.goto('/book/guided-meditation');
    expect(await visitorPage.getByTestId('booking-duration').textContent()).toBe('50 minutes');
    expect(await visitorPage.getByTestId('booking-mode').textContent()).toBe('Online or in person');

    await edit({ durationMinutes: 50, mode: 'both' }, String(before.durationMinutes), before.mode);
    expect(await meditation()).toMatchObject({ durationMinutes: before.durationMinutes, mode: before.mode });
    await context.close();
  });
});
