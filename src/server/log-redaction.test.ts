/**
 * Secrets stay out of the server's log (issue 17, item 8): the real app, listening on 127.0.0.1
 * with its logger writing to a stream the test reads, at LOG_LEVEL info, debug and trace, is sent
 * e-mail confirmation and password reset tokens, link signatures, a session cookie and an
 * Authorization header (and a request Node cannot parse, whose raw bytes Fastify logs at trace
 * level). None of them may appear in the log; the paths must. Nor may the personal data a failed
 * query carried (its values, the row the database refused): its SQL and reason must. Nor the
 * address an SMTP server's refusal quotes.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema.ts';
import { enqueueEmail } from './features/mail/outbox.ts';
import { createMailTransport } from './features/mail/transport.ts';
import { createOutboxWorker } from './features/mail/worker.ts';
import { REDACTED, redactText, redactUrl } from './lib/log-redaction.ts';
import { createLoggingApp } from './testing/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/databases.ts';
import { startSmtpPeer } from './testing/smtp-peer.ts';

const SECRETS = ['SECRET1', 'SECRET2', 'SECRET3', 'SECRET4', 'SECRET5', 'SECRET6', 'SECRET7', 'SECRET8', 'SECRET9', 'SECRETA'];

/** Sends raw bytes on a new connection and waits until the server closes it. */
async function rawRequest(port: number, bytes: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += d.toString()));
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  socket.write(bytes);
  await once(socket, 'close');
  return answer;
}

describe('redaction of URLs and messages', () => {
  it('keeps the path and the parameter names, and replaces every value', () => {
    expect(redactUrl('/reset-password?token=abc')).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl('/api/auth/verify-email?token=a.b.c&callbackURL=%2F')).toBe(`/api/auth/verify-email?token=${REDACTED}&callbackURL=${REDACTED}`);
    expect(redactUrl('/registration/cancel?id=1&sig=s')).toBe(`/registration/cancel?id=${REDACTED}&sig=${REDACTED}`);
    // A bare value or an odd name may itself be the secret.
    expect(redactUrl('/x?s3cr3t')).toBe(`/x?${REDACTED}`);
    expect(redactUrl('/x?a%20b=1')).toBe(`/x?${REDACTED}`);
    expect(redactUrl('/events')).toBe('/events');
    // Secrets in the path (issue 49 item 5): the calendar feed's token and an upload URL's.
    expect(redactUrl('/calendar/abc123.ics')).toBe(`/calendar/${REDACTED}.ics`);
    expect(redactUrl('/calendar/abc123.ics?x=1')).toBe(`/calendar/${REDACTED}.ics?x=${REDACTED}`);
    expect(redactUrl('/calendar/abc/def')).toBe(`/calendar/${REDACTED}`);
    expect(redactUrl('/api/objects/upload/tok_en-1?expires=1&signature=s')).toBe(`/api/objects/upload/${REDACTED}?expires=${REDACTED}&signature=${REDACTED}`);
    expect(redactUrl('/api/objects/upload')).toBe('/api/objects/upload');
    expect(redactText('GET /x?sig=abc&expires=2 failed')).toBe(`GET /x?sig=${REDACTED}&expires=2 failed`);
  });
});

