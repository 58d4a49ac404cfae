/** Query keys of the admin area; a write invalidates what it changes and the Overview. */
import type { QueryClient } from '@tanstack/react-query';
import type { SubmissionsQuery } from '../../../../shared/contracts/admin.ts';

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  audit: ['admin', 'audit'] as const,
  users: ['admin', 'users'] as const,
  webinars: ['admin', 'webinars'] as const,
  services: ['admin', 'services'] as const,
  contacts: ['admin', 'contacts'] as const,
  submissions: (filters: SubmissionsQuery, lang: string) => ['admin', 'submissions', lang, filters] as const,
};

/** After a change: the list it belongs to, plus the Overview's numbers and the activity list. */
export function refreshAfterWrite(client: QueryClient, key: readonly unknown[]) {
  return Promise.all([
    client.invalidateQueries({ queryKey: key }),
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.audit }),
  ]);
}
