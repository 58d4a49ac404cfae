/**
 * Server-rendered pages for visitors without a session, cached per address for a few seconds
 * (ARCHITECTURE.md, "Reads are cheap, writes are safe"): the public site is read far more than it
 * is written, and rendering a page costs a hundred times what sending one does. A public page's
 * language is its address's (ADR 0019); the pages with one address for all languages (dashboard,
 * admin) are keyed by the language cookie too.
 *
 * - Only GET requests without a query string, whose only cookies (if any) are the language cookie
 *   and the site-fonts cookie, are served from the cache; anyone signed in (any other cookie) gets a
 *   fresh render. A page is kept twice at most: with and without the class that names the site's
 *   faces, which the site-fonts cookie decides (lib/site-fonts.tsx).
 * - Only complete 200 answers without Set-Cookie or `no-store`/`private` are kept (a page for a
 *   session says `private, no-store`, ssr.ts, so it is never kept even if it got here); the body is
 *   compressed once per entry (brotli and gzip), not once per request. A page read again is
 *   compressed once more at brotli 11, off the event loop and one page at a time (about 12% fewer
 *   bytes for every later reader; compress.ts).
 * - Entries expire after `ttlMs` and all expire at once when the app's read cache is invalidated
 *   (every admin write, every seat taken; with REDIS_URL, on any instance: lib/invalidation-bus.ts).
 *   A render under way when that happens may have read what changed: it is sent to those who
 *   asked before, but not kept, and later visitors get a render of their own.
 * - A render whose HTML is the same as the expired entry's renews that entry, with its compressed
 *   bodies: an unchanged page is compressed once, not once per expiry.
 * - An entry nobody has asked for in `idleMs` (a minute) is dropped: a page read now and then is
 *   rendered and compressed again when it is, and its three bodies (about 100 KB for a Hindi or
 *   Gujarati page) are not held for nothing.
 * - Concurrent misses of one page share one render.
 * - A cached page's visitors must not share a CSP nonce: the render's nonce is taken out of the kept
 *   HTML, and cached pages are sent with a CSP that allows their inline scripts by SHA-256 hash
 *   instead (the same protection for the same bytes).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { compressBest, compressBody, preferredEncoding, type BodyEncoding } from '../lib/compress.ts';
import { siteFontsHeld } from '../../shared/constants.ts';
import { pageLanguageOf } from '../lib/i18n.ts';
import { mayBePersonal } from './authz.ts';
import { pageCsp, type PagePolicy } from './security.ts';

export const DEFAULT_PAGE_CACHE_MS = 5000;
const PAGE_IDLE_MS = 60_000;
const MAX_ENTRIES = 100;
/** Headers of the rendered answer that are not replayed (recomputed or per connection). */
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The page's CSP: its inline scripts by hash. */
  csp: string;
  body: Buffer;
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
  /** Answers served from the cache (not counting the render's own). */
  hits: number;
  /** Whether the brotli 11 recompression has been started. */
  best: boolean;
  expires: number;
  /** When it was last rendered or served from the cache: an entry idle for `idleMs` is dropped. */
  usedAt: number;
}

/** A fresh render and the CSP nonce it put on its scripts. */
export interface Rendered {
  response: Response;
  nonce: string;
  /** What the page may load beyond the site's own files (the payment page's checkout). */
  policy?: PagePolicy;
}

