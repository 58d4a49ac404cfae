/**
 * Site content (issue 20): the whole document and its missing translations
 * (GET /api/admin/site-content), saved a section at a time (PUT /api/admin/site-content/:section).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteContent, SectionInput, SiteContentSection } from '../../../../shared/contracts/site-content.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite } from './keys.ts';

const siteContentKey = [...adminKeys.all, 'site-content'] as const;

export const useSiteContent = () => useQuery({ queryKey: siteContentKey, queryFn: ({ signal }) => api<AdminSiteContent>('/api/admin/site-content', { signal }) });

export function useSaveSection<S extends SiteContentSection>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: SectionInput<S>) => api<AdminSiteContent>(`/api/admin/site-content/${section}`, { method: 'PUT', body: value }),
    onSuccess: (answer) => client.setQueryData(siteContentKey, answer),
    onSettled: () => refreshAfterWrite(client, siteContentKey),
  });
}
