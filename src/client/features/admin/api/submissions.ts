import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubmissionRow, SubmissionsQuery } from '../../../../shared/contracts/admin.ts';
import type { ListSort, Page } from '../../../../shared/contracts/paging.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** The filters as a query string (empty ones left out), for the table and the CSV export alike. */
export function submissionsSearch(filters: SubmissionsQuery, lang: string): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v && !(k === 'type' && v === 'all')) params.set(k, String(v));
  params.set('lang', lang);
  return params.toString();
}

/** One page of the table in the chosen order (filters apply before the paging: the total counts the matching rows). */
export const useSubmissions = (filters: SubmissionsQuery, lang: string, page: number, sort: ListSort = 'newest') =>
  useQuery({
    queryKey: adminKeys.submissions(filters, lang, page, sort),
    queryFn: ({ signal }) =>
      api<Page<SubmissionRow>>(`/api/admin/submissions?${submissionsSearch(filters, lang)}${page > 1 ? `&page=${page}` : ''}${sort === 'newest' ? '' : `&sort=${sort}`}`, { signal }),
    // While a new filter loads, the table keeps showing the last answer.
    placeholderData: keepPreviousData,
  });
