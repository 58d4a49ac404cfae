// `npm start`: builds the pages when the build is missing or older than the sources, then starts
// the server (TypeScript run through tsx). Configuration comes from the environment or .env.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) console.warn(`Node ${process.versions.node} is past its end of life; this site needs Node 22 or newer.`);

function newest(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((n) => newest(path.join(p, n))));
}

const builtEntry = path.join(root, 'build', 'server', 'index.js');
const sources = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json']
  .map((p) => path.join(root, p))
  .filter(existsSync);
if (!existsSync(builtEntry) || Math.max(...sources.map(newest)) > statSync(builtEntry).mtimeMs) {
  console.log('Building the site (first start or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
register();
const { main } = await import('../src/server/main.ts');
await main();
