import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { seedSampleContent } from '../db/seed.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';
import { TEST_SETTINGS } from './settings.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** How a test app is built, beyond its database: pages and caches (API only, nothing cached, unless told). */
export type TestBuildOptions = Pick<BuildOptions, 'pages' | 'readCacheMs' | 'pageCacheMs'>;

/**
 * The real app on a fresh database of the given kind, seeded unless told otherwise: API only with no
 * read cache, or with `build: { pages: 'production', ... }` the built pages too (`npm run build` first).
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: { seed?: boolean; env?: Record<string, string>; build?: TestBuildOptions } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind);
  if (options.seed !== false) await seedSampleContent(db.database.db);
  const config = loadConfig({ ...TEST_SETTINGS, ...options.env });
  const app = await buildApp(config, { database: db.database, pages: false, logger: false, readCacheMs: 0, ...options.build });
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

/**
 * The real app (API only) on a database the test holds, its log at `level` kept line by line (JSON,
 * as production writes it): for tests of what the log says.
 */
export async function createLoggingApp(database: Database, level = 'info'): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const config = loadConfig({ ...TEST_SETTINGS, LOG_LEVEL: level, PUBLIC_URL: 'http://127.0.0.1' });
  const app = await buildApp(config, { database, pages: false, readCacheMs: 0, logStream: { write: (line) => void lines.push(line) } });
  return { app, lines };
}
