/**
 * Issue 18 §4 in the browser, without e-mail: the meditation circle's "Reserve my seat" leads to
 * its next occurrence and registers there with the short form, at 360 px and with the keyboard
 * alone; a free webinar registers with only name, e-mail and consent.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Webinar } from '../src/shared/contracts/content.ts';
import { signInAsAdmin } from './support/auth.ts';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';
import { api, uniqueEmail } from './support/catalogue.ts';

/** Presses Tab until the focused element matches (at most `max` presses); fails otherwise. */
async function tabTo(page: Page, matches: (el: { id: string; tag: string; text: string; href: string | null }) => boolean, max = 150) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return { id: a?.id ?? '', tag: a?.tagName ?? '', text: (a?.getAttribute('aria-label') ?? a?.textContent ?? '').trim(), href: a?.getAttribute('href') ?? null };
    });
    if (matches(el)) return el;
  }
  throw new Error('the element was never reached with Tab');
}

describe.skipIf(!hasChromium)('events: one registration, the recurring circle', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('"Reserve my seat" of the circle lands on its next occurrence and registers there, at 360 px with the keyboard alone', async () => {
    const next = await api<Webinar>('/api/series/monthly-meditation-circle/next');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/events');
    const link = await tabTo(page, (el) => el.tag === 'A' && /^Reserve My Seat: Monthly Meditation Circle$/i.test(el.text));
    expect(link.href).toBe(`/register?webinarId=${next.id}&type=webinar`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/register?webinarId=${next.id}&type=webinar`);
    await page.getByTestId('signup-form').waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await tabTo(page, (el) => el.id === 'su-fullName');
    await page.keyboard.type('Ravi Shah');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('circle'));
    await tabTo(page, (el) => el.id === 'su-consent', 10);
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.tag === 'BUTTON' && /Reserve my seat/i.test(el.text), 10);
    await page.keyboard.press('Enter');
    // /register goes on to the success page, as its long form does.
    await page.waitForURL('**/registration-success?type=event&free=true');
    await page.getByRole('heading', { level: 1, name: 'Registration Successful!' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    // The seat was taken on that occurrence.
    const after = await api<Webinar>(`/api/webinars/${next.id}`);
    // At least this seat (other tests on the shared site may register for the same occurrence meanwhile).
    expect(after.seatsLeft).toBeLessThanOrEqual(next.seatsLeft - 1);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('a paid event\'s register link on /gu/events arrives with the event chosen in the form, at 360 px, with and without the script', async () => {
    const list = await api<Webinar[]>('/api/webinars?lang=gu');
    const paid = list.find((w) => w.priceInr > 0 && !w.isPast && w.isActive && w.seatsLeft > 0)!;
    expect(paid).toBeDefined();
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), javaScriptEnabled, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto('/gu/events');
      const card = page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: paid.title, exact: true }) });
      await card.getByRole('link', { name: new RegExp(`: ${paid.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
      await page.waitForURL((url) => url.pathname === '/gu/register' && url.searchParams.get('webinarId') === paid.id);
      const select = page.locator('#reg-webinarId');
      await select.waitFor();
      expect(await select.inputValue(), `script: ${javaScriptEnabled}`).toBe(paid.id);
      expect(await select.locator('option:checked').textContent()).toContain(paid.title);
      expect(await scrollsSideways(page)).toBe(false);
      await context.close();
    }
  });

  it('shows every event time in IST and, with the script, in a New York visitor\'s own time named by the city, as the booking page names it', async () => {
    const list = await api<Webinar[]>('/api/webinars');
    const upcoming = list.filter((w) => !w.isPast && w.isActive);
    const paid = upcoming.find((w) => w.priceInr > 0)!;
    const free = upcoming.find((w) => w.priceInr === 0)!;
    const visitor = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), timezoneId: 'America/New_York', javaScriptEnabled, hasTouch: true, isMobile: true });
      return { context, page: await context.newPage() };
    };
    const { context, page } = await visitor(true);
    const pages: Array<[string, string]> = [
      ['/events', '[data-testid=event-card]'],
      ['/webinar-registration', '[data-testid=next-webinar]'],
      [`/register?webinarId=${paid.id}&type=webinar`, 'main'],
      [`/register?webinarId=${free.id}&type=webinar`, '[data-testid=register-event-time]'],
      ['/event-registration', 'main'],
    ];
    for (const [path, within] of pages) {
      await page.goto(path);
      const scope = page.locator(within).first();
      await expect.poll(() => scope.locator('[data-testid=visitor-time]').first().textContent(), { message: path, timeout: 15_000 }).toMatch(/New York/);
      expect(await scope.innerText(), path).toMatch(/IST/);
      expect(await scope.innerText(), path).not.toMatch(/GMT-[45]/);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await context.close();
    // Without the script the server's IST alone.
    const plain = await visitor(false);
    await plain.page.goto('/events');
    expect(await plain.page.locator('[data-testid=event-card]').first().innerText()).toMatch(/IST/);
    expect(await plain.page.locator('[data-testid=visitor-time]').count()).toBe(0);
    await plain.context.close();
  });

  it('the circle\'s own page shows its next occurrence with the short form', async () => {
    const next = await api<Webinar>('/api/series/monthly-meditation-circle/next');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/event-registration');
    await page.getByTestId('signup-form').waitFor();
    expect(await page.locator('#ev-age').count()).toBe(0);
    expect(await page.getByTestId('event-seats').textContent()).toContain(`${next.seatsLeft}`);
    await context.close();
  });

  it('a free webinar registers with only name, e-mail and consent (no birth date or place asked)', async () => {
    const list = await api<Webinar[]>('/api/webinars');
    const webinar = list.filter((w) => w.priceInr === 0 && !w.isPast && w.category === 'webinar').sort((a, b) => b.seatsLeft - a.seatsLeft)[0];
    const { context, page } = await newPage(browser);
    // Chosen in the long form's list of events, a free one brings its short form too.
    await page.goto('/register?type=webinar');
    await page.selectOption('#reg-webinarId', webinar.id);
    await page.waitForURL(`**/register?type=webinar&webinarId=${webinar.id}`);
    const form = page.getByTestId('signup-form');
    await form.waitFor();
    expect(await page.locator('#reg-dateOfBirth, #reg-placeOfBirth').count()).toBe(0);
    // Without consent nothing is sent: the message shows under the box.
    await page.fill('#su-fullName', 'Asha Patel');
    await page.fill('#su-email', uniqueEmail('short'));
    await page.getByTestId('signup-submit').click();
    await page.getByText('Please agree to receive the joining details.').waitFor();
    await page.check('#su-consent');
    await page.getByTestId('signup-submit').click();
    await page.waitForURL('**/registration-success?type=webinar&free=true');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('a 2-day retreat reads "2 દિવસ" on the Gujarati page, and its untranslated text is English marked lang="en"', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(page);
    const title = `Riverside Retreat ${Math.random().toString(36).slice(2, 8)}`;
    const day = new Date(Date.now() + 210 * 86_400_000).toISOString().slice(0, 10);
    const created = await page.request.post('/api/admin/webinars', {
      data: { title, category: 'retreat', shortDescription: 'Two quiet days.', date: day, time: '09:00', duration: 2880, maxAttendees: 5, priceInr: 0, isOnline: true, translations: { gu: { title: 'નદીકિનારે શિબિર' } } },
      headers: { origin: baseUrl() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      await context.addCookies([{ name: 'i18nextLng', value: 'gu', url: baseUrl() }]);
      await page.goto('/events?type=retreat');
      const card = page.getByTestId('event-card').filter({ hasText: 'નદીકિનારે શિબિર' });
      await card.getByText('2 દિવસ').waitFor();
      expect(await card.getByRole('heading', { name: 'નદીકિનારે શિબિર' }).getAttribute('lang')).toBeNull();
      expect(await card.getByText('Two quiet days.').getAttribute('lang')).toBe('en');
      expect(await scrollsSideways(page)).toBe(false);
      expect(page.errors).toEqual([]);
    } finally {
      // Cancelled by the practice: it leaves the site (nobody registered, so nobody is written to).
      await page.request.post(`/api/admin/webinars/${id}/cancel`, { headers: { origin: baseUrl() } });
      await context.close();
    }
  });
});
