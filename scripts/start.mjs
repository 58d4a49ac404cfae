// `npm start`: builds what is missing or older than its sources (the pages, and the server bundle),
// then runs the server bundle (build/app/server.js) in this process with plain Node: no TypeScript
// loader at run time (docs/decisions/0012). Configuration comes from the environment or .env.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFile, root, whatToBuild } from './build-state.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) console.warn(`Node ${process.versions.node} is past its end of life; this site needs Node 22 or newer.`);

const todo = whatToBuild();
if (todo === 'all') {
  console.log('Building the site (first start or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else if (todo === 'server') {
  execSync(`"${process.execPath}" scripts/build-server.mjs`, { cwd: root, stdio: 'inherit' });
}

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const { main } = await import(pathToFileURL(bundleFile).href);
await main();
