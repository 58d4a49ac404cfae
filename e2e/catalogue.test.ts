/**
 * The chosen offering is carried through (issue 18 §1): "Book now" on /services opens the
 * consultancy page with that consultation chosen and its catalogue price shown; the course's page
 * leads to the course registration with the course chosen. At 360 px, with the keyboard alone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';

/** Tabs forward until the focused element is the one `matches` accepts (at most `max` presses). */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 200) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((src) => new Function('el', `return (${src})(el)`)(document.activeElement), matches.toString())) return;
  }
  throw new Error('never reached the element by Tab');
}

describe('service pages, rendered on the server', () => {
  it('/services/:slug shows the service with its catalogue price; an unknown one is a 404 page', async () => {
    const html = await (await fetch(`${baseUrl()}/services/full-life-analysis-report`)).text();
    expect(html).toContain('Full Life Analysis Report');
    expect(html).toContain('₹5,000');
    expect(html).toContain('href="/book/full-life-analysis-report"');
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(ld.find((d) => d['@type'] === 'Service')?.offers).toMatchObject({ price: 5000, priceCurrency: 'INR' });

    const hi = await (await fetch(`${baseUrl()}/services/inner-transformation-course`, { headers: { cookie: 'i18nextLng=hi' } })).text();
    expect(hi).toContain('7-दिवसीय आंतरिक परिवर्तन कोर्स');
    expect(hi).toContain('₹4,999');
    expect(hi).toContain('href="/hi/register?type=course&amp;service=inner-transformation-course"');

    const missing = await fetch(`${baseUrl()}/services/no-such-service`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Service not found');
  });
});

describe('service and booking pages are valid HTML where the Nu checker found errors', () => {
  it('/services/:slug and /book/:slug keep every <dl> group to <dt> and <dd> (the icons inside the <dt>), in en, hi and gu', async () => {
    for (const prefix of ['', '/hi', '/gu']) {
      for (const path of ['/services/full-life-analysis-report', '/book/aura-scanning-chakra-healing']) {
        const html = await (await fetch(`${baseUrl()}${prefix}${path}`)).text();
        const lists = [...html.matchAll(/<dl\b[^>]*>([\s\S]*?)<\/dl>/g)].map((m) => m[1]);
        expect(lists.length, `${prefix}${path}`).toBeGreaterThan(0);
        for (const list of lists) {
          // A <dl> holds <div> groups; a group holds only <dt> and <dd> (HTML: "one or more dt elements followed by one or more dd elements").
          const groups = [...list.matchAll(/<div\b[^>]*>([\s\S]*?)<\/div>/g)].map((m) => m[1]);
          expect(groups.length).toBeGreaterThan(0);
          for (const group of groups) {
            const rest = group.replace(/<dt\b[^>]*>[\s\S]*?<\/dt>/g, '').replace(/<dd\b[^>]*>[\s\S]*?<\/dd>/g, '').replace(/<!--[\s\S]*?-->/g, '');
            expect(rest.trim(), `${prefix}${path}: ${group}`).toBe('');
          }
        }
      }
    }
  });
});

describe.skipIf(!hasChromium)('Book now carries the offering through', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('from /services, a consultation\'s Book now reaches its booking page with its price; the consultancy page\'s choice leads there too (360 px, keyboard)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/services');
    const card = page.getByTestId('service-card').filter({ hasText: 'Aura Scanning & Chakra Healing' });
    await card.getByTestId('service-price').getByText('₹3,000').waitFor();
    await tabTo(page, (el) => el.getAttribute('aria-label') === 'Book Now: Aura Scanning & Chakra Healing');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/book/aura-scanning-chakra-healing');
    await page.getByRole('heading', { level: 1, name: 'Book: Aura Scanning & Chakra Healing' }).waitFor();
    expect(await page.getByTestId('booking-price').textContent()).toBe('₹3,000');
    expect(await scrollsSideways(page)).toBe(false);

    // "No time suits me?" leads to the request form with the consultation chosen; the visitor may change it there, with the keyboard.
    await page.getByTestId('booking-request').click();
    await page.waitForURL('**/personal-consultancy?service=aura-scanning-chakra-healing#consultancy-form');
    const chosen = page.getByTestId('consultancy-chosen');
    await chosen.getByTestId('consultancy-chosen-title').getByText('Aura Scanning & Chakra Healing').waitFor();
    expect(await chosen.getByTestId('consultancy-chosen-price').textContent()).toBe('₹3,000');
    expect(await page.getByTestId('consultancy-service-aura-scanning-chakra-healing').isChecked()).toBe(true);
    await page.getByTestId('consultancy-service-aura-scanning-chakra-healing').focus();
    await page.keyboard.press('ArrowLeft');
    await chosen.getByTestId('consultancy-chosen-title').getByText('Full Life Analysis Report').waitFor();
    expect(await chosen.getByTestId('consultancy-chosen-price').textContent()).toBe('₹5,000');
    expect(await scrollsSideways(page)).toBe(false);

    // On to its booking page, still with the choice and its price.
    await page.getByTestId('consultancy-book').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/book/full-life-analysis-report');
    expect(await page.getByTestId('booking-price').textContent()).toBe('₹5,000');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('the course page\'s Book now reaches the course registration with the course chosen (360 px, keyboard)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/services');
    await tabTo(page, (el) => el.textContent?.trim() === '7-Day Inner Transformation Course' && el.tagName === 'A');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/services/inner-transformation-course');
    // The list's cards carry the same test id: read the price once the course's own page is shown.
    await page.getByRole('heading', { level: 1, name: '7-Day Inner Transformation Course' }).waitFor();
    expect(await page.getByTestId('service-price').textContent()).toBe('₹4,999');
    await page.getByTestId('service-book').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/register?type=course&service=inner-transformation-course');
    await page.getByRole('heading', { name: 'Course Details' }).waitFor();
    await page.getByTestId('reg-service-price').getByText('₹4,999').waitFor();
    expect(await page.getByTestId('service-course').isChecked()).toBe(true);
    expect(await page.getByTestId('service-course-price').textContent()).toBe('₹4,999');
    expect(await scrollsSideways(page)).toBe(false);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
