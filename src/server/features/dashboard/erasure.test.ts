/**
 * Deleting an account deletes its mail: afterwards no outbox row and no .eml file of the file
 * transport (SMTP_URL unset) names the member or any address they used, sent or waiting, while the
 * mail of other people stays. The mail is written by the real outbox worker into a DATA_DIR of the
 * test's own.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, registrations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { consultancyPayload, coursePayload, insertWebinar, nextAddress, post, register, webinarPayload, payLink } from '../registrations/testing.ts';

/** A message file as a person reading it would see it: raw, and every part decoded (quoted-printable, base64). */
function readable(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]*\r?\n/).map((part) => {
    const at = part.search(/\r?\n\r?\n/);
    const [head, body] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at)];
    if (/Content-Transfer-Encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) {
      return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
    }
    return body;
  });
  return [raw, ...parts].join('\n').toLowerCase();
}

describe.each(testDatabaseKinds())('deleting an account deletes its mail on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const db = () => t.db.database.db;
  const mailDir = () => path.join(dataDir, 'mail');
  const files = () => readdirSync(mailDir()).map((name) => ({ name, text: readable(readFileSync(path.join(mailDir(), name), 'utf8')) }));
  const sendAll = () => t.app.services.mail.worker.runOnce(1000);
  const as = (user: TestUser, opts: InjectOptions) => t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: user.cookie }, remoteAddress: nextAddress() });
  const named = <T extends { userData: Record<string, unknown> }>(payload: T, fullName: string) => ({ ...payload, userData: { ...payload.userData, fullName } });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'erasure-'));
    // No SMTP_URL: the worker writes every e-mail to DATA_DIR/mail/*.eml.
    t = await createTestApp(kind, { env: { ADMIN_NOTIFY_EMAIL: 'founder@antarman.example', DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('erases every outbox row and .eml file naming the member or an address they used, and keeps everyone else\'s', async () => {
    const leaving = await createUser(t, { email: 'kavita.leaving@example.com', name: 'Kavita Leaving', emailVerified: true });
    const bystander = await createUser(t, { email: 'bina.stays@example.com', name: 'Bina Stays', emailVerified: true });
    const admin = await createUser(t, { role: 'admin', emailVerified: true });

    // The member: a seat at a full circle (Bina waits for it), a course paid for with a second
    // address while signed in, a consultancy still to pay, a contact message, an answer to a form
    // that asks no e-mail address, and a password reset.
    const circle = await insertWebinar(t, { title: 'Full Moon Circle', maxAttendees: 1, zoomLink: 'https://meet.example.com/moon' });
    expect((await register(t, named(webinarPayload(circle.id, leaving.email), 'Kavita Leaving'))).json().status).toBe('confirmed');
    const waiting = (await register(t, named(webinarPayload(circle.id, bystander.email), 'Bina Stays'))).json();
    expect(waiting.status).toBe('waitlisted');
    const course = (await register(t, named(coursePayload('kavita.second@example.com'), 'Kavita Leaving'), { headers: { cookie: leaving.cookie } })).json();
    expect((await post(t, `/api/registrations/${course.id}/payment?${payLink(t, course.id)}`, { method: 'card' })).statusCode).toBe(200);
    // In Hindi: its e-mails' parts are base64, not readable as they are stored.
    expect((await register(t, named(consultancyPayload(leaving.email), 'Kavita Leaving'), { url: '/api/unified-registration?lang=hi' })).statusCode).toBe(201);
    // A seat booked with the second address too: deleting the account cancels it, and that
    // cancellation (to an address that is not the account's, with no link in it) must not go out.
    const newMoon = await insertWebinar(t, { title: 'New Moon Circle' });
    expect((await register(t, named(webinarPayload(newMoon.id, 'kavita.second@example.com'), 'Kavita Leaving'), { headers: { cookie: leaving.cookie } })).statusCode).toBe(201);
    expect((await post(t, '/api/contact', { name: 'Kavita Leaving', email: leaving.email, message: 'Please call me about a family session.' })).statusCode).toBe(201);
    const form = await as(admin, {
      method: 'POST',
      url: '/api/forms',
      payload: {
        title: 'Retreat interest',
        description: 'Tell us when you can come.',
        type: 'custom',
        fields: [
          { id: 'fullName', type: 'text', label: 'Full name', required: true },
          { id: 'note', type: 'textarea', label: 'Anything we should know?', required: false },
        ],
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    const answered = await as(leaving, { method: 'POST', url: `/api/forms/${form.json().id}/responses`, payload: { responses: { fullName: 'Kavita Leaving', note: 'I sleep badly since the move.' } } });
    expect(answered.statusCode).toBe(201);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: leaving.email }, headers: { origin: new URL(t.config.publicUrl).origin }, remoteAddress: nextAddress() });
    expect(reset.statusCode).toBe(200);

    // Someone else: a consultancy and a message of their own.
    expect((await register(t, named(consultancyPayload(bystander.email), 'Bina Stays'))).statusCode).toBe(201);
    expect((await post(t, '/api/contact', { name: 'Bina Stays', email: bystander.email, message: 'Bina keeps this message.' })).statusCode).toBe(201);

    // A receipt sent before e-mails carried their registration's reference, to the second address.
    await enqueueEmail(db(), { to: 'kavita.second@example.com', subject: 'Payment received: 7-Day Transformation Course', text: 'Dear Kavita Leaving,\n\nWe have received your payment.', kind: 'payment-received' });
    // And a copy whose row an earlier deletion removed, leaving its file behind.
    await enqueueEmail(db(), { to: leaving.email, subject: 'An old message', text: 'Dear Kavita Leaving, this copy outlived its row.', kind: 'registration-confirmed', dedupeKey: 'old-copy' });

    // "Finish your payment" to the unpaid holds, a few minutes before they end (the hold job, its clock moved there).
    await t.app.services.payments.holds.remind(new Date(Date.now() + (t.config.payments.holdMinutes - 2) * 60_000));
    expect(await sendAll()).toBeGreaterThan(10);
    await db().delete(emailOutbox).where(eq(emailOutbox.dedupeKey, 'old-copy'));
    const before = files();
    expect(before.filter((f) => f.text.includes('kavita')).length).toBeGreaterThanOrEqual(12);
    // The form's notice names her only by her name and answers (the form asks no address).
    expect(before.some((f) => f.text.includes('i sleep badly since the move.') && !f.text.includes('kavita.leaving@'))).toBe(true);
    const pendingBefore = await db().select().from(emailOutbox).where(sql`${emailOutbox.status} = 'pending' and ${emailOutbox.to} like 'kavita.%'`);
    expect(pendingBefore.map((m) => m.kind).sort()).toEqual(['reminder-1h', 'reminder-1h', 'reminder-24h', 'reminder-24h']);

    const res = await as(leaving, { method: 'DELETE', url: '/api/me', payload: { password: leaving.password } });
    expect(res.statusCode, res.body).toBe(200);
    // Whatever is still due goes out now (Bina's seat, the founder's notice of it).
    await sendAll();

    // Nothing stored names her, in the outbox (sent or waiting) or in the mail folder.
    const rows = await db().select().from(emailOutbox);
    const naming = rows.filter((m) => JSON.stringify(m).toLowerCase().includes('kavita'));
    expect(naming.map((m) => `${m.kind} to ${m.to} (${m.status})`)).toEqual([]);
    const after = files();
    expect(after.filter((f) => f.text.includes('kavita')).map((f) => f.name)).toEqual([]);
    expect(after.filter((f) => f.text.includes('i sleep badly'))).toEqual([]);

    // Bina's mail stays: her registrations, her message, her seat, in the outbox and as files.
    const binas = rows.filter((m) => JSON.stringify(m).includes(bystander.email));
    expect(binas.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['registration-waitlisted', 'registration-pending-payment', 'contact-message', 'admin-registration-new', 'waitlist-promoted', 'admin-registration-promoted']),
    );
    const binaFiles = after.filter((f) => f.text.includes('bina.stays@example.com'));
    expect(binaFiles.length).toBeGreaterThanOrEqual(7);
    expect(after.some((f) => f.text.includes('bina keeps this message.'))).toBe(true);
    // Every file that did not name her is still there.
    const kept = new Set(after.map((f) => f.name));
    expect(before.filter((f) => !f.text.includes('kavita') && !kept.has(f.name)).map((f) => f.name)).toEqual([]);
    const [seat] = await db().select().from(registrations).where(eq(registrations.id, waiting.id));
    expect(seat.status).toBe('confirmed');
  });
});
