/**
 * Fetching a calendar feed the founder named (issue 53 §1), as a server that must not be turned
 * against its own network: only http(s); every address the host name resolves to (and an address
 * written as such) is checked, at connection time, against the loopback, private, link-local and
 * other non-public ranges (node:net BlockList), so a name that resolves elsewhere the second time
 * gains nothing. CALENDAR_FETCH_ALLOW_PRIVATE lifts that for tests. At most 10 s in all, 5 MB,
 * 3 redirects (each checked the same way); a conditional GET when the last copy's validators are known.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** Why a feed could not be read; the code is what the founder is shown (translated). */
export class FeedError extends Error {
  constructor(readonly code: 'timeout' | 'refused_address' | 'unreachable' | 'too_large' | 'not_ics' | 'bad_address' | `http_${number}`) {
    super(`calendar feed: ${code}`);
  }
}

const nonPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  nonPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  nonPublic.addSubnet(net, prefix, 'ipv6');

/** True for an address in a loopback, private, link-local, shared, multicast or reserved range (IPv4-mapped IPv6 included). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return nonPublic.check(mapped[1], 'ipv4');
  }
  return nonPublic.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails with refused_address when any address of the name is not public. */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      if (!allowPrivate && addresses.some((a) => isNonPublicAddress(a.address))) return callback(new FeedError('refused_address'), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** The URL when it is one we may fetch (http or https, no credentials); else bad_address. */
export function feedUrlOf(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FeedError('bad_address');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) throw new FeedError('bad_address');
  return url;
}

/** Refuses an address before anything is stored: a bad URL, or a host that is (or resolves only to) a non-public address. */
export async function checkFeedAddress(address: string, allowPrivate: boolean): Promise<URL> {
  const url = feedUrlOf(address);
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isNonPublicAddress(host)) throw new FeedError('refused_address');
    return url;
  }
  await new Promise<void>((resolve, reject) =>
    guardedLookup(false)(host, { all: true }, (err) => (err instanceof FeedError ? reject(err) : resolve())),
  );
  return url;
}

export type FeedAnswer = { kind: 'not_modified' } | { kind: 'body'; text: string; etag: string | null; lastModified: string | null };

export interface FetchFeedOptions {
  etag?: string | null;
  lastModified?: string | null;
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** GETs a feed (conditionally when validators are given): its text, or not_modified; a FeedError otherwise. */
export async function fetchFeed(address: string, options: FetchFeedOptions): Promise<FeedAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  let url = feedUrlOf(address);
  for (let hop = 0; ; hop++) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && isIP(host) && isNonPublicAddress(host)) throw new FeedError('refused_address');
    const res = await request(url, options, signal);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && status !== 304 && res.headers.location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) throw new FeedError(`http_${status}`);
      url = feedUrlOf(new URL(res.headers.location, url).toString());
      continue;
    }
    if (status === 304) {
      res.resume();
      return { kind: 'not_modified' };
    }
    if (status < 200 || status >= 300) {
      res.resume();
      throw new FeedError(`http_${status}`);
    }
    if (Number(res.headers['content-length']) > maxBytes) {
      res.destroy();
      throw new FeedError('too_large');
    }
    const text = await readBody(res, maxBytes, signal);
    return { kind: 'body', text, etag: header(res, 'etag'), lastModified: header(res, 'last-modified') };
  }
}

const header = (res: IncomingMessage, name: string) => {
  const value = res.headers[name];
  return typeof value === 'string' && value.length <= 500 ? value : null;
};

function request(url: URL, options: FetchFeedOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'antarman-calendar/1' };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const req = get(url, { headers, signal, lookup: guardedLookup(options.allowPrivate) as never, agent: false }, resolve);
    req.on('error', (err) => reject(failureOf(err, signal)));
  });
}

function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Rejected first: the destroy's own error event comes after, and a promise settles once.
        reject(new FeedError('too_large'));
        res.destroy();
      } else chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('error', (err) => reject(failureOf(err, signal)));
    res.on('aborted', () => reject(failureOf(new Error('aborted'), signal)));
  });
}

function failureOf(err: unknown, signal: AbortSignal): FeedError {
  if (err instanceof FeedError) return err;
  if ((err as { cause?: unknown }).cause instanceof FeedError) return (err as { cause: FeedError }).cause;
  if (signal.aborted) return new FeedError('timeout');
  return new FeedError('unreachable');
}
