import { defineConfig } from 'vitest/config';

/**
 * Two projects: `api` (units and API tests through inject() on a real database: PGlite always,
 * PostgreSQL too when TEST_DATABASE_URL is set) and `e2e` (the built site served by the real
 * server, driven in Debian's Chromium through playwright-core).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // One migrated PGlite data directory and PostgreSQL template per run (src/server/testing/databases.ts).
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The journeys share one server and two cores with the rest of the suite; one retry absorbs
          // timing noise there, while a real fault still fails both attempts.
          retry: 1,
        },
      },
    ],
  },
});
