/**
 * Starts the real site once for the browser tests: `npm start`'s entry on a free port, with a fresh
 * PGlite data directory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. Then signs
 * its admin in once through the API and hands the session (playwright's storage state) to the tests
 * (signInAsAdmin() in auth.ts), so that no test has to go through /login to be the admin.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { SITE_CONTENT_SECTIONS } from '../../src/shared/contracts/site-content.ts';
import { SAMPLE_SITE_CONTENT } from '../../src/server/db/seed-site-content.ts';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/databases.ts';
import { TEST_SERVER_SETTINGS } from '../../src/server/testing/settings.ts';

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

/** Known test values: the site makes this account its admin when it starts. */
export const E2E_ADMIN = { email: 'founder@e2e.example', password: 'e2e-admin-password-1' } as const;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  let pgDatabase: TestDatabase | undefined;
  if (process.env.TEST_DATABASE_URL) {
    pgDatabase = await createTestDatabase('postgres');
    await pgDatabase.database.close();
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: pgDatabase?.url ?? '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...TEST_SERVER_SETTINGS,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the site did not become ready within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
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
    child.kill('SIGTERM');
    throw new Error(`the site's admin could not sign in through the API: ${signedIn.status()}`);
  }
  const refused = ownContent.find((res) => !res.ok());
  if (refused) {
    child.kill('SIGTERM');
    throw new Error(`the site's content could not be saved: ${refused.status()} ${await refused.text()}`);
  }

  project.provide('baseUrl', baseUrl);
  project.provide('adminState', adminState);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
  };
}
