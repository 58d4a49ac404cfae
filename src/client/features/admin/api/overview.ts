import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminStats, AdminTodo, AuditEntry } from '../../../../shared/contracts/admin.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';
import { fetchPage } from './pages.ts';

export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }) });

/** The overview's to-do list; under the stats key, so every admin write (refreshAfterWrite) refreshes it too. */
export const useAdminTodo = () => useQuery({ queryKey: [...adminKeys.stats, 'todo'], queryFn: ({ signal }) => api<AdminTodo>('/api/admin/todo', { signal }) });

/** One page of the activity log, newest first. */
export const useAuditLog = (page: number, pageSize: number) =>
  useQuery({
    queryKey: adminKeys.auditPage(page, pageSize),
    queryFn: ({ signal }) => fetchPage<AuditEntry>('/api/admin/audit', { page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
