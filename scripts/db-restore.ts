/**
 * `npm run db:restore -- <file> [--force]`: puts a backup made by `npm run db:backup` back into the
 * site's database, as configured for `npm start` (the environment or .env). Stop the site first.
 *
 * - PostgreSQL (DATABASE_URL set, a .dump file): `pg_restore` in one transaction into that
 *   database (create it first: `createdb <name>`). A database that already has tables is only
 *   overwritten with --force (the backup's tables replace the ones of the same name).
 * - PGlite (DATA_DIR, a .tar.gz file): the data directory is recreated from the dump. An existing
 *   DATA_DIR/db is only replaced with --force, and then kept beside it as db.before-restore-<time>.
 *
 * After a restore, `npm start` applies any migration newer than the backup.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ConfigError, type Config } from '../src/server/config.ts';
import { assertNotInUse, BackupError, backupKind, pgliteDir, pgToolArgs, runTool, siteConfig } from './db-backup.ts';

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

export async function restore(config: Config, file: string, options: { force?: boolean } = {}): Promise<{ kind: 'postgres' | 'pglite'; keptAside?: string }> {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const kind = backupKind(file);
  if (kind === 'unknown') throw new BackupError(`${file} is not a backup made by npm run db:backup (neither a pg_dump archive nor a PGlite .tar.gz).`);

  if (config.databaseUrl) {
    if (kind !== 'postgres') throw new BackupError(`${file} is a PGlite backup, but DATABASE_URL names a PostgreSQL server: unset DATABASE_URL to restore the embedded database.`);
    const existing = await tablesIn(config.databaseUrl);
    if (existing > 0 && !options.force) {
      throw new BackupError(`The target database already has ${existing} tables. Restore into a new, empty database (createdb), or add --force to replace its tables with the backup's.`);
    }
    const { dbname, env } = pgToolArgs(config.databaseUrl);
    runTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...(existing > 0 ? ['--clean', '--if-exists'] : []), `--dbname=${dbname}`, file], env);
    return { kind: 'postgres' };
  }

  if (kind !== 'pglite') throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`);
  const dir = pgliteDir(config);
  let keptAside: string | undefined;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    assertNotInUse(dir);
    if (!options.force) throw new BackupError(`${dir} already holds a database. Stop the site and add --force to replace it (the current one is kept beside it).`);
    keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`;
    renameSync(dir, keptAside);
  }
  mkdirSync(path.dirname(dir), { recursive: true });
  const archive = new File([readFileSync(file)], 'backup.tar.gz', { type: 'application/x-gzip' });
  const db = new PGlite(dir, { loadDataDir: archive });
  try {
    await db.waitReady;
    await db.query('select 1');
  } catch (err) {
    if (keptAside) console.error(`The restore failed; the previous database is still at ${keptAside}.`);
    throw err;
  } finally {
    await db.close().catch(() => undefined);
  }
  return { kind: 'pglite', keptAside };
}

function parseArgs(argv: string[]): { file: string; force: boolean } {
  let file: string | undefined;
  let force = false;
  for (const arg of argv) {
    if (arg === '--force' || arg === '-f') force = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('npm run db:restore -- <backup file> [--force]   (into DATABASE_URL when set, else the PGlite data directory in DATA_DIR)');
      process.exit(0);
    } else if (arg.startsWith('-')) throw new BackupError(`Unknown option ${arg} (try --help)`);
    else if (!file) file = arg;
    else throw new BackupError('Give one backup file.');
  }
  if (!file) throw new BackupError('Which backup? npm run db:restore -- <file> [--force]');
  return { file: path.resolve(file), force };
}

try {
  const { file, force } = parseArgs(process.argv.slice(2));
  const config = siteConfig();
  const done = await restore(config, file, { force });
  console.log(
    done.kind === 'postgres'
      ? `Restored ${file} into the PostgreSQL database.`
      : `Restored ${file} into ${pgliteDir(config)}.${done.keptAside ? ` The previous database is kept at ${done.keptAside}.` : ''}`,
  );
} catch (err) {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
