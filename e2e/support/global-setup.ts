/**
 * Starts the real site once for the browser tests (support/site.ts: `npm start`'s entry on a free
 * port, with a fresh PGlite data directory, or a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set). Then signs its admin in once through the API and hands the session (playwright's storage
 * state) to the tests (signInAsAdmin() in auth.ts), so that no test has to go through /login to be
 * the admin.
 */
import { request, type APIRequestContext } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { SITE_CONTENT_SECTIONS } from '../../src/shared/contracts/site-content.ts';
import { SAMPLE_SITE_CONTENT } from '../../src/server/db/seed-site-content.ts';
import { E2E_ADMIN, startSite } from './site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The admin the site creates at start (ADMIN_EMAIL/ADMIN_PASSWORD); see e2e/support/auth.ts. */
    adminEmail: string;
    adminPassword: string;
    /** The admin's signed-in session on the site (cookies), as playwright's storageState. */
    adminState: Awaited<ReturnType<APIRequestContext['storageState']>>;
    /** The site's DATA_DIR: its e-mails are .eml files under mail/ (see e2e/support/mail.ts). */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Its warnings and errors go into the run's output, beside the test that caused them.
  const site = await startSite({ log: 'inherit' });
  const baseUrl = site.url;
  // The admin's session, signed in through the API as the sign-in page does it.
  const api = await request.newContext({ baseURL: baseUrl });
  const signedIn = await api.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: baseUrl } });
  // The site runs in production, where sample content is not shown (issue 20): the founder has
  // saved the sample's values as her own, so the pages show a practice's full content.
  const ownContent = signedIn.ok()
    ? await Promise.all(SITE_CONTENT_SECTIONS.map((s) => api.put(`/api/admin/site-content/${s}`, { data: SAMPLE_SITE_CONTENT[s], headers: { origin: baseUrl } })))
    : [];
  const adminState = await api.storageState();
  await api.dispose();
  if (!signedIn.ok()) {
    await site.stop();
    throw new Error(`the site's admin could not sign in through the API: ${signedIn.status()}`);
  }
  const refused = ownContent.find((res) => !res.ok());
  if (refused) {
    await site.stop();
    throw new Error(`the site's content could not be saved: ${refused.status()} ${await refused.text()}`);
  }

  project.provide('baseUrl', baseUrl);
  project.provide('adminState', adminState);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
  project.provide('dataDir', site.dataDir);

  return () => site.stop();
}
