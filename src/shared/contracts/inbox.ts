/**
 * The founder's inbox (docs/architecture.md, "The inbox"): conversations (a contact message or a consultation request
 * and what was answered), reusable replies in three languages, and how she is told of new ones.
 * Messages in schemas are translation keys of the `inbox` namespace.
 */
import { z } from 'zod';
import { dayRangeShape, listSortSchema, pageQuerySchema, searchParam } from './paging.ts';

export const CONVERSATION_KINDS = ['contact', 'consultation'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
export const CONVERSATION_STATES = ['new', 'answered', 'closed'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];
export const NOTIFY_MODES = ['immediate', 'digest'] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];

export const INBOX_LIMITS = { search: 200, subject: 200, reply: 10_000, templateName: 100, templateBody: 10_000 } as const;

const required = (key: string, max: number, tooLongKey: string) => z.string(key).trim().min(1, key).max(max, tooLongKey);

/** GET /api/admin/inbox: a page, the latest activity first (`sort`: oldest, name, email); `q` finds a name or an e-mail. */
export const inboxQuerySchema = pageQuerySchema.extend({
  q: searchParam(INBOX_LIMITS.search, 'inbox:errors.searchTooLong'),
  state: z.enum(CONVERSATION_STATES, 'inbox:errors.stateInvalid').optional(),
  kind: z.enum(CONVERSATION_KINDS, 'inbox:errors.kindInvalid').optional(),
  sort: listSortSchema,
  ...dayRangeShape,
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const conversationSchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  name: z.string(),
  email: z.string(),
  locale: z.string(),
  state: z.enum(CONVERSATION_STATES),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  /** The start of the latest message, as plain text. */
  preview: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  /** How it came or went (issue 52). */
  channel: z.enum(['email', 'whatsapp']).optional(),
  body: z.string(),
  subject: z.string().nullable(),
  sentBy: z.string().nullable(),
  /** An answer's e-mail: pending, sent or failed (from the outbox); null for what came in. */
  mailStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const threadSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(conversationMessageSchema),
  /**
   * WhatsApp (issue 52): null when the person has no WhatsApp number with us; else whether an answer
   * may go there now (within 24 hours of their last WhatsApp message, `until`), or only by e-mail.
   */
  whatsapp: z.object({ open: z.boolean(), until: z.string().nullable() }).nullable().optional(),
});
export type Thread = z.infer<typeof threadSchema>;

/** POST /api/admin/inbox/:id/reply: one person, e-mailed in the conversation's language. */
export const inboxReplySchema = z.object({
  subject: z.string('inbox:errors.subjectTooLong').trim().max(INBOX_LIMITS.subject, 'inbox:errors.subjectTooLong').optional(),
  body: required('inbox:errors.replyRequired', INBOX_LIMITS.reply, 'inbox:errors.replyTooLong'),
  /** 'whatsapp': as a WhatsApp text, only within Meta's 24-hour window (else 409); e-mail otherwise. */
  channel: z.enum(['email', 'whatsapp'], 'inbox:errors.channelInvalid').optional(),
});
export type InboxReplyInput = z.input<typeof inboxReplySchema>;

/** PATCH /api/admin/inbox/:id: close it, or open it again. */
export const conversationStateSchema = z.object({ closed: z.boolean('inbox:errors.stateInvalid') });

const templateBody = z.string('inbox:errors.templateBodyTooLong').trim().max(INBOX_LIMITS.templateBody, 'inbox:errors.templateBodyTooLong');
export const replyTemplateBodiesSchema = z.object({
  en: required('inbox:errors.templateEnglishRequired', INBOX_LIMITS.templateBody, 'inbox:errors.templateBodyTooLong'),
  hi: templateBody.default(''),
  gu: templateBody.default(''),
});
export type ReplyTemplateBodies = z.output<typeof replyTemplateBodiesSchema>;

export const replyTemplateInputSchema = z.object({
  name: required('inbox:errors.templateNameRequired', INBOX_LIMITS.templateName, 'inbox:errors.templateNameTooLong'),
  bodies: replyTemplateBodiesSchema,
});
export type ReplyTemplateInput = z.input<typeof replyTemplateInputSchema>;

export const replyTemplateSchema = z.object({ id: z.string(), name: z.string(), bodies: z.object({ en: z.string(), hi: z.string(), gu: z.string() }), updatedAt: z.string() });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** A template's text in `lang`, English where that language has none. */
export const templateText = (template: Pick<ReplyTemplate, 'bodies'>, lang: string) =>
  (lang === 'hi' || lang === 'gu' ? template.bodies[lang] : '') || template.bodies.en;

export const inboxSettingsSchema = z.object({ notify: z.enum(NOTIFY_MODES, 'inbox:errors.notifyInvalid') });
export type InboxSettings = z.infer<typeof inboxSettingsSchema>;
