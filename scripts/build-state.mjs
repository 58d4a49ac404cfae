// What `npm start` (scripts/start.mjs) and the benchmark check before starting: is the build there
// and newer than its sources? Two outputs with their own sources: the pages (React Router's build,
// made by `npm run build`) and the server bundle (scripts/build-server.mjs, also part of
// `npm run build`, and quick enough to redo alone when only the server changed).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
/** The React Router server build; its age stands for the whole page build. */
export const pagesEntry = path.join(root, 'build', 'server', 'index.js');
/** The Fastify server, bundled: what production runs. */
export const bundleFile = path.join(root, 'build', 'app', 'server.js');

const PAGE_SOURCES = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json'];
// The server imports from src/shared and src/client/lib too: any change under src counts.
const SERVER_SOURCES = ['src', 'package.json', 'tsconfig.json', 'scripts/build-server.mjs'];

function newest(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((n) => newest(path.join(p, n))));
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const paths = sources.map((p) => path.join(root, p)).filter((p) => existsSync(p));
  return Math.max(...paths.map(newest)) > statSync(output).mtimeMs;
}

/** 'all': run `npm run build`; 'server': only the server bundle is missing or old; null: up to date. */
export function whatToBuild() {
  if (stale(pagesEntry, PAGE_SOURCES)) return 'all';
  if (stale(bundleFile, SERVER_SOURCES)) return 'server';
  return null;
}