describe.each(testDatabaseKinds())('secrets stay out of the log on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.drop());

  it.each(['info', 'debug', 'trace'])('at LOG_LEVEL=%s', async (level) => {
    const { app, lines } = await createLoggingApp(db.database, level);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers, redirect: 'manual' });

      // An e-mail confirmation link (better-auth is asked to check the token, and refuses it).
      expect((await get('/api/auth/verify-email?token=SECRET1&callbackURL=/')).status).toBe(302);
      // A password reset link, a cancel link and an upload URL with their signatures.
      await get('/reset-password?token=SECRET2');
      await get('/registration/cancel?id=00000000-0000-4000-8000-000000000000&sig=SECRET3');
      await get('/api/objects/upload/token?expires=1&signature=SECRET3');
      // Secrets in the path (issue 49 item 5): a calendar feed's token, an upload URL's token.
      await get('/calendar/SECRET9.ics');
      await fetch(`${base}/api/objects/upload/SECRETA?expires=1&signature=x`, { method: 'PUT', body: 'x', headers: { 'content-type': 'image/png' } });
      // A session cookie and a bearer token, on a public route that reads the session and a member route.
      for (const path of ['/api/auth/user', '/api/me/overview']) {
        const res = await get(path, { cookie: 'antarman.session_token=SECRET4; i18nextLng=hi', authorization: 'Bearer SECRET5' });
        expect(res.status).toBe(401);
      }
      // A request Node cannot parse: Fastify logs the error, which carries the raw bytes, at trace level.
      const answer = await rawRequest(port, 'GET /reset-password?token=SECRET6 HTTP/1.1\r\nHost: x\r\nCookie: s=SECRET7\r\nBad Header SECRET8\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
    } finally {
      await app.close();
    }

    const log = lines.join('');
    // The requests were logged (so the test would see a leak), with their paths.
    expect(log).toContain('/api/auth/verify-email?token=');
    expect(log).toContain('/reset-password?token=');
    expect(log).toContain('/registration/cancel?id=');
    expect(log).toContain('/api/me/overview');
    expect(log).toContain('/calendar/');
    expect(log).toContain('/api/objects/upload/');
    if (level === 'trace') {
      expect(log).toContain('client error');
      // Its raw bytes would be logged as a list of numbers, which no search for a secret finds.
      expect(log).not.toContain('rawPacket');
    }
    for (const secret of SECRETS) expect(log, `${secret} in the ${level} log`).not.toContain(secret);
  });

  it('logs a failed query with its SQL and the reason, not the personal data it carried', async () => {
    const { app, lines } = await createLoggingApp(db.database);
    const person = { name: 'Meera PERSONAL1', email: 'personal2@example.com', phone: '+91 98765 PERSONAL3', city: 'Surat\nPERSONAL4' };
    try {
      await db.database.db.insert(users).values({ id: randomUUID(), ...person });
      // The same address again: the database refuses the row (a unique index), and names its values.
      const err = await db.database.db
        .insert(users)
        .values({ id: randomUUID(), ...person })
        .then(() => undefined, (e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      // As the app logs what it did not expect (plugins/errors.ts), and as its jobs log a failure's text.
      app.log.error({ err }, 'unhandled error');
      app.log.warn({ err: (err as Error).message }, 'outbox run failed');
      app.log.warn(`outbox run failed: ${(err as Error).message}`);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain(`params: ${REDACTED}`);
    expect(log).toContain('23505');
    expect(log).toContain('already exists');
    for (const personal of ['PERSONAL1', 'personal2@example.com', 'PERSONAL3', 'PERSONAL4']) expect(log, `${personal} in the log`).not.toContain(personal);
  });

  it("logs an e-mail the SMTP server refused without the address its refusal quotes", async () => {
    const { app, lines } = await createLoggingApp(db.database);
    const peer = await startSmtpPeer({ refuse: (address) => `5.1.1 <${address}>: Recipient address rejected: User unknown` });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-'));
    const worker = createOutboxWorker({ db: db.database.db, transport: createMailTransport({ smtpUrl: peer.url, dataDir }), from: 'Test <no-reply@example.com>', log: app.log });
    try {
      await enqueueEmail(db.database.db, { to: 'personal5@example.com', subject: 'Your booking', text: 'Dear Meera', kind: 'test' });
      expect(await worker.runOnce()).toBe(0);
      expect(peer.received).toEqual([]);
    } finally {
      await worker.stop();
      await peer.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const log = lines.join('');
    expect(log).toContain('e-mail not sent');
    expect(log).toContain('Recipient address rejected');
    expect(log).not.toContain('personal5');
  });
});
