/**
 * The founder's client pages in Chromium at 360 px (issue 53 §2): a person who booked, paid and
 * wrote through the real API is found by a search, their page shows the registration, the payment
 * and the message together (and, never having opted in, no WhatsApp consent); her private notes and tags stay after a reload and the tag filters the
 * list. A joining link opened before its window says when the room opens (§3). And the
 * Availability tab's calendars (§1): an address in a private network is refused with its translated
 * message (the site under test does not allow private addresses).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { uniqueEmail } from './support/catalogue.ts';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';

describe.skipIf(!hasChromium)('the client pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows a person's registration, payment and message on one page at 360 px, and keeps her notes and tags", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(page);
    const origin = { origin: baseUrl() };
    const run = Date.now().toString(36);
    const email = uniqueEmail('tara');
    const name = `Tara Client ${run}`;

    const services = (await (await page.request.get('/api/services')).json()) as Array<{ id: string; slug: string }>;
    const booked = await page.request.post('/api/unified-registration', {
      headers: origin,
      data: {
        registrationType: 'consultancy',
        serviceId: services.find((s) => s.slug === 'astrology-numerology')!.id,
        userData: {
          fullName: name,
          email,
          phone: '+91 99887 76655',
          city: 'Vadodara',
          dateOfBirth: '1988-07-09',
          placeOfBirth: 'Vadodara',
          gender: 'female',
          preferredMode: 'online',
          concernCategory: 'self-growth',
          concernDescription: `Finding calm at work ${run}`,
        },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id, paymentUrl } = (await booked.json()) as { id: string; paymentUrl: string };
    // Production without a payment provider: a booking on request, which the founder confirms (through the answer's signed link).
    const link = new URL(paymentUrl, 'http://x').searchParams;
    expect((await page.request.post(`/api/registrations/${id}/payment?sig=${link.get('sig')}&exp=${link.get('exp')}`, { headers: origin, data: { method: 'upi' } })).ok()).toBe(true);
    const waiting = (await (await page.request.get('/api/admin/payments?filter=awaiting&pageSize=50')).json()).items.find((p: { registrationId: string }) => p.registrationId === id);
    expect((await page.request.post(`/api/admin/payments/${waiting.id}/verify`, { headers: origin, data: { decision: 'confirm' } })).status()).toBe(200);
    expect((await page.request.post('/api/contact', { headers: origin, data: { name, email, message: `Can my mother join the session? ${run}` } })).status()).toBe(201);

    await page.goto('/admin/clients');
    await page.getByTestId('clients-page').waitFor();
    await page.getByTestId('clients-search').fill(email);
    await page.getByTestId('clients-search').press('Enter');
    const row = page.getByTestId('client-row').filter({ hasText: name });
    await row.waitFor();
    // The search's own answer (the full list, shown first, holds this person too).
    await expect.poll(() => page.getByTestId('client-row').count()).toBe(1);
    await row.focus();
    await page.keyboard.press('Enter');

    const detail = page.getByTestId('client-detail');
    await detail.getByRole('heading', { name }).waitFor();
    await detail.getByTestId('client-registration').filter({ hasText: 'Confirmed' }).waitFor();
    await detail.getByTestId('client-payment').filter({ hasText: 'Paid' }).waitFor();
    await detail.getByTestId('client-message').filter({ hasText: `Can my mother join the session? ${run}` }).waitFor();
    // No WhatsApp here (the site under test has no WHATSAPP_* settings): the section says so.
    await detail.getByTestId('client-whatsapp-none').getByText('No WhatsApp consent.', { exact: false }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await detail.getByTestId('client-notes-text').fill(`Works night shifts ${run}`);
    await detail.getByTestId('client-tags').fill(`night-${run}, follow up`);
    await detail.getByTestId('save-client-notes').click();
    await page.getByTestId('toast').getByText('Notes and tags saved').waitFor();

    await page.reload();
    await page.getByTestId('client-detail').waitFor();
    expect(await page.getByTestId('client-notes-text').inputValue()).toBe(`Works night shifts ${run}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('clients-back').click();
    await page.getByTestId('clients-page').waitFor();
    await page.getByTestId('clients-search').fill('');
    await page.getByTestId('clients-tag').selectOption(`night-${run}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByTestId('client-row').count()).toBe(1);
    await page.getByTestId('client-row').filter({ hasText: name }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("opens a person's joining link before its window on a phone: when the room opens, in IST, with a calendar file", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(page);
    const origin = { origin: baseUrl() };
    const title = `Join Circle ${Date.now().toString(36)}`;
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const created = await page.request.post('/api/admin/webinars', {
      data: { title, category: 'webinar', shortDescription: 'An evening circle.', date: day, time: '18:00', duration: 60, maxAttendees: 5, priceInr: 0, isOnline: true, zoomLink: 'https://meet.example.com/join-circle' },
      headers: origin,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: webinarId } = (await created.json()) as { id: string };
    try {
      const seat = await page.request.post('/api/unified-registration', {
        headers: origin,
        data: {
          registrationType: 'webinar',
          webinarId,
          userData: { fullName: 'Mira Join', email: uniqueEmail('mira'), phone: '+91 98765 43210', city: 'Surat', dateOfBirth: '1990-04-12', placeOfBirth: 'Surat', gender: 'female', areaOfInterest: 'relationships', hearAbout: 'social', expectations: ['clarity'], receiveUpdates: false },
          agreements: { accuracy: true, confidentiality: true, guidelines: true },
        },
      });
      expect(seat.status(), await seat.text()).toBe(201);
      const link = await page.request.post(`/api/admin/registrations/${((await seat.json()) as { id: string }).id}/join-link`, { headers: origin });
      const { url } = (await link.json()) as { url: string };
      const visitor = await newPage(browser, PHONE);
      const res = await visitor.page.goto(new URL(url).pathname);
      expect(res?.status()).toBe(200);
      const early = visitor.page.getByTestId('join-early');
      await early.waitFor();
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await early.getByText('18:00', { exact: false }).or(early.getByText('6:00', { exact: false })).first().waitFor();
      expect(await early.getByTestId('join-calendar').getAttribute('href')).toMatch(/\/api\/join\/[\w-]+\/calendar\.ics$/);
      expect(await scrollsSideways(visitor.page)).toBe(false);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      expect(visitor.page.errors).toEqual([]);
      await visitor.context.close();

      // Inside its window (the event moved to start in 20 minutes), the production server answers the link with the room.
      const soon = new Date(Date.now() + (20 + 330) * 60_000).toISOString();
      const moved = await page.request.put(`/api/admin/webinars/${webinarId}`, {
        data: { title, category: 'webinar', shortDescription: 'An evening circle.', date: soon.slice(0, 10), time: soon.slice(11, 16), duration: 60, maxAttendees: 5, priceInr: 0, isOnline: true, zoomLink: 'https://meet.example.com/join-circle' },
        headers: origin,
      });
      expect(moved.status(), await moved.text()).toBe(200);
      // As a phone's browser (the headless shell's own name reads as a robot's, which gets the page).
      const phoneAgent = 'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
      const opened = await page.request.get(new URL(url).pathname, { maxRedirects: 0, headers: { 'user-agent': phoneAgent } });
      expect(opened.status()).toBe(302);
      expect(opened.headers().location).toBe('https://meet.example.com/join-circle');
    } finally {
      await page.request.post(`/api/admin/webinars/${webinarId}/cancel`, { headers: origin });
      await context.close();
    }
  });

  it('refuses a calendar address in a private network with its message, in the Availability tab', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(page, { returnTo: '/admin?tab=availability' });
    const calendars = page.getByTestId('availability-calendars');
    await calendars.waitFor();
    await calendars.getByTestId('calendars-empty').waitFor();
    await calendars.getByTestId('calendar-url').fill('http://127.0.0.1:8080/private.ics');
    await calendars.getByTestId('calendar-label').fill('Family');
    await calendars.getByTestId('save-calendar').click();
    await calendars.getByText('This address points into a private network', { exact: false }).first().waitFor();
    expect(await calendars.getByTestId('calendar-row').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
