import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWebinar, WebinarValues } from '../../../../shared/contracts/admin.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite, type WebinarsPageQuery } from './keys.ts';
import { fetchAll, fetchPage } from './pages.ts';

/** One page of events, upcoming first; from/to: the IST days they start on. */
export const useAdminWebinars = (query: WebinarsPageQuery) =>
  useQuery({
    queryKey: adminKeys.webinarsPage(query),
    queryFn: ({ signal }) => fetchPage<AdminWebinar>('/api/admin/webinars', { page: query.page, from: query.from, to: query.to, q: query.q, sort: query.sort === 'upcoming' ? undefined : query.sort }, signal),
    placeholderData: keepPreviousData,
  });

/** Every event starting between two IST days (the Schedule's six weeks), read page after page. */
export const useWebinarsBetween = (from: string, to: string) =>
  useQuery({
    queryKey: adminKeys.webinarsBetween(from, to),
    queryFn: ({ signal }) => fetchAll<AdminWebinar>('/api/admin/webinars', { from, to }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Creates (no id) or replaces (with id) an event. */
export function useSaveWebinar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: WebinarValues }) =>
      id
        ? api<AdminWebinar>(`/api/admin/webinars/${encodeURIComponent(id)}`, { method: 'PUT', body: values })
        : api<AdminWebinar>('/api/admin/webinars', { method: 'POST', body: values }),
    onSuccess: () => refreshAfterWrite(client, adminKeys.webinars),
  });
}

export function useDeleteWebinar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; deleted: true }>(`/api/admin/webinars/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => refreshAfterWrite(client, adminKeys.webinars),
  });
}

/** The practice cancels an event: its registrations are cancelled and told, their invites withdrawn. */
export function useCancelWebinar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<AdminWebinar>(`/api/admin/webinars/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSettled: () => refreshAfterWrite(client, adminKeys.webinars),
  });
}
