import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminStats, AuditEntry } from '../../../../shared/contracts/admin.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';
import { fetchPage } from './pages.ts';

export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }) });

/** One page of the activity log, newest first. */
export const useAuditLog = (page: number, pageSize: number) =>
  useQuery({
    queryKey: adminKeys.auditPage(page, pageSize),
    queryFn: ({ signal }) => fetchPage<AuditEntry>('/api/admin/audit', { page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
