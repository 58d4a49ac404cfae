/**
 * Slow clients cannot exhaust the server (issue 17, item 5). The real app listens on 127.0.0.1
 * with its timeouts shortened by the same settings production reads (HTTP_HEADERS_TIMEOUT_MS,
 * HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS, HTTP_MAX_CONNECTIONS):
 *
 * - 200 connections trickle a request a byte at a time (150 their headers, 50 a body after
 *   complete headers) while an ordinary visitor is served, and the server cuts each of them off
 *   with a 408 once its headers or request timeout has passed (the old server kept them for
 *   minutes: Node's own headers timeout is 60 s, checked every 30 s, and Fastify sets no request
 *   timeout at all);
 * - beyond HTTP_MAX_CONNECTIONS a new connection is closed at once; an idle keep-alive connection
 *   is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS.
 *
 * Every socket is on the loopback address, every loop is bounded, and every socket is destroyed
 * at the end whatever happened.
 */
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app.ts';
import { testDatabaseKinds } from './testing/databases.ts';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2500;
/** How long a slow client would go on if nobody stopped it: far beyond either timeout. */
const TRICKLE_BYTES = 300;
const TRICKLE_EVERY_MS = 100;

interface SlowClient {
  socket: net.Socket;
  opened: number;
  /** When the connection closed, and whether the client had closed it itself (it never does before cleanup). */
  closed?: number;
  closedByUs: boolean;
  received: string;
  done: Promise<void>;
}

/** A connection that sends `head` at once, then `trickle` one byte every TRICKLE_EVERY_MS (bounded). */
async function slowClient(port: number, head: string, trickle: string): Promise<SlowClient> {
  const socket = net.connect(port, '127.0.0.1');
  const client: SlowClient = { socket, opened: Date.now(), closedByUs: false, received: '', done: Promise.resolve() };
  socket.on('data', (d) => (client.received += d.toString()));
  socket.on('error', () => undefined);
  client.done = once(socket, 'close').then(() => {
    client.closed = Date.now();
  });
  await once(socket, 'connect');
  client.opened = Date.now();
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= trickle.length) return clearInterval(timer);
    socket.write(trickle[sent++]);
  }, TRICKLE_EVERY_MS);
  socket.once('close', () => clearInterval(timer));
  return client;
}

/** Resolves with `promise`, or with 'timeout' after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref())]);

describe.each(testDatabaseKinds())('slow clients on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const clients: SlowClient[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
        HTTP_MAX_CONNECTIONS: '400',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterEach(() => {
    for (const c of clients.splice(0)) {
      if (!c.socket.destroyed) c.closedByUs = true;
      c.socket.destroy();
    }
  });
  afterAll(() => t?.close());

  it('serves a visitor while 200 connections trickle their requests, and cuts each of those off after its timeout', async () => {
    const headers = Array.from({ length: 150 }, () =>
      slowClient(port, 'GET /api/webinars HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a'.repeat(TRICKLE_BYTES)),
    );
    // Complete headers, then a small JSON body (well under the route's limit) sent a byte at a time,
    // to a public route that reads its body before anything else (50 requests: under its rate limit).
    const body = JSON.stringify({ email: `slow-${'x'.repeat(TRICKLE_BYTES)}@example.com` });
    const bodies = Array.from({ length: 50 }, () =>
      slowClient(
        port,
        `POST /api/auth/request-password-reset HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        body,
      ),
    );
    const slowHeaders = await Promise.all(headers);
    const slowBodies = await Promise.all(bodies);
    clients.push(...slowHeaders, ...slowBodies);
    const stillOpen = () => clients.filter((c) => c.closed === undefined).length;
    expect(stillOpen()).toBe(200);

    // An ordinary visitor, on a connection of its own, while all 200 are still trickling.
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(HEADERS_TIMEOUT_MS * 5) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(stillOpen()).toBe(200);
    const list = await fetch(`http://127.0.0.1:${port}/api/webinars`, { signal: AbortSignal.timeout(HEADERS_TIMEOUT_MS * 5) });
    expect(list.status).toBe(200);

    // Each slow connection is closed by the server, with a 408, once its timeout has passed; none
    // of them had finished (each had tens of seconds of bytes left to send).
    const all = await within(Promise.all(clients.map((c) => c.done)), REQUEST_TIMEOUT_MS + 10_000);
    expect(all, `${stillOpen()} slow connections were still open`).not.toBe('timeout');
    for (const c of clients) {
      expect(c.closedByUs).toBe(false);
      expect(c.received).toMatch(/^HTTP\/1\.1 408 /);
    }
    for (const c of slowHeaders) expect(c.closed! - c.opened).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    for (const c of slowBodies) expect(c.closed! - c.opened).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(Math.max(...clients.map((c) => c.closed! - c.opened))).toBeLessThan(TRICKLE_BYTES * TRICKLE_EVERY_MS);

    // And the server is as it was.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  }, 60_000);

  it('closes an idle keep-alive connection after HTTP_KEEP_ALIVE_TIMEOUT_MS', async () => {
    const client = await slowClient(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', '');
    clients.push(client);
    expect(await within(client.done, 10_000)).not.toBe('timeout');
    expect(client.closedByUs).toBe(false);
    expect(client.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.closed! - client.opened).toBeGreaterThanOrEqual(1000 - 50);
  }, 30_000);
});

describe.each(testDatabaseKinds())('the connection cap on %s', (kind) => {
  let t: TestApp;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { HTTP_MAX_CONNECTIONS: '5', HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await t?.close();
  });

  it('closes a connection beyond HTTP_MAX_CONNECTIONS at once, and serves again when the slow ones are cut off', async () => {
    const { port } = t.app.server.address() as net.AddressInfo;
    const connections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
    for (let i = 0; i < 5; i++) {
      const s = net.connect(port, '127.0.0.1');
      s.on('error', () => undefined);
      // Read what comes (a paused socket would never see the server close it).
      s.resume();
      sockets.push(s);
      await once(s, 'connect');
      s.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a');
    }
    for (let i = 0; i < 50 && (await connections()) < 5; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await connections()).toBe(5);

    const extra = net.connect(port, '127.0.0.1');
    let received = '';
    extra.on('data', (d) => (received += d.toString()));
    extra.on('error', () => undefined);
    sockets.push(extra);
    await once(extra, 'connect');
    extra.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // Closed without an answer, long before the others' headers timeout.
    expect(await within(once(extra, 'close'), HEADERS_TIMEOUT_MS / 2)).not.toBe('timeout');
    expect(received).toBe('');
    expect(sockets.slice(0, 5).every((s) => !s.destroyed)).toBe(true);

    // The five are cut off by the headers timeout; then the server takes new visitors again.
    expect(await within(Promise.all(sockets.slice(0, 5).map((s) => (s.destroyed ? undefined : once(s, 'close')))), 10_000)).not.toBe('timeout');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) })).status).toBe(200);
  }, 30_000);
});
