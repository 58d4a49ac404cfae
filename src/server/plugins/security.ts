/**
 * Security headers from the first response on. API responses get helmet's headers and a CSP that
 * allows nothing; pages get a CSP with a per-request nonce (see ssr.ts), set on the raw response
 * because the hijacked page responses skip Fastify's onSend hooks.
 */
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * What one page may load beyond the site's own files: the payment page's Razorpay Checkout. Only
 * that page gets it (ssr.ts picks it by path), so no other page can run a third party's script.
 */
export interface PagePolicy {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
  /** Keep `window.opener` for popups the page opens (Razorpay's bank and 3-D Secure windows). */
  popups?: boolean;
}

const withSources = (directive: string, extra: readonly string[] | undefined) => (extra?.length ? `${directive} ${extra.join(' ')}` : directive);

export function pageCsp(nonce: string, dev = false, policy: PagePolicy = {}): string {
  return [
    "default-src 'self'",
    withSources(dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'self' 'nonce-${nonce}'`, policy.script),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    withSources(dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'", policy.connect),
    withSources('frame-src https://www.youtube-nocookie.com', policy.frame),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * What Razorpay Standard Checkout needs: checkout.js from the configured URL's origin (Razorpay's,
 * or a stand-in's in tests), its window's frames, and the calls it makes to Razorpay's API and to
 * its error logging (lumberjack).
 */
export function razorpayCheckoutPolicy(checkoutUrl: string): PagePolicy {
  const origin = new URL(checkoutUrl).origin;
  const unique = (...sources: string[]) => [...new Set(sources)];
  return {
    script: unique(origin, 'https://checkout.razorpay.com'),
    frame: unique(origin, 'https://api.razorpay.com', 'https://checkout.razorpay.com'),
    connect: unique(origin, 'https://api.razorpay.com', 'https://checkout.razorpay.com', 'https://lumberjack.razorpay.com'),
    popups: true,
  };
}

/**
 * The headers every page response carries (helmet's defaults, minus what does not apply). The CSP
 * starts as the API's, which allows nothing: a rendered page replaces it with its nonce's (ssr.ts),
 * a cached page with its scripts' hashes (page-cache.ts), so a nonce is made only for a render.
 */
export function setPageSecurityHeaders(res: ServerResponse, opts: { https: boolean; policy?: PagePolicy }) {
  res.setHeader('content-security-policy', API_CSP);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('cross-origin-opener-policy', opts.policy?.popups ? 'same-origin-allow-popups' : 'same-origin');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (opts.https) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

export const securityPlugin = fp<{ https: boolean }>(async (app, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    hsts: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // From the start of the request, so that an answer kept by the public read cache has it too (that
  // cache keeps answers before later hooks run); a route may replace it.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('content-security-policy', API_CSP);
    done();
  });
});
