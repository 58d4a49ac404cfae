/**
 * Backups (hostile test 5): `npm run db:backup` and `npm run db:restore`, run as an operator runs
 * them, round-trip a seeded database: every row of every table (the migrations journal included)
 * comes back identical. PostgreSQL through pg_dump/pg_restore (with TEST_DATABASE_URL), PGlite
 * through its data-directory dump. Both refuse to overwrite a database that holds data unless told
 * to, and the PGlite backup refuses while another process has the database open.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { contacts, registrations } from '../db/schema.ts';
import { seedSampleContent } from '../db/seed.ts';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('backup.test.ts: the PostgreSQL backup round trip needs TEST_DATABASE_URL and did not run (the PGlite one did).');

/** Runs an npm script as an operator would, with only the settings given (no .env of the test run). */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Every row of every table of the app (public) and of the migrations journal (drizzle), as text. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const listed = (await database.db.execute(
    sql`select table_schema, table_name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  )) as unknown as { rows: Array<{ table_schema: string; table_name: string }> };
  const out: Record<string, string[]> = {};
  for (const { table_schema: schema, table_name: table } of listed.rows) {
    const rows = (await database.db.execute(sql.raw(`select x::text as r from "${schema}"."${table}" x order by 1`))) as unknown as { rows: Array<{ r: string }> };
    out[`${schema}.${table}`] = rows.rows.map((r) => r.r);
  }
  return out;
}

/** The sample content, plus rows in three scripts, JSON, NULLs and newlines. */
async function seed(database: Database) {
  await seedSampleContent(database.db);
  await database.db.insert(contacts).values([
    { name: 'आशा पटेल', email: 'asha@example.com', message: 'નમસ્તે — “quotes”, an emoji 😀,\nand a second line', locale: 'hi' },
    { name: "O'Brien; drop table users; --", email: 'ob@example.com', message: 'tab\there', locale: 'en', responded: true, respondedAt: new Date('2026-01-02T03:04:05Z') },
  ]);
  await database.db.insert(registrations).values({
    type: 'consultancy',
    status: 'pending_payment',
    fullName: 'રવિ શાહ',
    email: 'ravi@example.com',
    phone: null,
    formData: { nested: { list: [1, 2, 3], empty: {} }, text: 'ॐ शान्ति', flag: true },
    amountInr: 2999,
  });
}

describe('backups: npm run db:backup and npm run db:restore (PGlite)', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('round-trips a seeded embedded database through its data-directory dump', { timeout: 180_000 }, async () => {
    const source = path.join(work, 'source');
    const original = await createDatabase({ dataDir: path.join(source, 'db') });
    await original.migrate();
    await seed(original);
    const before = await snapshot(original);
    expect(before['public.contacts']).toHaveLength(2);

    // While the database is open in a process (this one), the backup refuses.
    const refused = npmRun('db:backup', ['--out', path.join(work, 'refused.tar.gz')], { DATA_DIR: source });
    expect(refused.status, refused.output).not.toBe(0);
    expect(refused.output).toMatch(/stop the site first/);
    await original.close();

    const file = path.join(work, 'pglite.tar.gz');
    const made = npmRun('db:backup', ['--out', file], { DATA_DIR: source });
    expect(made.status, made.output).toBe(0);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const target = path.join(work, 'target');
    const restored = npmRun('db:restore', [file], { DATA_DIR: target });
    expect(restored.status, restored.output).toBe(0);
    const copy = await createDatabase({ dataDir: path.join(target, 'db') });
    try {
      expect(await snapshot(copy)).toEqual(before);
    } finally {
      await copy.close();
    }

    // A database that holds data is replaced only with --force, and then kept aside.
    const again = npmRun('db:restore', [file], { DATA_DIR: target });
    expect(again.status, again.output).not.toBe(0);
    expect(again.output).toMatch(/--force/);
    const forced = npmRun('db:restore', [file, '--force'], { DATA_DIR: target });
    expect(forced.status, forced.output).toBe(0);
    expect(readdirSync(target).filter((n) => n.startsWith('db.before-restore-'))).toHaveLength(1);
  });
});

describe.runIf(serverUrl)('backups: npm run db:backup and npm run db:restore (PostgreSQL)', () => {
  let source: TestDatabase;
  let work: string;
  const targetName = `t_restore_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
    source = await createTestDatabase('postgres');
    await seed(source.database);
  });
  afterAll(async () => {
    await source?.drop();
    await admin(`drop database if exists "${targetName}" with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('round-trips a seeded PostgreSQL database through pg_dump and pg_restore', { timeout: 180_000 }, async () => {
    const before = await snapshot(source.database);
    const file = path.join(work, 'pg.dump');
    const made = npmRun('db:backup', ['--out', file], { DATABASE_URL: source.url! });
    expect(made.status, made.output).toBe(0);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');
    expect(existsSync(`${file}.partial`)).toBe(false);

    await admin(`create database "${targetName}"`);
    const targetUrl = new URL(serverUrl!);
    targetUrl.pathname = `/${targetName}`;
    const restored = npmRun('db:restore', [file], { DATABASE_URL: targetUrl.toString() });
    expect(restored.status, restored.output).toBe(0);

    const copy = await createDatabase({ databaseUrl: targetUrl.toString(), poolSize: 2 });
    try {
      expect(await snapshot(copy)).toEqual(before);
      // The restored database is one the site starts on: no migration left to apply.
      await copy.migrate();
      expect(await snapshot(copy)).toEqual(before);
    } finally {
      await copy.close();
    }

    // Restoring over a database that has tables needs --force.
    const again = npmRun('db:restore', [file], { DATABASE_URL: targetUrl.toString() });
    expect(again.status, again.output).not.toBe(0);
    expect(again.output).toMatch(/--force/);
    const forced = npmRun('db:restore', [file, '--force'], { DATABASE_URL: targetUrl.toString() });
    expect(forced.status, forced.output).toBe(0);
  });
});
