/**
 * Pages: React Router renders every path that is not an API route or a built asset. In production
 * the Vite build is loaded from build/; in development Vite runs in middleware mode.
 *
 * The catch-all hijacks the reply, so Fastify's onSend hooks (helmet, compress) do not run:
 * security headers are set on the raw response here, and the HTML is compressed as it streams
 * (`compressResponse`, lib/compress.ts). Renders run a few at a time (lib/task-limiter.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { appContext, type AppContext } from '../../client/lib/app-context.ts';
import { siteFontsHeld, type Language } from '../../shared/constants.ts';
import { compressResponse } from '../lib/compress.ts';
import { languageCookie, splitLanguage } from '../../shared/language-address.ts';
import { addressRedirect, pageLanguageOf, pagePathOf } from '../lib/i18n.ts';
import { renderInTurn, taskLimiter } from '../lib/task-limiter.ts';
import { mayBePersonal, PRIVATE_CACHE_CONTROL, varyCookie } from './authz.ts';
import { DEFAULT_PAGE_CACHE_MS, PageCache } from './page-cache.ts';
import { pageCsp, setPageSecurityHeaders, type PagePolicy } from './security.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');
export const buildDir = path.join(projectRoot, 'build');

export interface SsrOptions {
  mode: 'production' | 'development';
  https: boolean;
  /** How long a page rendered for visitors without a session is reused (production only; 0: never). */
  pageCacheMs?: number;
  /** What a page may load beyond the site's own files, by its path (the payment page's checkout: security.ts). */
  pagePolicies?: Readonly<Record<string, PagePolicy>>;
  /** What loaders get for this request (the signed-in user among it). */
  contextFor(req: FastifyRequest, lang: Language, nonce: string): Promise<RequestContext> | RequestContext;
  /** Set-Cookie values to send with a page that may carry a session (its daily extension: features/auth). */
  sessionCookies?(req: FastifyRequest): Promise<string[]>;
}

/** What the app gives loaders for a request (the rest, the page renderer sets). */
type RequestContext = Omit<AppContext, 'nonce' | 'lang' | 'documentRequest' | 'siteFonts'>;

/** A CSP nonce, made for each render (a cached page is sent with its scripts' hashes instead). */
const newNonce = () => randomBytes(16).toString('base64');

/**
 * The answer to a request that may carry a session (a signed-in page, its `.data` requests, a
 * redirect made for it): `Cache-Control: private, no-store` and `Vary: Cookie`, so that no proxy or
 * CDN keeps one visitor's page for the next, and the browser does not keep it after sign-out. The
 * page cache never keys such a request (page-cache.ts) and never keeps such an answer. Pages for
 * visitors without a session keep their caching.
 */
