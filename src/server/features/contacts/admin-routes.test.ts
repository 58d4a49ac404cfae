import { eq } from 'drizzle-orm';
import { parseCsv } from '../../testing/parse-csv.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, conversationMessages, conversations, emailOutbox } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';

describe.each(testDatabaseKinds())('admin contacts API on %s', (kind) => {
  const ids: Record<string, string> = {};
  const { t, admin, member, db, as } = appWithPeople(kind, { seed: false });
  beforeAll(async () => {
    const rows = await t.db.database.db
      .insert(contacts)
      .values([
        { name: 'Asha Patel', email: 'asha@example.com', message: 'Can I book a session for my daughter?', locale: 'en', createdAt: new Date('2030-01-01T10:00:00Z') },
        { name: 'रवि शर्मा', email: 'ravi@example.com', message: 'क्या रविवार को सत्र होते हैं?\nकृपया बताएँ।', locale: 'hi', createdAt: new Date('2030-01-02T10:00:00Z') },
        { name: '=HYPERLINK("http://evil.example")', email: 'evil@example.com', message: '+1 formula', locale: 'en', createdAt: new Date('2030-01-03T10:00:00Z') },
        { name: 'Already Done', email: 'done@example.com', message: 'Thanks!', responded: true, respondedAt: new Date('2030-01-05T10:00:00Z'), createdAt: new Date('2030-01-04T10:00:00Z') },
      ])
      .returning();
    for (const r of rows) ids[r.email.split('@')[0]] = r.id;
  });

  it('keeps contact messages for the admin only', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/contact', undefined],
      ['PATCH', `/api/contact/${ids.asha}/responded`, {}],
      ['POST', '/api/admin/contacts/bulk-reply', { contactIds: [ids.asha], subject: 's', message: 'm' }],
      ['GET', '/api/admin/export/contacts', undefined],
    ] as const) {
      expect((await as(null, method, url, payload)).statusCode, url).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, url).toBe(403);
    }
    expect(await db().$count(emailOutbox)).toBe(0);
  });

  it('lists every message newest first', async () => {
    const list = (await as(admin, 'GET', '/api/contact')).json().items;
    expect(list.map((c: { email: string }) => c.email)).toEqual(['done@example.com', 'evil@example.com', 'ravi@example.com', 'asha@example.com']);
    expect(list[0]).toMatchObject({ responded: true, respondedAt: '2030-01-05T10:00:00.000Z', locale: 'en' });
  });

  it('marks one message Replied, and back to Pending (undo), recording both', async () => {
    const res = await as(admin, 'PATCH', `/api/contact/${ids.asha}/responded`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.asha, responded: true, respondedAt: expect.any(String) });
    const undo = await as(admin, 'PATCH', `/api/contact/${ids.asha}/responded`, { responded: false });
    expect(undo.json()).toMatchObject({ responded: false, respondedAt: null });
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, ids.asha))).map((a) => a.action).sort();
    expect(actions).toEqual(['contact-responded', 'contact-unresponded']);
    expect((await as(admin, 'PATCH', '/api/contact/00000000-0000-4000-8000-000000000000/responded', {})).statusCode).toBe(404);
    expect((await as(admin, 'PATCH', `/api/contact/${ids.asha}/responded`, { responded: 'yes' })).statusCode).toBe(400);
  });

  it('validates a bulk reply and sends nothing when it is wrong', async () => {
    const empty = await as(admin, 'POST', '/api/admin/contacts/bulk-reply', { contactIds: [], subject: '', message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      contactIds: 'No unresponded contacts',
      subject: 'Please write a subject',
      message: 'Please write a message',
    });
    const hi = await as(admin, 'POST', '/api/admin/contacts/bulk-reply', { contactIds: [ids.asha] }, 'hi');
    expect(hi.json().error.fields.subject).toBe('कृपया विषय लिखें');
    const tooMany = await as(admin, 'POST', '/api/admin/contacts/bulk-reply', { contactIds: Array(501).fill(ids.asha), subject: 's', message: 'm' });
    expect(tooMany.json().error.fields.contactIds).toBe('Please choose at most 500 contacts at a time');
    const onlyReplied = await as(admin, 'POST', '/api/admin/contacts/bulk-reply', { contactIds: [ids.done, '00000000-0000-4000-8000-000000000000'], subject: 's', message: 'm' });
    expect(onlyReplied.statusCode).toBe(409);
    expect(onlyReplied.json().error).toEqual({ code: 'no_unresponded_contacts', message: 'No unresponded contacts' });
    expect(await db().$count(emailOutbox)).toBe(0);
  });

  it('replies to every chosen pending contact with one e-mail each, in their language, and marks them Replied', async () => {
    const res = await as(admin, 'POST', '/api/admin/contacts/bulk-reply', {
      contactIds: [ids.asha, ids.ravi, ids.done, ids.ravi],
      subject: 'Thank you, {name}',
      message: 'Namaste {name},\nThank you for writing. We hold sessions every day.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2, skipped: 1 });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'inbox-reply'));
    expect(mails.map((m) => m.to).sort()).toEqual(['asha@example.com', 'ravi@example.com']);
    const ravi = mails.find((m) => m.to === 'ravi@example.com')!;
    expect(ravi).toMatchObject({ subject: 'Thank you, रवि शर्मा', locale: 'hi', status: 'pending', replyTo: null });
    expect(ravi.text).toContain('Namaste रवि शर्मा,');
    expect(ravi.text).toContain('> क्या रविवार को सत्र होते हैं?\n> कृपया बताएँ।');
    expect(ravi.text).toContain('जवाब देने के लिए बस इस ई-मेल का उत्तर दें।');
    // Each person's conversation keeps exactly what they were sent (their own name in it), answered.
    const kept = await db()
      .select({ email: conversations.email, state: conversations.state, body: conversationMessages.body, subject: conversationMessages.subject, outboxId: conversationMessages.outboxId })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversationMessages.direction, 'out'));
    expect(kept.map(({ outboxId: _o, ...k }) => k).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'asha@example.com', state: 'answered', subject: 'Thank you, Asha Patel', body: 'Namaste Asha Patel,\nThank you for writing. We hold sessions every day.' },
      { email: 'ravi@example.com', state: 'answered', subject: 'Thank you, रवि शर्मा', body: 'Namaste रवि शर्मा,\nThank you for writing. We hold sessions every day.' },
    ]);
    expect(kept.map((k) => k.outboxId).sort()).toEqual(mails.map((m) => m.id).sort());
    const rows = await db().select().from(contacts);
    expect(rows.filter((c) => c.responded).map((c) => c.email).sort()).toEqual(['asha@example.com', 'done@example.com', 'ravi@example.com']);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'contacts-bulk-replied'));
    expect(audit).toMatchObject({ actorEmail: admin.email, details: { count: 2, subject: 'Thank you, {name}' } });
    // Nobody pending among them any more.
    const again = await as(admin, 'POST', '/api/admin/contacts/bulk-reply', { contactIds: [ids.asha, ids.ravi], subject: 's', message: 'm' });
    expect(again.statusCode).toBe(409);
  });

  it('exports every message as a dated CSV with a BOM, formula cells neutralised and Hindi intact', async () => {
    const res = await as(admin, 'GET', '/api/admin/export/contacts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(['Name', 'Email', 'Message', 'Status', 'Replied at', 'Language', 'Received at']);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r[0])).toContain('रवि शर्मा');
    expect(rows.find((r) => r[1] === 'evil@example.com')).toEqual(expect.arrayContaining(["'=HYPERLINK(\"http://evil.example\")", "'+1 formula", 'Pending']));
  });
});
