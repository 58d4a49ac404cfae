import { configDefaults, defineConfig } from 'vitest/config';
import { LongFilesFirstSequencer } from './src/server/testing/sequencer.ts';

/**
 * Three projects in two groups (groupOrder): `api` first, then `resilience` and `e2e` together.
 * - `api`: units and API tests through inject() on a real database: PGlite always, PostgreSQL too
 *   when TEST_DATABASE_URL is set. Every file's database starts from the run's migrated one
 *   (src/server/testing/global-setup.ts), and a worker's PGlite databases are reset and reused from
 *   file to file (testing/databases.ts). Two files at a time.
 * - `resilience`: the hostile tests of src/server/resilience (fuzzing, kill -9, database outage, two
 *   instances, backups): real server processes, long, and mostly waiting (for a process to die, a
 *   database to come back), so they share the second group's workers with the browser tests.
 * - `e2e`: the built site served by the real server, driven in Debian's Chromium (its headless
 *   shell when installed: e2e/support/browser.ts) through playwright-core. No retries: a test that
 *   fails once is a fault to fix, not noise to absorb.
 * The second group runs three files at a time (vitest wants one worker count per group): a browser
 * test waits for the page, the server and Chromium, and with two at a time a core stayed idle.
 * The last reporter prints each project's time (src/server/testing/project-times-reporter.ts).
 */
export default defineConfig({
  test: {
    reporters: ['default', './src/server/testing/project-times-reporter.ts'],
    // The resilience files, then the long browser files, first in their group (testing/sequencer.ts).
    sequence: { sequencer: LongFilesFirstSequencer },
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
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // A page waits for the server, Chromium and React on two busy cores: a poll for what a page
          // shows gets 10 s, not vitest's 1 s, and a long scenario 90 s. Waiting longer never makes a
          // broken page pass; it only stops a slow moment from reading as a fault.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          maxWorkers: 3,
          retry: 0,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
