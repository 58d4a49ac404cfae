/**
 * For tests of a migration's data step: an empty database migrated up to a given migration, rows
 * written the way the installation of then wrote them, then the rest of the migrations (`database.migrate()`).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, migrationsFolder, type Database } from '../db/client.ts';
import type { DatabaseKind } from './databases.ts';

/** A copy of the migrations folder whose journal stops after `lastIdx`, and how to remove it. */
export function migrationsUpTo(lastIdx: number): { folder: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function onServer(serverUrl: string, query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** An empty database of the kind (not from the test run's migrated snapshot), migrated with the migrations of `folder`, and how to drop it. */
export async function emptyDatabase(kind: DatabaseKind): Promise<{ database: Database; migrateWith(folder: string): Promise<void>; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await createDatabase({});
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    return { database, migrateWith: (folder) => migrate(database.db as never, { migrationsFolder: folder }), drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_migration_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  return {
    database,
    migrateWith: (folder) => migrate(database.db as never, { migrationsFolder: folder }),
    async drop() {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The rows of a raw query. */
export const rowsOf = async <T>(database: Database, query: string): Promise<T[]> => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
