/** The builder's calls (spec §7 Forms), admin only. */
import type { AdminForm, FormSaveBody } from '../../../../shared/contracts/form-admin.ts';
import { api } from '../../../lib/api.ts';
import { fetchAll } from '../../admin/api/pages.ts';

export const formsQueryKey = ['admin', 'forms'] as const;

const path = (id: string, tail = '') => `/api/forms/${encodeURIComponent(id)}${tail}`;

/** Every form: the list answers 50 a page, and the builder shows them all (a practice has a handful). */
export const listForms = (signal?: AbortSignal) => fetchAll<AdminForm>('/api/forms', {}, { signal });
export const getForm = (id: string) => api<AdminForm>(`/api/admin/forms/${encodeURIComponent(id)}`);
export const createForm = (body: FormSaveBody) => api<AdminForm>('/api/forms', { method: 'POST', body });
export const updateForm = (id: string, body: FormSaveBody) => api<AdminForm>(path(id), { method: 'PUT', body });
export const deleteForm = (id: string) => api<{ id: string; deleted: true }>(path(id), { method: 'DELETE' });
export const duplicateForm = (id: string) => api<AdminForm>(path(id, '/duplicate'), { method: 'POST' });
export const setFormActive = (id: string, active: boolean) => api<AdminForm>(path(id, active ? '/activate' : '/deactivate'), { method: 'POST' });

/** The public address of a custom form (spec: custom forms get /forms/:id). */
export const publicFormPath = (id: string) => `/forms/${id}`;
