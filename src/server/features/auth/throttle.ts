/**
 * Sign-in throttling with growing delays, never a lockout.
 *
 * Each attempt is counted under keys; a key's first `free` attempts in the window pass at once, and
 * after that each attempt must wait `1 s × 2^(n − free)` (at most `maxDelayMs`) after the one
 * before it. Waiting is always enough to try again, and the waits grow fast enough that guessing a
 * password is hopeless (about 20 guesses an hour per account).
 *
 * Which keys an attempt counts under (ADR 0016):
 * - from a browser that has signed in to this account before (it carries a device token of its
 *   own, see device-token.ts): only that token's key. A stranger's guesses therefore never slow the
 *   owner down on their own phone, the founder always reaches the admin area, and a browser that
 *   kept a token guesses against that token alone, not the owner's other browsers;
 * - otherwise: the account, and the client address. The address allows 30 failures before its
 *   delays start, because in India many phones share one address (carrier-grade NAT): one person's
 *   typos must not stop strangers from signing in.
 * A completed password reset clears the account's count (resetAccount).
 *
 * An attempt is counted before it is tried (so a burst of parallel guesses counts in full), and
 * taken back when it succeeds or is refused for being too early (so retrying while told to wait
 * does not extend the wait). Counters live in the database, or in Redis when REDIS_URL is set, so
 * every instance behind a load balancer sees the same numbers.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';

export interface DelaySchedule {
  /** Attempts in the window that pass without waiting. */
  free: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
}

export interface ThrottleLimits {
  windowMs: number;
  account: DelaySchedule;
  address: DelaySchedule;
  device: DelaySchedule;
}

export const SIGN_IN_LIMITS = {
  windowMs: 60 * 60 * 1000,
  account: { free: 5, maxDelayMs: 15 * 60 * 1000 },
  address: { free: 30, maxDelayMs: 15 * 60 * 1000 },
  device: { free: 10, maxDelayMs: 5 * 60 * 1000 },
} as const satisfies ThrottleLimits;

/** How long the attempt after `failures` earlier ones must wait after the previous one. */
export function delayAfter(failures: number, schedule: DelaySchedule): number {
  if (failures < schedule.free) return 0;
  return Math.min(1000 * 2 ** (failures - schedule.free), schedule.maxDelayMs);
}

export interface KeyCount {
  /** Attempts in the window, this one included. */
  count: number;
  /** When the latest other attempt in the window was made (ms since the epoch), or null. */
  previousAt: number | null;
}

export interface AttemptStore {
  /** Counts one attempt under each key; answers each key's count and previous attempt. */
  hit(keys: string[]): Promise<{ counts: KeyCount[]; receipt: unknown }>;
  /** Takes back the attempt `hit` counted (a success, or a refused attempt). */
  undo(receipt: unknown): Promise<void>;
  /** Forgets every counted attempt of a key (the account, after a successful sign-in or reset). */
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
      const mine = inserted.map((r) => r.id);
      const counted = await db
        .select({
          key: signInFailures.key,
          n: sql<number>`count(*)::int`,
          previousAt: sql<string | null>`max(${signInFailures.createdAt}) filter (where ${signInFailures.id} not in (${sql.join(
            mine.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}))`,
        })
        .from(signInFailures)
        .where(and(inArray(signInFailures.key, hashed), gt(signInFailures.createdAt, since)))
        .groupBy(signInFailures.key);
      // Housekeeping: rows older than the window mean nothing any more.
      await db.delete(signInFailures).where(lt(signInFailures.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`));
      const byKey = new Map(counted.map((r) => [r.key, r]));
      return {
        counts: hashed.map((k) => {
          const row = byKey.get(k);
          return { count: Number(row?.n ?? 0), previousAt: row?.previousAt ? new Date(row.previousAt).getTime() : null };
        }),
        receipt: mine,
      };
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

/** One sorted set per key in Redis: each attempt is a member scored by its time. */
export function redisAttemptStore(redis: Redis, windowMs = SIGN_IN_LIMITS.windowMs): AttemptStore {
  const name = (key: string) => `antarman:sign-in:v2:${hashKey(key)}`;
  return {
    async hit(keys) {
      const now = Date.now();
      const member = `${now}:${randomUUID()}`;
      const multi = redis.multi();
      for (const key of keys) {
        multi
          .zremrangebyscore(name(key), 0, now - windowMs)
          .zadd(name(key), now, member)
          .pexpire(name(key), windowMs)
          .zcard(name(key))
          .zrevrange(name(key), 0, 1, 'WITHSCORES');
      }
      const results = (await multi.exec()) ?? [];
      const counts = keys.map((_, i) => {
        const count = Number(results[i * 5 + 3]?.[1] ?? 0);
        const newest = (results[i * 5 + 4]?.[1] ?? []) as string[];
        // newest: [member, score, member, score]; the other one of the two newest is the previous.
        const other = newest[0] === member ? newest[3] : newest[1];
        return { count, previousAt: other !== undefined ? Number(other) : null };
      });
      return { counts, receipt: { keys, member } };
    },
    async undo(receipt) {
      const { keys, member } = receipt as { keys: string[]; member: string };
      const multi = redis.multi();
      for (const key of keys) multi.zrem(name(key), member);
      await multi.exec();
    },
    async clear(key) {
      await redis.del(name(key));
    },
  };
}

export type AttemptOutcome = 'succeeded' | 'failed' | 'not-counted';

export type Attempt =
  | { allowed: true; finish(outcome: AttemptOutcome): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

export interface SignInThrottle {
  /**
   * Counts the attempt. `device`: the browser has signed in to this account before and carries its
   * own token (device-token.ts: the token's hash), so only that token's key counts. Refused: how
   * many seconds to wait.
   */
  begin(email: string, ip: string, options?: { device?: string | null }): Promise<Attempt>;
  /** A completed password reset: the account starts afresh. */
  resetAccount(email: string): Promise<void>;
}

const accountKeyOf = (email: string) => `account:${email.trim().toLowerCase()}`;

export function createSignInThrottle(store: AttemptStore, limits: ThrottleLimits = SIGN_IN_LIMITS, now: () => number = Date.now): SignInThrottle {
  return {
    async begin(email, ip, options = {}) {
      const accountKey = accountKeyOf(email);
      const deviceKey = options.device ? `device:${options.device}` : null;
      const keyed: Array<[string, DelaySchedule]> = deviceKey
        ? [[deviceKey, limits.device]]
        : [
            [accountKey, limits.account],
            [`address:${ip}`, limits.address],
          ];
      const { counts, receipt } = await store.hit(keyed.map(([key]) => key));
      let waitMs = 0;
      counts.forEach(({ count, previousAt }, i) => {
        const required = delayAfter(count - 1, keyed[i][1]);
        if (required > 0 && previousAt !== null) waitMs = Math.max(waitMs, required - (now() - previousAt));
      });
      if (waitMs > 0) {
        await store.undo(receipt);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      return {
        allowed: true,
        async finish(outcome) {
          if (outcome === 'failed') return;
          await store.undo(receipt);
          if (outcome === 'succeeded') await store.clear(deviceKey ?? accountKey);
        },
      };
    },
    async resetAccount(email) {
      // The account's device tokens ended with its password (device-token.ts): their keys count for nothing more.
      await store.clear(accountKeyOf(email));
    },
  };
}
