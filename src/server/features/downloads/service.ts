/**
 * Files the founder publishes for members (dashboard Downloads): for every member, or for the
 * attendees (confirmed seats) of one webinar or event. Files go up through the uploads feature
 * (purpose member-download, never public) and live in its storage; members get them through a
 * signed link that works for a few minutes (DOWNLOAD_LINK_TTL_MS), asked for at the moment of the
 * click, so a link copied out of the browser soon stops working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import { DOWNLOAD_LINK_TTL_MS, type AdminDownload, type DownloadLink, type MyDownload, type PublishDownloadInput } from '../../../shared/contracts/dashboard.ts';
import type { Page, PageQuery } from '../../../shared/contracts/paging.ts';
import type { Config } from '../../config.ts';
import { resolveSessionSecret } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { downloads, registrations, storedObjects, webinars } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { countRows, readPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { SessionUser } from '../../plugins/authz.ts';
import { ownedRegistrations, type Owner } from '../dashboard/ownership.ts';
import { isObjectKey, type ObjectStorage, type StoredStream } from '../uploads/storage.ts';
import { recordAudit } from '../../lib/audit.ts';

export const DOWNLOAD_PURPOSE = 'member-download';
const OBJECT_PREFIX = '/objects/';

const downloadNotFound = () => notFound('dashboard:errors.downloadNotFound');
const linkExpired = () => new HttpError(410, 'download_link_expired', 'dashboard:errors.linkExpired');
const fileMissing = () => notFound('dashboard:errors.fileMissing');

/** A Content-Disposition that keeps any file name (Hindi, Gujarati) and cannot break the header. */
export function attachmentHeader(fileName: string): string {
  const clean = fileName.replace(/[\r\n"\\/]+/g, '_').trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

export function createDownloadService(deps: { db: Db; config: Config; storage: ObjectStorage; now?: () => number }) {
  const { db, storage } = deps;
  const now = deps.now ?? Date.now;
  const key = createHmac('sha256', resolveSessionSecret(deps.config)).update('member-downloads/v1').digest();
  const sign = (id: string, expires: number) => createHmac('sha256', key).update(`${id.toLowerCase()}\n${expires}`).digest('base64url');

  const select = () =>
    db
      .select({ download: downloads, object: { contentType: storedObjects.contentType, size: storedObjects.size }, event: webinars })
      .from(downloads)
      .leftJoin(storedObjects, eq(storedObjects.key, downloads.objectKey))
      .leftJoin(webinars, eq(webinars.id, downloads.webinarId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  const shape = (row: Row, lang: Language): MyDownload => {
    const tr = row.event && lang !== 'en' ? row.event.translations?.[lang] : undefined;
    return {
      id: row.download.id,
      title: row.download.title,
      description: row.download.description,
      fileName: row.download.fileName,
      contentType: row.object?.contentType ?? null,
      size: row.object?.size ?? null,
      createdAt: row.download.createdAt.toISOString(),
      event: row.event ? { id: row.event.id, title: tr?.title || row.event.title } : null,
    };
  };

  /** Downloads a member may have: for everyone, or for an event where they hold a confirmed seat. */
  const visibleTo = (owner: Owner) =>
    or(
      isNull(downloads.webinarId),
      inArray(
        downloads.webinarId,
        db
          .select({ id: registrations.webinarId })
          .from(registrations)
          .where(and(ownedRegistrations(owner), eq(registrations.status, 'confirmed'))),
      ),
    );

  return {
    /** The admin's list, a page at a time, newest first. */
    async listAll(lang: Language, query: PageQuery): Promise<Page<AdminDownload>> {
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (await select().orderBy(desc(downloads.createdAt), desc(downloads.id)).limit(limit).offset(offset)).map((r) => ({ ...shape(r, lang), objectKey: r.download.objectKey })),
        total: () => countRows(db, downloads),
      });
    },

    async publish(admin: SessionUser, input: PublishDownloadInput, lang: Language): Promise<AdminDownload> {
      const objectKey = input.objectKey.startsWith(OBJECT_PREFIX) ? input.objectKey.slice(OBJECT_PREFIX.length) : input.objectKey;
      const notUploaded = () =>
        new HttpError(400, 'file_not_uploaded', 'dashboard:errors.fileNotUploaded', { objectKey: 'dashboard:errors.fileNotUploaded' });
      if (!isObjectKey(objectKey)) throw notUploaded();
      const [object] = await db.select().from(storedObjects).where(eq(storedObjects.key, objectKey));
      if (!object || object.purpose !== DOWNLOAD_PURPOSE) throw notUploaded();
      const webinarId = input.webinarId ?? null;
      if (webinarId) {
        const [event] = await db.select({ id: webinars.id }).from(webinars).where(eq(webinars.id, webinarId));
        if (!event) throw new HttpError(400, 'event_not_found', 'dashboard:errors.eventNotFound', { webinarId: 'dashboard:errors.eventNotFound' });
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(downloads)
          .values({ title: input.title, description: input.description || null, objectKey, fileName: input.fileName, webinarId })
          .returning({ id: downloads.id });
        await recordAudit(tx, admin, { action: 'download-published', entity: 'download', entityId: row.id, details: { title: input.title, webinarId } });
        return row.id;
      });
      const [row] = await select().where(eq(downloads.id, id));
      return { ...shape(row, lang), objectKey };
    },

    /** Unpublishes a file and removes it from storage. */
    async remove(admin: SessionUser, id: string): Promise<void> {
      if (!isUuid(id)) throw downloadNotFound();
      const [row] = await db.delete(downloads).where(eq(downloads.id, id.toLowerCase())).returning();
      if (!row) throw downloadNotFound();
      await recordAudit(db, admin, { action: 'download-deleted', entity: 'download', entityId: row.id, details: { title: row.title } });
      // The same object published twice stays while another download still names it.
      const [other] = await db.select({ id: downloads.id }).from(downloads).where(eq(downloads.objectKey, row.objectKey)).limit(1);
      if (!other) {
        await storage.delete(row.objectKey);
        await db.delete(storedObjects).where(eq(storedObjects.key, row.objectKey));
      }
    },

    async forMember(owner: Owner, lang: Language): Promise<MyDownload[]> {
      const rows = await select().where(visibleTo(owner)).orderBy(desc(downloads.createdAt));
      return rows.map((r) => shape(r, lang));
    },

    /** A link to one of the member's files, valid for a few minutes. */
    async link(owner: Owner, id: string): Promise<DownloadLink> {
      if (!isUuid(id)) throw downloadNotFound();
      const [row] = await db
        .select({ id: downloads.id })
        .from(downloads)
        .where(and(eq(downloads.id, id.toLowerCase()), visibleTo(owner)));
      if (!row) throw downloadNotFound();
      const expires = now() + DOWNLOAD_LINK_TTL_MS;
      return { url: `/api/downloads/${row.id}/file?expires=${expires}&signature=${sign(row.id, expires)}`, expiresAt: new Date(expires).toISOString() };
    },

    /** The file behind a signed link: checked, then streamed from storage. */
    async open(id: string, expires: number, signature: string): Promise<{ fileName: string; contentType: string; body: StoredStream }> {
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      if (!isUuid(id) || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(403, 'invalid_download_link', 'dashboard:errors.linkExpired');
      if (expires < now()) throw linkExpired();
      const [row] = await db
        .select({ objectKey: downloads.objectKey, fileName: downloads.fileName, contentType: storedObjects.contentType })
        .from(downloads)
        .leftJoin(storedObjects, eq(storedObjects.key, downloads.objectKey))
        .where(eq(downloads.id, id.toLowerCase()));
      if (!row) throw fileMissing();
      const body = await storage.stream(row.objectKey);
      if (!body) throw fileMissing();
      return { fileName: row.fileName, contentType: row.contentType ?? 'application/octet-stream', body };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
