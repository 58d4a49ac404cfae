import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContact, BulkReplyInput } from '../../../../shared/contracts/admin.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite } from './keys.ts';

export const useContacts = () => useQuery({ queryKey: adminKeys.contacts, queryFn: ({ signal }) => api<AdminContact[]>('/api/contact', { signal }) });

/** Replied (or, to undo, Pending again). The list shows the change at once. */
export function useSetResponded() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, responded }: { id: string; responded: boolean }) =>
      api<AdminContact>(`/api/contact/${encodeURIComponent(id)}/responded`, { method: 'PATCH', body: { responded } }),
    onSuccess: (updated) => {
      client.setQueryData<AdminContact[]>(adminKeys.contacts, (list) => list?.map((c) => (c.id === updated.id ? updated : c)));
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
