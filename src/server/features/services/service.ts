/** The catalogue (consultations and the course): public reads, localized, in the founder's order. */
import { asc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import { SERVICE_TEXT_FIELDS, englishFallbacks } from '../../../shared/content-languages.ts';
import type { Service } from '../../../shared/contracts/content.ts';
import { formatDuration } from '../../../shared/duration.ts';
import type { Db } from '../../db/client.ts';
import { services, type ServiceRow } from '../../db/schema.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { isUuid } from '../../lib/uuid.ts';

export function localizeService(row: ServiceRow, lang: Language): Service {
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
  };
}

export function createServiceService(db: Db, cache: ReadCache) {
  const all = () =>
    cache.get('services', () =>
      db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.sortOrder), asc(services.title)),
    );

  return {
    async list(lang: Language): Promise<Service[]> {
      return (await all()).map((r) => localizeService(r, lang));
    },
    /** An active service by its id or its slug (its page's address); null when there is none. */
    async get(idOrSlug: string, lang: Language): Promise<Service | null> {
      const key = idOrSlug.toLowerCase();
      const row = (await all()).find((r) => (isUuid(key) ? r.id === key : r.slug === key));
      return row ? localizeService(row, lang) : null;
    },
    invalidate: () => cache.invalidate('services'),
  };
}

export type ServiceService = ReturnType<typeof createServiceService>;
