/**
 * What each kind of upload accepts, and where uploads go (spec §5 "Uploads", §8 upload messages),
 * with no zod: the pages with an upload field import these when they render. The request and
 * answer schemas are in contracts/uploads.ts.
 */
import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_TYPES, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './constants.ts';

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

/** Where a visitor's form asks for an upload URL (no account needed; rate-limited): profile photos only. */
export const PROFILE_PHOTO_UPLOAD_PATH = '/api/uploads/profile-photo';

/** Where the admin sees a private upload (a visitor's photo): /api/admin/objects/<key>. */
export const adminObjectUrl = (objectPath: string) => `/api/admin${objectPath}`;

/** The codes the upload calls answer with, so the client can title its toast (spec §8). */
export const UPLOAD_ERROR_CODES = { invalidType: 'invalid_file_type', tooLarge: 'file_too_large' } as const;
