/** `npm run db:migrate` and `npm run db:seed` against the configured database. */
import { loadConfigOrExit } from '../config.ts';
import { createDatabase } from './client.ts';
import { seedSampleContent } from './seed.ts';
import path from 'node:path';

const command = process.argv[2];
const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  if (command === 'seed') {
    const seeded = await database.withStartupLock(() => seedSampleContent(database.db));
    console.log(seeded ? 'Sample content seeded.' : 'Sample content was already seeded; nothing changed.');
  } else {
    console.log(`Migrations applied (${database.kind}).`);
  }
} finally {
  await database.close();
}
