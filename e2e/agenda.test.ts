/**
 * The founder's agenda tab in Chromium at 360 px, by keyboard (issue 19 item 7): a booking made
 * through the real booking API appears on its day with the client's answers; she marks it completed
 * and writes a private note, which stays after a reload; she makes the calendar feed's address.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istToday } from '../src/shared/ist.ts';
import { signInAsAdmin } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { linkIn, waitForEmail } from './support/mail.ts';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';

const DAY = 86_400_000;

describe.skipIf(!hasChromium)('the agenda tab in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a booking with its answers at 360 px; outcome, notes and the feed address work from the keyboard', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(page);
    const origin = { origin: baseUrl() };
    const run = Date.now().toString(36);

    // A free consultation, and a client booking its first offered slot (the real booking API).
    const made = await page.request.post('/api/services', {
      headers: origin,
      data: { title: `Agenda Check ${run}`, category: 'consultation', kind: 'consultation', priceInr: 0, durationMinutes: 60, mode: 'online', features: [] },
    });
    expect(made.ok()).toBe(true);
    const service = (await made.json()) as { id: string };
    const today = istToday();
    const slots = (await (await page.request.get(`/api/services/${service.id}/slots?from=${today}&to=${istToday(new Date(Date.now() + 20 * DAY))}`)).json()) as { slots: { start: string }[] };
    // Two days ahead or more: well before the cut-off, so the e-mail's link may still move it.
    const slotStart = slots.slots.find((x) => Date.parse(x.start) > Date.now() + 2 * DAY)!.start;
    const booked = await page.request.post('/api/unified-registration', {
      headers: origin,
      data: {
        registrationType: 'consultancy',
        serviceId: service.id,
        slotStart,
        userData: {
          fullName: `Ritu Agenda ${run}`,
          email: `ritu.${run}@example.com`,
          phone: '+91 98765 43210',
          city: 'Surat',
          dateOfBirth: '1990-04-12',
          timeOfBirth: '06:45',
          placeOfBirth: 'Surat',
          gender: 'female',
          preferredMode: 'online',
          preferredDay: 'weekends',
          preferredTime: 'evening',
          concernCategory: 'relationship',
          concernDescription: `Choosing between two offers ${run}`,
          consultancyConsent: true,
        },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await page.goto('/admin?tab=agenda');
    await page.getByTestId('agenda-tab').waitFor();
    // To the booking's IST day with the keyboard: focus "Next day" and press Enter once per day.
    const days = Math.round((Date.parse(`${istToday(new Date(slotStart))}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
    const next = page.getByRole('button', { name: 'Next day' });
    await next.focus();
    for (let i = 0; i < days; i++) await page.keyboard.press('Enter');

    const row = page.getByTestId('agenda-booking').filter({ hasText: `Ritu Agenda ${run}` });
    await row.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await row.getByTestId('agenda-details').focus();
    await page.keyboard.press('Enter');
    await row.getByText(`Choosing between two offers ${run}`).waitFor();

    await row.getByTestId('outcome-completed').focus();
    await page.keyboard.press('Enter');
    await row.getByTestId('outcome-completed').and(page.locator('[aria-pressed="true"]')).waitFor();
    await row.getByLabel('Private notes').fill(`Follow up in a month ${run}`);
    await row.getByRole('button', { name: 'Save notes' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').getByText('Notes saved').waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await page.reload();
    for (let i = 0; i < days; i++) await page.getByRole('button', { name: 'Next day' }).click();
    const again = page.getByTestId('agenda-booking').filter({ hasText: `Ritu Agenda ${run}` });
    await again.getByText('Completed').first().waitFor();
    await again.getByTestId('agenda-details').click();
    expect(await again.getByLabel('Private notes').inputValue()).toBe(`Follow up in a month ${run}`);

    await page.getByTestId('feed-make').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('feed-url').inputValue()).toMatch(/\/calendar\/[\w-]{40,}\.ics$/);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await context.close();

    // The client, signed out, opens the e-mail's link on a phone and moves the session.
    const mail = await waitForEmail(`ritu.${run}@example.com`, (text) => text.includes('/booking/'));
    const visitor = await newPage(browser, PHONE);
    await visitor.page.goto(linkIn(mail, '/booking/'));
    await visitor.page.getByTestId('booking-card').waitFor();
    await visitor.page.getByTestId('reschedule-booking').focus();
    await visitor.page.keyboard.press('Enter');
    const picker = visitor.page.getByTestId('slot-picker');
    await picker.getByRole('radio').first().waitFor();
    expect(await scrollsSideways(visitor.page)).toBe(false);
    await picker.getByRole('radio').first().click();
    await visitor.page.getByTestId('confirm-reschedule').click();
    await visitor.page.getByTestId('toast').getByText('Your session has moved').waitFor();
    await visitor.page.getByTestId('reschedule-booking').waitFor();
    const moved = await waitForEmail(`ritu.${run}@example.com`, (text) => text.includes('has moved to a new time'));
    expect(moved).toContain('SEQUENCE:1');
    expect(visitor.page.errors).toEqual([]);
    await visitor.context.close();
  });
});
