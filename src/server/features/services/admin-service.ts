/**
 * Managing services (spec §2 Services, §3 "Service"): create, update, delete, each recorded in the
 * audit log and invalidating the public read cache. Nothing else refers to a service, so a delete
 * is a delete (the confirmation is asked in the admin area).
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminService, adminServicesQuerySchema, ServiceSort, ServiceValues } from '../../../shared/contracts/admin.ts';
import type { z } from 'zod';
import { SERVICE_TEXT_FIELDS, missingLanguages } from '../../../shared/content-languages.ts';
import type { ServiceTranslations } from '../../../shared/contracts/content.ts';
import type { Page } from '../../../shared/contracts/paging.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { services, type NewService, type ServiceRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { containsText, countRows, readPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

const serviceNotFound = () => notFound('admin:errors.serviceNotFound');
const slugTaken = () => new HttpError(409, 'slug_taken', 'admin:errors.slugTaken');

/** The slug's unique index refused the row (db/errors.ts). */
const isSlugViolation = (err: unknown): boolean => isUniqueViolation(err, 'services_slug_unique');

/** A second service with the same slug: the unique constraint decides (two admins saving at once included). */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isSlugViolation(err)) throw slugTaken();
    throw err;
  }
}

export function toAdminService(row: ServiceRow): AdminService {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    iconName: row.iconName,
    title: row.title,
    category: row.category,
    description: row.description,
    features: Array.isArray(row.features) ? row.features : [],
    priceInr: row.priceInr,
    sacCode: row.sacCode,
    duration: row.duration,
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    askBirthDetails: row.askBirthDetails,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    translations: row.translations ?? {},
    missingLanguages: missingLanguages({ ...row, features: Array.isArray(row.features) ? row.features : [] }, row.translations, SERVICE_TEXT_FIELDS),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The hi/gu title, description, features and duration from the form over what is stored. */
function mergeTranslations(stored: ServiceTranslations, given: ServiceValues['translations']): ServiceTranslations {
  const out: ServiceTranslations = {};
  for (const lang of ['hi', 'gu'] as const) {
    const merged = { ...(stored?.[lang] ?? {}) };
    const g = given?.[lang];
    if (g?.title) merged.title = g.title;
    else delete merged.title;
    if (g?.description) merged.description = g.description;
    else delete merged.description;
    if (g?.features?.length) merged.features = g.features;
    else delete merged.features;
    if (g?.duration) merged.duration = g.duration;
    else delete merged.duration;
    if (Object.values(merged).some((v) => (Array.isArray(v) ? v.length : v))) out[lang] = merged;
  }
  return out;
}

const columnsOf = (input: ServiceValues): Omit<NewService, 'translations'> => ({
  iconName: input.iconName,
  title: input.title,
  category: input.category,
  description: input.description ?? '',
  features: input.features,
  priceInr: input.priceInr,
  slug: input.slug,
  kind: input.kind,
  sacCode: input.sacCode,
  duration: input.duration,
  durationMinutes: input.durationMinutes,
  mode: input.mode,
  askBirthDetails: input.askBirthDetails,
  sortOrder: input.sortOrder,
  isActive: input.isActive,
});

/** The ORDER BY of each admin services `sort` (the id is added last). */
const SERVICE_ORDER: Record<ServiceSort, SQL[]> = {
  order: [asc(services.sortOrder), asc(services.title)],
  title: [sql`lower(${services.title}) asc`],
  price: [asc(services.priceInr), sql`lower(${services.title}) asc`],
};

export function createServiceAdmin(deps: { db: Db; invalidate: () => void }) {
  const { db, invalidate } = deps;

  async function lock(tx: Tx, id: string): Promise<ServiceRow> {
    if (!isUuid(id)) throw serviceNotFound();
    const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!row) throw serviceNotFound();
    return row;
  }

  return {
    /** Every service, hidden ones too, in display order. */
    /** One page in the site's order. */
    async list(query: z.output<typeof adminServicesQuerySchema>): Promise<Page<AdminService>> {
      const q = query.q;
      const where = and(
        q ? or(containsText(services.title, q), containsText(services.slug, q), containsText(services.category, q)) : undefined,
        query.kind ? eq(services.kind, query.kind) : undefined,
      );
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (await db.select().from(services).where(where).orderBy(...SERVICE_ORDER[query.sort], asc(services.id)).limit(limit).offset(offset)).map(toAdminService),
        total: () => countRows(db, services, where),
      });
    },

    async create(input: ServiceValues, actor: Actor): Promise<AdminService> {
      const row = await uniqueSlug(() => db.transaction(async (tx) => {
        const [created] = await tx
          .insert(services)
          .values({ ...columnsOf(input), translations: mergeTranslations({}, input.translations) })
          .returning();
        await recordAudit(tx, actor, { action: 'service-created', entity: 'service', entityId: created.id, details: { title: created.title } });
        return created;
      }));
      invalidate();
      return toAdminService(row);
    },

    async update(id: string, input: ServiceValues, actor: Actor): Promise<AdminService> {
      const row = await uniqueSlug(() => db.transaction(async (tx) => {
        const before = await lock(tx, id);
        const [updated] = await tx
          .update(services)
          .set({ ...columnsOf(input), translations: mergeTranslations(before.translations, input.translations) })
          .where(eq(services.id, id))
          .returning();
        const changed = Object.keys(columnsOf(input)).filter(
          (k) => JSON.stringify(before[k as keyof ServiceRow]) !== JSON.stringify(updated[k as keyof ServiceRow]),
        );
        if (JSON.stringify(before.translations) !== JSON.stringify(updated.translations)) changed.push('translations');
        await recordAudit(tx, actor, { action: 'service-updated', entity: 'service', entityId: id, details: { title: updated.title, changed } });
        return updated;
      }));
      invalidate();
      return toAdminService(row);
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        await tx.delete(services).where(eq(services.id, id));
        await recordAudit(tx, actor, { action: 'service-deleted', entity: 'service', entityId: id, details: { title: row.title } });
      });
      invalidate();
    },
  };
}
