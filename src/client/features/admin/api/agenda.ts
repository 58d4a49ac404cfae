/** The agenda tab's reads and writes: bookings of a range of IST days, a session's record, moving or cancelling it, the calendar feed. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agenda, AgendaBooking, BookingPatch } from '../../../../shared/contracts/bookings.ts';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from './keys.ts';

export const agendaKeys = {
  all: ['admin', 'agenda'] as const,
  range: (from: string, to: string) => ['admin', 'agenda', from, to] as const,
  feed: ['admin', 'calendar-feed'] as const,
};

export function useAgenda(from: string, to: string) {
  return useQuery({ queryKey: agendaKeys.range(from, to), queryFn: ({ signal }) => api<Agenda>(`/api/admin/agenda?from=${from}&to=${to}`, { signal }) });
}

export function usePatchBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BookingPatch }) => api<AgendaBooking>(`/api/admin/bookings/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSettled: () => refreshAfterWrite(client, agendaKeys.all),
  });
}

export function useAdminReschedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slotStart }: { id: string; slotStart: string }) => api<AgendaBooking>(`/api/admin/bookings/${encodeURIComponent(id)}/reschedule`, { method: 'POST', body: { slotStart } }),
    onSettled: () => refreshAfterWrite(client, agendaKeys.all),
  });
}

export function useAdminCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; status: string }>(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSettled: () => refreshAfterWrite(client, agendaKeys.all),
  });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: agendaKeys.feed, queryFn: ({ signal }) => api<{ active: boolean; createdAt: string | null }>('/api/admin/calendar-feed', { signal }) });
}

export function useMakeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/admin/calendar-feed', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: agendaKeys.feed }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/admin/calendar-feed', { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: agendaKeys.feed }),
  });
}
