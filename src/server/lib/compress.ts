/**
 * Compression of answers: a whole answer that is kept and sent many times (a cached page or public
 * read), and a page streamed as it renders (`compressResponse`: the page renderer hijacks its
 * replies, so @fastify/compress never sees them). Both use brotli 5 or gzip 6.
 *
 * Brotli at quality 5: measured on the home page's 129 KB of HTML, quality 9 made an answer 2% smaller
 * (20.8 against 21.2 KB) for about 8 times the CPU (112 against 13 ms) and 30 MB of memory for the
 * time of each compression against 2 MB, which set the server's peak memory under load. Assets are
 * compressed at the highest quality once, at build time (scripts/precompress.mjs).
 *
 * A cached page that is read again is compressed a second time at brotli 11, off the event loop
 * (`compressBest`, page-cache.ts): on the home page's HTML, 17.1 against 19.5 KB in English and 19.3
 * against 22.5 KB in Hindi, for about 125 ms of CPU on a worker thread and 6-8 MB for the time of it.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type BodyEncoding = 'br' | 'gzip';

const BROTLI_QUALITY = 5;
/**
 * A page rendered for one reader (a signed-in member's) is compressed once and never kept: brotli 4.
 * On the home page's 125 KB of HTML, about half the CPU of quality 5 (1.2 against 2.5 ms in one
 * piece, more when streamed in bursts) for 6% more bytes (21.0 against 19.7 KB).
 */
const BROTLI_QUALITY_ONCE = 4;
const GZIP_LEVEL = 6;

export function compressBody(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: GZIP_LEVEL });
}

/** Brotli at its best quality: for an answer kept and sent many times (see above). */
export function compressBest(body: Buffer): Promise<Buffer> {
  return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/**
 * A compressing stream for a page sent as it renders, with the flush that ends a burst of chunks.
 * `once`: the answer is for one reader and kept by nobody (a signed-in page): a faster brotli.
 */
export function createCompressor(encoding: BodyEncoding, use: 'shared' | 'once' = 'shared'): { stream: zlib.BrotliCompress | zlib.Gzip; flush: number } {
  const quality = use === 'once' ? BROTLI_QUALITY_ONCE : BROTLI_QUALITY;
  return encoding === 'br'
    ? { stream: zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }), flush: zlib.constants.BROTLI_OPERATION_FLUSH }
    : { stream: zlib.createGzip({ level: GZIP_LEVEL }), flush: zlib.constants.Z_SYNC_FLUSH };
}

/** Whether a request's Accept-Encoding names `encoding`. */
export const acceptsEncoding = (acceptEncoding: string | string[] | undefined, encoding: BodyEncoding): boolean =>
  new RegExp(`\\b${encoding}\\b`).test(String(acceptEncoding ?? ''));

/** The encoding to answer with, from a request's Accept-Encoding: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): BodyEncoding | null {
  return acceptsEncoding(acceptEncoding, 'br') ? 'br' : acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : null;
}

/**
 * A fetch Response with its body compressed as it streams, with brotli or gzip as `acceptEncoding`
 * allows; unchanged when it has no body, is encoded already, is not text, or the client takes
 * neither.
 */
export function compressResponse(acceptEncoding: string | string[] | undefined, response: Response, use: 'shared' | 'once' = 'shared'): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !/html|json|text|turbo-stream/.test(type)) return response;
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return response;
  const { stream: compressor, flush } = createCompressor(encoding, use);
  // Flush after each burst of chunks React writes, so streaming still reaches the browser early.
  // (Not after every chunk: React writes hundreds of small ones, and a compressor call and flush
  // per chunk cost as much as rendering the page.)
  const source = Readable.fromWeb(response.body as NodeReadableStream);
  let pending: Buffer[] = [];
  let scheduled = false;
  const writePending = () => {
    scheduled = false;
    if (!pending.length || compressor.writableEnded) return;
    compressor.write(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
    compressor.flush(flush);
  };
  source.on('data', (chunk: Buffer) => {
    pending.push(chunk);
    if (!scheduled) {
      scheduled = true;
      setImmediate(writePending);
    }
  });
  source.on('end', () => {
    writePending();
    compressor.end();
  });
  source.on('error', (err) => compressor.destroy(err));
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(Readable.toWeb(compressor) as ReadableStream, { status: response.status, headers });
}
