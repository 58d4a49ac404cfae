import { useQuery } from '@tanstack/react-query';
import type { AdminStats, AuditEntry } from '../../../../shared/contracts/admin.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }) });

export const useAuditLog = (limit = 20) =>
  useQuery({ queryKey: [...adminKeys.audit, limit], queryFn: ({ signal }) => api<AuditEntry[]>(`/api/admin/audit?limit=${limit}`, { signal }) });
