/**
 * One page per client (issue 53 §2). A client is one person across everything they did, matched by
 * e-mail (lower case): registrations and bookings, their payments, receipts and refunds, messages
 * and replies, form responses, their account. A record made while signed in counts as the
 * account's address, whatever address was typed. The client's id is an opaque hex key of the
 * address (never the address itself: it appears in URLs and logs).
 */
import { z } from 'zod';
import { pageQuerySchema, pageSchema, searchParam } from './paging.ts';
import { whatsAppConsentSchema, whatsAppMessageStateSchema } from './whatsapp.ts';

/** whatsappMessages: how many of the latest WhatsApp messages a client's page lists. */
export const CLIENT_LIMITS = { notes: 10_000, tags: 20, tag: 40, q: 100, whatsappMessages: 20 } as const;

/** GET /api/admin/clients?q=&tag=&page=: search by name, e-mail or phone; keep those with a tag. */
export const clientsQuerySchema = pageQuerySchema.extend({
  q: searchParam(CLIENT_LIMITS.q, 'clients:errors.query'),
  tag: searchParam(CLIENT_LIMITS.tag, 'clients:errors.tag'),
});
export type ClientsQuery = z.output<typeof clientsQuerySchema>;

export const clientIdSchema = z.object({ id: z.string().max(64) });

export const clientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The latest thing they did (registered, paid, wrote, answered a form, made the account). */
  lastActivityAt: z.string(),
  registrations: z.number().int(),
  tags: z.array(z.string()),
  hasAccount: z.boolean(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;
export const clientsPageSchema = pageSchema(clientSummarySchema).extend({ tags: z.array(z.string()) });
export type ClientsPage = z.infer<typeof clientsPageSchema>;

/** Her private notes and tags on a client (PUT /api/admin/clients/:id/notes). */
export const clientNotesInputSchema = z.object({
  notes: z.string().max(CLIENT_LIMITS.notes, 'clients:errors.notes'),
  tags: z
    .array(z.string().trim().min(1, 'clients:errors.tag').max(CLIENT_LIMITS.tag, 'clients:errors.tag'))
    .max(CLIENT_LIMITS.tags, 'clients:errors.tags')
    .transform((tags) => [...new Set(tags)]),
});
export type ClientNotesInput = z.infer<typeof clientNotesInputSchema>;

const refundSchema = z.object({ amountInr: z.number().int(), status: z.string(), createdAt: z.string(), reason: z.string().nullable() });

export const clientPaymentSchema = z.object({
  id: z.string(),
  registrationId: z.string(),
  provider: z.string(),
  status: z.string(),
  amountInr: z.number().int(),
  refundedInr: z.number().int(),
  receiptNo: z.string().nullable(),
  method: z.string().nullable(),
  flag: z.string().nullable(),
  test: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refunds: z.array(refundSchema),
});

export const clientRegistrationSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  submittedAt: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  amountInr: z.number().int(),
  /** The event or the service it was for. */
  title: z.string().nullable(),
  /** The event's start, or the booked session's. */
  startsAt: z.string().nullable(),
  slotEnd: z.string().nullable(),
  sessionMode: z.string().nullable(),
  sessionOutcome: z.string().nullable(),
  /** The founder's notes on this booking (they join the client's notes). */
  sessionNotes: z.string().nullable(),
  /** What they answered on the form, as sent. */
  answers: z.record(z.string(), z.unknown()),
  /** Their personal joining link (issue 53 §3), once made, and when they first opened it in its window. */
  joinLink: z.string().nullable(),
  joinedAt: z.string().nullable(),
});

export const clientMessageSchema = z.object({
  /** in: they wrote; out: the founder answered. */
  direction: z.enum(['in', 'out']),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** contact (the contact form) or consultation (a consultation request). */
  kind: z.string(),
});

export const clientFormResponseSchema = z.object({
  id: z.string(),
  formTitle: z.string().nullable(),
  submittedAt: z.string(),
  responses: z.record(z.string(), z.unknown()),
});

/**
 * Their WhatsApp state (issue 52): each consent (the number, when and with which words, in which
 * language, and whether and how it was withdrawn), and the latest messages to or from those
 * numbers with their state (a failed one with Meta's reason), newest first.
 */
export const clientWhatsAppSchema = z.object({
  consents: z.array(
    whatsAppConsentSchema.extend({
      language: z.string(),
      /** 'whatsapp' (they wrote STOP) or 'dashboard'. */
      withdrawnVia: z.string().nullable(),
    }),
  ),
  messages: z.array(whatsAppMessageStateSchema),
});
export type ClientWhatsApp = z.infer<typeof clientWhatsAppSchema>;

export const clientDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  account: z
    .object({ id: z.string(), name: z.string(), emailVerified: z.boolean(), createdAt: z.string(), preferredLanguage: z.string(), membership: z.string() })
    .nullable(),
  notes: z.string(),
  tags: z.array(z.string()),
  registrations: z.array(clientRegistrationSchema),
  payments: z.array(clientPaymentSchema),
  messages: z.array(clientMessageSchema),
  formResponses: z.array(clientFormResponseSchema),
  whatsapp: clientWhatsAppSchema,
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
