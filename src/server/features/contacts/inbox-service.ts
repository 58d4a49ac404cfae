/**
 * The founder's inbox (issue 20 item 5). Every contact message is a conversation from the moment it is
 * stored (same transaction); a consultation request (a consultancy registration, made in one
 * statement by the registrations feature, which this code does not change) becomes one lazily: each
 * listing and each digest first adds the conversations still missing, with one idempotent statement
 * (the unique index on registration_id decides a race). Migration 0008 made them for what came before.
 *
 * The founder answers one person at a time (the answer is e-mailed through the outbox in the
 * conversation's language and kept as an 'out' message), closes and reopens, keeps reusable replies,
 * and chooses to hear of new conversations at once or in one digest per IST day.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';
import type { Page } from '../../../shared/contracts/paging.ts';
import type {
  Conversation,
  ConversationMessage,
  InboxSettings,
  NotifyMode,
  ReplyTemplate,
  ReplyTemplateBodies,
  Thread,
  inboxQuerySchema,
} from '../../../shared/contracts/inbox.ts';
import { INTL_LOCALES as LOCALES, istInstant, istParts, istToday } from '../../../shared/ist.ts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { appSettings, contacts, conversationMessages, conversations, emailOutbox, replyTemplates, whatsappMessages, type ContactRow, type ConversationRow, type ReplyTemplateRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Translator } from '../../lib/i18n.ts';
import { containsText, countRows, listOrder, readPage, withinDays } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { enqueueEmailReturningId, enqueueEmails, type MailOutbox, type OutgoingEmail } from '../mail/outbox.ts';
import { textEmail } from '../mail/layout.ts';
import type { IncomingText, WhatsAppService } from '../whatsapp/service.ts';

const SETTINGS_KEY = 'inbox';
const PREVIEW_CHARS = 160;

export interface InboxDeps {
  db: Db;
  mail: Pick<MailOutbox, 'notifyAdmin'>;
  translator: Translator;
  /** The site's address, for the link to the conversation in the founder's notices. */
  publicUrl: string;
  /** Who receives the founder's notices and digest (ADMIN_NOTIFY_EMAIL, else ADMIN_EMAIL). */
  adminNotifyEmail?: string;
  /** Answers by WhatsApp within Meta's 24-hour window (issue 52); without it, e-mail only. */
  whatsapp?: Pick<WhatsAppService, 'answerWindow' | 'enqueueText'>;
}

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  locale: Language;
}

const langOf = (locale: string): Language => (isLanguage(locale) ? locale : 'en');
const quote = (text: string) => text.split(/\r?\n/).map((line) => `> ${line}`);

/**
 * Adds the conversations of consultation requests that have none yet, with their request as the first
 * message: one statement, safe to run twice at once (ON CONFLICT on the registration's unique index).
 * Only a request that says something is a message (issue 51): a booking of a slot is a consultancy
 * registration too, and without these words it showed in the inbox as "(no message)" to answer,
 * though the agenda and the founder's booking notice already cover it.
 */
export async function addConsultationConversations(db: Db | Tx): Promise<void> {
  await db.execute(sql`
    with made as (
      insert into conversations (kind, registration_id, name, email, locale, state, last_message_at, created_at)
      select 'consultation', r.id, r.full_name, r.email, r.locale, 'new', r.submitted_at, r.submitted_at
      from registrations r
      where r.type = 'consultancy' and btrim(coalesce(r.form_data->>'concernDescription', '')) <> ''
        and not exists (select 1 from conversations c where c.registration_id = r.id)
      on conflict (registration_id) do nothing
      returning id, registration_id
    )
    insert into conversation_messages (conversation_id, direction, body, created_at)
    select made.id, 'in', coalesce(r.form_data->>'concernDescription', ''), r.submitted_at
    from made join registrations r on r.id = made.registration_id`);
}

/**
 * A client's WhatsApp text (issue 52; features/whatsapp calls it inside its webhook transaction):
 * it joins their conversation (the latest of their e-mail address, else the one their earlier
 * WhatsApp texts joined), else begins one; the conversation is new again, and the founder is told
 * at once unless she reads a daily digest. Answers its id.
 */
