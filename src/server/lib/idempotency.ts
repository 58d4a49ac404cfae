/**
 * Idempotent writes: a request that carries an Idempotency-Key runs its work at most once. The key
 * is claimed by inserting it in the same transaction as the work, so a concurrent retry waits on
 * the key's unique index until the first transaction ends, then replays the stored answer (or, if
 * the first one rolled back, does the work itself). A key reused for a different request body is
 * refused rather than answered with someone else's result.
 *
 * On PostgreSQL the claim travels in the same round trip as BEGIN, and the stored answer in the
 * same one as COMMIT (two round trips fewer per registration; the statements, their order and the
 * transaction are the same as db.transaction() would make).
 *
 * A write whose answer is known before it runs (its id made by the caller) needs no transaction at
 * all: idempotentStatement() sends the claim, the writes and the stored answer as one statement
 * (INSERT ... SELECT from the claim's WITH query: insertClaimed, claimedStatement).
 */
import { createHash } from 'node:crypto';
import { eq, getTableColumns, getTableName, is, type Param, SQL, sql, StringChunk } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pooledTransactionsOf, type Db, type PooledTransactions, type Tx } from '../db/client.ts';
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
  const pooled = pooledTransactionsOf(db);
  if (pooled) return claimBracketed(pooled, key, print, work);
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

/**
 * The claim of a key inside one statement: a WITH query named `claim` that inserts the key (with the
 * answer already in it) and yields one row when this statement claimed it, none when it was taken.
 */
export interface Claim {
  query: SQL;
}

const claimOf = (key: string, print: string, answer: { statusCode: number; body: unknown }): Claim => ({
  query: sql`insert into ${idempotencyKeys} (key, scope, response_status, response_body)
    values (${key}, ${print}, ${answer.statusCode}::int, ${JSON.stringify(answer.body ?? null)}::jsonb)
    on conflict (key) do nothing returning key`,
});

/** A column's name in the database: the db's casing is snake_case (db/client.ts), as drizzle-orm/casing.js reads it. */
const names = new WeakMap<AnyPgColumn, string>();
function columnName(column: AnyPgColumn): string {
  let name = names.get(column);
  if (name === undefined) {
    const words = column.keyAsName ? (column.name.match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? []) : null;
    name = words ? words.map((w) => w.toLowerCase()).join('_') : column.name;
    names.set(column, name);
  }
  return name;
}

/** Whether `row` gives `column` a value to write: null only where the column's default is not null anyway. */
const sets = (row: Record<string, unknown>, key: string, column: AnyPgColumn) => row[key] !== undefined && (row[key] !== null || column.hasDefault);

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

/**
 * An INSERT of `rows` into `table` that writes them only when `claim` yields its row: INSERT ...
 * SELECT the rows as constants FROM claim (one SELECT per row, UNION ALL); without a claim (a request
 * without a key), the same SELECTs without FROM. Only the columns the rows set (null only where the
 * default is not null) or that have a default function are named: the others take their defaults in
 * the database. Each value is a
 * parameter cast to its column's type.
 *
 * Written as SQL rather than through the query builder's insert().select(), which names every column
 * of the table: for a registration (40 columns) and its e-mails, the statement was five times as
 * long and building it halved the registrations a server accepts per second (1,881/s before, 960/s
 * after, `npm run bench` section 3 on one machine).
 */
export function insertClaimed<T extends PgTable>(table: T, rows: T['$inferInsert'][], claim: Claim | undefined): SQL {
  const all = Object.entries(getTableColumns(table)) as Array<[string, AnyPgColumn]>;
  const records = rows as Array<Record<string, unknown>>;
  const used = all.filter(([key, column]) => column.defaultFn || records.some((row) => sets(row, key, column)));
  // One flat list of text and parameters: nested sql`` templates cost more to build than the statement's run.
  const chunks: Array<StringChunk | Param | SQL> = [new StringChunk(`insert into "${getTableName(table)}" (${used.map(([, c]) => `"${columnName(c)}"`).join(', ')}) `)];
  records.forEach((row, i) => {
    chunks.push(new StringChunk(i ? ' union all select ' : 'select '));
    used.forEach(([key, column], j) => {
      chunks.push(valueOf(row, key, column), new StringChunk(`::${column.getSQLType()}${j < used.length - 1 ? ', ' : ''}`));
    });
    if (claim) chunks.push(new StringChunk(' from claim'));
  });
  return new SQL(chunks);
}

