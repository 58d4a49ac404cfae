/**
 * The founder's availability (issue 19 §1): her rules, date exceptions and blocked time, read
 * together (GET /api/admin/scheduling) and changed one piece at a time; every change refreshes them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityException, BookingConflict, CalendarBlockInput, CalendarFeed, CalendarFeedInput, SchedulingRules, TimeRange } from '../../../../shared/contracts/scheduling.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite } from './keys.ts';

export interface CalendarBlock {
  id: string;
  start: string;
  end: string;
  note: string | null;
}

export interface SchedulingAnswer {
  rules: SchedulingRules;
  exceptions: AvailabilityException[];
  blocks: CalendarBlock[];
}

const schedulingKey = [...adminKeys.all, 'scheduling'] as const;

export const useScheduling = () => useQuery({ queryKey: schedulingKey, queryFn: ({ signal }) => api<SchedulingAnswer>('/api/admin/scheduling', { signal }) });

function useSchedulingWrite<In, Out>(write: (input: In) => Promise<Out>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => refreshAfterWrite(client, schedulingKey) });
}

export const useSaveRules = () => useSchedulingWrite((rules: SchedulingRules) => api<{ rules: SchedulingRules }>('/api/admin/scheduling/rules', { method: 'PUT', body: rules }));

export const useSaveException = () =>
  useSchedulingWrite(({ date, ranges, note }: { date: string; ranges: TimeRange[]; note?: string }) =>
    api<AvailabilityException & { conflicts: BookingConflict[] }>(`/api/admin/scheduling/exceptions/${encodeURIComponent(date)}`, { method: 'PUT', body: { ranges, ...(note ? { note } : {}) } }),
  );

export const useDeleteException = () =>
  useSchedulingWrite((date: string) => api<void>(`/api/admin/scheduling/exceptions/${encodeURIComponent(date)}`, { method: 'DELETE' }));

export const useAddBlock = () =>
  useSchedulingWrite((block: CalendarBlockInput) => api<CalendarBlock & { conflicts: BookingConflict[] }>('/api/admin/scheduling/blocks', { method: 'POST', body: block }));

/** Booked sessions her days off, hours or blocks leave outside her hours (issue 51); refreshed by every scheduling write. */
export const useConflicts = () =>
  useQuery({ queryKey: [...schedulingKey, 'conflicts'], queryFn: ({ signal }) => api<{ conflicts: BookingConflict[] }>('/api/admin/scheduling/conflicts', { signal }) });

export const useDeleteBlock = () => useSchedulingWrite((id: string) => api<void>(`/api/admin/scheduling/blocks/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** The founder's own calendars (issue 53): their busy times block slots. Under the scheduling key, so every write refreshes them too. */
const calendarsKey = [...schedulingKey, 'calendars'] as const;

export const useCalendars = () =>
  useQuery({ queryKey: calendarsKey, queryFn: ({ signal }) => api<{ calendars: CalendarFeed[] }>('/api/admin/scheduling/calendars', { signal }) });

export const useAddCalendar = () => useSchedulingWrite((input: CalendarFeedInput) => api<CalendarFeed>('/api/admin/scheduling/calendars', { method: 'POST', body: input }));

export const useDeleteCalendar = () => useSchedulingWrite((id: string) => api<void>(`/api/admin/scheduling/calendars/${encodeURIComponent(id)}`, { method: 'DELETE' }));
