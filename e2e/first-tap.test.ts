/**
 * The first tap on a consultation's card does what it says (issue 47): on /hi/personal-consultancy
 * and /gu/personal-consultancy at 360 px, a visitor taps one card as soon as the page has loaded,
 * with nothing pressed before, and that card is the chosen one; its booking page, the next step,
 * shows that consultation's catalogue price. Also when the tap and "Book" both come before the
 * page's code has run (it is held back here, as on a slow phone): the page's form works without it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../src/shared/contracts/content.ts';
import { formatInr } from '../src/shared/money.ts';
import { baseUrl, hasChromium, launchBrowser, PHONE } from './support/browser.ts';
import { api } from './support/catalogue.ts';

const LANGUAGES = ['hi', 'gu'] as const;

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  Object.assign(page, { errors });
  return { context, page };
}

/** The card of `service` (a label around its radio button), as the visitor sees it. */
const card = (page: Page, service: Service) => page.getByTestId('consultancy-service').filter({ has: page.getByTestId(`consultancy-service-${service.slug}`) });

describe.skipIf(!hasChromium)('the first tap on a consultation card', () => {
  let browser: Browser;
  let consultations: Service[];
  beforeAll(async () => {
    browser = await launchBrowser();
    // The catalogue's own consultations (each has a slug); a service another test makes on the shared site for a moment has none.
    consultations = (await api<Service[]>('/api/services')).filter((s) => s.kind === 'consultation' && s.slug);
  });
  afterAll(() => browser?.close());

  it('has several consultations at different prices to choose from', () => {
    expect(consultations.length).toBeGreaterThan(1);
    expect(new Set(consultations.map((s) => s.priceInr)).size).toBeGreaterThan(1);
  });

  describe.each(LANGUAGES)('in %s at 360 px', (lang) => {
    it('selects the tapped consultation, and its booking page shows its price', async () => {
      for (const service of consultations) {
        const price = formatInr(service.priceInr, lang);
        const { context, page } = await phone(browser);
        await page.goto(`/${lang}/personal-consultancy`);
        await card(page, service).tap();
        expect(await page.getByTestId(`consultancy-service-${service.slug}`).isChecked(), service.slug ?? '').toBe(true);
        await expect.poll(() => page.getByTestId('consultancy-chosen-price').textContent(), { message: service.slug ?? '' }).toBe(price);
        await page.getByTestId('consultancy-book').tap();
        await page.waitForURL(`**/${lang}/book/${service.slug}`);
        expect(await page.getByTestId('booking-price').textContent(), service.slug ?? '').toBe(price);
        expect(page.errors, service.slug ?? '').toEqual([]);
        await context.close();
      }
    });

    it("books the tapped consultation when the tap and Book come before the page's code", async () => {
      // The last consultation: the page preselects the first.
      const service = consultations.at(-1)!;
      const { context, page } = await phone(browser);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/${lang}/personal-consultancy`, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false);
      await card(page, service).tap();
      await page.getByTestId('consultancy-book').tap();
      // Reached before the page's code (held back still: the page cannot finish loading).
      await page.waitForURL(`**/${lang}/book/${service.slug}`, { waitUntil: 'commit' });
      release();
      expect(await page.getByTestId('booking-price').textContent()).toBe(formatInr(service.priceInr, lang));
      await context.close();
    });
  });
});