/** Executable inline scripts (no src, not a JSON data block): their text, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    out.push(m[2]);
  }
  return out;
}

/** The page CSP with `script-src 'self'` plus a hash per inline script (no nonce). */
export function cspForCachedPage(html: string, policy?: PagePolicy): string {
  const hashes = [...new Set(inlineScripts(html).map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`))];
  const placeholder = 'cached-page';
  return pageCsp(placeholder, false, policy).replace(` 'nonce-${placeholder}'`, hashes.length ? ` ${hashes.join(' ')}` : '');
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private inflight = new Map<string, Promise<CachedPage | null>>();
  private recompressing = false;
  /** Counts clear() calls: a render that began before the last one is not kept. */
  private generation = 0;
  private sweptAt = Date.now();

  constructor(
    private readonly ttlMs = DEFAULT_PAGE_CACHE_MS,
    private readonly idleMs = PAGE_IDLE_MS,
  ) {}

  /** The cache key of a request, or null when its page may differ from one visitor to another. */
  keyFor(req: FastifyRequest): string | null {
    return mayBePersonal(req) ? null : this.visitorKeyFor(req);
  }

  /** The key of the page a visitor without a session would get at this request's address, or null (not kept). */
  visitorKeyFor(req: FastifyRequest): string | null {
    if (this.ttlMs <= 0 || req.method !== 'GET') return null;
    const url = req.raw.url ?? '/';
    if (url.includes('?')) return null;
    // Public pages' language is their address's, so the cookie does not split them (ADR 0019).
    const lang = pageLanguageOf(url, req.cookies ?? {});
    // A browser that holds the page's faces gets the page that names them (lib/site-fonts.tsx); a
    // navigation's .data answer names none.
    const faces = !url.endsWith('.data') && siteFontsHeld(req.cookies, lang);
    return `${lang} ${url}${faces ? ' site-fonts' : ''}`;
  }

  /**
   * Expires every entry (each is still compared with its page's next render), and lets no render
   * under way be kept or shared from now on.
   */
  clear(): void {
    this.generation++;
    this.inflight.clear();
    for (const entry of this.entries.values()) entry.expires = 0;
  }

  /**
   * The page for `key`: from the cache, from a render already under way, or rendered now by
   * `render`. Answers the cached page; or the fresh Response when it is not one to keep (send it as
   * usual); or null when a shared render turned out not to be cacheable (render your own).
   */
  async page(key: string, render: () => Promise<Rendered>): Promise<CachedPage | Response | null> {
    const now = Date.now();
    this.dropIdle(now);
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      hit.hits++;
      hit.usedAt = now;
      return hit;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending;

    let uncacheable: Response | undefined;
    const generation = this.generation;
    const current = () => this.generation === generation;
    const filling = (async () => {
      const rendered = await render();
      // A render overtaken by clear() renews no entry: it may show what has just changed.
      const page = await this.keep(rendered, current() ? this.entries.get(key) : undefined);
      if (!page) uncacheable = rendered.response;
      return page;
    })();
    this.inflight.set(key, filling);
    try {
      const page = await filling;
      if (page && current()) {
        this.entries.delete(key);
        this.entries.set(key, page);
        while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      }
      return page ?? uncacheable ?? null;
    } finally {
      if (this.inflight.get(key) === filling) this.inflight.delete(key);
    }
  }

  /** Drops the entries nobody has asked for in `idleMs` (looked over at most once in that time). */
  private dropIdle(now: number): void {
    if (now - this.sweptAt < this.idleMs) return;
    this.sweptAt = now;
    for (const [key, entry] of this.entries) if (now - entry.usedAt >= this.idleMs) this.entries.delete(key);
  }

  /**
   * A cache entry made of a render, or null (and the body left unread) when it is not one to keep:
   * `previous`, renewed, when the render's HTML is the same as its.
   */
  private async keep({ response, nonce, policy }: Rendered, previous: CachedPage | undefined): Promise<CachedPage | null> {
    const type = response.headers.get('content-type') ?? '';
    const cacheControl = response.headers.get('cache-control') ?? '';
    if (response.status !== 200 || !response.body || !/text\/html|text\/x-script/.test(type)) return null;
    if (response.headers.has('set-cookie') || response.headers.has('content-encoding') || /no-store|private/.test(cacheControl)) return null;
    const isHtml = type.includes('text/html');
    const html = isHtml ? (await response.text()).replaceAll(` nonce="${nonce}"`, '') : '';
    const body = isHtml ? Buffer.from(html) : Buffer.from(await response.arrayBuffer());
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) headers.push([name, value]);
    });
    const usedAt = Date.now();
    const expires = usedAt + this.ttlMs;
    if (previous?.body.equals(body)) return Object.assign(previous, { headers, expires, usedAt });
    return { status: 200, headers, csp: cspForCachedPage(html, policy), body, encoded: {}, hits: 0, best: false, expires, usedAt };
  }

  /** Starts the brotli 11 compression of a page read again, unless another page's is under way. */
  private recompress(page: CachedPage): void {
    if (page.best || page.hits < 1 || this.recompressing) return;
    page.best = true;
    this.recompressing = true;
    compressBest(page.body)
      .then((best) => {
        page.encoded.br = Promise.resolve(best);
      })
      // The quick encoding stays.
      .catch(() => undefined)
      .finally(() => {
        this.recompressing = false;
      });
  }

  /** Sends a cached page, compressed as the client accepts (each encoding made once per entry). */
  async send(req: IncomingMessage, res: ServerResponse, page: CachedPage): Promise<void> {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    let body = page.body;
    if (encoding && body.length >= 1024) {
      if (encoding === 'br') this.recompress(page);
      page.encoded[encoding] ??= compressBody(body, encoding);
      body = await page.encoded[encoding]!;
      res.setHeader('content-encoding', encoding);
    }
    res.statusCode = page.status;
    for (const [name, value] of page.headers) {
      if (name === 'vary') continue;
      res.setHeader(name, value);
    }
    const vary = page.headers.find(([name]) => name === 'vary')?.[1];
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    res.setHeader('content-security-policy', page.csp);
    res.setHeader('content-length', body.length);
    res.end(body);
  }
}
