/**
 * The database: PGlite (PostgreSQL compiled to WebAssembly, stored in DATA_DIR/db) when no
 * DATABASE_URL is set, a node-postgres pool on that server otherwise. Same schema, same SQL,
 * same migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Runs `fn` while holding an installation-wide lock (start-up work such as seeding). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const casing = 'snake_case' as const;
/** Arbitrary constant for pg_advisory_lock: "start-up of this application". */
const STARTUP_LOCK_ID = 7_240_311;

/** Closing twice (shutdown racing a test's teardown, say) is harmless. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** For PGlite: the directory to store data in; omitted = in memory (tests). */
  dataDir?: string;
  /** For PGlite in memory: start from this data-directory tarball (dumpDataDir()) instead of an empty database (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
  onPoolError?: (err: Error) => void;
}

// Each kind's driver is imported when that kind is opened: a server on PostgreSQL never loads
// PGlite (WebAssembly PostgreSQL, megabytes of code and memory), and one on PGlite never loads pg.
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? createPostgres(options.databaseUrl, options) : createPglite(options.dataDir, options.loadDataDir);
}

/**
 * PGlite's memory, bounded (issue 21): PostgreSQL's defaults are a server's (128 MB of shared buffers
 * alone), and PGlite lives inside the site's process. A practice's database is a few megabytes; the
 * kernel's page cache still holds its files. Written to the data directory's postgresql.conf at start.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'temp_buffers = 2MB', 'maintenance_work_mem = 16MB', 'wal_buffers = 1MB'];

/**
 * PGlite's WebAssembly compiled by V8's baseline compiler only (Liftoff), never re-compiled by its
 * optimizing one: about 130 MB less resident memory for the same query speed (measured: 2,000 inserts
 * and reads in 5.5 s either way). It applies to the WebAssembly compiled after it, which in this
 * process is PGlite alone (sharp is native code).
 */
let liftoffOnly = false;
function compileWasmWithLiftoffOnly() {
  if (liftoffOnly) return;
  v8.setFlagsFromString('--liftoff-only');
  liftoffOnly = true;
}

async function createPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  compileWasmWithLiftoffOnly();
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), postgresqlconf: PGLITE_SETTINGS });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing });
  // PGlite serves one process: one query at a time, so a local queue is the start-up lock.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    withStartupLock(fn) {
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: closeOnce(() => client.close()),
  };
}

async function createPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its server (a restart, an outage) must not crash the process.
  pool.on('error', (err) => options.onPoolError?.(err));
  // A client that is checked out (inside a transaction) when its server goes away emits 'error' as
  // well, and the pool only listens on idle ones: unheard, that error would end the process. Its
  // queries fail on their own (and are answered 503), so this listener only keeps the process up.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema, casing });

  async function withStartupLock<T>(fn: () => Promise<T>): Promise<T> {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
      return await fn();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
      lockClient.release();
    }
  }

  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => withStartupLock(() => migratePg(db, { migrationsFolder })),
    withStartupLock,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: closeOnce(() => pool.end()),
  };
}
