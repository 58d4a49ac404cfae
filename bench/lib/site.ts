/**
 * Starting the real site for the benchmark: the production build (built first when missing or
 * stale, as `npm start` does), served by the server's main() in a child process of its own, so that
 * its memory can be read from /proc and the load generator does not share its event loop.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFile, whatToBuild } from '../../scripts/build-state.mjs';
import { freePort } from '../../src/server/testing/server-process.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const clientBuildDir = path.join(root, 'build', 'client');

/** Builds what is missing or older than its sources, by the rules `npm start` uses (scripts/build-state.mjs). */
export function ensureBuild(): { built: boolean } {
  const todo = whatToBuild();
  if (!todo) return { built: false };
  console.log(todo === 'all' ? 'Building the site (missing or older than its sources)...' : 'Building the server bundle (older than its sources)...');
  try {
    execSync(todo === 'all' ? 'npm run build' : `"${process.execPath}" scripts/build-server.mjs`, { cwd: root, stdio: 'pipe' });
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${e.stdout ?? ''}${e.stderr ?? ''}`.split('\n').slice(-40).join('\n'));
    throw new Error('the build failed', { cause: err });
  }
  return { built: true };
}

export interface RunningProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Waits until `url` answers 200 (or the process exits, or the time is up). */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/**
 * The production site on 127.0.0.1: what `npm start` runs once the build is there (main() of the
 * server bundle, build/app/server.js, with plain Node, NODE_ENV=production, and the V8 settings of
 * the start script), started directly so that the benchmark measures exactly the build that
 * ensureBuild() checked.
 */
/** The V8 settings `npm start` runs with (package.json's start script), so the benchmark measures those. */
const startScript = () => (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start.split(/\s+/);

export function productionNodeOptions(): string[] {
  return startScript().filter((arg) => arg.startsWith('--'));
}

/** The environment `npm start` sets before Node starts (`MALLOC_ARENA_MAX=1`: one malloc arena, read by glibc at start). */
export function productionEnv(): Record<string, string> {
  return Object.fromEntries(startScript().flatMap((word) => (/^[A-Z_]+=/.test(word) ? [word.split(/=(.*)/s).slice(0, 2)] : [])));
}

export async function startSite(options: { dataDir: string; databaseUrl?: string; env?: Record<string, string>; nodeOptions?: string[] }): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const entry = `const { main } = await import(${JSON.stringify(pathToFileURL(bundleFile).href)}); await main();`;
  const child = spawn(process.execPath, [...(options.nodeOptions ?? productionNodeOptions()), '--input-type=module', '--eval', entry], {
    cwd: root,
    env: {
      ...process.env,
      ...productionEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForOk(`${url}/readyz`, child);
  return { url, pid: child.pid!, child, stop: stopper(child) };
}

/** The baseline: a bare Fastify hello-world in a process of its own (bench/hello.ts, types stripped by Node as the site's are bundled away). */
export async function startHello(): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'bench/hello.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForOk(url, child, 30_000);
  return { url, pid: child.pid!, child, stop: stopper(child) };
}
