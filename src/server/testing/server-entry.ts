/**
 * The real server's start-up (src/server/main.ts start(): database, migrations, seed, listen,
 * graceful shutdown) for tests that run it as a process of its own: crash, outage and
 * several-instance tests. It serves the API only, so that these tests do not depend on a page
 * build being present or up to date; everything else is what `npm start` runs.
 */
import { loadConfigOrExit } from '../config.ts';
import { start } from '../main.ts';

const config = loadConfigOrExit();
try {
  // buildApp() takes `pages: false` (API only); start() passes its argument straight through.
  await start(config, false as unknown as 'production');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
