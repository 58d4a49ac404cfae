/** Form definitions: the active form that serves each registration page, and active forms by id. */
import { and, desc, eq } from 'drizzle-orm';
import type { FormType } from '../../../shared/constants.ts';
import type { Form } from '../../../shared/forms.ts';
import type { Db } from '../../db/client.ts';
import { forms, type FormRow } from '../../db/schema.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { isUuid } from '../../lib/uuid.ts';

export function toForm(row: FormRow): Form {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    translations: row.translations ?? {},
    type: row.type,
    fields: row.fields,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createFormService(db: Db, cache: ReadCache) {
  return {
    /** The active form of a type; the most recently changed one if several are active. */
    activeByType(type: FormType): Promise<Form | null> {
      return cache.get(`forms:type:${type}`, async () => {
        const [row] = await db
          .select()
          .from(forms)
          .where(and(eq(forms.type, type), eq(forms.isActive, true)))
          .orderBy(desc(forms.updatedAt))
          .limit(1);
        return row ? toForm(row) : null;
      });
    },
    /** An active form by id (what a visitor may see and answer); null for anything else. */
    activeById(id: string): Promise<Form | null> {
      if (!isUuid(id)) return Promise.resolve(null);
      return cache.get(`forms:id:${id.toLowerCase()}`, async () => {
        const [row] = await db
          .select()
          .from(forms)
          .where(and(eq(forms.id, id), eq(forms.isActive, true)));
        return row ? toForm(row) : null;
      });
    },
    invalidate: () => cache.invalidate('forms'),
  };
}

export type FormService = ReturnType<typeof createFormService>;
