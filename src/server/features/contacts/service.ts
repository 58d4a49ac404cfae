/**
 * Contact messages. A message is stored and the founder is told about it in one transaction, so a
 * notification never goes out for a message that was not kept (and none is lost when SMTP is down).
 */
import type { Language } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema.ts';
import type { MailOutbox } from '../mail/outbox.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  locale: Language;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi', gu: 'Gujarati' };

export async function receiveContactMessage(db: Db, mail: Pick<MailOutbox, 'notifyAdmin'>, input: NewContactMessage): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contacts).values(input).returning({ id: contacts.id });
    await mail.notifyAdmin(tx, {
      kind: 'contact-message',
      subject: `New message from ${input.name} (website contact form)`,
      text: [
        `${input.name} <${input.email}> wrote through the contact form (page language: ${LANGUAGE_NAMES[input.locale]}):`,
        '',
        input.message,
        '',
        'Reply to them directly, then mark the message as replied in the admin area (Contacts).',
      ].join('\n'),
    });
    return row.id;
  });
}
