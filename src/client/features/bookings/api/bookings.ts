/** A client's booked consultations: the member's list and changes, the signed link page's reads and writes, the slots to move to. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyBooking } from '../../../../shared/contracts/bookings.ts';
import type { SlotsAnswer } from '../../../../shared/contracts/scheduling.ts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const bookingKeys = {
  mine: (lang: string) => ['me', 'bookings', lang] as const,
  slots: (serviceId: string, from: string, to: string) => ['slots', serviceId, from, to] as const,
};

export function useMyBookings() {
  const lang = useLanguage();
  return useQuery({ queryKey: bookingKeys.mine(lang), queryFn: ({ signal }) => api<MyBooking[]>(`/api/me/bookings?lang=${lang}`, { signal }) });
}

/** The slots a service offers between two IST days (inclusive), fresh each time they are shown. */
export function useSlots(serviceId: string | null, from: string, to: string) {
  return useQuery({
    queryKey: bookingKeys.slots(serviceId ?? '', from, to),
    queryFn: ({ signal }) => api<SlotsAnswer>(`/api/services/${encodeURIComponent(serviceId!)}/slots?from=${from}&to=${to}`, { signal }),
    enabled: !!serviceId,
    staleTime: 0,
  });
}

/** Moves one of the member's bookings; their lists (and the slots) are read again. */
export function useRescheduleMine() {
  const client = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: ({ id, slotStart }: { id: string; slotStart: string }) =>
      api<MyBooking>(`/api/me/bookings/${encodeURIComponent(id)}/reschedule?lang=${lang}`, { method: 'POST', body: { slotStart } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['me'] }), client.invalidateQueries({ queryKey: ['slots'] })]),
  });
}

/** Cancels one of the member's bookings (the dashboard's cancel, which applies the cut-off and the refund policy). */
export function useCancelMine() {
  const client = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; status: string }>(`/api/me/registrations/${encodeURIComponent(id)}/cancel?lang=${lang}`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['me'] }),
  });
}

export interface BookingLink {
  signature: string;
  exp?: string;
}
const linkQuery = (link: BookingLink) => `sig=${encodeURIComponent(link.signature)}${link.exp ? `&exp=${encodeURIComponent(link.exp)}` : ''}`;

export const readLinkedBooking = (id: string, link: BookingLink, lang: string) => api<MyBooking>(`/api/bookings/${encodeURIComponent(id)}?${linkQuery(link)}&lang=${lang}`);
export const rescheduleByLink = (id: string, link: BookingLink, slotStart: string, lang: string) =>
  api<MyBooking>(`/api/bookings/${encodeURIComponent(id)}/reschedule?lang=${lang}`, { method: 'POST', body: { slotStart, signature: link.signature, exp: link.exp } });
export const cancelByLink = (id: string, link: BookingLink, lang: string) =>
  api<{ id: string; status: string }>(`/api/registrations/${encodeURIComponent(id)}/cancel?lang=${lang}`, { method: 'POST', body: { signature: link.signature, exp: link.exp } });
