/**
 * "Send me updates on WhatsApp" (issue 52) in Chromium, against a site of its own with WhatsApp
 * pointed at the local stand-in of Meta's Cloud API (src/server/testing/whatsapp-stand-in.ts, run in
 * this process): the box is unticked; ticked, with and without the page's script, the registration
 * stores the consent, so the confirmation goes to WhatsApp as well (the founder's message list
 * shows it, and the stand-in receives it); unticked, nothing goes there.
 */
import { request, type APIRequestContext, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Webinar } from '../src/shared/contracts/content.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../src/server/testing/whatsapp-stand-in.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/catalogue.ts';
import { E2E_ADMIN, startSite, type Site } from './support/site.ts';

describe.skipIf(!hasChromium)('the WhatsApp opt-in of the sign-up form', () => {
  let meta: WhatsAppStandIn;
  let site: Site;
  let browser: Browser;
  let admin: APIRequestContext;
  let webinar: Webinar;

  beforeAll(async () => {
    meta = await startWhatsAppStandIn();
    site = await startSite({ env: meta.env });
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: site.url });
    expect((await admin.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: site.url } })).ok()).toBe(true);
    const list = (await (await fetch(`${site.url}/api/webinars`)).json()) as Webinar[];
    webinar = list.filter((w) => w.priceInr === 0 && !w.isPast && w.isActive && w.category === 'webinar').sort((a, b) => b.seatsLeft - a.seatsLeft)[0];
  });
  afterAll(async () => {
    await admin?.dispose();
    await browser?.close();
    await site?.stop();
    await meta?.close();
  });

  /** The WhatsApp messages the founder sees for a number. */
  const messagesTo = async (phone: string) => ((await (await admin.get(`/api/admin/whatsapp/messages?phone=${encodeURIComponent(phone)}`)).json()) as { messages: { kind: string; template: string | null; status: string }[] }).messages;

  /** Signs up for the free webinar on /register, ticking the box or not. */
  async function signUp(javaScriptEnabled: boolean, phone: string, tick: boolean) {
    const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`/register?type=webinar&webinarId=${webinar.id}`);
    const box = page.locator('#su-whatsappOptIn');
    expect(await box.isChecked()).toBe(false);
    await page.getByText('Send me updates on WhatsApp from Antarman Healing & Life Coaching').waitFor();
    await page.fill('#su-fullName', 'Meera Shah');
    await page.fill('#su-email', uniqueEmail(`wa-${javaScriptEnabled ? 'js' : 'nojs'}`));
    await page.fill('#su-phone', phone);
    if (tick) await box.check();
    await page.check('#su-consent');
    await page.click('[data-testid=signup-submit]');
    await page.waitForURL('**/registration-success?type=webinar&free=true');
    await context.close();
  }

  for (const javaScriptEnabled of [true, false]) {
    it(`stores the consent of a ticked box ${javaScriptEnabled ? 'with' : 'without'} JavaScript: the confirmation goes to WhatsApp too`, async () => {
      const digits = javaScriptEnabled ? '919825060001' : '919825060002';
      await signUp(javaScriptEnabled, digits.slice(2), true);
      // The confirmation, and the reminders waiting for their time.
      const messages = await messagesTo(digits);
      expect(messages.map((m) => m.template).sort()).toEqual(['registration_confirmed', 'session_reminder_1h', 'session_reminder_24h']);
      // The site's worker hands the confirmation to Meta (every 5 s).
      await expect.poll(() => meta.sent.filter((m) => m.body.to === digits).map((m) => m.body.template?.name), { timeout: 20_000 }).toEqual(['registration_confirmed']);
    });
  }

  it('sends nothing to WhatsApp for an unticked box', async () => {
    await signUp(false, '98250 60003', false);
    expect(await messagesTo('919825060003')).toEqual([]);
  });
});
