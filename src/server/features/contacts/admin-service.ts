/**
 * Contact messages for the admin (spec §2 Contacts, §4 "Pending → Replied"): list a page, mark one replied
 * (or undo it), and reply to many at once: one e-mail each through the outbox, in the same
 * transaction that marks them replied and keeps each answer in the person's conversation (inbox),
 * so nobody is marked without their e-mail being queued.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContact, contactsQuerySchema } from '../../../shared/contracts/admin.ts';
import type { Page } from '../../../shared/contracts/paging.ts';
import type { Db } from '../../db/client.ts';
import { contacts, conversations, type ContactRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { countRows, readPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Inbox } from './inbox-service.ts';

export const toAdminContact = (row: ContactRow): AdminContact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  responded: row.responded,
  respondedAt: row.respondedAt?.toISOString() ?? null,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
});

/** `{name}` in the subject or message becomes each person's name. */
const personalise = (text: string, name: string) => text.replaceAll('{name}', name);

export function createContactAdmin(deps: { db: Db; inbox: Pick<Inbox, 'conversationOfContact' | 'sendAnswer'> }) {
  const { db, inbox } = deps;

  return {
    /** One page, newest first; `status` keeps only the pending or the replied ones. */
    async list(query: z.output<typeof contactsQuerySchema>): Promise<Page<AdminContact>> {
      const where = query.status === 'all' ? undefined : eq(contacts.responded, query.status === 'replied');
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (await db.select().from(contacts).where(where).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(limit).offset(offset)).map(toAdminContact),
        total: () => countRows(db, contacts, where),
      });
    },

    async all(): Promise<ContactRow[]> {
      return db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
    },

    async setResponded(id: string, responded: boolean, actor: Actor): Promise<AdminContact> {
      if (!isUuid(id)) throw notFound('admin:errors.contactNotFound');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contacts)
          .set({ responded, respondedAt: responded ? new Date() : null })
          .where(eq(contacts.id, id))
          .returning();
        if (!row) throw notFound('admin:errors.contactNotFound');
        // The inbox shows the same: marked replied is answered, pending again is new (a closed one stays closed).
        await tx
          .update(conversations)
          .set({ state: responded ? 'answered' : 'new' })
          .where(and(eq(conversations.contactId, id), ne(conversations.state, 'closed')));
        await recordAudit(tx, actor, {
          action: responded ? 'contact-responded' : 'contact-unresponded',
          entity: 'contact',
          // Ids only: the name is read when the entry is shown (issue 49 item 4).
          entityId: id,
        });
        return toAdminContact(row);
      });
    },

    /** One e-mail per chosen contact still pending; they become Replied. None pending: 409 "No unresponded contacts". */
    async bulkReply(input: { contactIds: string[]; subject: string; message: string }, actor: Actor): Promise<{ sent: number; skipped: number }> {
      const ids = [...new Set(input.contactIds.map((id) => id.toLowerCase()))].filter(isUuid);
      return db.transaction(async (tx) => {
        const pending = ids.length
          ? await tx
              .select()
              .from(contacts)
              .where(and(inArray(contacts.id, ids), eq(contacts.responded, false)))
              .orderBy(contacts.createdAt)
              .for('update')
          : [];
        if (pending.length === 0) throw new HttpError(409, 'no_unresponded_contacts', 'admin:contacts.noUnresponded');
        // Each person's answer is kept in their conversation, exactly as personalised and sent.
        for (const contact of pending) {
          const conversation = await inbox.conversationOfContact(tx, contact);
          await inbox.sendAnswer(tx, conversation, { subject: personalise(input.subject, contact.name), body: personalise(input.message, contact.name) }, actor);
        }
        await recordAudit(tx, actor, {
          action: 'contacts-bulk-replied',
          entity: 'contact',
          details: { count: pending.length, subject: input.subject, contactIds: pending.map((c) => c.id) },
        });
        return { sent: pending.length, skipped: new Set(input.contactIds.map((id) => id.toLowerCase())).size - pending.length };
      });
    },
  };
}
