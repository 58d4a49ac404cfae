/** The founder's forms as the sample content has them (db/seed-content.ts), filled as a visitor would. */
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
