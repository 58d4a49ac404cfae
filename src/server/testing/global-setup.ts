/**
 * Vitest global setup of the projects that use databases (api, resilience): one migrated PGlite data
 * directory and one migrated PostgreSQL template per run, which every test file's fresh database
 * starts from (see databases.ts), removed when the run ends.
 *
 * Without TEST_DATABASE_URL the tests run on PGlite alone (testDatabaseKinds()), and it says so once;
 * without TEST_REDIS_URL the Redis suites are skipped, each named "(needs TEST_REDIS_URL)".
 */
import { prepareMigratedDatabases } from './databases.ts';

export default function setup(): Promise<() => Promise<void>> {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: the tests run on PGlite only (set it to postgres://… to run them on PostgreSQL too).');
  }
  return prepareMigratedDatabases();
}
