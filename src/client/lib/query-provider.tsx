/**
 * TanStack Query for the signed-in areas only, the admin's and the member's (public pages do not
 * carry it). Spec §9: fresh for 5 minutes, kept 10 minutes after last use, no retries, no refetch on
 * focus or reconnect; every write refreshes what it changed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QUERY_CACHE_MS, QUERY_FRESH_MS } from '../../shared/constants.ts';

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: QUERY_FRESH_MS, gcTime: QUERY_CACHE_MS, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
