import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meKeys } from './keys.ts';

export const cancelRegistration = (id: string) => api<{ id: string; status: string }>(`/api/me/registrations/${id}/cancel`, { method: 'POST' });

/** Cancels a seat; every view of the member's data is read again (counts, lists, billing). */
export function useCancelRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSuccess: () => client.invalidateQueries({ queryKey: meKeys.all }),
  });
}
