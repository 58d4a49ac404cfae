/**
 * A visitor's answers to a dynamic form (spec §3 "Form response submission", §7 POST
 * /api/forms/{id}/responses). The answers themselves are checked against the form they belong to
 * with `submissionSchema` (src/shared/form-rules.ts); this is only the envelope.
 */
import { z } from 'zod';

/** More keys than any form has fields is junk. */
export const MAX_RESPONSE_KEYS = 250;

export const formResponseBodySchema = z.strictObject({
  /** Answers keyed by field id. */
  responses: z
    .record(z.string().max(100), z.unknown())
    .refine((r) => Object.keys(r).length <= MAX_RESPONSE_KEYS, 'validation:invalidInput'),
  /** Honeypot: hidden from people, filled in by bots. A submission that fills it is dropped quietly. */
  website: z.string().max(500).optional(),
});
export type FormResponseBody = z.input<typeof formResponseBodySchema>;

export const formResponseCreatedSchema = z.object({ id: z.string() });
export type FormResponseCreated = z.infer<typeof formResponseCreatedSchema>;
