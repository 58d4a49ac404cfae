import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSeries, SeriesInput } from '../../../../shared/contracts/series.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite } from './keys.ts';

const seriesKey = ['admin', 'webinars', 'series'] as const;

/** Every recurring event with its next occurrences (under the events' key: a save refreshes both). */
export const useAdminSeries = () => useQuery({ queryKey: seriesKey, queryFn: ({ signal }) => api<AdminSeries[]>('/api/admin/series', { signal }) });

/** Creates (no id) or replaces (with id) a recurring event; its occurrences are made or updated by the server. */
export function useSaveSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: SeriesInput }) =>
      id ? api<AdminSeries>(`/api/admin/series/${encodeURIComponent(id)}`, { method: 'PUT', body: values }) : api<AdminSeries>('/api/admin/series', { method: 'POST', body: values }),
    onSuccess: () => refreshAfterWrite(client, adminKeys.webinars),
  });
}
