import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BULK_REPLY_LIMITS, type AdminContact, type AdminStats, type BulkReplyInput } from '../../../../shared/contracts/admin.ts';
import type { Page } from '../../../../shared/contracts/paging.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite, type ContactsPageQuery } from './keys.ts';
import { fetchAll, fetchPage } from './pages.ts';

/** One page of messages, newest first. */
export const useContacts = (query: ContactsPageQuery) =>
  useQuery({
    queryKey: adminKeys.contactsPage(query),
    queryFn: ({ signal }) => fetchPage<AdminContact>('/api/contact', { page: query.page, status: query.status === 'all' ? undefined : query.status }, signal),
    placeholderData: keepPreviousData,
  });

/** How many messages there are and how many wait for a reply (the server counts; under the contacts' key, so every contact write refreshes it). */
export const useContactCounts = () =>
  useQuery({
    queryKey: adminKeys.contactCounts,
    queryFn: async ({ signal }) => (await api<AdminStats>('/api/admin/stats', { signal })).contacts,
  });

/** The messages still waiting for a reply, all of them up to what one bulk reply may send (for its recipients). */
export const usePendingContacts = (enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.pendingContacts,
    queryFn: ({ signal }) => fetchAll<AdminContact>('/api/contact', { status: 'pending' }, { signal, max: BULK_REPLY_LIMITS.contacts }),
    enabled,
  });

/** Replied (or, to undo, Pending again). The list shows the change at once. */
export function useSetResponded() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, responded }: { id: string; responded: boolean }) =>
      api<AdminContact>(`/api/contact/${encodeURIComponent(id)}/responded`, { method: 'PATCH', body: { responded } }),
    onSuccess: (updated) => {
      client.setQueriesData<Page<AdminContact>>({ queryKey: [...adminKeys.contacts, 'page'] }, (page) =>
        page ? { ...page, items: page.items.map((c) => (c.id === updated.id ? updated : c)) } : page,
      );
      return refreshAfterWrite(client, adminKeys.contacts);
    },
  });
}

export function useBulkReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkReplyInput) => api<{ sent: number; skipped: number }>('/api/admin/contacts/bulk-reply', { method: 'POST', body: input }),
    onSettled: () => refreshAfterWrite(client, adminKeys.contacts),
  });
}
