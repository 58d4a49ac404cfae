/**
 * Paging of the admin lists (docs/spec.md, "What each admin list offers"): every admin list answers one page of at most
 * PAGE_SIZE_MAX items, `{ items, total, page, pageSize }`, where total counts the rows that match
 * the filters (before paging). The query takes `page` (1-based) and `pageSize` (1-50, default 50).
 *
 * A page size above 50 is refused (400 with a translated message), not clamped: a caller asking for
 * 500 and silently getting 50 would take the 50 for everything. A page past the last one is not an
 * error: it has no items and the same total. CSV exports are not paged.
 */
import { z } from 'zod';
import { isIsoDay } from '../ist.ts';

export const PAGE_SIZE_MAX = 50;
/** Far more than any list will have; it keeps the offset a safe integer. */
export const PAGE_MAX = 1_000_000;

/** A whole number from the query string ("2"); anything else (empty, "abc", "1.5", "-1") is the given message. */
const wholeNumber = (message: string, max: number) =>
  z.coerce.number(message).int(message).min(1, message).max(max, message);

export const pageQuerySchema = z.object({
  page: wholeNumber('admin:errors.pageInvalid', PAGE_MAX).default(1),
  pageSize: wholeNumber('admin:errors.pageSizeInvalid', PAGE_SIZE_MAX).default(PAGE_SIZE_MAX),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * The orders a searchable admin list offers (docs/spec.md, "What each admin list offers"): newest or oldest first, or by name
 * or e-mail (A to Z). The server maps each to whitelisted columns and ends with the id, so pages
 * neither overlap nor skip a row; anything else is a translated 400.
 */
export const LIST_SORTS = ['newest', 'oldest', 'name', 'email'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const listSortSchema = z.enum(LIST_SORTS, 'admin:errors.sortInvalid').default('newest');
export type PageParams = z.input<typeof pageQuerySchema>;

/**
 * The search box of an admin list (`q`): trimmed, at most `max` characters, and no control
 * characters (a NUL byte, which PostgreSQL refuses in any text, was a 500; issue 49 item 13).
 */
export const searchParam = (max = 200, tooLongKey = 'admin:errors.tooLong') =>
  z
    .string(tooLongKey)
    .trim()
    .max(max, tooLongKey)
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), 'admin:errors.searchInvalid')
    .optional();

/** A day of the query string (YYYY-MM-DD, an IST day); empty is no filter; anything else a translated 400. */
export const dayParam = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDay(v), 'admin:errors.dateInvalid')
  .optional()
  .transform((v) => v || undefined);

/** `from` and `to`: the IST days a list keeps (both included), for the lists filtered by date. */
export const dayRangeShape = { from: dayParam, to: dayParam };
export interface DayRange {
  from?: string;
  to?: string;
}

/** The answer's schema for a list of `item`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Rows matching the filters, on every page. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many pages `total` rows fill (at least 1, so an empty list is "page 1 of 1"). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** `page` and `pageSize` as query-string pairs (defaults left out). */
export function pageParams(params: PageParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.page !== undefined && Number(params.page) !== 1) out.page = String(params.page);
  if (params.pageSize !== undefined && Number(params.pageSize) !== PAGE_SIZE_MAX) out.pageSize = String(params.pageSize);
  return out;
}
