/**
 * Dynamic-form responses as the admin reads them: each with its form and the definition of the
 * version it answered (form_versions), so old answers keep the labels they were given.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FormType } from '../../../shared/constants.ts';
import type { FieldDefinition } from '../../../shared/forms.ts';
import type { Db } from '../../db/client.ts';
import { formResponses, formVersions, forms } from '../../db/schema.ts';

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

/** Newest first; one form's responses when `formId` is given. */
export async function listFormResponses(db: Db, filter: { formId?: string } = {}): Promise<ListedFormResponse[]> {
  const rows = await db
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
    .where(filter.formId ? eq(formResponses.formId, filter.formId) : undefined)
    .orderBy(desc(formResponses.submittedAt), desc(formResponses.id));
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
