/** The public forms as the sample content has them (db/seed-content.ts), filled as a visitor would. */
import type { Page } from 'playwright-core';

/** Answers every required question of /personal-consultancy's request form (in English). */
export async function fillConsultancy(page: Page, name: string) {
  const f = page.getByTestId('dynamic-form');
  await f.getByLabel('Full name').fill(name);
  await f.getByRole('textbox', { name: 'E-mail', exact: true }).fill('asha.patel@example.com');
  await f.getByLabel('WhatsApp number').fill('+91 98765 43210');
  await f.getByLabel('Age group').selectOption('26-35');
  await f.getByLabel('Occupation').fill('Teacher');
  await f.getByLabel('City').fill('Surat');
  await f.getByLabel('Online', { exact: true }).check();
  await f.getByLabel('What would you like help with?').selectOption('parenting');
  await f.getByLabel("Tell us what you'd like to discuss").fill('My son and I argue every evening.');
  await f.getByLabel('I agree that my details are used to arrange my consultation').check();
}

/**
 * /register's consultancy form for the ₹2,999 astrology consultation, filled and sent: the browser
 * then goes on to the payment page by the answer's signed link.
 */
export async function registerConsultation(page: Page, email: string) {
  await page.goto('/register?type=consultancy&service=astrology-numerology');
  await page.fill('#reg-fullName', 'Asha Patel');
  await page.fill('#reg-email', email);
  await page.fill('#reg-phone', '+91 98765 43210');
  await page.fill('#reg-city', 'Ahmedabad');
  await page.fill('#reg-dateOfBirth', '1990-04-12');
  await page.fill('#reg-placeOfBirth', 'Surat');
  await page.selectOption('#reg-concernCategory', 'relationship');
  for (const name of ['accuracy', 'confidentiality', 'guidelines']) await page.check(`#reg-agreement-${name}`);
  await page.click('[data-testid=register-submit]');
  await page.waitForURL(/\/payment\?service=consultancy&registrationId=[0-9a-f-]{36}&sig=[\w-]+&exp=\d+$/);
}
