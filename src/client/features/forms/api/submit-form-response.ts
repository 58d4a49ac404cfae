/** POST /api/forms/{id}/responses (spec §7): the answers keyed by field id, in the page language. */
import type { Language } from '../../../../shared/constants.ts';
import type { FormResponseBody, FormResponseCreated } from '../../../../shared/contracts/form-responses.ts';
import type { Submission } from '../../../../shared/form-rules.ts';
import { api } from '../../../lib/api.ts';

export function submitFormResponse(formId: string, responses: Submission, options: { lang: Language; website?: string }): Promise<FormResponseCreated> {
  const body: FormResponseBody = { responses, ...(options.website ? { website: options.website } : {}) };
  return api<FormResponseCreated>(`/api/forms/${encodeURIComponent(formId)}/responses?lang=${options.lang}`, { method: 'POST', body });
}
