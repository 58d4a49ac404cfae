/**
 * Real databases for tests: a fresh in-memory PGlite always, and a fresh PostgreSQL database on the
 * TEST_DATABASE_URL server when that is set. Each call gets its own migrated database, that no other
 * test file sees.
 *
 * Migrating is done once per test run, not once per file (global-setup.ts calls
 * prepareMigratedDatabases()): PGlite starts from the data directory of a migrated database
 * (dumpDataDir(), loaded with loadDataDir: no initdb, no migrations), PostgreSQL copies a migrated
 * template database (`create database ... template ...`). Without that setup (a globalSetup-less
 * project, a script) each database is created empty and migrated, as before.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The migrated PGlite data directory (a tar file) of this run. */
const SNAPSHOT_ENV = 'TEST_PGLITE_SNAPSHOT';
/** The migrated PostgreSQL template database of this run. */
const TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

/** The kinds this run tests against (the env var is the test runner's, not the app's config). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** The connection URL (PostgreSQL only), for tests that start a server process on it. */
  url?: string;
  drop(): Promise<void>;
}

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * PGlite databases of this process that a test file dropped, reset to the migrated state, for the
 * next file (the api project runs its files in shared workers: `isolate: false`). Starting a PGlite
 * from the snapshot costs about 1.8 s of CPU; putting one back as it was migrated costs about 40 ms.
 */
const idlePglites: Database[] = [];
/** The migrated state of the snapshot: the rows the migrations wrote, and the sequences' values. */
let migratedState: Promise<{ tables: string[]; rows: Array<{ table: string; json: string }>; sequences: Array<{ name: string; value: string }> }> | undefined;

const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

async function readMigratedState(client: PGlite) {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I', table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.name);
  const rows: Array<{ table: string; json: string }> = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`);
    if (found[0]?.json) rows.push({ table, json: found[0].json });
  }
  const sequences = (
    await client.query<{ name: string; value: string | null }>(`select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences`)
  ).rows.filter((r): r is { name: string; value: string } => r.value !== null);
  return { tables, rows, sequences };
}

/** Puts a used PGlite back as the migrations left it: every table emptied, their rows and the sequences restored. */
async function resetPglite(database: Database): Promise<void> {
  const client = pgliteOf(database);
  const state = await migratedState!;
  await client.exec(`reset all; select pg_advisory_unlock_all(); unlisten *; truncate ${state.tables.join(', ')} restart identity cascade`);
  await client.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`);
    for (const { table, json } of state.rows) await tx.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [json]);
    for (const { name, value } of state.sequences) await tx.query(`select setval($1, $2::bigint)`, [name, value]);
  });
}

async function pooledPglite(snapshot: string): Promise<TestDatabase> {
  let database = idlePglites.pop();
  if (!database) {
    database = await createDatabase({ loadDataDir: new Blob([readFileSync(snapshot)]) });
    migratedState ??= readMigratedState(pgliteOf(database));
    await migratedState;
  }
  const used = database;
  return {
    database: used,
    async drop() {
      // A database a test closed itself, or one that cannot be reset, is not used again.
      if (pgliteOf(used).closed) return;
      try {
        await resetPglite(used);
        idlePglites.push(used);
      } catch {
        await used.close();
      }
    },
  };
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = process.env[SNAPSHOT_ENV];
    if (snapshot) return pooledPglite(snapshot);
    const database = await createDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = uniqueName('t');
  const template = process.env[TEMPLATE_ENV];
  await onServer(serverUrl, (admin) => admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`));
  const url = databaseUrl(serverUrl, name);
  const database = await createDatabase({ databaseUrl: url, poolSize: 20 });
  if (!template) await database.migrate();
  return {
    database,
    url,
    async drop() {
      await database.close();
      await onServer(serverUrl, (dropper) => dropper.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * Migrates one database of each kind this run tests against and keeps it as the starting point of
 * every createTestDatabase() in this process and the test workers it starts (through the
 * environment). Answers the teardown that removes them. A second call in the same process (another
 * project's global setup) reuses the first's and has nothing to tear down.
 */
export async function prepareMigratedDatabases(): Promise<() => Promise<void>> {
  const undo: Array<() => Promise<void> | void> = [];

  if (!process.env[SNAPSHOT_ENV]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-migrated-'));
    const database = await createDatabase({});
    try {
      await database.migrate();
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const tarball = await client.dumpDataDir('none');
      const file = path.join(dir, 'migrated.tar');
      writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
      process.env[SNAPSHOT_ENV] = file;
    } finally {
      await database.close();
    }
    undo.push(() => {
      delete process.env[SNAPSHOT_ENV];
      rmSync(dir, { recursive: true, force: true });
    });
  }

  const teardown = async () => {
    for (const step of undo.reverse()) await step();
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && !process.env[TEMPLATE_ENV]) {
    const name = uniqueName('t_migrated');
    const dropTemplate = () => onServer(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    try {
      await onServer(serverUrl, (admin) => admin.query(`create database "${name}"`));
      const database = await createDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 2 });
      try {
        await database.migrate();
      } finally {
        // No connection may stay open to a template while databases are copied from it.
        await database.close();
      }
    } catch (err) {
      await dropTemplate().catch(() => undefined);
      await teardown();
      throw err;
    }
    process.env[TEMPLATE_ENV] = name;
    undo.push(async () => {
      delete process.env[TEMPLATE_ENV];
      await dropTemplate();
    });
  }

  return teardown;
}
