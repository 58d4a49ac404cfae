import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases.ts';
import { readMail } from '../../testing/mail-reader.ts';
import { startSmtpPeer } from '../../testing/smtp-peer.ts';
import { enqueueEmail } from './outbox.ts';
import { createMailTransport } from './transport.ts';
import { createOutboxWorker, MAX_ATTEMPTS } from './worker.ts';

describe.each(testDatabaseKinds())('e-mail outbox on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'mail-'));
  });
  afterAll(async () => {
    await t?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends due messages through SMTP, with the invite as a calendar alternative and the practice as Reply-To, exactly once', async () => {
    const peer = await startSmtpPeer();
    const worker = createOutboxWorker({ db: t.database.db, transport: createMailTransport({ smtpUrl: peer.url, dataDir }), from: 'Test <no-reply@example.com>', replyTo: 'hello@example.com' });
    try {
      await enqueueEmail(t.database.db, {
        to: 'visitor@example.com',
        subject: 'पंजीकरण की पुष्टि',
        text: 'नमस्ते',
        ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n',
        kind: 'test',
        locale: 'hi',
      });
      await enqueueEmail(t.database.db, { to: 'later@example.com', subject: 'Later', text: 'x', kind: 'test', sendAfter: new Date(Date.now() + 3_600_000) });
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0].to).toEqual(['visitor@example.com']);
      expect(peer.received[0].raw).toMatch(/Subject: =\?UTF-8\?/);
      const mail = await readMail(peer.received[0].raw);
      expect(mail.subject).toBe('पंजीकरण की पुष्टि');
      expect(mail.replyTo).toEqual(['hello@example.com']);
      expect(mail.calendarInAlternative).toBe(true);
      expect(mail.calendarMethodParam).toBe('CANCEL');
      expect(mail.calendar).toContain('METHOD:CANCEL');
    } finally {
      await worker.stop();
      await peer.close();
    }
  });

  it('keeps a message and retries later when SMTP is down, then gives up after the last attempt', async () => {
    await t.database.db.delete(emailOutbox);
    const worker = createOutboxWorker({ db: t.database.db, transport: createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1', dataDir }), from: 'x@example.com' });
    await enqueueEmail(t.database.db, { to: 'a@example.com', subject: 's', text: 't', kind: 'test' });
    expect(await worker.runOnce()).toBe(0);
    let [row] = await t.database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBeTruthy();
    expect(row.sendAfter.getTime()).toBeGreaterThan(Date.now());
    await t.database.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1, sendAfter: new Date(0) });
    await worker.runOnce();
    [row] = await t.database.db.select().from(emailOutbox);
    expect(row.status).toBe('failed');
    await worker.stop();
  });

  it('writes .eml files under DATA_DIR/mail when no SMTP is configured', async () => {
    await t.database.db.delete(emailOutbox);
    const worker = createOutboxWorker({ db: t.database.db, transport: createMailTransport({ dataDir }), from: 'x@example.com' });
    await enqueueEmail(t.database.db, { to: 'file@example.com', subject: 'Saved', text: 'Body text', kind: 'test' });
    expect(await worker.runOnce()).toBe(1);
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, 'mail', files[0]), 'utf8')).toContain('Body text');
    await worker.stop();
  });

  it('keeps every message as a file of its own, several to one address at once included', async () => {
    await t.database.db.delete(emailOutbox);
    rmSync(path.join(dataDir, 'mail'), { recursive: true, force: true });
    const transport = createMailTransport({ dataDir });
    await Promise.all(Array.from({ length: 20 }, (_, i) => transport.send({ from: 'x@example.com', to: 'same@example.com', subject: `Message ${i}`, text: `Body ${i}` })));
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(20);
    const bodies = files.map((f) => /Body \d+/.exec(readFileSync(path.join(dataDir, 'mail', f), 'utf8'))?.[0]).sort();
    expect(new Set(bodies).size).toBe(20);
    transport.close();
  });

  it('stores one message per dedupe key', async () => {
    await t.database.db.delete(emailOutbox);
    for (let i = 0; i < 3; i++) await enqueueEmail(t.database.db, { to: 'r@example.com', subject: 'Reminder', text: 't', kind: 'reminder', dedupeKey: 'reminder:abc:24h' });
    expect(await t.database.db.$count(emailOutbox)).toBe(1);
  });
});
