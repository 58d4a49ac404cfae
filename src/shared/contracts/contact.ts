/** The public contact form (spec §2 Contact, §4, §5): what a visitor sends with POST /api/contact. */
import { z } from 'zod';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../constants.ts';

export const CONTACT_LIMITS = { name: CONTACT_NAME_MAX, email: CONTACT_EMAIL_MAX, message: CONTACT_MESSAGE_MAX } as const;

/** Messages are translation keys; the server answers them in the visitor's language. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'contact:errors.nameRequired' })
    .trim()
    .min(1, 'contact:errors.nameRequired')
    .max(CONTACT_LIMITS.name, 'contact:errors.nameTooLong'),
  email: z
    .string({ error: 'contact:errors.emailRequired' })
    .trim()
    .min(1, 'contact:errors.emailRequired')
    .max(CONTACT_LIMITS.email, 'contact:errors.emailInvalid')
    .check(z.email('contact:errors.emailInvalid')),
  message: z
    .string({ error: 'contact:errors.messageRequired' })
    .trim()
    .min(1, 'contact:errors.messageRequired')
    .max(CONTACT_LIMITS.message, 'contact:errors.messageTooLong'),
  /** Honeypot: hidden from people, filled in by bots. A message that fills it is dropped quietly. */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });
