/**
 * Vitest global setup of the projects that use databases (api, resilience): one migrated PGlite data
 * directory and one migrated PostgreSQL template per run, which every test file's fresh database
 * starts from (see databases.ts), removed when the run ends.
 */
import { prepareMigratedDatabases } from './databases.ts';

export default function setup(): Promise<() => Promise<void>> {
  return prepareMigratedDatabases();
}
