/**
 * The one way an admin list reads a page (shared/contracts/paging.ts): the page's rows and the
 * count of every row matching the same filters, asked of the database together. The caller's
 * `rows` must sort stably (a unique column last), or rows could repeat or vanish between pages.
 */
import { asc, count, desc, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DayRange, ListSort, Page, PageQuery } from '../../shared/contracts/paging.ts';
import { istInstant } from '../../shared/ist.ts';
import type { Db } from '../db/client.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

export async function readPage<T>(query: PageQuery, read: { rows: (window: PageWindow) => Promise<T[]>; total: () => Promise<number> }): Promise<Page<T>> {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [items, total] = await Promise.all([read.rows(window), read.total()]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** Rows of `table` matching `where`. */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** `column` contains `needle`, without regard to case (strpos: % and _ in the needle are plain characters). */
export const containsText = (column: unknown, needle: string): SQL => sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;

/**
 * The ORDER BY of a list's `sort` (shared/contracts/paging.ts): its date newest or oldest first, or
 * its name or e-mail A to Z without regard to case; the id last, so pages are stable.
 */
export function listOrder(sort: ListSort, columns: { date: AnyColumn; name: AnyColumn; email: AnyColumn; id: AnyColumn }): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(columns.date), desc(columns.id)];
    case 'oldest':
      return [asc(columns.date), asc(columns.id)];
    case 'name':
    case 'email':
      return [sql`lower(${columns[sort]}) asc`, asc(columns.id)];
  }
}

/** `column` within the IST days of `range` (both included): from midnight of `from` to the midnight after `to`. */
export function withinDays(column: AnyColumn, range: DayRange): SQL[] {
  const out: SQL[] = [];
  if (range.from) out.push(gte(column, istInstant(range.from, '00:00')!));
  if (range.to) out.push(lt(column, new Date(istInstant(range.to, '00:00')!.getTime() + 24 * 3_600_000)));
  return out;
}
