/**
 * A deleted member leaves no name or address in the founder's Activity list (issue 49 item 4). The
 * audit log keeps ids of people; the list reads their names when it shows an entry (so the founder
 * still sees who, while the member exists), and deleting the account strips the names and
 * addresses that older entries about the member carried.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, conversations } from '../../db/schema.ts';
import { createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { nextAddress } from '../registrations/testing.ts';

describe.each(testDatabaseKinds())('the audit log and a deleted member on %s', (kind) => {
  const { t, db, as } = withApp(kind, { seed: false });

  it('names the member at display time only, and keeps ids only once the account is deleted', async () => {
    const admin = await createUser(t, { role: 'admin', emailVerified: true });
    const member = await createUser(t, { name: 'Zarina Auditwatch', email: 'zarina.auditwatch@example.com', emailVerified: true });
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Zarina Auditwatch', email: member.email, message: 'Please call me.' }, remoteAddress: nextAddress() });
    expect(sent.statusCode).toBe(201);
    const [conversation] = await db().select().from(conversations).where(sql`${conversations.email} = ${member.email}`);
    expect((await as(admin, 'POST', `/api/admin/inbox/${conversation.id}/reply`, { body: 'Yes, tomorrow at ten.' })).statusCode).toBe(200);
    expect((await as(admin, 'PATCH', `/api/admin/inbox/${conversation.id}`, { closed: true })).statusCode).toBe(200);
    // An entry written before names were read at display time.
    await db().insert(auditLog).values({ actorId: admin.user.id, actorEmail: admin.email, action: 'conversation-answered', entity: 'conversation', entityId: conversation.id, details: { title: 'Zarina Auditwatch', email: member.email } });

    const activity = async () => (await as(admin, 'GET', '/api/admin/audit')).json().items as { action: string; subject: string | null; details: Record<string, unknown> }[];
    const before = await activity();
    const closed = before.find((e) => e.action === 'conversation-closed')!;
    expect(closed.subject).toBe('Zarina Auditwatch');
    // What is stored for the new entries: ids, no name, no address.
    const stored = await db().select().from(auditLog).where(sql`${auditLog.entityId} = ${conversation.id} and ${auditLog.details} = '{}'::jsonb`);
    expect(stored.map((r) => r.action).sort()).toEqual(['conversation-answered', 'conversation-closed']);

    const deleted = await as(member, 'DELETE', '/api/me', { password: member.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await db().select().from(auditLog);
    const naming = rows.filter((r) => /zarina|auditwatch/i.test(JSON.stringify(r)));
    expect(naming.map((r) => `${r.action} ${JSON.stringify(r.details)}`)).toEqual([]);
    // The entries are still there, about the same conversation.
    expect(rows.filter((r) => r.entityId === conversation.id).map((r) => r.action).sort()).toEqual(['conversation-answered', 'conversation-answered', 'conversation-closed']);
    const after = await activity();
    expect(JSON.stringify(after)).not.toMatch(/zarina|auditwatch/i);
  });
});
