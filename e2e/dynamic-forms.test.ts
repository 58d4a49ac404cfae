import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';
import { uniqueEmail } from './support/catalogue.ts';
import { fillConsultancy } from './support/forms.ts';

describe('registration pages rendered on the server', () => {
  it('/personal-consultancy shows the catalogue\'s consultations with their prices and the consultancy form', async () => {
    const html = await (await fetch(`${baseUrl()}/personal-consultancy`)).text();
    for (const text of ['Life Coaching', '₹2,500', '60-90 minutes', 'Full Life Analysis Report', '₹5,000', '2-3 hours', 'Aura Scanning', '₹3,000']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('How it works');
    expect(html).toContain('Book your consultation');
    expect(html).toContain('What would you like help with?');
    expect(html).toContain('What to expect');
    expect(html).toContain('mailto:hello@antarman.example');
    expect(html).toContain('https://wa.me/');
  });

  it('/webinar-registration shows the next webinar from the database, in IST, with its end from the duration', async () => {
    const html = await (await fetch(`${baseUrl()}/webinar-registration`)).text();
    expect(html).toContain('Healing Relationships: Free Introductory Webinar');
    expect(html).toContain('7:00 PM – 8:30 PM IST');
    expect(html).toContain('Online video call');
    expect(html).toContain('Rated 4.9/5');
    expect(html).toContain('What brings you to this webinar?');
  });

  it('renders the form in the language of the cookie', async () => {
    const hi = await (await fetch(`${baseUrl()}/personal-consultancy`, { headers: { cookie: 'i18nextLng=hi' } })).text();
    expect(hi).toContain('पूरा नाम');
    expect(hi).toContain('आप किस विषय में सहायता चाहते हैं?');
    const gu = await (await fetch(`${baseUrl()}/webinar-registration`, { headers: { cookie: 'i18nextLng=gu' } })).text();
    expect(gu).toContain('સંબંધોની સારવાર: મફત પરિચય વેબિનાર');
    expect(gu).toContain('તમે આ વેબિનારમાં કેમ આવો છો?');
  });
});

/** Opens a page in a language and waits until the form can be used (the button is enabled once hydrated). */
async function openForm(browser: Browser, path: string, options: { lang?: 'en' | 'hi'; viewport?: { width: number; height: number } } = {}) {
  const { context, page } = await newPage(browser, options.viewport);
  if (options.lang && options.lang !== 'en') {
    await context.addCookies([{ name: 'i18nextLng', value: options.lang, url: baseUrl() }]);
    await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), options.lang);
  }
  await page.goto(path);
  await page.locator('[data-testid=dynamic-form] button[type=submit]:enabled').waitFor();
  return { context, page };
}

const form = (page: Page) => page.getByTestId('dynamic-form');