export async function receiveWhatsAppText(
  tx: Tx,
  text: IncomingText,
  whatsappMessageId: string,
  notice: { mail: Pick<MailOutbox, 'notifyAdmin'>; publicUrl: string },
): Promise<string> {
  const [byEmail] = text.email
    ? await tx.select({ id: conversations.id }).from(conversations).where(sql`lower(${conversations.email}) = lower(${text.email})`).orderBy(desc(conversations.lastMessageAt)).limit(1)
    : [];
  const [byPhone] = byEmail
    ? [byEmail]
    : await tx
        .select({ id: whatsappMessages.conversationId })
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.phone, text.phone), isNotNull(whatsappMessages.conversationId)))
        .orderBy(desc(whatsappMessages.createdAt))
        .limit(1);
  let id = byPhone?.id ?? null;
  if (!id) {
    [{ id }] = await tx
      .insert(conversations)
      .values({ kind: 'contact', name: text.name, email: text.email, locale: text.locale, lastMessageAt: text.at, createdAt: text.at })
      .returning({ id: conversations.id });
  }
  await tx.insert(conversationMessages).values({ conversationId: id!, direction: 'in', body: text.body, whatsappMessageId, createdAt: text.at });
  await tx.update(conversations).set({ state: 'new', lastMessageAt: text.at }).where(eq(conversations.id, id!));
  if ((await readNotifyMode(tx)) === 'immediate') {
    await notice.mail.notifyAdmin(tx, {
      kind: 'whatsapp-message',
      ...(text.email ? { replyTo: text.email } : {}),
      subject: `New WhatsApp message from ${text.name}`,
      text: [
        `${text.name} (+${text.phone}${text.email ? `, ${text.email}` : ''}) wrote on WhatsApp:`,
        '',
        text.body,
        '',
        `Answer in the inbox (by WhatsApp within 24 hours, else by e-mail): ${notice.publicUrl}/admin?tab=contacts&conversation=${id}`,
      ].join('\n'),
      locale: 'en',
    });
  }
  return id!;
}

/**
 * The founder's notices that a daily digest gathers: news of bookings (new, paid, moved, cancelled,
 * off the waitlist) and of form answers. Those that wait on her (a UPI payment to check, a flagged
 * payment, a booking on request) still go at once: a seat is held until she acts.
 */
export const isDigestNews = (kind: string) => kind.startsWith('admin-registration-') || kind === 'form-response';

export async function readNotifyMode(db: Db | Tx): Promise<NotifyMode> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTINGS_KEY));
  return (row?.value as Partial<InboxSettings> | undefined)?.notify === 'digest' ? 'digest' : 'immediate';
}

const toConversation = (row: ConversationRow & { preview: string | null }): Conversation => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  locale: row.locale,
  state: row.state,
  lastMessageAt: row.lastMessageAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  preview: row.preview ?? '',
});

export const toReplyTemplate = (row: ReplyTemplateRow): ReplyTemplate => ({
  id: row.id,
  name: row.name,
  bodies: { en: row.bodies.en, hi: row.bodies.hi ?? '', gu: row.bodies.gu ?? '' },
  updatedAt: row.updatedAt.toISOString(),
});

