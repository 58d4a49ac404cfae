/**
 * A list's page number that belongs to its filters: when the filters change (another search, kind,
 * order or days), the list starts on page 1 again, without every filter's handler resetting it.
 */
import { useCallback, useState } from 'react';

export function usePageFor(filters: unknown): [page: number, setPage: (page: number) => void] {
  const key = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key, page: 1 });
  const setPage = useCallback((page: number) => setPaging({ key, page }), [key]);
  return [paging.key === key ? paging.page : 1, setPage];
}
