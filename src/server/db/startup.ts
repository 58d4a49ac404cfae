import path from 'node:path';
import type { Config } from '../config.ts';
import { createDatabase, type Database } from './client.ts';
import { seedSampleContent } from './seed.ts';

/** Opens the configured database, applies migrations and seeds sample content once. */
export async function startDatabase(config: Config): Promise<Database> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    onPoolError: (err) => console.warn(`database connection lost: ${err.message}`),
  });
  await database.migrate();
  if (config.seedSampleContent) await database.withStartupLock(() => seedSampleContent(database.db));
  return database;
}
