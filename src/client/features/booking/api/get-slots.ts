/**
 * GET /api/services/:id/slots for a window of IST days (at most 62), and the hook the booking page
 * reads them with: the page asks one window at a time and can look further ahead, window by window.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Slot, SlotsAnswer } from '../../../../shared/contracts/scheduling.ts';
import { api, ApiError } from '../../../lib/api.ts';
import { addDays } from '../lib/slot-times.ts';

/** The longest window the server answers (IST days, both ends included). */
export const SLOT_WINDOW_DAYS = 62;
/** How far ahead the page looks at most (the founder's horizon is at most 365 days). */
export const MAX_LOOKAHEAD_DAYS = 365;

export function getSlots(serviceId: string, from: string, to: string, signal?: AbortSignal): Promise<SlotsAnswer> {
  const query = new URLSearchParams({ from, to });
  return api<SlotsAnswer>(`/api/services/${encodeURIComponent(serviceId)}/slots?${query}`, { signal });
}

export type SlotsState =
  | { status: 'loading' }
  | { status: 'error'; offline: boolean; message: string | null }
  | { status: 'ready'; slots: Slot[]; /** The last IST day asked about. */ until: string; /** More days may be asked. */ more: boolean; loadingMore: boolean };

/**
 * The slots from `today` on: the first window at once, the next ones on `loadMore()`. `reload()`
 * asks again for everything shown so far (after a slot was taken, or when the connection is back).
 */
export function useSlots(serviceId: string, today: string) {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const until = useRef(addDays(today, SLOT_WINDOW_DAYS - 1));
  const last = addDays(today, MAX_LOOKAHEAD_DAYS);
  const controller = useRef<AbortController | null>(null);

  const fetchRange = useCallback(
    async (from: string, to: string, signal: AbortSignal) => {
      // Windows of at most SLOT_WINDOW_DAYS, one after another (the server answers no longer span).
      const slots: Slot[] = [];
      for (let start = from; start <= to; start = addDays(start, SLOT_WINDOW_DAYS)) {
        const end = addDays(start, SLOT_WINDOW_DAYS - 1) < to ? addDays(start, SLOT_WINDOW_DAYS - 1) : to;
        slots.push(...(await getSlots(serviceId, start, end, signal)).slots);
      }
      return slots;
    },
    [serviceId],
  );

  const failed = (err: unknown): SlotsState => {
    const offline = err instanceof ApiError && err.status === 0;
    const message = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : null;
    return { status: 'error', offline, message };
  };

  const reload = useCallback(async () => {
    controller.current?.abort();
    const ac = (controller.current = new AbortController());
    setState((s) => (s.status === 'ready' ? { ...s, loadingMore: true } : { status: 'loading' }));
    try {
      const slots = await fetchRange(today, until.current, ac.signal);
      setState({ status: 'ready', slots, until: until.current, more: until.current < last, loadingMore: false });
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setState(failed(err));
    }
  }, [fetchRange, today, last]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.more) return;
    const from = addDays(state.until, 1);
    const to = addDays(from, SLOT_WINDOW_DAYS - 1) < last ? addDays(from, SLOT_WINDOW_DAYS - 1) : last;
    const ac = (controller.current = new AbortController());
    setState({ ...state, loadingMore: true });
    try {
      const more = await fetchRange(from, to, ac.signal);
      until.current = to;
      setState({ status: 'ready', slots: [...state.slots, ...more], until: to, more: to < last, loadingMore: false });
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setState(failed(err));
    }
  }, [state, fetchRange, last]);

  useEffect(() => {
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  // Back online after an error: ask again without a click.
  useEffect(() => {
    const onOnline = () => {
      if (state.status === 'error') void reload();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [state.status, reload]);

  return { state, reload, loadMore };
}
