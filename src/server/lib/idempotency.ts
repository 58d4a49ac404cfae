/**
 * Idempotent writes: a request that carries an Idempotency-Key runs its work at most once. The key
 * is claimed by inserting it in the same transaction as the work, so a concurrent retry waits on
 * the key's unique index until the first transaction ends, then replays the stored answer (or, if
 * the first one rolled back, does the work itself). A key reused for a different request body is
 * refused rather than answered with someone else's result.
 */
import { createHash } from 'node:crypto';
import { eq, getTableColumns, is, type Param, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from './http-errors.ts';

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/** A stable digest of a request body (keys sorted), to tell a retry from a different request. */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
        : v;
  return createHash('sha256').update(JSON.stringify(canonical(value) ?? null)).digest('base64url');
}

const reused = () => new HttpError(422, 'idempotency_key_reused', 'registration:errors.idempotencyKeyReused');

/** The answer stored under a key someone else claimed; refused when it was made for another body. */
async function storedAnswer<T>(db: Db | Tx, key: string, print: string): Promise<IdempotentAnswer<T>> {
  const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!stored || stored.scope !== print) throw reused();
  return { statusCode: stored.responseStatus, body: stored.responseBody as T, replayed: true };
}

export async function idempotent<T>(
  db: Db,
  request: { key: string | undefined; scope: string; body: unknown },
  work: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  if (!request.key) return db.transaction(async (tx) => ({ ...(await work(tx)), replayed: false }));
  const key = `${request.scope}:${request.key}`;
  const print = `${request.scope}:${fingerprint(request.body)}`;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key, scope: print, responseStatus: 0, responseBody: {} })
      .onConflictDoNothing({ target: idempotencyKeys.key })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return storedAnswer<T>(tx, key, print);
    const answer = await work(tx);
    await tx.update(idempotencyKeys).set({ responseStatus: answer.statusCode, responseBody: answer.body as unknown }).where(eq(idempotencyKeys.key, key));
    return { ...answer, replayed: false };
  });
}

/** A column's value in `row`: the row's, else the column's default (its function, its SQL, or its constant). */
function valueOf(row: Record<string, unknown>, key: string, column: AnyPgColumn): SQL | Param {
  if (row[key] !== undefined) return sql.param(row[key], column);
  if (column.defaultFn) return sql.param(column.defaultFn(), column);
  return is(column.default, SQL) ? column.default : sql.param(column.default ?? null, column);
}

/** Every column of `table` as the constant of `row` (or the column's default), cast to its type, in the table's order (for an INSERT ... SELECT of the query builder, which names every column). */
export function constantsOf<T extends PgTable>(table: T, row: T['$inferInsert']): SQL {
  const record = row as Record<string, unknown>;
  const all = Object.entries(getTableColumns(table)) as Array<[string, AnyPgColumn]>;
  return sql.join(
    all.map(([key, column]) => sql`cast(${valueOf(record, key, column)} as ${sql.raw(column.getSQLType())})`),
    sql`, `,
  );
}
