/** The member's WhatsApp consent (issue 52): GET and DELETE /api/me/whatsapp-consent. */
import { z } from 'zod';
import { searchParam } from './paging.ts';

export const whatsAppConsentSchema = z.object({
  /** E.164 digits, country code first. */
  phone: z.string(),
  optedInAt: z.string(),
  /** The words they agreed to, in their language. */
  wording: z.string(),
  active: z.boolean(),
  withdrawnAt: z.string().nullable(),
});
export const whatsAppConsentsSchema = z.object({ consents: z.array(whatsAppConsentSchema) });
export type WhatsAppConsent = z.infer<typeof whatsAppConsentSchema>;

/** GET /api/admin/whatsapp/messages?phone=: each WhatsApp message's state for one client (or the latest of all), for the founder. */
export const whatsAppMessagesQuerySchema = z.object({ phone: searchParam(30, 'validation:invalidInput') });
export const whatsAppMessageStateSchema = z.object({
  phone: z.string(),
  direction: z.enum(['in', 'out']),
  kind: z.string(),
  template: z.string().nullable(),
  status: z.enum(['pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled', 'received']),
  /** Meta's words when it failed (or was retried). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  statusAt: z.string().nullable(),
});
export const whatsAppMessagesSchema = z.object({ messages: z.array(whatsAppMessageStateSchema) });
export type WhatsAppMessageState = z.infer<typeof whatsAppMessageStateSchema>;
