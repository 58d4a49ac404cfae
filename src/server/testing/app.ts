import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { seedSampleContent } from '../db/seed.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';
import { TEST_SETTINGS } from './settings.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app (API only) on a fresh database of the given kind, seeded unless told otherwise. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind);
  if (options.seed !== false) await seedSampleContent(db.database.db);
  const config = loadConfig({ ...TEST_SETTINGS, ...options.env });
  const app = await buildApp(config, { database: db.database, pages: false, logger: false, readCacheMs: 0 });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
