/**
 * PostgreSQL for the benchmark: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server
 * at postgres://postgres@127.0.0.1:5432/postgres when one answers. Every figure runs on a fresh
 * database that is dropped afterwards; the server's other databases are never touched.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The PostgreSQL server to use, or undefined (with the reason) when none answers. */
export async function findPostgres(): Promise<{ url?: string; note: string }> {
  const configured = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const candidate = configured || LOCAL;
  if (await answers(candidate)) return { url: candidate, note: `PostgreSQL at ${new URL(candidate).host}` };
  return { note: configured ? `PostgreSQL at ${new URL(candidate).host} does not answer` : 'no PostgreSQL (set BENCH_DATABASE_URL=postgres://...)' };
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
