/**
 * Reading the admin lists, which answer a page at a time (shared/contracts/paging.ts): one page for
 * a table, or, for the few views that need a whole bounded set (a month of the Schedule, the
 * pending messages of a bulk reply, the builder's forms), every page one after the other.
 */
import { PAGE_SIZE_MAX, type Page } from '../../../../shared/contracts/paging.ts';
import { api } from '../../../lib/api.ts';

/** `path` with `page` and the other filters as its query string (empty and default values left out). */
export function listUrl(path: string, params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (k === 'page' && Number(v) === 1) continue;
    if (k === 'pageSize' && Number(v) === PAGE_SIZE_MAX) continue;
    query.set(k, String(v));
  }
  const qs = query.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export const fetchPage = <T>(path: string, params: Record<string, string | number | undefined | null>, signal?: AbortSignal) => api<Page<T>>(listUrl(path, params), { signal });

/** Every item, page after page, up to `max` of them (a safety net: these sets are small). */
export async function fetchAll<T>(path: string, params: Record<string, string | number | undefined | null> = {}, options: { signal?: AbortSignal; max?: number } = {}): Promise<T[]> {
  const max = options.max ?? 2000;
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage<T>(path, { ...params, page }, options.signal);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total || items.length >= max) return items.slice(0, max);
  }
}
