/** One page per client (issue 53 §2): the list (search, tag), one client, and her notes and tags on them. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, ClientNotesInput, ClientsPage } from '../../../shared/contracts/clients.ts';
import { api } from '../../lib/api.ts';
import { listUrl } from '../admin/api/pages.ts';

const clientsKey = ['admin', 'clients'] as const;

export interface ClientsListQuery {
  page: number;
  q?: string;
  tag?: string;
}

export const useClients = (query: ClientsListQuery) =>
  useQuery({
    queryKey: [...clientsKey, 'list', query],
    queryFn: ({ signal }) => api<ClientsPage>(listUrl('/api/admin/clients', { page: query.page, q: query.q, tag: query.tag }), { signal }),
    placeholderData: keepPreviousData,
  });

export const useClient = (id: string | undefined) =>
  useQuery({
    queryKey: [...clientsKey, 'one', id],
    queryFn: ({ signal }) => api<ClientDetail>(`/api/admin/clients/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });

export function useSaveClientNotes(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientNotesInput) => api<{ notes: string; tags: string[] }>(`/api/admin/clients/${encodeURIComponent(id)}/notes`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: clientsKey }),
  });
}

/** A registration's personal joining link (issue 53 §3), made the first time. */
export function useMakeJoinLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: string) => api<{ url: string }>(`/api/admin/registrations/${encodeURIComponent(registrationId)}/join-link`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: clientsKey }),
  });
}
