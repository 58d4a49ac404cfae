/**
 * Dynamic-form responses as the admin reads them: each with its form and the definition of the
 * version it answered (form_versions), so old answers keep the labels they were given.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FormType } from '../../../shared/constants.ts';
import type { FieldDefinition } from '../../../shared/forms.ts';
import type { Db } from '../../db/client.ts';
import { formResponses, formVersions, forms } from '../../db/schema.ts';
import { countRows, type PageWindow } from '../../lib/paging.ts';

export interface ListedFormResponse {
  id: string;
  formId: string;
  formTitle: string;
  formType: FormType;
  formVersion: number;
  /** The fields of the version that was answered (the current ones if that version is missing). */
  fields: FieldDefinition[];
  responses: Record<string, unknown>;
  name: string | null;
  email: string | null;
  phone: string | null;
  locale: string;
  submittedAt: Date;
}

export interface FormResponseFilter {
  formId?: string;
  /** Only these (a page of the submissions table). */
  ids?: string[];
  /** Any other condition, on the tables the listing joins (the submissions table's filters). */
  where?: SQL;
}

function whereOf(filter: FormResponseFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.formId) where.push(eq(formResponses.formId, filter.formId));
  if (filter.ids) where.push(inArray(formResponses.id, filter.ids));
  if (filter.where) where.push(filter.where);
  return where.length ? and(...where) : undefined;
}

/** Responses matching the filter (the total of a page). */
export const countFormResponses = (db: Db, filter: Omit<FormResponseFilter, 'where'> = {}) => countRows(db, formResponses, whereOf(filter));

/** Newest first; one form's responses when `formId` is given; one window of them when `window` is given. */
export async function listFormResponses(db: Db, filter: FormResponseFilter = {}, window?: PageWindow): Promise<ListedFormResponse[]> {
  if (filter.ids?.length === 0) return [];
  const query = db
    .select({
      r: formResponses,
      title: forms.title,
      type: forms.type,
      currentFields: forms.fields,
      versionTitle: formVersions.title,
      versionFields: formVersions.fields,
    })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .leftJoin(formVersions, and(eq(formVersions.formId, formResponses.formId), eq(formVersions.version, formResponses.formVersion)))
    .where(whereOf(filter))
    .orderBy(desc(formResponses.submittedAt), desc(formResponses.id))
    .$dynamic();
  const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
  return rows.map(({ r, title, type, currentFields, versionTitle, versionFields }) => ({
    id: r.id,
    formId: r.formId,
    formTitle: versionTitle ?? title,
    formType: type,
    formVersion: r.formVersion,
    fields: versionFields ?? currentFields,
    responses: r.responses,
    name: r.name,
    email: r.email,
    phone: r.phone,
    locale: r.locale,
    submittedAt: r.submittedAt,
  }));
}
