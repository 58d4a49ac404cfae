/**
 * Dynamic-form responses for the admin's routes (spec §7 Forms): a page of all of them or of one
 * form's, each as the API shows it, with the labels of the form version it answered.
 */
import { eq } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../shared/contracts/paging.ts';
import type { z } from 'zod';
import type { formResponseRecordSchema } from '../../../shared/contracts/admin.ts';
import type { Db } from '../../db/client.ts';
import { forms } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { countFormResponses, listFormResponses, type FormResponseFilter, type ListedFormResponse } from './response-listing.ts';

type FormResponseRecord = z.infer<typeof formResponseRecordSchema>;

const record = (r: ListedFormResponse): FormResponseRecord => ({
  id: r.id,
  formId: r.formId,
  formTitle: r.formTitle,
  formType: r.formType,
  formVersion: r.formVersion,
  responses: r.responses,
  labels: Object.fromEntries(r.fields.filter((f) => f.type !== 'header').map((f) => [f.id, f.label])),
  name: r.name,
  email: r.email,
  phone: r.phone,
  locale: r.locale,
  submittedAt: r.submittedAt.toISOString(),
});

export function createResponseAdmin(db: Db) {
  const page = (query: PageQuery, filter: FormResponseFilter): Promise<Page<FormResponseRecord>> =>
    readPage(query, { rows: async (window) => (await listFormResponses(db, filter, window)).map(record), total: () => countFormResponses(db, filter) });

  return {
    /** Every form's responses, newest first. */
    page: (query: PageQuery) => page(query, {}),
    /** One form's responses, newest first; 404 when there is no such form. */
    async pageOfForm(formId: string, query: PageQuery): Promise<Page<FormResponseRecord>> {
      const id = formId.toLowerCase();
      if (!isUuid(id) || (await db.select({ id: forms.id }).from(forms).where(eq(forms.id, id))).length === 0) throw notFound('admin:errors.formNotFound');
      return page(query, { formId: id });
    },
  };
}
