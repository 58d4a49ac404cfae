/**
 * Daily budgets of the uploads visitors make without an account (the meditation circle's photo), on
 * top of the route's per-minute limit, so that nobody can fill the disk (or the S3 bill) a photo at a
 * time. Settings: config.visitorUploads (VISITOR_UPLOADS_PER_DAY, VISITOR_UPLOAD_MB_PER_DAY,
 * VISITOR_UPLOAD_MB_TOTAL_PER_DAY, UPLOAD_MIN_FREE_DISK_MB, UPLOAD_MIN_FREE_DISK_PERCENT).
 *
 * - Per client address and IST day: a number of files, counted when the upload URL is handed out
 *   (each URL is one file of the budget), and a number of bytes, counted when the file arrives (its
 *   real size is known then; refused before it is stored). IPv6 clients count per /64, the block one
 *   connection is given. Addresses are kept hashed.
 * - All visitors together: a number of bytes per day (S3 included).
 * - The disk guard (local storage only): below UPLOAD_MIN_FREE_DISK_MB or _PERCENT of free space on
 *   the disk of DATA_DIR/objects, visitors' uploads are refused (507) at both steps.
 *
 * Counters live in the database (one conditional statement per counter: an upsert that adds only
 * while the sums stay within the limits, so instances and concurrent requests never overshoot), or in
 * Redis when REDIS_URL is set (one Lua script per counter, atomic there); if Redis fails, the
 * database counts. A refusal for a budget answers 429 with Retry-After: the seconds until midnight IST.
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { istToday } from '../../../shared/ist.ts';
import type { VisitorUploadSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { uploadBudgets } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { clientKeyOf } from '../../lib/client-network.ts';

/** The budget key of all visitors together. */
export const ALL_VISITORS = '*';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** What a limit of 0 ("off") becomes: more than anyone can reach (files: int4; bytes: a safe integer). */
const NO_FILE_LIMIT = 2_147_483_647;
const NO_BYTE_LIMIT = Number.MAX_SAFE_INTEGER;
/** Megabytes as a message says them: 20, or 0.5 for a budget under one. */
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** A refusal that tells the client when to come back (Retry-After, in seconds). */
export class BudgetRefusal extends HttpError {
  constructor(code: string, messageKey: string, readonly retryAfterSeconds: number, params?: Record<string, unknown>) {
    super(429, code, messageKey, undefined, params);
  }
}

const storageFull = () => new HttpError(507, 'storage_full', 'event-registration:photo.storageFull');

/** Seconds from `now` to the next midnight IST, when the day's budgets start again. */
export function secondsToNextIstDay(now: number): number {
  const istNow = now + IST_OFFSET_MS;
  const next = Math.floor(istNow / DAY_MS + 1) * DAY_MS;
  return Math.max(1, Math.ceil((next - istNow) / 1000));
}

/** The budget key of a client address: its network (IPv4, or the IPv6 /64), hashed (lib/client-network.ts). */
export { clientKeyOf };

interface Amount {
  files: number;
  bytes: number;
}

export interface BudgetStore {
  /**
   * Adds `add` to the day's count of `key` when the sums stay within `limits` and the bytes counted so
   * far are under their limit (so a check of 0 bytes refuses a spent budget); answers whether it did.
   */
  take(key: string, day: string, add: Amount, limits: Amount): Promise<boolean>;
  /** Takes back what `take` added (the upload was refused for another reason). */
  giveBack(key: string, day: string, amount: Amount): Promise<void>;
}

export function databaseBudgetStore(db: Db): BudgetStore {
  let lastSwept = '';
  return {
    async take(key, day, add, limits) {
      if (add.files > limits.files || add.bytes > limits.bytes || limits.bytes <= 0) return false;
      // Rows of earlier days mean nothing any more: cleared once a day per instance.
      if (lastSwept !== day) {
        lastSwept = day;
        await db.delete(uploadBudgets).where(lt(uploadBudgets.day, day));
      }
      const { rows } = (await db.execute(sql`
        insert into upload_budgets as b (key, day, files, bytes) values (${key}, ${day}::date, ${add.files}::int, ${add.bytes}::bigint)
        on conflict (key, day) do update set files = b.files + excluded.files, bytes = b.bytes + excluded.bytes
        where b.files + excluded.files <= ${limits.files}::int
          and b.bytes + excluded.bytes <= ${limits.bytes}::bigint
          and b.bytes < ${limits.bytes}::bigint
        returning b.files`)) as { rows: unknown[] };
      return rows.length > 0;
    },
    async giveBack(key, day, amount) {
      await db.execute(sql`
        update upload_budgets set files = greatest(0, files - ${amount.files}::int), bytes = greatest(0, bytes - ${amount.bytes}::bigint)
        where key = ${key} and day = ${day}::date`);
    },
  };
}

