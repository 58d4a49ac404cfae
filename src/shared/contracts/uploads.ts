/**
 * Uploads (spec §5 "Uploads", §7 POST /api/objects/upload, §8 upload messages): what a purpose
 * accepts, the ticket the server hands out and what it answers once the file is stored.
 *
 *   1. POST /api/objects/upload { purpose, contentType?, size? }  → { uploadURL, objectPath, ... }
 *   2. PUT <uploadURL> with the file as the body (its own content type)
 *   3. the file is at objectPath (/objects/...), served by GET /api/serve/objects/... (?w=640 for a
 *      resized WebP copy)
 */
import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../upload-rules.ts';

export * from '../upload-rules.ts';

export const uploadRequestSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, 'validation:invalidChoice').default('general'),
  /** What the browser says the file is; checked early here, and for real (magic bytes) on upload. */
  contentType: z.string().max(200).optional(),
  size: z.number().int().min(0).optional(),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

export const profilePhotoUploadRequestSchema = z.strictObject(
  {
    purpose: z.literal('profile-photo', 'validation:invalidChoice').default('profile-photo'),
    /** The browser always knows both: asked for, so that a refusal comes before anything is sent. */
    contentType: z.string('validation:required').max(200),
    size: z.number('validation:required').int().min(0),
  },
  'validation:invalidValue',
);

export const uploadTicketSchema = z.object({
  /** Send the file here with PUT. One use, valid until expiresAt. */
  uploadURL: z.string(),
  /** Where the file will be once uploaded: store this (imagePath etc.). */
  objectPath: z.string(),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
  allowedTypes: z.array(z.string()),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

export const uploadedObjectSchema = z.object({
  objectPath: z.string(),
  /** The type found in the file's content, not the one claimed. */
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedObject = z.infer<typeof uploadedObjectSchema>;
