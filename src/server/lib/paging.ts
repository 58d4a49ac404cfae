/**
 * The one way an admin list reads a page (shared/contracts/paging.ts): the page's rows and the
 * count of every row matching the same filters, asked of the database together. The caller's
 * `rows` must sort stably (a unique column last), or rows could repeat or vanish between pages.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../shared/contracts/paging.ts';
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
