/**
 * Encoded answers of the public read routes (webinars, services), kept for a few seconds for
 * visitors without a session. The read cache (lib/read-cache.ts) already spares the database; this
 * spares the rest of the work of an answer the next thousand visitors get byte for byte:
 * serializing and checking the list, and compressing it (brotli on every request cost more than
 * everything else together). A route opts in with `config: { access: 'public', publicCache: true }`.
 *
 * - The key is the language and the URL (its query string included); requests with any cookie
 *   other than the language and site-fonts cookies, or an Authorization header, are never served from here.
 * - Only 200 answers without Set-Cookie are kept; each encoding is made once per entry.
 * - Entries expire after `ttlMs` and are all dropped whenever the read cache is invalidated (every
 *   admin write, every seat taken; with REDIS_URL, on any instance: lib/invalidation-bus.ts), so
 *   this never shows what the read cache would not. An answer whose request began before the last
 *   invalidation is sent but not kept (it may have read what changed).
 * - A hit is written straight to the socket from onRequest, with the headers the first answer had
 *   (helmet's, the API's CSP): the rest of the request's life (handler, serializer, onSend hooks)
 *   is what the cache exists to skip. Fastify does not log such an answer as "request completed".
 *   app.ts registers this plugin right after the cookie parser, so a hit also skips the other
 *   plugins' onRequest hooks (helmet, authorization, protections).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressBody, preferredEncoding, type BodyEncoding } from '../lib/compress.ts';
import type { ReadCache } from '../lib/read-cache.ts';
import { mayBePersonal } from './authz.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every visitor without a session: keep it encoded for a few seconds. */
    publicCache?: boolean;
  }
}

interface Entry {
  body: Buffer;
  contentType: string;
  /** The answer's other headers (security headers included), replayed on every hit. */
  headers: Record<string, string>;
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
  /** The encodings already made, for hits that need not wait. */
  ready: Partial<Record<BodyEncoding, Buffer>>;
  expires: number;
}

const MIN_COMPRESS_BYTES = 1024;
const kServed = Symbol('publicReadCache.served');
/** The invalidation count when a request began (its answer is kept only if there was none since). */
const kGeneration = Symbol('publicReadCache.generation');
/** Headers not replayed: the connection's own, and those each hit sets itself. */
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'content-type', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

function encode(entry: Entry, encoding: BodyEncoding): Promise<Buffer> {
  return (entry.encoded[encoding] ??= compressBody(entry.body, encoding).then((buffer) => (entry.ready[encoding] = buffer)));
}

export interface PublicReadCacheOptions {
  ttlMs: number;
  /** Dropped with it: whatever invalidates the read cache invalidates these answers. */
  readCache?: ReadCache;
  maxEntries?: number;
}

export const publicReadCachePlugin = fp<PublicReadCacheOptions>(async (app, opts) => {
  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: string; publicCache?: boolean } | undefined;
    if (config?.publicCache && config.access !== 'public') throw new Error(`Route ${String(route.method)} ${route.url}: publicCache needs access 'public'.`);
  });
  if (opts.ttlMs <= 0) return;

  const entries = new Map<string, Entry>();
  const maxEntries = opts.maxEntries ?? 500;
  let generation = 0;
  opts.readCache?.onInvalidate(() => {
    generation++;
    entries.clear();
  });

  const keyOf = (req: FastifyRequest): string | null => {
    if (req.method !== 'GET' || !req.routeOptions.config?.publicCache || mayBePersonal(req)) return null;
    return `${req.lang} ${req.url}`;
  };

  const encodingOf = (req: FastifyRequest, entry: Entry) => (entry.body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(req.headers['accept-encoding']) : null);

  app.addHook('onRequest', (req, reply, done) => {
    const key = keyOf(req);
    const entry = key ? entries.get(key) : undefined;
    if (!entry || entry.expires <= Date.now()) {
      (req as unknown as Record<symbol, number>)[kGeneration] = generation;
      return done();
    }
    const encoding = encodingOf(req, entry);
    const body = encoding ? entry.ready[encoding] : entry.body;
    // The first hit of an encoding waits for it to be made; later ones do not.
    if (!body) {
      (req as unknown as Record<symbol, boolean>)[kServed] = true;
      reply.headers(entry.headers).header('vary', 'Accept-Encoding').header('content-encoding', encoding!).code(200).type(entry.contentType);
      encode(entry, encoding!).then((b) => reply.send(b), (err) => reply.send(err));
      return;
    }
    reply.hijack();
    const res = reply.raw;
    for (const name in entry.headers) res.setHeader(name, entry.headers[name]);
    res.setHeader('content-type', entry.contentType);
    res.setHeader('vary', 'Accept-Encoding');
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if ((req as unknown as Record<symbol, boolean>)[kServed] || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie')) return payload;
    const key = keyOf(req);
    if (!key) return payload;
    if ((req as unknown as Record<symbol, number>)[kGeneration] !== generation) return payload;
    // Concurrent misses of one answer (at start, or when an entry expires) share one entry.
    const fresh = entries.get(key);
    let entry: Entry;
    if (fresh && fresh.expires > Date.now()) entry = fresh;
    else {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      entry = {
        body: Buffer.from(payload),
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        headers,
        encoded: {},
        ready: {},
        expires: Date.now() + opts.ttlMs,
      };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    const encoding = encodingOf(req, entry);
    reply.header('vary', 'Accept-Encoding');
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    return encode(entry, encoding);
  });
});
