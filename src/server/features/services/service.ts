/** The catalogue (consultations and the course): public reads, localized, in the founder's order. */
import { asc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import { SERVICE_TEXT_FIELDS, englishFallbacks } from '../../../shared/content-languages.ts';
import type { Service } from '../../../shared/contracts/content.ts';
import { formatDuration } from '../../../shared/duration.ts';
import type { Db } from '../../db/client.ts';
import { packages, services, type PackageRow, type ServiceRow } from '../../db/schema.ts';
import { localizePackage } from '../packages/service.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { isUuid } from '../../lib/uuid.ts';

export function localizeService(row: ServiceRow, lang: Language, offered: PackageRow[] = []): Service {
  const tr = lang === 'en' ? undefined : row.translations?.[lang];
  const features = Array.isArray(row.features) ? row.features : [];
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    iconName: row.iconName,
    title: tr?.title || row.title,
    category: row.category,
    description: tr?.description || row.description,
    features: tr?.features?.length ? tr.features : features,
    priceInr: row.priceInr,
    // Written by the founder ("60-90 minutes"), else the session's length as said in the language.
    duration: tr?.duration || row.duration || formatDuration(row.durationMinutes, lang),
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    askBirthDetails: row.askBirthDetails,
    sortOrder: row.sortOrder,
    englishFields: englishFallbacks({ ...row, features }, row.translations, SERVICE_TEXT_FIELDS, lang),
    // Its active packages of sessions (issue 54 part 1), in the language.
    ...(offered.length ? { packages: offered.map((p) => localizePackage(p, lang)) } : {}),
  };
}

export function createServiceService(db: Db, cache: ReadCache) {
  // The services and their active packages, read together and invalidated together (the packages' admin invalidates 'services').
  const all = () =>
    cache.get('services', async () => {
      const [rows, offered] = await Promise.all([
        db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.sortOrder), asc(services.title)),
        db.select().from(packages).where(eq(packages.active, true)).orderBy(asc(packages.sessions), asc(packages.priceInr)),
      ]);
      const packagesOf = (id: string) => offered.filter((p) => p.serviceId === id);
      return rows.map((row) => ({ row, packages: packagesOf(row.id) }));
    });

  return {
    async list(lang: Language): Promise<Service[]> {
      return (await all()).map((r) => localizeService(r.row, lang, r.packages));
    },
    /** An active service by its id or its slug (its page's address); null when there is none. */
    async get(idOrSlug: string, lang: Language): Promise<Service | null> {
      const key = idOrSlug.toLowerCase();
      const found = (await all()).find(({ row: r }) => (isUuid(key) ? r.id === key : r.slug === key));
      return found ? localizeService(found.row, lang, found.packages) : null;
    },
    invalidate: () => cache.invalidate('services'),
  };
}

export type ServiceService = ReturnType<typeof createServiceService>;
