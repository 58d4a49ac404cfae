import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, ListedUser } from '../../../../shared/contracts/users.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite, type UsersPageQuery } from './keys.ts';
import { fetchPage } from './pages.ts';

/** One page of accounts in the chosen order (newest first by default); `q` searches names and e-mails on the server. */
export const useUsers = (query: UsersPageQuery) =>
  useQuery({
    queryKey: adminKeys.usersPage(query),
    queryFn: ({ signal }) => fetchPage<ListedUser>('/api/users', { page: query.page, q: query.q, sort: query.sort === 'newest' ? undefined : query.sort, from: query.from, to: query.to }, signal),
    placeholderData: keepPreviousData,
  });

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api<ListedUser>('/api/admin/users', { method: 'POST', body: input }),
    onSuccess: () => refreshAfterWrite(client, adminKeys.users),
  });
}
