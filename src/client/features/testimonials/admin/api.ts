/** The founder's testimonials (issue 54): the answered ones, and her decision on each. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTestimonial } from '../../../../shared/contracts/testimonials.ts';
import { api } from '../../../lib/api.ts';

const key = ['admin', 'testimonials'] as const;

export function useAdminTestimonials() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api<AdminTestimonial[]>('/api/admin/testimonials', { signal }) });
}

export function useReviewTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'hidden' }) => api<{ ok: true }>(`/api/admin/testimonials/${id}`, { method: 'PUT', body: { status } }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