describe.skipIf(!hasChromium)('dynamic forms in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('books a consultancy in English: asterisks on required fields, says it was sent, then an empty form', async () => {
    const { context, page } = await openForm(browser, '/personal-consultancy');
    const f = form(page);
    // Full name, e-mail, WhatsApp, age group, occupation, city, mode, concern and consent are required.
    expect(await f.getByTestId('required-mark').count()).toBe(9);
    expect(await f.locator('label', { hasText: 'Full name' }).getByTestId('required-mark').count()).toBe(1);
    expect(await f.locator('legend', { hasText: 'Gender' }).getByTestId('required-mark').count()).toBe(0);
    expect(await f.getByLabel("Tell us what you'd like to discuss").getAttribute('rows')).toBe('4');

    await fillConsultancy(page, 'Asha Patel');
    await f.getByRole('button', { name: 'Request my consultation' }).click();
    await page.getByTestId('form-sent').getByText('Thank you! We have received your request.').waitFor();
    await page.getByTestId('form-sent').getByText('We will call you within 24 hours to arrange your session.').waitFor();

    await expect.poll(() => f.getByLabel('Full name').inputValue()).toBe('');
    expect(await f.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe('');
    expect(await f.getByLabel('Age group').inputValue()).toBe('');
    expect(await f.getByLabel('Online', { exact: true }).isChecked()).toBe(false);
    expect(await f.getByLabel('I agree that my details are used to arrange my consultation').isChecked()).toBe(false);
    expect(await f.getByTestId('field-error').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('registers for the webinar in English', async () => {
    const { context, page } = await openForm(browser, '/webinar-registration');
    const f = form(page);
    await page.getByTestId('next-webinar').getByText('Healing Relationships: Free Introductory Webinar').waitFor();
    await f.getByLabel('Full name').fill('Meera Joshi');
    await f.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('meera.joshi'));
    await f.getByLabel('WhatsApp number').fill('9876501234');
    await f.getByLabel('Healing', { exact: true }).check();
    await f.getByLabel('Practical techniques').check();
    await f.getByLabel('A supportive community').check();
    await f.getByLabel('I agree to receive the joining details by e-mail and WhatsApp').check();
    await f.getByRole('button', { name: 'Register for the webinar' }).click();
    // A real registration for the next webinar (issue 18 §4): its seat is confirmed on the page.
    await page.getByTestId('event-registration-complete').getByText('Registration Complete!').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('in Hindi, shows Hindi messages under the fields first, re-checks on change, then registers', async () => {
    const { context, page } = await openForm(browser, '/personal-consultancy', { lang: 'hi' });
    const f = form(page);
    await f.getByRole('button', { name: 'परामर्श का अनुरोध भेजें' }).click();

    const name = f.getByLabel('पूरा नाम');
    await f.getByText('कृपया मान्य ई-मेल पता दर्ज करें').waitFor();
    await f.getByText('कृपया मान्य फ़ोन नंबर दर्ज करें').waitFor();
    expect(await f.getByText('यह फ़ील्ड आवश्यक है').count()).toBe(7);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await name.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('यह फ़ील्ड आवश्यक है');
    // The first invalid field has the focus, and nothing was sent.
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByTestId('form-sent').count()).toBe(0);

    // After the first submit, each change is checked again at once.
    await name.fill('आशा पटेल');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe(null);
    await f.getByRole('textbox', { name: 'ई-मेल', exact: true }).fill('asha@');
    await expect.poll(() => f.getByText('कृपया मान्य ई-मेल पता दर्ज करें').count()).toBe(1);
    await f.getByRole('textbox', { name: 'ई-मेल', exact: true }).fill('asha.hi@example.com');
    await expect.poll(() => f.getByText('कृपया मान्य ई-मेल पता दर्ज करें').count()).toBe(0);

    await f.getByLabel('व्हाट्सऐप नंबर').fill('9876543210');
    await f.getByLabel('आयु वर्ग').selectOption('36-50');
    await f.getByLabel('व्यवसाय').fill('शिक्षिका');
    await f.getByLabel('शहर').fill('अहमदाबाद');
    await f.getByLabel('प्रत्यक्ष', { exact: true }).check();
    await f.getByLabel('आप किस विषय में सहायता चाहते हैं?').selectOption('relationship');
    await f.getByLabel('मैं सहमत हूँ कि मेरे विवरण का उपयोग मेरा परामर्श तय करने के लिए हो').check();
    await expect.poll(() => f.getByTestId('field-error').count()).toBe(0);

    await f.getByRole('button', { name: 'परामर्श का अनुरोध भेजें' }).click();
    await page.getByTestId('form-sent').getByText('धन्यवाद! हमें आपका अनुरोध मिल गया है।').waitFor();
    await expect.poll(() => name.inputValue()).toBe('');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('disables the button with a submitting label while sending, and keeps the answers when sending fails', async () => {
    const { context, page } = await openForm(browser, '/personal-consultancy');
    const f = form(page);
    // Hold the first request until the button has been looked at; the second never reaches the network.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    // The form posts to its page's action (React Router's data request, with the script).
    await page.route('**/personal-consultancy.data*', async (route) => {
      // The page's data read again after a post passes; the posts are held, then cut.
      if (route.request().method() !== 'POST') return route.continue();
      calls += 1;
      if (calls === 1) {
        await held;
        await route.continue();
      } else {
        await route.abort('internetdisconnected');
      }
    });

    await fillConsultancy(page, 'Ravi Shah');
    await f.getByRole('button', { name: 'Request my consultation' }).click();
    const sending = f.getByRole('button', { name: 'Sending your request...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.getByTestId('form-sent').getByText('Thank you! We have received your request.').waitFor();
    await f.getByRole('button', { name: 'Request my consultation' }).waitFor();

    await fillConsultancy(page, 'Ravi Shah');
    await f.getByRole('button', { name: 'Request my consultation' }).click();
    await f.getByRole('alert').getByText('You appear to be offline. Please check your connection and try again.').waitFor();
    expect(await f.getByLabel('Full name').inputValue()).toBe('Ravi Shah');
    await context.close();
  });

  it.each(['/personal-consultancy', '/webinar-registration'])('does not scroll sideways at 360 px, before and after errors: %s', async (path) => {
    const { context, page } = await openForm(browser, path, { viewport: PHONE });
    expect(await scrollsSideways(page)).toBe(false);
    await form(page).locator('button[type=submit]').click();
    await form(page).getByTestId('field-error').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });
});
