/**
 * The real server as a child process on 127.0.0.1, on a free port and a data directory of its own:
 * - `serve: 'api'` (the default): src/server/testing/server-entry.ts through tsx, the API only, for
 *   tests that kill it, cut its database or run two of it;
 * - `serve: 'site'`: `npm start`'s entry (scripts/start.mjs: the built pages and the server
 *   bundle), for the browser tests (e2e/support/site.ts); without the start script's V8 and malloc
 *   settings, which only the benchmark needs (bench/lib/site.ts applies them).
 * Its output is kept (and printed when a test asks, or when it fails to start), never mixed into the
 * test run's, unless `log: 'inherit'` asks for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_SERVER_SETTINGS } from './settings.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Its DATA_DIR (uploads, backups, e-mails as .eml files), removed when it stops. */
  dataDir: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once the process has exited (with its code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  /** SIGKILL: no shutdown hooks, no goodbye (a power cut, an OOM kill). */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), SIGKILL after 10 s; removes its temporary data directory. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  databaseUrl?: string;
  /** Reuse a port (a restart at the same address); a free one otherwise. */
  port?: number;
  env?: Record<string, string>;
  /** How long to wait for /readyz (or /healthz with `waitFor: 'healthz'`). */
  timeoutMs?: number;
  waitFor?: 'readyz' | 'healthz';
  /** The API alone (server-entry.ts), or the whole site as `npm start` serves it. Default 'api'. */
  serve?: 'api' | 'site';
  /** Keep its output for output() (the default), or let it write into the test run's. */
  log?: 'keep' | 'inherit';
}

const ENTRY = { api: ['--import', 'tsx', 'src/server/testing/server-entry.ts'], site: ['scripts/start.mjs'] } as const;

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
  const child = spawn(process.execPath, ENTRY[options.serve ?? 'api'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...TEST_SERVER_SETTINGS,
      ...options.env,
    },
    stdio: options.log === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  const probe = `${url}/${options.waitFor ?? 'readyz'}`;
  for (;;) {
    if (!alive()) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    try {
      const res = await fetch(probe, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${(options.timeoutMs ?? 90_000) / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    pid: child.pid!,
    child,
    dataDir,
    output: () => output,
    exited,
    alive,
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    async stop() {
      if (alive()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
