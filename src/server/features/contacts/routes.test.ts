import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../../shared/contracts/contact.ts';
import { contacts, emailOutbox } from '../../db/schema.ts';
import { type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { CONTACT_RATE_LIMIT } from './routes.ts';

const ADMIN = 'founder@antarman.example';
let ip = 0;
/** Each request from its own address, so the per-address rate limit stays out of the way. */
const post = (t: TestApp, payload: unknown, extra: { cookies?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: `10.0.0.${++ip % 250}`, ...extra });

describe.each(testDatabaseKinds())('POST /api/contact on %s', (kind) => {
  const { t, db } = withApp(kind, { env: { ADMIN_EMAIL: ADMIN } });

  it('stores the message with the visitor language and notifies the founder in the outbox', async () => {
    const res = await post(
      t,
      { name: '  Asha Patel ', email: 'asha@example.com', message: 'I would like to book a session for my daughter.' },
      { cookies: { i18nextLng: 'gu' } },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    const [row] = await db().select().from(contacts).where(eq(contacts.email, 'asha@example.com'));
    expect(row).toMatchObject({ name: 'Asha Patel', message: 'I would like to book a session for my daughter.', locale: 'gu', responded: false });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact-message'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ADMIN, status: 'pending' });
    expect(mails[0].subject).toContain('Asha Patel');
    expect(mails[0].text).toContain('asha@example.com');
    expect(mails[0].text).toContain('I would like to book a session for my daughter.');
  });

  it('answers each missing or bad field with a message in the visitor language, and stores nothing', async () => {
    const before = (await db().select().from(contacts)).length;
    const en = await post(t, { name: ' ', email: 'not-an-email', message: '' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      message: 'Please write your message',
    });
    const missing = await post(t, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please write your message',
    });
    const hi = await post(t, { name: 'x', email: '', message: 'hello' }, { cookies: { i18nextLng: 'hi' } });
    expect(hi.json().error.fields).toEqual({ email: 'कृपया अपना ई-मेल पता दर्ज करें' });
    const gu = await t.app.inject({
      method: 'POST',
      url: '/api/contact?lang=gu',
      payload: { name: 'x', email: 'a@b.co', message: 'm'.repeat(CONTACT_LIMITS.message + 1) },
      remoteAddress: '10.0.1.1',
    });
    expect(gu.statusCode).toBe(400);
    expect(gu.json().error.fields).toEqual({ message: `કૃપા કરીને તમારો સંદેશ ${CONTACT_LIMITS.message} અક્ષરથી ઓછો રાખો` });
    const long = await post(t, { name: 'n'.repeat(CONTACT_LIMITS.name + 1), email: 'a@b.co', message: 'hi' });
    expect(long.json().error.fields).toEqual({ name: `Please keep your name under ${CONTACT_LIMITS.name} characters` });
    expect((await db().select().from(contacts)).length).toBe(before);
  });

  it('rejects junk bodies with a clear 4xx, never a 500', async () => {
    for (const payload of ['not json', '[]', '{"name": 5, "email": [], "message": {}}', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: '10.0.2.1',
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it('quietly drops a message whose honeypot is filled: same answer, nothing stored, no e-mail', async () => {
    const mailsBefore = (await db().select().from(emailOutbox)).length;
    const res = await post(t, { name: 'Bot', email: 'bot@spam.example', message: 'Buy now', website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    expect(await db().select().from(contacts).where(eq(contacts.email, 'bot@spam.example'))).toEqual([]);
    expect((await db().select().from(emailOutbox)).length).toBe(mailsBefore);
  });

  it('limits how often one address may send, with a translated 429', async () => {
    const remoteAddress = '10.9.9.9';
    const send = () => post(t, { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' }, { remoteAddress });
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(201);
    const limited = await post(t, { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' }, { remoteAddress, cookies: { i18nextLng: 'hi' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/[\u0900-\u097F]/);
  });
});

describe.each(testDatabaseKinds())('POST /api/contact without an admin address on %s', (kind) => {
  const { t } = withApp(kind, { seed: false });

  it('still stores the message and acknowledges it to the visitor, with no notice to anyone else', async () => {
    const res = await post(t, { name: 'Meera', email: 'meera@example.com', message: 'Do you run sessions on Sundays?' });
    expect(res.statusCode).toBe(201);
    expect(await t.db.database.db.select().from(contacts)).toHaveLength(1);
    const mails = await t.db.database.db.select().from(emailOutbox);
    expect(mails.map((m) => [m.to, m.kind])).toEqual([['meera@example.com', 'contact-acknowledgement']]);
  });
});
