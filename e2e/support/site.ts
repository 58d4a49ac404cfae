/**
 * A site of the browser tests' own: `npm start`'s entry (the built pages, migrations, sample
 * content, the outbox worker) as a process on a free port, with the e2e admin. On a fresh PostgreSQL
 * database of its own when the run has one (TEST_DATABASE_URL), else on PGlite in its data
 * directory. global-setup.ts starts the one most tests share; a test that needs
 * other settings (an SMTP peer, the Razorpay stand-in, a GSTIN) starts its own.
 */
import { createTestDatabase } from '../../src/server/testing/databases.ts';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/server-process.ts';

/** Known test values: the site makes this account its admin when it starts. */
export const E2E_ADMIN = { email: 'founder@e2e.example', password: 'e2e-admin-password-1' } as const;

export interface Site extends ServerProcess {
  /** Its PostgreSQL database, when it has one (dropped when the site stops). */
  databaseUrl?: string;
}

export async function startSite(options: { env?: Record<string, string>; log?: 'keep' | 'inherit' } = {}): Promise<Site> {
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase('postgres') : undefined;
  await database?.database.close();
  let site: ServerProcess;
  try {
    site = await startServerProcess({
      serve: 'site',
      log: options.log,
      databaseUrl: database?.url,
      env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ...options.env },
    });
  } catch (err) {
    await database?.drop();
    throw err;
  }
  return {
    ...site,
    databaseUrl: database?.url,
    async stop() {
      await site.stop();
      await database?.drop();
    },
  };
}
