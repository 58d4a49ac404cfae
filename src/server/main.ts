/**
 * Starts the site: reads the configuration, opens the database (PGlite in DATA_DIR, or DATABASE_URL),
 * applies migrations, seeds sample content once, and listens. Stops gracefully on SIGINT/SIGTERM.
 */
import { loadConfigOrExit, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { startDatabase } from './db/startup.ts';

export async function start(config: Config, pages: 'production' | 'development') {
  const database = await startDatabase(config);
  const app = await buildApp(config, { database, pages, startWorkers: true });
  // ADMIN_EMAIL + ADMIN_PASSWORD: that admin exists from now on (see features/auth/service.ts).
  const admin = await app.auth.bootstrapAdmin();
  if (admin === 'created' || admin === 'promoted') app.log.info({ email: config.admin?.email }, `admin account ${admin}`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/** Production start (`npm start` calls this after building when needed). */
export async function main() {
  const config = loadConfigOrExit();
  try {
    await start(config, 'production');
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
