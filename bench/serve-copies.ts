/**
 * `BENCH_URL=http://127.0.0.1:3999 PORT=4001 npm run bench:serve-copies -- /tmp/variant`: a page
 * changed by hand, measured beside the page as served. A diagnosis tool, not a measure.
 *
 * Save a page's HTML under the folder at its path (`/tmp/variant/gu/about.html` for `/gu/about`,
 * `index.html` for `/`), change it, and point `bench:explain-tbt` or `bench:first-paint-layout` at
 * this server and at an untouched copy's in turn (the notes of bench/results/2026-11-28-17.md and
 * 2026-11-29-3.md). A saved page is answered as the site answers that page: its headers
 * (the content security policy included), brotli or gzip as the browser asks. Served uncompressed,
 * the HTML takes longer on Lighthouse's simulated network: its estimated first paint comes about
 * 300 ms later, which hides blocking time. Every other request (scripts, styles, fonts) goes to the
 * site. The policy names each inline script by its hash: a copy whose inline scripts were changed
 * needs `NO_CSP=1`, or the browser refuses to run them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const site = process.env.BENCH_URL?.replace(/\/$/, '');
const port = Number(process.env.PORT ?? 4001);
const folder = process.argv[2];
if (!site || !folder) {
  console.error('Usage: BENCH_URL=http://127.0.0.1:3999 PORT=4001 npm run bench:serve-copies -- /tmp/variant');
  process.exit(2);
}
const upstream = new URL(site);

/** The headers the site sends with a page, less those of its body's bytes; asked once per page. */
const headersOf = new Map<string, Promise<Record<string, string>>>();
function pageHeaders(pathname: string): Promise<Record<string, string>> {
  let headers = headersOf.get(pathname);
  if (!headers) {
    headers = fetch(site + pathname, { headers: { 'accept-encoding': 'identity' } }).then(async (res) => {
      await res.body?.cancel();
      const kept = Object.fromEntries(res.headers);
      for (const name of ['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive']) delete kept[name];
      if (process.env.NO_CSP) delete kept['content-security-policy'];
      return kept;
    });
    headersOf.set(pathname, headers);
  }
  return headers;
}

/**
 * A copy's bytes in each encoding, made once for each version of the file: the site answers a
 * cached page at once, and a copy compressed on every request would answer later (brotli's best
 * takes tens of milliseconds), which Lighthouse reads as the server's time.
 */
const bodies = new Map<string, { mtimeMs: number; identity: Buffer; br: Buffer; gzip: Buffer }>();
function bodyOf(file: string) {
  const { mtimeMs } = statSync(file);
  let body = bodies.get(file);
  if (body?.mtimeMs !== mtimeMs) {
    const identity = readFileSync(file);
    body = { mtimeMs, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
    bodies.set(file, body);
  }
  return body;
}

http
  .createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', site).pathname;
    const file = path.join(folder, `${pathname === '/' ? '/index' : pathname}.html`);
    if (req.method === 'GET' && existsSync(file)) {
      const body = bodyOf(file);
      const headers = await pageHeaders(pathname);
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return res.writeHead(200, { ...headers, 'content-encoding': 'br' }).end(body.br);
      if (/\bgzip\b/.test(accepts)) return res.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(body.gzip);
      return res.writeHead(200, headers).end(body.identity);
    }
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  })
  .listen(port, '127.0.0.1', async () => {
    // Every copy ready before the first measured request: its headers asked for, its bytes compressed.
    const copies = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
    await Promise.all(copies.map((name) => (bodyOf(path.join(folder, name)), pageHeaders(`/${name.slice(0, -'.html'.length)}`.replace(/^\/index$/, '/')))));
    console.log(`${folder}: ${copies.length} copies at http://127.0.0.1:${port} (every other request to ${site})`);
  });