/** One statement: the claim (when there is one) and the other WITH queries, then `main`. */
export function claimedStatement(claim: Claim | undefined, withs: Array<[name: string, query: SQL]>, main: SQL): SQL {
  const parts = [...(claim ? [sql`claim as (${claim.query})`] : []), ...withs.map(([name, query]) => sql`${sql.identifier(name)} as (${query})`)];
  return parts.length ? sql`with ${sql.join(parts, sql`, `)} ${main}` : main;
}

/**
 * An idempotent write as one statement, a data-modifying WITH query: the key is claimed with the
 * answer already in it (the `claim` handed to `write`), and `write` builds the statement whose
 * writes take their rows from the claim (insertClaimed), so they happen only when this statement
 * claimed the key. Its main INSERT must return its rows: none means the key was someone else's.
 * Without a key, `write` gets no claim and writes unconditionally. One round trip and no
 * transaction; one statement is atomic, and a concurrent retry with the same key waits on the key's
 * unique index as above, then finds it taken and replays the stored answer.
 */
export async function idempotentStatement<T>(
  db: Db,
  request: { key: string | undefined; scope: string; body: unknown },
  answer: { statusCode: number; body: T },
  write: (claim: Claim | undefined) => Promise<unknown[]>,
): Promise<IdempotentAnswer<T>> {
  if (!request.key) {
    await write(undefined);
    return { ...answer, replayed: false };
  }
  const key = `${request.scope}:${request.key}`;
  const print = `${request.scope}:${fingerprint(request.body)}`;
  const written = await write(claimOf(key, print, answer));
  return written.length > 0 ? { ...answer, replayed: false } : storedAnswer<T>(db, key, print);
}

/**
 * The same transaction as above on one PostgreSQL connection: `BEGIN; INSERT ... ON CONFLICT DO
 * NOTHING` as one simple query, the work, then `UPDATE ...; COMMIT` as one. Values are written as
 * literals escaped by the driver (a simple query with several statements cannot take parameters).
 */
async function claimBracketed<T>(
  pooled: PooledTransactions,
  key: string,
  print: string,
  work: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const { client, tx } = await pooled.connect();
  let broken: Error | undefined;
  try {
    const k = client.escapeLiteral(key);
    const opened = (await client.query(
      `begin; insert into idempotency_keys (key, scope, response_status, response_body) values (${k}, ${client.escapeLiteral(print)}, 0, '{}') on conflict (key) do nothing returning key`,
    )) as unknown as Array<{ rowCount: number | null }>;
    if (opened[1]?.rowCount !== 1) {
      // Someone else's key, committed (a concurrent first attempt was waited for by the insert).
      // A key reused for another body throws here; the rollback below ends the transaction.
      const stored = await storedAnswer<T>(tx, key, print);
      await client.query('commit');
      return stored;
    }
    const answer = await work(tx);
    const status = answer.statusCode;
    if (!Number.isInteger(status)) throw new TypeError(`not an HTTP status: ${status}`);
    await client.query(
      `update idempotency_keys set response_status = ${status}, response_body = ${client.escapeLiteral(JSON.stringify(answer.body ?? null))} where key = ${k}; commit`,
    );
    return { ...answer, replayed: false };
  } catch (err) {
    // Whatever failed (the work, a statement, COMMIT itself), nothing of this transaction stays.
    await client.query('rollback').catch((rollbackErr: Error) => {
      broken = rollbackErr;
    });
    throw err;
  } finally {
    client.release(broken);
  }
}