const TAKE_SCRIPT = `
local files = tonumber(redis.call('HGET', KEYS[1], 'files') or '0')
local bytes = tonumber(redis.call('HGET', KEYS[1], 'bytes') or '0')
local addFiles, addBytes = tonumber(ARGV[1]), tonumber(ARGV[2])
local maxFiles, maxBytes = tonumber(ARGV[3]), tonumber(ARGV[4])
if files + addFiles > maxFiles or bytes + addBytes > maxBytes or bytes >= maxBytes then return 0 end
redis.call('HINCRBY', KEYS[1], 'files', addFiles)
redis.call('HINCRBY', KEYS[1], 'bytes', addBytes)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/** Counters in Redis (a hash per key and day, gone two days later); the database counts when Redis fails. */
export function redisBudgetStore(redis: Redis, fallback: BudgetStore, log?: { warn(obj: object, msg: string): void }): BudgetStore {
  const name = (key: string, day: string) => `antarman:upload-budget:${day}:${key}`;
  return {
    async take(key, day, add, limits) {
      try {
        const taken = await redis.eval(TAKE_SCRIPT, 1, name(key, day), add.files, add.bytes, limits.files, limits.bytes, 2 * DAY_MS);
        return Number(taken) === 1;
      } catch (err) {
        log?.warn({ err }, 'upload budget: Redis failed, counting in the database');
        return fallback.take(key, day, add, limits);
      }
    },
    async giveBack(key, day, amount) {
      try {
        await redis.multi().hincrby(name(key, day), 'files', -amount.files).hincrby(name(key, day), 'bytes', -amount.bytes).exec();
      } catch {
        await fallback.giveBack(key, day, amount);
      }
    },
  };
}

/** Free space of the disk that holds `dir` (or its nearest existing parent): bytes and share in percent. */
export async function freeDiskSpace(dir: string): Promise<{ freeBytes: number; freePercent: number }> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const s = await statfs(at);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      return { freeBytes: free, freePercent: total > 0 ? (free / total) * 100 : 100 };
    } catch (err) {
      const parent = path.dirname(at);
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw err;
      at = parent;
    }
  }
}

export interface VisitorUploadBudget {
  /** Before an upload URL is handed out: the disk guard, the day's bytes of all visitors, the client's files. Answers the budget key. */
  beforeTicket(ip: string): Promise<string>;
  /** Before a visitor's file of `size` bytes is stored: the disk guard, then the client's and everyone's bytes. */
  beforeStore(budgetKey: string, size: number): Promise<void>;
}

export function createVisitorUploadBudget(deps: {
  store: BudgetStore;
  settings: VisitorUploadSettings;
  /** The local storage folder (DATA_DIR/objects); none for S3, where the disk guard does not apply. */
  localDir?: string;
  now?: () => number;
}): VisitorUploadBudget {
  const { store, settings, localDir } = deps;
  const now = deps.now ?? Date.now;
  const perClient: Amount = { files: settings.filesPerClient || NO_FILE_LIMIT, bytes: settings.bytesPerClient || NO_BYTE_LIMIT };
  const total: Amount = { files: NO_FILE_LIMIT, bytes: settings.bytesTotal || NO_BYTE_LIMIT };
  const dayOf = (at: number) => istToday(new Date(at));

  async function guardDisk() {
    if (!localDir || (!settings.minFreeDiskBytes && !settings.minFreeDiskPercent)) return;
    const { freeBytes, freePercent } = await freeDiskSpace(localDir);
    if ((settings.minFreeDiskBytes && freeBytes < settings.minFreeDiskBytes) || (settings.minFreeDiskPercent && freePercent < settings.minFreeDiskPercent)) throw storageFull();
  }

  const refuse = (at: number, code: string, key: string, params?: Record<string, unknown>) =>
    new BudgetRefusal(code, `event-registration:photo.${key}`, secondsToNextIstDay(at), params);
  const everyoneFull = (at: number) => refuse(at, 'uploads_full_today', 'uploadsFullToday');
  const clientBytesSpent = (at: number) => refuse(at, 'upload_bytes_per_day', 'bytesPerDay', { n: megabytes(settings.bytesPerClient) });

  return {
    async beforeTicket(ip) {
      await guardDisk();
      const at = now();
      const day = dayOf(at);
      // A check (nothing added): refused once the day's bytes of all visitors are spent.
      if (!(await store.take(ALL_VISITORS, day, { files: 0, bytes: 0 }, total))) throw everyoneFull(at);
      const key = clientKeyOf(ip);
      if (!(await store.take(key, day, { files: 1, bytes: 0 }, perClient))) {
        // Which of the client's two budgets is spent: a check of the bytes alone tells.
        const bytesLeft = await store.take(key, day, { files: 0, bytes: 0 }, { files: NO_FILE_LIMIT, bytes: perClient.bytes });
        if (!bytesLeft) throw clientBytesSpent(at);
        throw refuse(at, 'uploads_per_day', 'filesPerDay', { n: settings.filesPerClient });
      }
      return key;
    },

    async beforeStore(budgetKey, size) {
      await guardDisk();
      const at = now();
      const day = dayOf(at);
      if (!(await store.take(budgetKey, day, { files: 0, bytes: size }, perClient))) throw clientBytesSpent(at);
      if (!(await store.take(ALL_VISITORS, day, { files: 0, bytes: size }, total))) {
        await store.giveBack(budgetKey, day, { files: 0, bytes: size });
        throw everyoneFull(at);
      }
    },
  };
}
