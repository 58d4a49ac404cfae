import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminService, ServiceValues } from '../../../../shared/contracts/admin.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite, type ServicesPageQuery } from './keys.ts';
import { fetchPage } from './pages.ts';

/** One page of services, in the site's order. */
export const useAdminServices = (query: ServicesPageQuery) =>
  useQuery({
    queryKey: adminKeys.servicesPage(query),
    queryFn: ({ signal }) => fetchPage<AdminService>('/api/admin/services', { page: query.page, q: query.q, kind: query.kind, sort: query.sort === 'order' ? undefined : query.sort }, signal),
    placeholderData: keepPreviousData,
  });

/** Creates (no id) or replaces (with id) a service. */
export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: ServiceValues }) =>
      id
        ? api<AdminService>(`/api/services/${encodeURIComponent(id)}`, { method: 'PUT', body: values })
        : api<AdminService>('/api/services', { method: 'POST', body: values }),
    onSuccess: () => refreshAfterWrite(client, adminKeys.services),
  });
}

export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; deleted: true }>(`/api/services/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => refreshAfterWrite(client, adminKeys.services),
  });
}