export function privateAnswer(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('cache-control', PRIVATE_CACHE_CONTROL);
  headers.set('vary', varyCookie(headers.get('vary')));
  // A status without a body (204, 304) must be rebuilt without one: new Response() refuses it otherwise.
  const body = [204, 205, 304].includes(response.status) ? null : response.body;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Pages rendered at once, at most (the rest wait their turn, first come first served). Rendering is
 * JavaScript on one thread, so more at once renders no faster; it only holds more pages in memory
 * (50 signed-in visitors at once took the server from about 190 to about 300 MB).
 */
export const MAX_CONCURRENT_RENDERS = 4;

export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  let vite: ViteDevServer | undefined;
  // Development: a function, so that each request gets Vite's latest build. Production: the build
  // itself, so that React Router derives its routes once, not for every request.
  let getBuild: (() => Promise<ServerBuild>) | ServerBuild;

  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    vite = await createServer({ root: projectRoot, server: { middlewareMode: true }, appType: 'custom' });
    getBuild = () => vite!.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => vite!.close());
  } else {
    const entry = path.join(buildDir, 'server', 'index.js');
    if (!existsSync(entry)) throw new Error(`No server build at ${entry}: run "npm run build" first.`);
    getBuild = (await import(pathToFileURL(entry).href)) as ServerBuild;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const handle = createRequestHandler(getBuild, options.mode);
  const limited = taskLimiter(MAX_CONCURRENT_RENDERS);
  // Pages for visitors without a session, reused for a few seconds (see page-cache.ts).
  const pageCache = options.mode === 'production' ? new PageCache(options.pageCacheMs ?? DEFAULT_PAGE_CACHE_MS) : undefined;
  if (pageCache) app.services?.cache.onInvalidate(() => pageCache.clear());

  await app.register(async (scope) => {
    // React Router reads the body itself (form posts): Fastify must leave it untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    // Pages are not API: the catch-all stays out of the OpenAPI document (plugins/docs.ts).
    scope.all('/*', { schema: { hide: true } }, async (req, reply) => {
      reply.hijack();
      const res = reply.raw as ServerResponse;
      const url = req.raw.url ?? '/';
      // A page's policy holds for it in every language (`/hi/payment` is `/payment`).
      const policy = options.pagePolicies?.[splitLanguage(pagePathOf(url)).path];
      setPageSecurityHeaders(res, { https: options.https, policy });

      // Each language at its own address (ADR 0019): old ways of naming one lead there.
      const redirect = addressRedirect(req.method, url, req.cookies);
      if (redirect) {
        res.statusCode = redirect.status;
        res.setHeader('location', redirect.location);
        // A redirect made for a visitor's cookie is theirs alone.
        if (redirect.status === 302) res.setHeader('vary', 'Cookie');
        // As the language switcher stores it (features/i18n/use-change-language.ts). A redirect
        // that sets it is never kept by a cache: a kept one would not set it again.
        if (redirect.language) res.setHeader('set-cookie', languageCookie(redirect.language, !!options.https));
        if (redirect.status === 302 || redirect.language) res.setHeader('cache-control', PRIVATE_CACHE_CONTROL);
        res.end();
        return;
      }

      const run = async () => {
        const lang = pageLanguageOf(url, req.cookies);
        const path = url.split('?')[0];
        // A page's HTML, or the .data answer to a navigation (which carries the user in the root loader's data).
        const documentRequest = !path.endsWith('.data');
        const render = async (nonce: string) => {
          res.setHeader('content-security-policy', pageCsp(nonce, options.mode === 'development', policy));
          const context = new RouterContextProvider();
          const own = await options.contextFor(req, lang, nonce);
          // siteFonts: as the page cache's key says (page-cache.ts), so a kept page names the faces its key promises.
          const app: AppContext = { ...own, documentRequest, lang, nonce, siteFonts: siteFontsHeld(req.cookies, lang) };
          context.set(appContext, app);
          // The address the visitor used, as Fastify reads it (behind a trusted proxy: its forwarded
          // protocol and host), so that React Router finds a form post's Origin to be the page's own.
          return handle(createRequest(req.raw, res, { protocol: `${req.protocol}:`, host: req.host }), context);
        };
        const cachedPage = (key: string) =>
          pageCache!.page(key, () =>
            limited(async () => {
              const nonce = newNonce();
              return { response: await render(nonce), nonce, policy };
            }),
          );
        const key = pageCache?.keyFor(req);
        if (key) {
          const page = await cachedPage(key);
          if (page instanceof Response) return sendResponse(res, compressResponse(req.headers['accept-encoding'], page));
          if (page) return pageCache!.send(req.raw, res, page);
        }
        // A visitor's own page (or .data answer) is kept by no cache on the way: see privateAnswer().
        const personal = mayBePersonal(req);
        // Until the page has been sent: a streamed page holds its memory until then.
        await renderInTurn(limited, res, async () => {
          const response = await render(newNonce());
          if (!personal) return sendResponse(res, compressResponse(req.headers['accept-encoding'], response));
          const cookies = (await options.sessionCookies?.(req)) ?? [];
          if (cookies.length) res.setHeader('set-cookie', cookies);
          // Compressed once for one reader: a faster brotli quality (lib/compress.ts).
          return sendResponse(res, compressResponse(req.headers['accept-encoding'], privateAnswer(response), 'once'));
        });
      };

      try {
        if (vite) {
          await new Promise<void>((resolve, reject) =>
            vite!.middlewares(req.raw, res, (err?: unknown) => (err ? reject(err) : resolve())),
          );
          if (res.writableEnded) return;
        }
        await run();
      } catch (err) {
        req.log.error({ err }, 'page rendering failed');
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('content-type', 'text/plain; charset=utf-8');
        }
        res.end('Internal Server Error');
      }
    });
  });
}
