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
import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_TYPES, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../constants.ts';

/** What the founder may publish for members: documents, recordings and images, up to 50 MB. */
export const MEMBER_DOWNLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const MEMBER_DOWNLOAD_TYPES = [
  'application/pdf',
  'application/epub+zip',
  'application/zip',
  'audio/mpeg',
  'audio/x-m4a',
  'audio/mp4',
  'video/mp4',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

export interface UploadRule {
  maxBytes: number;
  types: readonly string[];
  /** Served to anyone at /api/serve/objects/... (images on pages); other purposes are served by their feature. */
  public: boolean;
}

/** What each kind of upload accepts. The general widget: jpeg/png/webp/gif up to 10 MB; event images: jpeg/png/webp up to 5 MB. */
export const UPLOAD_RULES = {
  general: { maxBytes: UPLOAD_MAX_BYTES, types: UPLOAD_TYPES, public: true },
  'event-image': { maxBytes: EVENT_IMAGE_MAX_BYTES, types: EVENT_IMAGE_TYPES, public: true },
  /** Files the founder publishes for members (dashboard Downloads): served only through short-lived signed links. */
  'member-download': { maxBytes: MEMBER_DOWNLOAD_MAX_BYTES, types: MEMBER_DOWNLOAD_TYPES, public: false },
  /** A visitor's photo on the meditation circle form: personal data, shown to the admin only. */
  'profile-photo': { maxBytes: PROFILE_PHOTO_MAX_BYTES, types: PROFILE_PHOTO_TYPES, public: false },
} as const satisfies Record<string, UploadRule>;
export type UploadPurpose = keyof typeof UPLOAD_RULES;
export const UPLOAD_PURPOSES = Object.keys(UPLOAD_RULES) as [UploadPurpose, ...UploadPurpose[]];

/** How long an upload URL stays valid. */
export const UPLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Widths of the resized WebP copies (`?w=`), for cards and thumbnails. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 960, 1280] as const;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
  'application/epub+zip': 'EPUB',
  'application/zip': 'ZIP',
  'audio/mpeg': 'MP3',
  'audio/x-m4a': 'M4A',
  'audio/mp4': 'M4A',
  'video/mp4': 'MP4',
};
/** "JPEG, PNG, WebP": the types of a rule as people name them (spec §8 "Please upload one of: {types}"). */
export const typeNames = (types: readonly string[]) => types.map((t) => TYPE_NAMES[t] ?? t).join(', ');
/** Whole megabytes, as the spec's message says them ("smaller than 5MB"). */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const uploadRequestSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, 'validation:invalidChoice').default('general'),
  /** What the browser says the file is; checked early here, and for real (magic bytes) on upload. */
  contentType: z.string().max(200).optional(),
  size: z.number().int().min(0).optional(),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

/** Where a visitor's form asks for an upload URL (no account needed; rate-limited): profile photos only. */
export const PROFILE_PHOTO_UPLOAD_PATH = '/api/uploads/profile-photo';
export const profilePhotoUploadRequestSchema = z.strictObject(
  {
    purpose: z.literal('profile-photo', 'validation:invalidChoice').default('profile-photo'),
    /** The browser always knows both: asked for, so that a refusal comes before anything is sent. */
    contentType: z.string('validation:required').max(200),
    size: z.number('validation:required').int().min(0),
  },
  'validation:invalidValue',
);

/** Where the admin sees a private upload (a visitor's photo): /api/admin/objects/<key>. */
export const adminObjectUrl = (objectPath: string) => `/api/admin${objectPath}`;

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

/** The codes the upload calls answer with, so the client can title its toast (spec §8). */
export const UPLOAD_ERROR_CODES = { invalidType: 'invalid_file_type', tooLarge: 'file_too_large' } as const;
