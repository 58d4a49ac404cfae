import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three projects, run one after the other (groupOrder) so that none of them competes with another
 * for the machine's cores:
 * - `api`: units and API tests through inject() on a real database: PGlite always, PostgreSQL too
 *   when TEST_DATABASE_URL is set. Every file's database starts from the run's migrated one
 *   (src/server/testing/global-setup.ts). Two files at a time.
 * - `resilience`: the hostile tests of src/server/resilience (fuzzing, kill -9, database outage, two
 *   instances, backups): real server processes, long and heavy, so CI runs them as a step of their own.
 * - `e2e`: the built site served by the real server, driven in Debian's Chromium through
 *   playwright-core. No retries: a test that fails once is a fault to fix, not noise to absorb.
 * The last reporter prints each project's time (src/server/testing/project-times-reporter.ts).
 */
export default defineConfig({
  test: {
    reporters: ['default', './src/server/testing/project-times-reporter.ts'],
    projects: [
      {
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/server/resilience/**'],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two files at a time even on two cores (vitest's default there is one): many of these tests
          // mostly wait (answers held to a minimum time, throttles, timeouts), so the two overlap.
          maxWorkers: 2,
          // Files of a worker share its module graph (no re-import of the app, drizzle, zod and
          // better-auth for every file): about 30% less CPU. Each file still builds its own app on its
          // own database (testing/app.ts), so no state of one file reaches another.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'resilience',
          include: ['src/server/resilience/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
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
          // Two files at a time: a browser test mostly waits (for the page, the server, Chromium), so
          // one file at a time left a core idle (about 0.6 of the machine's two cores in use).
          maxWorkers: 2,
          retry: 0,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
