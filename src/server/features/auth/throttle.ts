/**
 * Sign-in throttling: at most SIGN_IN_LIMITS.perAccount failed attempts per account and
 * SIGN_IN_LIMITS.perAddress per client address within SIGN_IN_LIMITS.windowMs; beyond that the
 * sign-in answers 429 until the window has passed. Counters live in the database (or in Redis
 * when REDIS_URL is set), so every instance behind a load balancer sees the same numbers.
 *
 * An attempt is counted before it is tried (so a burst of parallel guesses counts in full) and
 * taken back when it succeeds or is refused for being over the limit (so waiting is enough to get
 * back in; retrying while blocked does not extend the block).
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';

export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 10, windowMs: 15 * 60 * 1000 } as const;

export interface AttemptStore {
  /** Counts one attempt under each key; answers each key's count in the window, this one included. */
  hit(keys: string[]): Promise<{ counts: number[]; receipt: unknown }>;
  /** Takes back the attempt `hit` counted (a success, or a refused attempt). */
  undo(receipt: unknown): Promise<void>;
  /** Forgets every counted attempt of a key (the account, after a successful sign-in). */
  clear(key: string): Promise<void>;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export function databaseAttemptStore(db: Db, windowMs = SIGN_IN_LIMITS.windowMs): AttemptStore {
  return {
    async hit(keys) {
      const hashed = keys.map(hashKey);
      const since = new Date(Date.now() - windowMs);
      // Two statements, no transaction: the insert is committed before the count, so the k-th
      // attempt to be stored counts at least k, whichever instance stored the others.
      const inserted = await db.insert(signInFailures).values(hashed.map((key) => ({ key }))).returning({ id: signInFailures.id });
      const counted = await db
        .select({ key: signInFailures.key, n: count() })
        .from(signInFailures)
        .where(and(inArray(signInFailures.key, hashed), gt(signInFailures.createdAt, since)))
        .groupBy(signInFailures.key);
      const rows = { inserted, counted };
      // Housekeeping: rows older than the window mean nothing any more.
      await db.delete(signInFailures).where(lt(signInFailures.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`));
      const byKey = new Map(rows.counted.map((r) => [r.key, Number(r.n)]));
      return { counts: hashed.map((k) => byKey.get(k) ?? 0), receipt: rows.inserted.map((r) => r.id) };
    },
    async undo(receipt) {
      const ids = receipt as string[];
      if (ids.length) await db.delete(signInFailures).where(inArray(signInFailures.id, ids));
    },
    async clear(key) {
      await db.delete(signInFailures).where(eq(signInFailures.key, hashKey(key)));
    },
  };
}

/** Fixed windows in Redis: the first attempt of a key starts its window. */
export function redisAttemptStore(redis: Redis, windowMs = SIGN_IN_LIMITS.windowMs): AttemptStore {
  const name = (key: string) => `antarman:sign-in:${hashKey(key)}`;
  return {
    async hit(keys) {
      const multi = redis.multi();
      for (const key of keys) multi.incr(name(key)).pexpire(name(key), windowMs, 'NX');
      const results = (await multi.exec()) ?? [];
      const counts = keys.map((_, i) => Number(results[i * 2]?.[1] ?? 0));
      return { counts, receipt: keys };
    },
    async undo(receipt) {
      const keys = receipt as string[];
      const multi = redis.multi();
      for (const key of keys) multi.decr(name(key));
      await multi.exec();
    },
    async clear(key) {
      await redis.del(name(key));
    },
  };
}

export interface SignInThrottle {
  /** Counts the attempt; `allowed: false` when the account or the address is over its limit. */
  begin(email: string, ip: string): Promise<{ allowed: boolean; finish(outcome: 'succeeded' | 'failed' | 'not-counted'): Promise<void> }>;
}

export function createSignInThrottle(store: AttemptStore, limits: { perAccount: number; perAddress: number } = SIGN_IN_LIMITS): SignInThrottle {
  return {
    async begin(email, ip) {
      const accountKey = `account:${email.trim().toLowerCase()}`;
      const addressKey = `address:${ip}`;
      const { counts, receipt } = await store.hit([accountKey, addressKey]);
      const allowed = counts[0] <= limits.perAccount && counts[1] <= limits.perAddress;
      if (!allowed) await store.undo(receipt);
      return {
        allowed,
        async finish(outcome) {
          if (!allowed || outcome === 'failed') return;
          await store.undo(receipt);
          if (outcome === 'succeeded') await store.clear(accountKey);
        },
      };
    },
  };
}
