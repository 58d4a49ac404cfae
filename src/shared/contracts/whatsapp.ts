/** The member's WhatsApp consent (issue 52): GET and DELETE /api/me/whatsapp-consent. */
import { z } from 'zod';

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
