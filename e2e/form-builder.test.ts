/**
 * The form builder, end to end: an admin builds a form with every field type and a condition,
 * reorders it (buttons and keyboard), previews it, saves it; a visitor opens its public page in
 * Hindi and answers it; the admin finds the answer (API, CSV export, the dashboard's submissions
 * table). Every form here is a custom form of its own:
 * the seeded registration forms other journeys use are never touched.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/auth.ts';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';

describe('public form pages without a browser', () => {
  it('answers a friendly, translated 404 for a form that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-form']) {
      const res = await fetch(`${baseUrl()}/forms/${id}`, { headers: { cookie: 'i18nextLng=hi' } });
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html).toContain('यह फ़ॉर्म उपलब्ध नहीं है');
      expect(html).toContain('होम पेज पर जाएँ');
      // Visitors' pages carry their own strings, not the builder's.
      expect(html).not.toContain('फ़ॉर्म सहेजें');
    }
  });
});

const builder = (page: Page) => page.getByTestId('form-builder');
const palette = (page: Page) => page.getByTestId('field-palette');
const lastField = (page: Page) => builder(page).getByTestId('builder-field').last();
const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
/** A form of the list by its exact title. */
const formItem = (page: Page, title: string) => page.getByTestId('form-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const fieldLabels = (page: Page) => builder(page).getByTestId('builder-field').evaluateAll((els) => els.map((el) => el.getAttribute('data-field-label')));

/** Adds a field from the palette and names it; the new field's label input has the focus. */
async function addField(page: Page, type: string, label: string, options: { required?: boolean; hindi?: string } = {}): Promise<Locator> {
  await palette(page).getByRole('button', { name: type, exact: true }).click();
  const card = lastField(page);
  const input = card.getByRole('textbox', { name: type === 'Section heading' ? 'Section title' : 'Label', exact: true });
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  await input.fill(label);
  if (options.required) await card.getByLabel('Visitors must answer this').check();
  if (options.hindi) {
    await card.getByText('Hindi and Gujarati (optional)').click();
    await card.getByRole('textbox', { name: type === 'Section heading' ? 'Section title in Hindi' : 'Label in Hindi', exact: true }).fill(options.hindi);
  }
  return card;
}

async function nameOptions(card: Locator, names: string[]) {
  const inputs = card.getByTestId('option-input');
  for (let i = 0; i < names.length; i++) {
    if ((await inputs.count()) <= i) await card.getByRole('button', { name: 'Add option' }).click();
    await inputs.nth(i).fill(names[i]);
  }
}

describe.skipIf(!hasChromium)('form builder in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('builds a form with every field type and a condition, previews and saves it; a visitor answers it in Hindi; the admin finds the answer', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page, { returnTo: '/admin/forms' });
    await page.waitForURL((url) => url.pathname === '/admin/forms');
    await page.getByTestId('forms-list').waitFor();

    // Spec §5: nothing to save yet.
    await builder(page).getByRole('button', { name: 'Save Form' }).click();
    await toastWith(page, 'Validation Error').waitFor();
    await toastWith(page, 'Please fill in all required fields and add at least one form field').waitFor();
    await builder(page).getByText('Please give the form a title').waitFor();

    const title = `Retreat interest ${randomBytes(3).toString('hex')}`;
    await builder(page).getByRole('textbox', { name: 'Title' }).fill(title);
    await builder(page).getByRole('textbox', { name: 'Description' }).fill('Tell us how you would like to join the retreat.');
    expect(await builder(page).getByRole('combobox', { name: 'Type' }).inputValue()).toBe('custom');

    // Every field type of the palette (spec §2), with the defaults of spec §3.
    await palette(page).getByRole('button', { name: 'Short text', exact: true }).click();
    expect(await lastField(page).getByRole('textbox', { name: 'Label', exact: true }).inputValue()).toBe('New text field');
    expect(await lastField(page).getByRole('textbox', { name: 'Placeholder' }).inputValue()).toBe('Enter text');
    await lastField(page).getByRole('button', { name: 'Remove field' }).click();
    await toastWith(page, 'removed').getByRole('button', { name: 'Undo' }).click();
    expect(await fieldLabels(page)).toEqual(['New text field']);
    await lastField(page).getByRole('button', { name: 'Remove field' }).click();
    expect(await fieldLabels(page)).toEqual([]);

    await addField(page, 'Section heading', 'About you', { hindi: 'आपके बारे में' });
    await addField(page, 'Short text', 'Full name', { required: true, hindi: 'पूरा नाम' });
    await addField(page, 'Email', 'Email', { required: true });
    await addField(page, 'Phone', 'Phone');
    const story = await addField(page, 'Long text', 'Your story');
    expect(await story.getByRole('textbox', { name: 'Placeholder' }).inputValue()).toBe('Enter your response...');

    const mode = await addField(page, 'Dropdown', 'How will you join?', { required: true, hindi: 'आप कैसे जुड़ेंगे?' });
    expect(await mode.getByTestId('option-input').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toEqual(['Option 1', 'Option 2']);
    await nameOptions(mode, ['Online', 'In person']);
    await mode.getByRole('textbox', { name: '“Online” in Hindi' }).fill('ऑनलाइन');
    await mode.getByRole('textbox', { name: '“In person” in Hindi' }).fill('व्यक्तिगत रूप से');

    const centre = await addField(page, 'Single choice', 'Which centre?', { required: true, hindi: 'कौन सा केंद्र?' });
    await nameOptions(centre, ['Ahmedabad', 'Surat']);
    await centre.getByRole('combobox', { name: 'Show this field' }).selectOption({ label: 'Only when “How will you join?” is…' });
    await centre.getByRole('combobox', { name: '“How will you join?” is' }).selectOption({ label: 'In person' });

    const topics = await addField(page, 'Checkboxes', 'Topics');
    await topics.getByRole('button', { name: 'Add option' }).click();
    expect(await topics.getByTestId('option-input').nth(2).inputValue()).toBe('Option 3');
    await nameOptions(topics, ['Sleep', 'Stress', 'Relationships']);

    const consent = await addField(page, 'Checkboxes', 'I agree to be contacted', { required: true });
    await consent.getByRole('button', { name: 'Remove option Option 1' }).click();
    await consent.getByRole('button', { name: 'Remove option Option 2' }).click();
    await addField(page, 'Time', 'Preferred time');
    await addField(page, 'Date', 'Preferred date', { required: true });

    // Reorder: the Move up button, then the keyboard on the drag handle (Space, arrow, Space).
    await builder(page).getByRole('button', { name: 'Move Preferred date up' }).click();
    expect((await fieldLabels(page)).slice(-3)).toEqual(['I agree to be contacted', 'Preferred date', 'Preferred time']);
    await builder(page).getByRole('button', { name: 'Move I agree to be contacted', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByText(/I agree to be contacted is now at position 9 of 11/).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.getByText(/I agree to be contacted is now at position 10 of 11/).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.getByText(/I agree to be contacted is now at position 11 of 11/).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => fieldLabels(page)).toEqual([
      'About you',
      'Full name',
      'Email',
      'Phone',
      'Your story',
      'How will you join?',
      'Which centre?',
      'Topics',
      'Preferred date',
      'Preferred time',
      'I agree to be contacted',
    ]);

    // Preview: the visitor's renderer, nothing to submit, the condition live, the Hindi words.
    await builder(page).getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByTestId('builder-preview');
    await preview.getByRole('heading', { name: title }).waitFor();
    for (const label of ['Full name', 'Email', 'Phone', 'Your story', 'How will you join?', 'Preferred date', 'Preferred time', 'I agree to be contacted']) {
      await preview.getByLabel(label).waitFor();
    }
    await preview.getByRole('group', { name: 'Topics' }).waitFor();
    await preview.getByRole('heading', { name: 'About you' }).waitFor();
    expect(await preview.getByText('Which centre?').count()).toBe(0);
    await preview.getByLabel('How will you join?').selectOption('in-person');
    await preview.getByRole('radiogroup', { name: 'Which centre?' }).waitFor();
    expect(await preview.locator('button[type=submit]').count()).toBe(0);
    await preview.getByRole('radio', { name: 'हिन्दी' }).check();
    await preview.getByLabel('पूरा नाम').waitFor();
    await preview.getByRole('option', { name: 'व्यक्तिगत रूप से' }).waitFor({ state: 'attached' });

    // Save: the §8 toast, the builder resets, the list shows the new active form.
    await builder(page).getByRole('button', { name: 'Save Form' }).click();
    await toastWith(page, 'Form created successfully!').waitFor();
    await toastWith(page, 'Your form has been saved and is now available for use.').waitFor();
    await expect.poll(() => builder(page).getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
    expect(await builder(page).getByTestId('builder-field').count()).toBe(0);
    const item = formItem(page, title);
    await item.waitFor();
    expect(await item.getByTestId('form-state').textContent()).toBe('Active');
    const formId = await item.getAttribute('data-form-id');
    expect(formId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await item.getByRole('link', { name: /Open page/ }).getAttribute('href')).toBe(`/forms/${formId}`);
    // Its address to share, in the language of those she shares it with.
    await item.getByRole('button', { name: 'Copy the link in हिन्दी' }).click();
    await page.getByTestId('toast').filter({ hasText: `${baseUrl()}/hi/forms/${formId}` }).waitFor();

    // A visitor, in Hindi, on the public page.
    const visitor = await newPage(browser, PHONE);
    await visitor.context.addCookies([{ name: 'i18nextLng', value: 'hi', url: baseUrl() }]);
    await visitor.context.addInitScript(() => localStorage.setItem('i18nextLng', 'hi'));
    const v = visitor.page;
    const res = await v.goto(`/forms/${formId}`);
    expect(res?.status()).toBe(200);
    await v.getByRole('heading', { name: title, level: 1 }).waitFor();
    const form = v.getByTestId('dynamic-form');
    await form.locator('button[type=submit]:enabled').waitFor();
    expect(await scrollsSideways(v)).toBe(false);
    await form.getByRole('heading', { name: 'आपके बारे में' }).waitFor();
    // The founder's English where she gave no Hindi is marked as English; her Hindi is not.
    expect(await form.locator('label[for]').filter({ hasText: 'Your story' }).locator('span[lang=en]').textContent()).toBe('Your story');
    expect(await form.locator('label[for]').filter({ hasText: 'पूरा नाम' }).locator('[lang]').count()).toBe(0);
    expect(await form.locator('option[lang=en]').evaluateAll((els) => els.map((el) => el.textContent))).toEqual([]);
    expect(await form.getByRole('group', { name: 'Topics' }).locator('span[lang=en]').allTextContents()).toEqual(['Topics', 'Sleep', 'Stress', 'Relationships']);
    await form.getByLabel('पूरा नाम').fill('आशा पटेल');
    await form.getByLabel('Email').fill('asha.retreat@example.com');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Your story').fill('मुझे शांति चाहिए।');
    await form.getByLabel('आप कैसे जुड़ेंगे?').selectOption({ label: 'व्यक्तिगत रूप से' });
    await form.getByLabel('Sleep').check();
    await form.getByLabel('Preferred date').fill('2026-03-14');
    await form.getByLabel('Preferred time').fill('18:30');
    await form.getByLabel('I agree to be contacted').check();
    // The shown condition field is required: the Hindi message, nothing sent.
    await form.getByRole('button', { name: 'जमा करें' }).click();
    await form.getByRole('radiogroup', { name: 'कौन सा केंद्र?' }).getByText('यह फ़ील्ड आवश्यक है').waitFor();
    await form.getByRole('radiogroup', { name: 'कौन सा केंद्र?' }).getByLabel('Surat').check();
    await form.getByRole('button', { name: 'जमा करें' }).click();
    await v.getByTestId('form-sent').getByText('धन्यवाद!').waitFor();
    expect(v.errors).toEqual([]);
    await visitor.context.close();

    // The admin finds the answer, with the labels of the version it answered, in the API and the CSV export.
    const responses = await page.request.get(`/api/forms/${formId}/responses`);
    expect(responses.status()).toBe(200);
    const [answer] = (await responses.json()).items;
    expect(answer).toMatchObject({
      formId,
      formVersion: 1,
      locale: 'hi',
      name: 'आशा पटेल',
      email: 'asha.retreat@example.com',
    });
    expect(Object.values(answer.labels)).toEqual(expect.arrayContaining(['Full name', 'Which centre?', 'I agree to be contacted']));
    const values = Object.fromEntries(Object.entries(answer.responses as Record<string, unknown>).map(([id, value]) => [answer.labels[id], value]));
    expect(values).toEqual({
      'Full name': 'आशा पटेल',
      Email: 'asha.retreat@example.com',
      Phone: '9876543210',
      'Your story': 'मुझे शांति चाहिए।',
      'How will you join?': 'in-person',
      'Which centre?': 'surat',
      Topics: ['sleep'],
      'Preferred date': '2026-03-14',
      'Preferred time': '18:30',
      'I agree to be contacted': true,
    });
    const csv = await page.request.get('/api/admin/export/responses?q=asha.retreat%40example.com');
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain('आशा पटेल');
    expect(text).toContain('asha.retreat@example.com');
    expect(page.errors).toEqual([]);

    // Deactivated, the page is gone for visitors; the answer stays.
    await item.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => item.getByTestId('form-state').textContent()).toBe('Inactive');
    expect((await fetch(`${baseUrl()}/forms/${formId}`)).status).toBe(404);
    await item.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.getByText(/1 person has answered this form/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete form' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The admin dashboard's submissions table shows it (a custom form: "Other").
    await page.goto('/admin?tab=forms');
    await page.getByTestId('submission-filters').getByRole('searchbox', { name: 'Search' }).fill('asha.retreat@example.com');
    const row = page.getByTestId('submission-row').filter({ hasText: 'asha.retreat@example.com' });
    // The search applies as it is typed: only this answer remains.
    await expect.poll(() => page.getByTestId('submission-row').count()).toBe(1);
    await row.waitFor();
    expect(await row.textContent()).toContain('आशा पटेल');
    expect(await row.textContent()).toContain('Other');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('edits a saved form as a new version, duplicates and deletes, at 360 px with the keyboard-sized controls', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(page, { returnTo: '/admin/forms' });
    await page.waitForURL((url) => url.pathname === '/admin/forms');
    await page.getByTestId('forms-list').waitFor();

    const title = `Small form ${randomBytes(3).toString('hex')}`;
    await builder(page).getByRole('textbox', { name: 'Title' }).fill(title);
    await builder(page).getByRole('textbox', { name: 'Description' }).fill('Two questions.');
    await addField(page, 'Short text', '   ');
    await builder(page).getByRole('button', { name: 'Save Form' }).click();
    await toastWith(page, 'Some fields need attention').waitFor();
    await lastField(page).getByText('Please enter a label').waitFor();
    await lastField(page).getByRole('textbox', { name: 'Label', exact: true }).fill('Your name');
    expect(await scrollsSideways(page)).toBe(false);
    await builder(page).getByRole('button', { name: 'Save Form' }).click();
    await toastWith(page, 'Form created successfully!').waitFor();

    const item = formItem(page, title);
    await item.getByRole('button', { name: 'Edit' }).click();
    await builder(page).getByRole('heading', { name: `Editing: ${title}` }).waitFor();
    expect(await builder(page).getByRole('textbox', { name: 'Title' }).inputValue()).toBe(title);
    await addField(page, 'Email', 'Your e-mail', { required: true });
    expect(await scrollsSideways(page)).toBe(false);
    await builder(page).getByRole('button', { name: 'Save Form' }).click();
    await toastWith(page, 'Form saved').waitFor();
    await expect.poll(() => item.textContent()).toContain('Version 2');

    await item.getByRole('button', { name: 'Duplicate' }).click();
    const copy = formItem(page, `${title} (copy)`);
    await copy.waitFor();
    expect(await copy.getByTestId('form-state').textContent()).toBe('Inactive');
    await copy.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('delete-dialog').getByRole('button', { name: 'Delete form' }).click();
    await toastWith(page, 'Form deleted').waitFor();
    await expect.poll(() => copy.count()).toBe(0);

    // Signed out meanwhile: the 401 path (spec §6) sends the admin to sign in again.
    await context.clearCookies();
    await item.getByRole('button', { name: 'Duplicate' }).click();
    await toastWith(page, 'Unauthorized').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
