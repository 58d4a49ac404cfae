/**
 * Uploads (spec §5, §7, §8). An admin asks for an upload URL; it is signed (HMAC of its id and expiry),
 * usable once, and valid for UPLOAD_TOKEN_TTL_MS. The file sent there is checked by its content
 * (magic bytes: the claimed type is ignored) and its size against the rule of its purpose, then
 * stored through the storage interface and recorded in stored_objects. Public images are served
 * with resized WebP copies made on first request and kept beside the original.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type SharpFn from 'sharp';
import {
  megabytes,
  typeNames,
  UPLOAD_ERROR_CODES,
  UPLOAD_RULES,
  UPLOAD_TOKEN_TTL_MS,
  type UploadedObject,
  type UploadPurpose,
  type UploadTicket,
} from '../../../shared/contracts/uploads.ts';
import type { Db } from '../../db/client.ts';
import { registrations, storedObjects, uploadTokens } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { isObjectKey, type ObjectStorage, type StoredStream } from './storage.ts';

/**
 * sharp (libvips) is loaded when the first image is checked or resized, not at start: most
 * processes never touch an image, and the library costs memory from the moment it loads.
 */
let sharpLoading: Promise<typeof SharpFn> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((m) => m.default));

/** Refuse images whose pixel count could exhaust memory when resized (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 60_000_000;
/** How long a profile photo waits for the registration that names it. */
export const UNUSED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** Where PUTs go: /api/objects/upload/<token>?expires=...&signature=... */
export const UPLOAD_PATH = '/api/objects/upload';
/** Objects are addressed as /objects/<key> in the database and served at /api/serve/objects/<key>. */
export const OBJECT_PREFIX = '/objects/';

export const invalidType = (types: readonly string[]) =>
  new HttpError(415, UPLOAD_ERROR_CODES.invalidType, 'admin:upload.invalidType', undefined, { types: typeNames(types) });
export const tooLarge = (maxBytes: number) => new HttpError(413, UPLOAD_ERROR_CODES.tooLarge, 'admin:upload.tooLarge', undefined, { n: megabytes(maxBytes) });
const invalidLink = () => new HttpError(403, 'invalid_upload_url', 'admin:upload.invalidLink');
const expired = () => new HttpError(410, 'upload_url_expired', 'admin:upload.expired');
const used = () => new HttpError(409, 'upload_url_used', 'admin:upload.used');
const empty = () => new HttpError(400, 'empty_upload', 'admin:upload.empty');

export const variantKey = (key: string, width: number) => `variants/${key}@w${width}.webp`;

/** Reads a stream into memory, up to `max` bytes; beyond that it reads on (discarding, to a cap) and reports `tooLarge`. */
async function readAtMost(stream: Readable, max: number): Promise<Buffer | 'tooLarge'> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      over = true;
      // Let the client finish sending so it sees our answer, unless it goes on and on.
      if (size > max * 2 + 1024 * 1024) {
        stream.destroy();
        break;
      }
      continue;
    }
    chunks.push(chunk);
  }
  return over ? 'tooLarge' : Buffer.concat(chunks, size);
}

