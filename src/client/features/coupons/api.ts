/** The founder's coupon codes (issue 54 part 2): the list with their uses, a new code, deactivation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon } from '../../../shared/contracts/coupons.ts';
import { api } from '../../lib/api.ts';

const key = ['admin', 'coupons'] as const;

/** The code as the form sends it (empty lists: every offering). */
export interface CouponValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  maxUsesPerPerson: number | null;
  serviceIds: string[];
  webinarIds: string[];
}

export const useAdminCoupons = () => useQuery({ queryKey: key, queryFn: ({ signal }) => api<AdminCoupon[]>('/api/admin/coupons', { signal }) });

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CouponValues) => api<AdminCoupon>('/api/admin/coupons', { method: 'POST', body: values }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeactivateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/admin/coupons/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** What a code may be for: the catalogue's services and the events to come (the public lists). */
export const useOfferings = (lang: string) =>
  useQuery({
    queryKey: ['admin', 'coupon-offerings', lang],
    queryFn: async ({ signal }) => {
      const [services, events] = await Promise.all([
        api<Array<{ id: string; title: string }>>(`/api/services?lang=${lang}`, { signal }),
        api<Array<{ id: string; title: string }>>(`/api/webinars?lang=${lang}`, { signal }),
      ]);
      return { services, events };
    },
  });
