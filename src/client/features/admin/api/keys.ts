/** Query keys of the admin area; a write invalidates what it changes and the Overview. Each list's key ends with its page and filters. */
import type { QueryClient } from '@tanstack/react-query';
import type { ContactStatusFilter, EventSort, ServiceSort, SubmissionsQuery } from '../../../../shared/contracts/admin.ts';
import type { OfferingKind } from '../../../../shared/constants.ts';
import type { DayRange, ListSort } from '../../../../shared/contracts/paging.ts';

/** What each list's page is asked with (the page first, then its filters). */
export interface UsersPageQuery extends DayRange {
  page: number;
  q?: string;
  sort?: ListSort;
}
export interface ServicesPageQuery {
  page: number;
  q?: string;
  kind?: OfferingKind;
  sort?: ServiceSort;
}
export interface WebinarsPageQuery {
  page: number;
  from?: string;
  to?: string;
  q?: string;
  sort?: EventSort;
}
export interface ContactsPageQuery {
  page: number;
  status?: ContactStatusFilter;
}

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number, pageSize: number) => ['admin', 'audit', page, pageSize] as const,
  users: ['admin', 'users'] as const,
  usersPage: (query: UsersPageQuery) => ['admin', 'users', query] as const,
  webinars: ['admin', 'webinars'] as const,
  webinarsPage: (query: WebinarsPageQuery) => ['admin', 'webinars', 'page', query] as const,
  webinarsBetween: (from: string, to: string) => ['admin', 'webinars', 'between', from, to] as const,
  services: ['admin', 'services'] as const,
  servicesPage: (query: ServicesPageQuery) => ['admin', 'services', query] as const,
  contacts: ['admin', 'contacts'] as const,
  contactsPage: (query: ContactsPageQuery) => ['admin', 'contacts', 'page', query] as const,
  pendingContacts: ['admin', 'contacts', 'pending'] as const,
  contactCounts: ['admin', 'contacts', 'counts'] as const,
  submissions: (filters: SubmissionsQuery, lang: string, page: number, sort: ListSort) => ['admin', 'submissions', lang, filters, sort, page] as const,
};

/** After a change: the list it belongs to (every page of it), plus the Overview's numbers and the activity list. */
export function refreshAfterWrite(client: QueryClient, key: readonly unknown[]) {
  return Promise.all([
    client.invalidateQueries({ queryKey: key }),
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.audit }),
  ]);
}
