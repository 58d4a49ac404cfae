// Writes .br and .gz beside every built text asset, so @fastify/static serves them compressed
// without compressing on each request. Small files too: @fastify/compress cannot know a file
// stream's length, so a file without its .br was compressed again on every request (a new brotli
// stream each time): a module of 726 bytes cost the server 2.4 ms of CPU per request against
// 1.2 ms for one served from its .br, and a page loads about 25 modules under 1 KB.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', 'build', 'client');
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else if (compressible.test(name)) yield file;
  }
}

let count = 0;
for (const file of walk(root)) {
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);
