// Bundles the Fastify server (src/server/main.ts and what it imports from src/) into one plain
// JavaScript module, build/app/server.js, so that production runs it with plain `node`: no
// TypeScript transformation at start, no loader thread (see docs/decisions/0012). Packages from
// node_modules stay imports (native ones such as sharp could not be bundled anyway).
//
// The sources find files beside themselves through import.meta.url / import.meta.dirname (the
// migrations, the locale files, the project root). In the bundle those would name build/app/, so
// each source file's import.meta.url and import.meta.dirname are rewritten to its own location,
// written relative to the bundle: the build keeps working when the checkout moves.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleFile, root } from './build-state.mjs';

const outDir = path.dirname(bundleFile);
const started = Date.now();

/** @type {import('esbuild').Plugin} */
const ownLocation = {
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.')) {
        const rel = path.relative(outDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
        contents = contents
          .replaceAll('import.meta.url', url)
          .replaceAll('import.meta.dirname', `__ownDirname(${JSON.stringify(path.posix.dirname(rel))})`)
          .replaceAll('import.meta.filename', `__ownFilename(${JSON.stringify(rel)})`);
      }
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: bundleFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  // The bundle's source stays in the server's memory while it runs: without comments and whitespace
  // (names kept, so that a stack trace still reads), and ASCII-only, so that V8 holds it one byte
  // per character (one "→" in a comment made all of its 695 KB two-byte).
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [ownLocation],
  banner: {
    js: [
      '// Built by scripts/build-server.mjs from src/server/main.ts; do not edit.',
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const __ownFilename = (rel) => __fileURLToPath(new URL(rel, import.meta.url));',
      "const __ownDirname = (rel) => __fileURLToPath(new URL(rel === '.' ? './' : rel + '/', import.meta.url)).replace(/[\\\\/]$/, '');",
    ].join('\n'),
  },
});
console.log(`server bundle: ${path.relative(root, bundleFile)} (${Date.now() - started} ms)`);
