/**
 * Idempotent writes: a request that carries an Idempotency-Key runs its work at most once. The key
 * is claimed by inserting it in the same transaction as the work, so a concurrent retry waits on
 * the key's unique index until the first transaction ends, then replays the stored answer (or, if
 * the first one rolled back, does the work itself). A key reused for a different request body is
 * refused rather than answered with someone else's result.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      if (!stored || stored.scope !== print) throw new HttpError(422, 'idempotency_key_reused', 'registration:errors.idempotencyKeyReused');
      return { statusCode: stored.responseStatus, body: stored.responseBody as T, replayed: true };
    }
    const answer = await work(tx);
    await tx.update(idempotencyKeys).set({ responseStatus: answer.statusCode, responseBody: answer.body as unknown }).where(eq(idempotencyKeys.key, key));
    return { ...answer, replayed: false };
  });
}
