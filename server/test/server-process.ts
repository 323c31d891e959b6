import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite } from '../db/pglite';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A DATA_DIR (a new one unless `dataDir` names where) whose embedded database is the run's seeded template, sparing
 * the server an initdb and a seed.
 */
export async function seededDataDir(dataDir?: string): Promise<string> {
  dataDir ??= await mkdtemp(path.join(tmpdir(), 'rentals-server-'));
  const templates = inject('databaseTemplates');
  if (templates.engine === 'pglite') {
    const db = await openPglite({ dataDir: path.join(dataDir, 'db'), template: new Blob([await readFile(templates.seeded)]) });
    await db.close();
  }
  return dataDir;
}

/**
 * `npm run serve` on the embedded database in `dataDir`, on a free port of 127.0.0.1. Node runs the server itself
 * (not through the tsx launcher, which forks), so the child's pid is the server's and a signal reaches the server.
 */
export function startServer(dataDir: string, env: Record<string, string> = {}, stdout: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
}

/** Everything the server wrote to stderr, so a failed start explains itself. */
function errorOutput(server: ChildProcess): () => string {
  let output = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  return () => output;
}

/** The port `server` listens on, once it has published it in the data directory's lock. */
export async function listeningPort(dataDir: string, server: ChildProcess): Promise<number> {
  const stderr = errorOutput(server);
  const failed = exited(server).then((code) => {
    throw new Error(`the server exited (${code}) before listening: ${stderr()}`);
  });
  const listening = waitFor(async () => {
    const lock = JSON.parse(await readFile(path.join(dataDir, 'server.lock'), 'utf8')) as { pid: number; port?: number };
    return lock.pid === server.pid ? lock.port : undefined;
  }, 'the server to listen', 150_000);
  failed.catch(() => undefined);
  return Promise.race([listening, failed]);
}

/**
 * A server that picks its own port (PORT 0) and the port it bound, read from its "Server listening at" log line. A
 * port chosen beforehand can be taken by another process before the server binds it, and a health check would then
 * reach that process; a server on PostgreSQL has no data-directory lock publishing its port (`listeningPort`).
 */
export async function startListening(dataDir: string, env: Record<string, string> = {}): Promise<{ process: ChildProcess; base: string }> {
  const server = startServer(dataDir, { ...env, PORT: '0', LOG_LEVEL: 'info' }, 'pipe');
  const stderr = errorOutput(server);
  const port = await new Promise<string>((resolve, reject) => {
    let heard = '';
    // Read on for the server's life: its log would otherwise fill the pipe and stall it.
    server.stdout!.on('data', (chunk: Buffer) => {
      heard = (heard + chunk.toString()).slice(-4096);
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(heard);
      if (listening) resolve(listening[1]);
    });
    void exited(server).then((code) => reject(new Error(`the server exited (${code}) before listening: ${stderr()}`)));
  });
  return { process: server, base: `http://127.0.0.1:${port}` };
}

/**
 * API processes started with `env` (a DATABASE_URL: several processes on one PostgreSQL), each in a throwaway data
 * directory, each answering its health check before `start` returns its address; `stopAll` ends them and removes
 * their directories.
 */
export function apiProcesses(tempPrefix: string) {
  const started: { process: ChildProcess; dataDir: string }[] = [];
  return {
    async start(env: Record<string, string>): Promise<string> {
      const dataDir = await mkdtemp(path.join(tmpdir(), tempPrefix));
      const { process: server, base } = await startListening(dataDir, env);
      started.push({ process: server, dataDir });
      await waitFor(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), `the API at ${base}`, 120_000);
      return base;
    },
    async stopAll(): Promise<void> {
      for (const { process: server, dataDir } of started.splice(0)) {
        server.kill('SIGTERM');
        await exited(server);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** When `server` has exited (at once for one that already has: its 'exit' event will not come again). */
export function exited(server: ChildProcess): Promise<number | null> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve(server.exitCode);
  return new Promise((resolve) => server.once('exit', (code) => resolve(code)));
}

/** A test's cleanup: ends `server` at once if it still runs (SIGKILL) and removes its data directory. */
export async function killAndRemove(server: ChildProcess | undefined, dataDir: string): Promise<void> {
  if (server && server.exitCode === null) {
    const gone = exited(server);
    server.kill('SIGKILL');
    await gone;
  }
  await rm(dataDir, { recursive: true, force: true });
}
