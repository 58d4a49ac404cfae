/**
 * `npm run db:backup [-- --out <file>]`: a backup of the site's database, as configured for
 * `npm start` (the environment or .env).
 *
 * - PostgreSQL (DATABASE_URL set): `pg_dump --format=custom` (the PostgreSQL client tools, version
 *   at least the server's), taken while the site runs; restore it with `npm run db:restore`.
 * - PGlite (the embedded database in DATA_DIR/db): PGlite's data-directory dump (a .tar.gz). PGlite
 *   belongs to one process, so stop the site first; the script refuses while a process has the
 *   database open.
 *
 * Without --out the file goes to ./backups/<database>-<date>-<time>.<dump|tar.gz>. The script
 * prints the file and its size, and exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig, type Config } from '../src/server/config.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..');

export class BackupError extends Error {}

/** The site's configuration, read as `npm start` reads it (.env first, the environment wins). */
export function siteConfig(): Config {
  const envFile = path.join(projectRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return loadConfig(process.env);
}

export function pgliteDir(config: Config): string {
  return path.join(config.dataDir, 'db');
}

/** Options of the PostgreSQL client tools: the URL without its password, which goes in PGPASSWORD. */
export function pgToolArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new BackupError(missing ? `${command} not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)` : result.error.message);
  }
  if (result.status !== 0) {
    const stderr = result.stderr.trim();
    const hint = /server version mismatch|aborting because of server version/i.test(stderr) ? '\nThe client tools must be at least as new as the server.' : '';
    throw new BackupError(`${command} failed (exit ${result.status}):\n${stderr}${hint}`);
  }
  if (result.stderr.trim()) process.stderr.write(result.stderr);
}

/** Processes (other than this one) that have files of `dir` open; Linux only, empty elsewhere. */
export function processesUsing(dir: string): number[] {
  if (!existsSync('/proc')) return [];
  const prefix = path.resolve(dir) + path.sep;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to look at
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${entry}/fd/${fd}`).startsWith(prefix)) {
          found.push(Number(entry));
          break;
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return found;
}

export function assertNotInUse(dir: string): void {
  const users = processesUsing(dir);
  if (users.length) {
    throw new BackupError(`The embedded database ${dir} is open in process ${users.join(', ')}: stop the site first (PGlite belongs to one process at a time).`);
  }
}

/** What a backup file holds, from its first bytes. */
export function backupKind(file: string): 'postgres' | 'pglite' | 'unknown' {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return 'unknown';
}

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export async function backup(config: Config, out?: string): Promise<{ file: string; bytes: number; kind: 'postgres' | 'pglite' }> {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const defaultName = kind === 'postgres' ? `${new URL(config.databaseUrl!).pathname.slice(1) || 'postgres'}-${stamp()}.dump` : `pglite-${stamp()}.tar.gz`;
  const file = path.resolve(out ?? path.join(projectRoot, 'backups', defaultName));
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;

  if (kind === 'postgres') {
    const { dbname, env } = pgToolArgs(config.databaseUrl!);
    runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], env);
  } else {
    const dir = pgliteDir(config);
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database at ${dir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
    assertNotInUse(dir);
    const db = new PGlite(dir);
    try {
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  // Only a complete file gets the final name.
  renameSync(partial, file);
  return { file, bytes: statSync(file).size, kind };
}

function parseArgs(argv: string[]): { out?: string } {
  const args: { out?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out' || argv[i] === '-o') args.out = argv[++i];
    else if (argv[i].startsWith('--out=')) args.out = argv[i].slice(6);
    else if (argv[i] === '--help' || argv[i] === '-h') {
      console.log('npm run db:backup [-- --out <file>]   (PostgreSQL when DATABASE_URL is set, else the PGlite data directory in DATA_DIR)');
      process.exit(0);
    } else throw new BackupError(`Unknown argument ${argv[i]} (try --help)`);
  }
  return args;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const { out } = parseArgs(process.argv.slice(2));
    const config = siteConfig();
    const done = await backup(config, out);
    console.log(`Backup of the ${done.kind === 'postgres' ? 'PostgreSQL database' : 'embedded database (PGlite)'} written to ${done.file} (${(done.bytes / 1024).toFixed(1)} KB).`);
  } catch (err) {
    console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}