export function createUploadService(deps: { db: Db; storage: ObjectStorage; secret: string; now?: () => number }) {
  const { db, storage } = deps;
  const now = deps.now ?? Date.now;
  const key = createHmac('sha256', deps.secret).update('upload-urls/v1').digest();
  const sign = (token: string, expires: number) => createHmac('sha256', key).update(`${token}\n${expires}`).digest('base64url');
  const signatureOk = (token: string, expires: number, signature: string) => {
    const expected = Buffer.from(sign(token, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** Refuses what the browser already says is wrong, before anything is sent. */
  function checkClaim(purpose: UploadPurpose, claim: { contentType?: string; size?: number }) {
    const rule = UPLOAD_RULES[purpose];
    if (claim.contentType !== undefined && !(rule.types as readonly string[]).includes(claim.contentType.toLowerCase())) throw invalidType(rule.types);
    if (claim.size !== undefined && claim.size > rule.maxBytes) throw tooLarge(rule.maxBytes);
  }

  /** Profile photos a day old that no registration names (the form was left unsent): deleted. */
  async function removeUnusedPhotos() {
    const unused = await db
      .select({ key: storedObjects.key })
      .from(storedObjects)
      .where(
        and(
          eq(storedObjects.purpose, 'profile-photo'),
          lt(storedObjects.createdAt, new Date(now() - UNUSED_PHOTO_TTL_MS)),
          sql`not exists (select 1 from ${registrations} where ${registrations.formData}->>'profilePhoto' = ${OBJECT_PREFIX} || ${storedObjects.key})`,
        ),
      )
      .limit(20);
    for (const { key: objectKey } of unused) {
      await db.delete(storedObjects).where(eq(storedObjects.key, objectKey));
      await storage.delete(objectKey);
    }
  }

  return {
    storage,
    checkClaim,

    /**
     * A signed, one-time upload URL for one file of the given purpose. `budgetKey`: a visitor's upload,
     * whose bytes are counted in that daily budget when the file arrives (budget.ts).
     */
    async issue(purpose: UploadPurpose, ownerId: string | null, claim: { contentType?: string; size?: number } = {}, budgetKey?: string): Promise<UploadTicket> {
      checkClaim(purpose, claim);
      const rule = UPLOAD_RULES[purpose];
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now() + UPLOAD_TOKEN_TTL_MS);
      const objectKey = `uploads/${randomBytes(16).toString('hex')}`;
      // Old tickets are of no use to anyone: clear them out as new ones are made.
      await db.delete(uploadTokens).where(lt(uploadTokens.expiresAt, new Date(now() - 24 * 60 * 60 * 1000)));
      // Likewise visitors' photos of forms never sent: personal data nobody asked us to keep.
      if (purpose === 'profile-photo') await removeUnusedPhotos();
      await db.insert(uploadTokens).values({
        token,
        objectKey,
        purpose,
        maxBytes: rule.maxBytes,
        allowedTypes: [...rule.types],
        ownerId,
        expiresAt,
        budgetKey: budgetKey ?? null,
      });
      const expires = expiresAt.getTime();
      return {
        uploadURL: `${UPLOAD_PATH}/${token}?expires=${expires}&signature=${sign(token, expires)}`,
        objectPath: OBJECT_PREFIX + objectKey,
        expiresAt: expiresAt.toISOString(),
        maxBytes: rule.maxBytes,
        allowedTypes: [...rule.types],
      };
    },

    /**
     * Takes the file sent to an upload URL: checks the link, then the size, then the real content type,
     * then (a visitor's upload) counts its bytes in the ticket's budget through `beforeStore`, which
     * may refuse it; only then is it stored.
     */
    async receive(input: {
      token: string;
      expires: number;
      signature: string;
      body: Readable;
      contentLength?: number;
      beforeStore?: (budgetKey: string, size: number) => Promise<void>;
    }): Promise<UploadedObject> {
      if (!signatureOk(input.token, input.expires, input.signature)) throw invalidLink();
      if (input.expires < now()) throw expired();
      // Claimed atomically: of two requests with one URL, only one gets here.
      const [ticket] = await db
        .update(uploadTokens)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(uploadTokens.token, input.token), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, new Date(now()))))
        .returning();
      if (!ticket) {
        const [known] = await db.select().from(uploadTokens).where(eq(uploadTokens.token, input.token));
        if (!known) throw invalidLink();
        throw known.usedAt ? used() : expired();
      }
      if (input.contentLength !== undefined && input.contentLength > ticket.maxBytes) throw tooLarge(ticket.maxBytes);
      const body = await readAtMost(input.body, ticket.maxBytes);
      if (body === 'tooLarge') throw tooLarge(ticket.maxBytes);
      if (body.length === 0) throw empty();

      // Loaded with the first upload (about 1.6 MB of heap a server without uploads does not keep).
      const { fileTypeFromBuffer } = await import('file-type');
      const found = await fileTypeFromBuffer(body);
      if (!found || !ticket.allowedTypes.includes(found.mime)) throw invalidType(ticket.allowedTypes);
      const sharp = found.mime.startsWith('image/') ? await loadSharp() : undefined;
      try {
        // Magic bytes alone do not make an image: it must also decode. (Documents and recordings
        // for member downloads are never shown on a page; their magic bytes are the check.)
        if (sharp) await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      } catch {
        throw invalidType(ticket.allowedTypes);
      }

      if (ticket.budgetKey) {
        if (!input.beforeStore) throw new Error('a visitor upload arrived without its budget check');
        await input.beforeStore(ticket.budgetKey, body.length);
      }
      await storage.put(ticket.objectKey, body, found.mime);
      try {
        await db.insert(storedObjects).values({
          key: ticket.objectKey,
          contentType: found.mime,
          size: body.length,
          purpose: ticket.purpose,
          ownerId: ticket.ownerId,
        });
      } catch (err) {
        await storage.delete(ticket.objectKey).catch(() => undefined);
        throw err;
      }
      return { objectPath: OBJECT_PREFIX + ticket.objectKey, contentType: found.mime, size: body.length };
    },

    /**
     * A public object for GET /api/serve/objects/<key>: the original, or a WebP copy `width` pixels
     * wide at most (made once, then kept). Null when there is no such public object.
     */
    async serve(objectKey: string, width?: number): Promise<{ contentType: string; body: Buffer | StoredStream } | null> {
      if (!isObjectKey(objectKey) || objectKey.startsWith('variants/')) return null;
      const [row] = await db.select().from(storedObjects).where(eq(storedObjects.key, objectKey));
      const rule = row ? (UPLOAD_RULES as Record<string, { public: boolean }>)[row.purpose] : undefined;
      if (!row || !rule?.public) return null;
      if (!width) {
        const found = await storage.stream(objectKey);
        return found ? { contentType: row.contentType, body: found } : null;
      }
      const variant = variantKey(objectKey, width);
      const cached = await storage.read(variant);
      if (cached) return { contentType: 'image/webp', body: cached };
      const original = await storage.read(objectKey);
      if (!original) return null;
      const sharp = await loadSharp();
      const resized = await sharp(original, { animated: row.contentType === 'image/gif', limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await storage.put(variant, resized, 'image/webp');
      return { contentType: 'image/webp', body: resized };
    },

    /** Any stored original, public or not, for the admin (GET /api/admin/objects/<key>). */
    async original(objectKey: string): Promise<{ contentType: string; body: StoredStream } | null> {
      if (!isObjectKey(objectKey) || objectKey.startsWith('variants/')) return null;
      const [row] = await db.select().from(storedObjects).where(eq(storedObjects.key, objectKey));
      if (!row) return null;
      const found = await storage.stream(objectKey);
      return found ? { contentType: row.contentType, body: found } : null;
    },

    /** True when `objectPath` (/objects/...) is a stored file uploaded for `purpose`. */
    async isStored(objectPath: string, purpose: UploadPurpose): Promise<boolean> {
      const objectKey = objectPath.startsWith(OBJECT_PREFIX) ? objectPath.slice(OBJECT_PREFIX.length) : '';
      if (!isObjectKey(objectKey)) return false;
      const [row] = await db
        .select({ key: storedObjects.key })
        .from(storedObjects)
        .where(and(eq(storedObjects.key, objectKey), eq(storedObjects.purpose, purpose)));
      return !!row;
    },

    /** Deletes stored files (/objects/... paths) and their resized copies: personal data leaving for good. */
    async remove(objectPaths: string[]): Promise<void> {
      for (const objectPath of objectPaths) {
        const objectKey = objectPath.startsWith(OBJECT_PREFIX) ? objectPath.slice(OBJECT_PREFIX.length) : '';
        if (!isObjectKey(objectKey)) continue;
        await db.delete(storedObjects).where(eq(storedObjects.key, objectKey));
        await storage.delete(objectKey);
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
