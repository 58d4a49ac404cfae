import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, ListedUser } from '../../../../shared/contracts/users.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite } from './keys.ts';

export const useUsers = () => useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => api<ListedUser[]>('/api/users', { signal }) });

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api<ListedUser>('/api/admin/users', { method: 'POST', body: input }),
    onSuccess: () => refreshAfterWrite(client, adminKeys.users),
  });
}