export function createInbox(deps: InboxDeps) {
  const { db, mail, translator, publicUrl, adminNotifyEmail, whatsapp } = deps;
  const conversationUrl = (id: string) => `${publicUrl}/admin?tab=contacts&conversation=${id}`;

  /**
   * The visitor's acknowledgement, in the page's language; its Reply-To is the practice (set by the
   * worker). A fixed text that repeats nothing typed (issue 49 item 6): the form would otherwise send
   * whatever a stranger wrote, from the practice's sender, to whatever address they typed. At most
   * one a day per address: its dedupe key (the IST day and a hash of the address) is unique in the
   * outbox, so the database keeps the first and drops the others, however many arrive at once.
   */
  function acknowledgement(input: NewContactMessage, reference: string): OutgoingEmail {
    const t = translator.t(input.locale);
    const name = practice.name[input.locale];
    const address = createHash('sha256').update(input.email.trim().toLowerCase()).digest('base64url');
    return {
      to: input.email,
      subject: t('contact:ackEmail.subject', { practice: name }),
      // The message's reference (ours, not typed) makes each acknowledgement its own text: erasing one
      // person's mail finds their copies by the texts of their rows (mail/stored-copies.ts).
      ...textEmail(
        input.locale,
        [
          t('contact:ackEmail.greetingPlain'),
          '',
          t('contact:ackEmail.body'),
          t('contact:ackEmail.replyHint'),
          t('contact:ackEmail.reference', { id: reference }),
          '',
          t('contact:ackEmail.signature', { practice: name }),
        ].join('\n'),
      ),
      kind: 'contact-acknowledgement',
      locale: input.locale,
      dedupeKey: `contact-ack:${istToday()}:${address}`,
    };
  }

  /** The founder's notice of one new message; Reply-To is the visitor, so answering the e-mail reaches them. */
  const contactNotice = (input: NewContactMessage, conversationId: string) => ({
    kind: 'contact-message',
    replyTo: input.email,
    subject: `New message from ${input.name} (website contact form)`,
    text: [
      `${input.name} <${input.email}> wrote through the contact form (page language: ${translator.t('en')(`inbox:languages.${input.locale}`)}):`,
      '',
      input.message,
      '',
      `Answer in the inbox, where the answer is kept: ${conversationUrl(conversationId)}`,
      'Replying to this e-mail writes to them directly (that answer is not kept in the inbox).',
    ].join('\n'),
    locale: 'en',
  });

  /** The e-mail of an answer: the founder's words, then the visitor's first message quoted, in their language. */
  function answerText(conversation: ConversationRow, firstIn: { body: string; createdAt: Date } | undefined, body: string): string {
    const lang = langOf(conversation.locale);
    const t = translator.t(lang);
    const lines = [body, '', '--', t('inbox:email.replyHint'), t('inbox:email.signature', { practice: practice.name[lang] })];
    if (firstIn?.body) {
      const date = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(firstIn.createdAt);
      lines.push('', t('inbox:email.youWrote', { date }), ...quote(firstIn.body));
    }
    return lines.join('\n');
  }

  async function firstMessageIn(tx: Db | Tx, conversationId: string) {
    const [row] = await tx
      .select({ body: conversationMessages.body, createdAt: conversationMessages.createdAt })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.direction, 'in')))
      .orderBy(asc(conversationMessages.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Writes one answer to a conversation: its e-mail to the outbox and the 'out' message that keeps
   * exactly what was sent, inside the caller's transaction; the conversation becomes answered.
   */
  async function sendAnswer(tx: Tx, conversation: ConversationRow, answer: { subject?: string; body: string; channel?: 'email' | 'whatsapp' }, actor: Actor) {
    if (answer.channel === 'whatsapp') return sendWhatsAppAnswer(tx, conversation, answer.body, actor);
    const lang = langOf(conversation.locale);
    const subject = answer.subject || translator.t(lang)('inbox:email.subject', { practice: practice.name[lang] });
    const outboxId = await enqueueEmailReturningId(tx, {
      to: conversation.email,
      subject,
      // The founder's own answer stays a plain letter (her words, the question quoted), not a notice in the site's layout.
      text: answerText(conversation, await firstMessageIn(tx, conversation.id), answer.body),
      kind: 'inbox-reply',
      locale: lang,
    });
    const now = new Date();
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversationId: conversation.id, direction: 'out', body: answer.body, subject, sentBy: actor.email, outboxId, createdAt: now })
      .returning();
    await tx.update(conversations).set({ state: 'answered', lastMessageAt: now }).where(eq(conversations.id, conversation.id));
    // The contacts list and the overview count "pending" by this flag: an answered message is replied.
    if (conversation.contactId) await tx.update(contacts).set({ responded: true, respondedAt: now }).where(eq(contacts.id, conversation.contactId));
    return message;
  }

  /**
   * An answer by WhatsApp (issue 52): free text, allowed only within 24 hours of the person's last
   * WhatsApp message (Meta's customer service window); outside it, 409 and the founder answers by e-mail.
   */
  async function sendWhatsAppAnswer(tx: Tx, conversation: ConversationRow, body: string, actor: Actor) {
    const window = whatsapp ? await whatsapp.answerWindow(tx, conversation.email, conversation.id) : null;
    if (!whatsapp || !window?.open) throw new HttpError(409, 'whatsapp_window_closed', 'inbox:errors.whatsappWindowClosed');
    const whatsappMessageId = await whatsapp.enqueueText(tx, { to: window.phone, body, kind: 'inbox-reply', conversationId: conversation.id });
    const now = new Date();
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversationId: conversation.id, direction: 'out', body, sentBy: actor.email, whatsappMessageId, createdAt: now })
      .returning();
    await tx.update(conversations).set({ state: 'answered', lastMessageAt: now }).where(eq(conversations.id, conversation.id));
    if (conversation.contactId) await tx.update(contacts).set({ responded: true, respondedAt: now }).where(eq(contacts.id, conversation.contactId));
    return message;
  }

  async function lockConversation(tx: Tx, id: string): Promise<ConversationRow> {
    if (!isUuid(id)) throw notFound('inbox:errors.notFound');
    const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
    if (!row) throw notFound('inbox:errors.notFound');
    return row;
  }

  async function thread(id: string): Promise<Thread> {
    if (!isUuid(id)) throw notFound('inbox:errors.notFound');
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    if (!row) throw notFound('inbox:errors.notFound');
    const messages = await db
      .select({ message: conversationMessages, mailStatus: emailOutbox.status, whatsappStatus: whatsappMessages.status })
      .from(conversationMessages)
      .leftJoin(emailOutbox, eq(emailOutbox.id, conversationMessages.outboxId))
      .leftJoin(whatsappMessages, eq(whatsappMessages.id, conversationMessages.whatsappMessageId))
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    const last = messages.at(-1)?.message.body ?? '';
    const window = whatsapp ? await whatsapp.answerWindow(db, row.email, row.id) : null;
    return {
      whatsapp: window ? { open: window.open, until: window.until?.toISOString() ?? null } : null,
      conversation: toConversation({ ...row, preview: [...last].slice(0, PREVIEW_CHARS).join('') }),
      messages: messages.map(
        ({ message, mailStatus, whatsappStatus }): ConversationMessage => ({
          id: message.id,
          direction: message.direction,
          channel: message.whatsappMessageId ? 'whatsapp' : 'email',
          body: message.body,
          subject: message.subject,
          sentBy: message.sentBy,
          // An answer's state: its e-mail's (pending, sent, failed), or its WhatsApp message's (… delivered, read).
          mailStatus: message.direction === 'out' ? ((message.whatsappMessageId ? whatsappStatus : mailStatus) ?? null) : null,
          createdAt: message.createdAt.toISOString(),
        }),
      ),
    };
  }

  return {
    /**
     * A visitor's message: stored with its conversation and first message, acknowledged in their
     * language, and the founder told at once (unless she reads a daily digest), in one transaction.
     */
    async receive(input: NewContactMessage): Promise<string> {
      return db.transaction(async (tx) => {
        const [contact] = await tx.insert(contacts).values(input).returning({ id: contacts.id, createdAt: contacts.createdAt });
        const [conversation] = await tx
          .insert(conversations)
          .values({ kind: 'contact', contactId: contact.id, name: input.name, email: input.email, locale: input.locale, lastMessageAt: contact.createdAt, createdAt: contact.createdAt })
          .returning({ id: conversations.id });
        await tx.insert(conversationMessages).values({ conversationId: conversation.id, direction: 'in', body: input.message, createdAt: contact.createdAt });
        await enqueueEmails(tx, [acknowledgement(input, contact.id)]);
        if ((await readNotifyMode(tx)) === 'immediate') await mail.notifyAdmin(tx, contactNotice(input, conversation.id));
        return contact.id;
      });
    },

    /** One page, the latest activity first (or the oldest, by name, by e-mail); search in names and e-mails, filter by state, kind and the day it began. */
    async list(query: z.output<typeof inboxQuerySchema>): Promise<Page<Conversation>> {
      await addConsultationConversations(db);
      const filters: SQL[] = [];
      if (query.q) filters.push(or(containsText(conversations.name, query.q), containsText(conversations.email, query.q))!);
      if (query.state) filters.push(eq(conversations.state, query.state));
      if (query.kind) filters.push(eq(conversations.kind, query.kind));
      filters.push(...withinDays(conversations.createdAt, query));
      const where = filters.length ? and(...filters) : undefined;
      // Written out: drizzle leaves the table name off the columns of a one-table select.
      const preview = sql<string | null>`(select left(m.body, ${PREVIEW_CHARS}) from conversation_messages m where m.conversation_id = conversations.id order by m.created_at desc, m.id desc limit 1)`;
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (
            await db
              .select({ row: conversations, preview })
              .from(conversations)
              .where(where)
              .orderBy(...listOrder(query.sort, { date: conversations.lastMessageAt, name: conversations.name, email: conversations.email, id: conversations.id }))
              .limit(limit)
              .offset(offset)
          ).map(({ row, preview }) => toConversation({ ...row, preview })),
        total: () => countRows(db, conversations, where),
      });
    },

    thread,

    /** Answers one person: e-mailed in the conversation's language (or by WhatsApp inside its window) and kept in the thread. */
    async reply(id: string, answer: { subject?: string; body: string; channel?: 'email' | 'whatsapp' }, actor: Actor): Promise<Thread> {
      await db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, id);
        await sendAnswer(tx, conversation, answer, actor);
        // Ids only: the Activity list reads the person's name when it shows the entry (admin/service.ts), so a deleted member leaves none behind (issue 49 item 4).
        await recordAudit(tx, actor, { action: 'conversation-answered', entity: 'conversation', entityId: id });
      });
      return thread(id);
    },

    /** Closes a conversation, or opens it again (answered if it ever was, else new). */
    async setClosed(id: string, closed: boolean, actor: Actor): Promise<Thread> {
      await db.transaction(async (tx) => {
        await lockConversation(tx, id);
        const [answered] = await tx
          .select({ id: conversationMessages.id })
          .from(conversationMessages)
          .where(and(eq(conversationMessages.conversationId, id), eq(conversationMessages.direction, 'out')))
          .limit(1);
        const state = closed ? 'closed' : answered ? 'answered' : 'new';
        await tx.update(conversations).set({ state }).where(eq(conversations.id, id));
        await recordAudit(tx, actor, { action: closed ? 'conversation-closed' : 'conversation-reopened', entity: 'conversation', entityId: id });
      });
      return thread(id);
    },

    sendAnswer,

    /**
     * The conversation of a contact message, locked (bulk reply writes each person's answer into it);
     * made first for a message stored without one (rows written straight to the table).
     */
    async conversationOfContact(tx: Tx, contact: ContactRow): Promise<ConversationRow> {
      const [made] = await tx
        .insert(conversations)
        .values({ kind: 'contact', contactId: contact.id, name: contact.name, email: contact.email, locale: contact.locale, lastMessageAt: contact.createdAt, createdAt: contact.createdAt })
        .onConflictDoNothing({ target: conversations.contactId })
        .returning({ id: conversations.id });
      if (made) await tx.insert(conversationMessages).values({ conversationId: made.id, direction: 'in', body: contact.message, createdAt: contact.createdAt });
      const [row] = await tx.select().from(conversations).where(eq(conversations.contactId, contact.id)).for('update');
      return row;
    },

    settings: {
      async get(): Promise<InboxSettings> {
        return { notify: await readNotifyMode(db) };
      },
      async set(settings: InboxSettings, actor: Actor): Promise<InboxSettings> {
        await db.transaction(async (tx) => {
          await tx
            .insert(appSettings)
            .values({ key: SETTINGS_KEY, value: settings })
            .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
          await recordAudit(tx, actor, { action: 'inbox-settings-changed', entity: 'settings', details: { notify: settings.notify } });
        });
        return settings;
      },
    },

    templates: {
      async list(): Promise<ReplyTemplate[]> {
        return (await db.select().from(replyTemplates).orderBy(asc(replyTemplates.name), asc(replyTemplates.id))).map(toReplyTemplate);
      },
      async create(input: { name: string; bodies: ReplyTemplateBodies }, actor: Actor): Promise<ReplyTemplate> {
        return db.transaction(async (tx) => {
          const [row] = await tx.insert(replyTemplates).values(input).returning();
          await recordAudit(tx, actor, { action: 'reply-template-created', entity: 'reply-template', entityId: row.id, details: { title: row.name } });
          return toReplyTemplate(row);
        });
      },
      async update(id: string, input: { name: string; bodies: ReplyTemplateBodies }, actor: Actor): Promise<ReplyTemplate> {
        if (!isUuid(id)) throw notFound('inbox:errors.templateNotFound');
        return db.transaction(async (tx) => {
          const [row] = await tx.update(replyTemplates).set(input).where(eq(replyTemplates.id, id)).returning();
          if (!row) throw notFound('inbox:errors.templateNotFound');
          await recordAudit(tx, actor, { action: 'reply-template-updated', entity: 'reply-template', entityId: id, details: { title: row.name } });
          return toReplyTemplate(row);
        });
      },
      async remove(id: string, actor: Actor): Promise<void> {
        if (!isUuid(id)) throw notFound('inbox:errors.templateNotFound');
        await db.transaction(async (tx) => {
          const [row] = await tx.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning();
          if (!row) throw notFound('inbox:errors.templateNotFound');
          await recordAudit(tx, actor, { action: 'reply-template-deleted', entity: 'reply-template', entityId: id, details: { title: row.name } });
        });
      },
    },

    /**
     * The daily digest (notify mode 'digest'): one e-mail for the IST day before `now`'s, listing the
     * conversations that began that day; nothing when none did. Its de-duplication key is the day,
     * so every instance's worker may call this as often as it likes. Answers whether it wrote one.
     */
    async sendDigest(now: Date = new Date()): Promise<boolean> {
      if (!adminNotifyEmail || (await readNotifyMode(db)) !== 'digest') return false;
      await addConsultationConversations(db);
      const today = istParts(now).date;
      const end = istInstant(today, '00:00')!;
      const start = new Date(end.getTime() - 24 * 3_600_000);
      const day = istParts(start).date;
      const rows = await db
        .select()
        .from(conversations)
        .where(and(sql`${conversations.createdAt} >= ${start.toISOString()}::timestamptz`, sql`${conversations.createdAt} < ${end.toISOString()}::timestamptz`))
        .orderBy(asc(conversations.createdAt), asc(conversations.id));
      // The notices held for the digest that day (mail/worker.ts): bookings and form answers.
      const notices = await db
        .select({ subject: emailOutbox.subject, createdAt: emailOutbox.createdAt })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'digest'), sql`${emailOutbox.createdAt} >= ${start.toISOString()}::timestamptz`, sql`${emailOutbox.createdAt} < ${end.toISOString()}::timestamptz`))
        .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
      if (rows.length === 0 && notices.length === 0) return false;
      const t = translator.t('en');
      const lines = rows.map((c) => `- ${istParts(c.createdAt).time} ${t(`inbox:kinds.${c.kind}`)}: ${c.name} <${c.email}>\n  ${conversationUrl(c.id)}`);
      const noticeLines = notices.length ? ['', 'Bookings and form answers:', ...notices.map((n) => `- ${istParts(n.createdAt).time} ${n.subject}`)] : [];
      const made = await db
        .insert(emailOutbox)
        .values({
          to: adminNotifyEmail,
          subject: `Inbox digest for ${day}: ${rows.length} new${notices.length ? `, ${notices.length} ${notices.length === 1 ? 'notice' : 'notices'}` : ''}`,
          text: [`What came on ${day} (IST):`, '', ...(lines.length ? lines : ['- no new messages or requests']), ...noticeLines, '', `The inbox: ${publicUrl}/admin?tab=contacts`].join('\n'),
          kind: 'inbox-digest',
          locale: 'en',
          dedupeKey: `inbox-digest:${day}`,
        })
        .onConflictDoNothing({ target: emailOutbox.dedupeKey })
        .returning({ id: emailOutbox.id });
      return made.length > 0;
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;

/** The inbox over the app's services (each route plugin makes its own: it keeps no state). */
export const createInboxOf = (services: {
  database: { db: Db };
  mail: Pick<MailOutbox, 'notifyAdmin'>;
  translator: Translator;
  config: { publicUrl: string; adminNotifyEmail?: string };
  whatsapp?: Pick<WhatsAppService, 'answerWindow' | 'enqueueText' | 'enabled'>;
}) =>
  createInbox({
    whatsapp: services.whatsapp?.enabled ? services.whatsapp : undefined,
    db: services.database.db,
    mail: services.mail,
    translator: services.translator,
    publicUrl: services.config.publicUrl,
    adminNotifyEmail: services.config.adminNotifyEmail,
  });
