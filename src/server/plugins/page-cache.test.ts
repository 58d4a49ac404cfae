import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cspForCachedPage, inlineScripts, PageCache, type CachedPage } from './page-cache.ts';

const request = (url: string, cookies: Record<string, string> = {}, method = 'GET', headers: Record<string, string> = {}) =>
  ({ method, raw: { url }, cookies, headers }) as unknown as FastifyRequest;

const html = (nonce: string) =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script></head><body>` +
  `<p>${'text '.repeat(500)}</p><script nonce="${nonce}">window.__ctx = {"n":"${nonce}"};</script>` +
  `<script type="module" nonce="${nonce}">import "/assets/entry.js";</script><script src="/assets/x.js"></script>` +
  `<script id="resources" type="application/json">{"en":{}}</script></body></html>`;

const response = (nonce: string, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(html(nonce), { status: init.status ?? 200, headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie', ...init.headers } });
const page = (nonce: string, init: { status?: number; headers?: Record<string, string> } = {}) => ({ response: response(nonce, init), nonce });
/** What a cached page's HTML is: the render's, without its nonce. */
const kept = (nonce: string) => html(nonce).replaceAll(` nonce="${nonce}"`, '');

class FakeResponse {
  statusCode = 0;
  headers: Record<string, string | number> = {};
  body?: Buffer;
  setHeader(name: string, value: string | number) {
    this.headers[name.toLowerCase()] = value;
  }
  end(body: Buffer) {
    this.body = body;
  }
}

describe('page cache', () => {
  it('keys only GET requests without a query string whose only cookies are the language and the site faces', () => {
    const cache = new PageCache(5000);
    expect(cache.keyFor(request('/events'))).toBe('en /events');
    // A public page's language is its address's, whatever the cookie (ADR 0019)...
    expect(cache.keyFor(request('/events', { i18nextLng: 'gu' }))).toBe('en /events');
    expect(cache.keyFor(request('/hi/events', { i18nextLng: 'gu' }))).toBe('hi /hi/events');
    expect(cache.keyFor(request('/hi.data'))).toBe('hi /hi.data');
    // ...the pages with one address for every language are keyed by the cookie's.
    expect(cache.keyFor(request('/dashboard', { i18nextLng: 'gu' }))).toBe('gu /dashboard');
    expect(cache.keyFor(request('/events', { i18nextLng: 'gu', 'antarman.session_token': 'x' }))).toBeNull();
    expect(cache.keyFor(request('/events', { other: '1' }))).toBeNull();
    // A browser that holds the page's faces gets the page that names them, kept apart (lib/site-fonts.tsx).
    expect(cache.keyFor(request('/gu/events', { 'site-fonts': 'hi.gu' }))).toBe('gu /gu/events site-fonts');
    expect(cache.keyFor(request('/gu/events', { 'site-fonts': 'hi', i18nextLng: 'gu' }))).toBe('gu /gu/events');
    expect(cache.keyFor(request('/gu/events.data', { 'site-fonts': 'gu' }))).toBe('gu /gu/events.data');
    expect(cache.keyFor(request('/events', { 'site-fonts': 'en', 'antarman.session_token': 'x' }))).toBeNull();
    expect(cache.visitorKeyFor(request('/events', { 'site-fonts': 'en', 'antarman.session_token': 'x' }))).toBe('en /events site-fonts');
    expect(cache.keyFor(request('/events?type=webinar'))).toBeNull();
    expect(cache.keyFor(request('/contact', {}, 'POST'))).toBeNull();
    expect(cache.keyFor(request('/events', {}, 'GET', { authorization: 'Bearer x' }))).toBeNull();
    expect(new PageCache(0).keyFor(request('/events'))).toBeNull();
  });

  it('allows exactly the executable inline scripts by hash, and no nonce', () => {
    const text = html('abc');
    expect(inlineScripts(text)).toEqual(['window.__ctx = {"n":"abc"};', 'import "/assets/entry.js";']);
    const csp = cspForCachedPage(text);
    for (const script of inlineScripts(text)) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).not.toContain('nonce-');
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(cspForCachedPage('<p>no scripts</p>')).toContain("script-src 'self';");
  });

  it('renders once for concurrent misses, then serves the same bytes until cleared or expired', async () => {
    const cache = new PageCache(60_000);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return page(`n${renders}`);
    };
    const [a, b, c] = await Promise.all([cache.page('en /', render), cache.page('en /', render), cache.page('en /', render)]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await cache.page('en /', render)).toBe(a);
    cache.clear();
    const fresh = (await cache.page('en /', render)) as CachedPage;
    expect(renders).toBe(2);
    expect(fresh.body.toString()).toContain('"n":"n2"');

    const short = new PageCache(1);
    await short.page('en /', render);
    await new Promise((r) => setTimeout(r, 5));
    await short.page('en /', render);
    expect(renders).toBe(4);
  });

  it('keeps no render that was under way when the cache was cleared, nor lets later visitors share it', async () => {
    const cache = new PageCache(60_000);
    let release!: () => void;
    let renders = 0;
    const slow = async () => {
      renders++;
      await new Promise<void>((r) => (release = r));
      return page('before');
    };
    // A visitor's render reads the old event; the admin's change (here or on another instance) clears the cache meanwhile.
    const early = cache.page('en /events', slow);
    await new Promise((r) => setImmediate(r));
    cache.clear();
    // A visitor after the change does not wait for the old render: it gets its own.
    const later = cache.page('en /events', async () => {
      renders++;
      return page('after');
    });
    expect(((await later) as CachedPage).body.toString()).toBe(kept('after'));
    release();
    // The early visitor gets the page it asked for, but it is not kept in place of the new one.
    expect(((await early) as CachedPage).body.toString()).toBe(kept('before'));
    expect(renders).toBe(2);
    const next = (await cache.page('en /events', async () => page('again'))) as CachedPage;
    expect(next.body.toString()).toBe(kept('after'));
    expect(renders).toBe(2);
  });

  it('renews no expired entry from a render overtaken by clear()', async () => {
    const cache = new PageCache(60_000);
    const first = (await cache.page('en /', async () => page('same'))) as CachedPage;
    cache.clear();
    let release!: () => void;
    const stale = cache.page('en /', async () => {
      await new Promise<void>((r) => (release = r));
      return page('same');
    });
    await new Promise((r) => setImmediate(r));
    cache.clear();
    release();
    await stale;
    expect(first.expires).toBe(0);
    const fresh = (await cache.page('en /', async () => page('new'))) as CachedPage;
    expect(fresh.body.toString()).toBe(kept('new'));
  });

  it('keeps no answer that is not a complete, public 200 page', async () => {
    const cache = new PageCache(60_000);
    for (const rendered of [
      page('x', { status: 404 }),
      page('x', { headers: { 'set-cookie': 'a=b' } }),
      page('x', { headers: { 'cache-control': 'private, max-age=0' } }),
      { response: new Response('{}', { headers: { 'content-type': 'application/json' } }), nonce: 'x' },
    ]) {
      const answer = await cache.page('en /x', async () => rendered);
      expect(answer).toBe(rendered.response);
      expect(rendered.response.bodyUsed).toBe(false);
    }
    // Waiters on a render that cannot be kept are told to render their own page.
    const slow = async () => {
      await new Promise((r) => setTimeout(r, 20));
      return page('x', { status: 500 });
    };
    const [first, second] = await Promise.all([cache.page('en /y', slow), cache.page('en /y', slow)]);
    expect(first).toBeInstanceOf(Response);
    expect(second).toBeNull();
  });

  it('sends the page compressed as accepted, with its hash CSP and Vary', async () => {
    const cache = new PageCache(60_000);
    const cached = (await cache.page('en /', async () => page('zz'))) as CachedPage;
    for (const [accept, decode] of [
      ['br, gzip', (b: Buffer) => zlib.brotliDecompressSync(b)],
      ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
      ['', (b: Buffer) => b],
    ] as const) {
      const res = new FakeResponse();
      await cache.send({ headers: { 'accept-encoding': accept } } as unknown as IncomingMessage, res as unknown as ServerResponse, cached);
      expect(res.statusCode).toBe(200);
      expect(decode(res.body!).toString()).toBe(kept('zz'));
      expect(res.headers['content-encoding']).toBe(accept ? accept.split(',')[0] : undefined);
      expect(res.headers['content-length']).toBe(res.body!.length);
      expect(res.headers['content-security-policy']).toBe(cached.csp);
      expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it("keeps the page without its render's nonce, and renews an expired entry whose page has not changed", async () => {
    const cache = new PageCache(1);
    const same = (nonce: string) => ({
      response: new Response(`<p>${'text '.repeat(300)}</p><script nonce="${nonce}">go()</script>`, { headers: { 'content-type': 'text/html' } }),
      nonce,
    });
    const first = (await cache.page('en /', async () => same('n1'))) as CachedPage;
    expect(first.body.toString()).not.toContain('nonce');
    expect(first.body.toString()).toContain('<script>go()</script>');
    expect(first.csp).toContain(`'sha256-${createHash('sha256').update('go()').digest('base64')}'`);
    const compressed = first.encoded;
    await new Promise((r) => setTimeout(r, 5));
    const renewed = (await cache.page('en /', async () => same('n2'))) as CachedPage;
    expect(renewed).toBe(first);
    expect(renewed.encoded).toBe(compressed);
    expect(renewed.expires).toBeGreaterThan(Date.now() - 5);

    // Invalidation expires the entry at once; a changed page makes a new one.
    const lasting = new PageCache(60_000);
    const kept1 = (await lasting.page('en /', async () => same('a'))) as CachedPage;
    lasting.clear();
    const changed = (await lasting.page('en /', async () => page('b'))) as CachedPage;
    expect(changed).not.toBe(kept1);
    expect(changed.body.toString()).toBe(kept('b'));
  });

  it('drops an entry nobody has asked for in its idle time, and keeps one still read', async () => {
    const cache = new PageCache(1, 40);
    const same = (path: string) => async () => ({
      response: new Response(`<p>${path} ${'text '.repeat(300)}</p>`, { headers: { 'content-type': 'text/html' } }),
      nonce: 'n',
    });
    const idle = (await cache.page('en /idle', same('/idle'))) as CachedPage;
    const read = (await cache.page('en /read', same('/read'))) as CachedPage;
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 20));
      // Expired (1 ms), but the same page again: the entry is renewed, so it was still there.
      expect(await cache.page('en /read', same('/read'))).toBe(read);
    }
    // The idle page's entry was dropped: the same HTML makes a new entry, not the old one renewed.
    const again = (await cache.page('en /idle', same('/idle'))) as CachedPage;
    expect(again).not.toBe(idle);
    expect(again.body.equals(idle.body)).toBe(true);
  });

  it('recompresses a page read again at brotli 11, one page at a time', async () => {
    const cache = new PageCache(60_000);
    const big = (nonce: string) => ({
      response: new Response(`<ul>${Array.from({ length: 3000 }, (_, i) => `<li>item ${(i * 7919) % 1000} of ${i}</li>`).join('')}</ul>`, {
        headers: { 'content-type': 'text/html' },
      }),
      nonce,
    });
    const send = async (cached: CachedPage) => {
      const res = new FakeResponse();
      await cache.send({ headers: { 'accept-encoding': 'br' } } as unknown as IncomingMessage, res as unknown as ServerResponse, cached);
      return res.body!;
    };
    const a = (await cache.page('en /a', async () => big('x'))) as CachedPage;
    const quick = await send(a);
    expect(a.best).toBe(false); // the render's own answer
    expect(await cache.page('en /a', async () => big('y'))).toBe(a);
    expect(await send(a)).toEqual(quick);
    expect(a.best).toBe(true);
    const b = (await cache.page('en /b', async () => big('x'))) as CachedPage;
    await cache.page('en /b', async () => big('y'));
    await send(b);
    expect(b.best).toBe(false); // a's is under way
    await expect.poll(async () => (await send(a)).length).toBeLessThan(quick.length);
    expect(zlib.brotliDecompressSync(await send(a))).toEqual(a.body);
    await send(b);
    expect(b.best).toBe(true);
  });
});
