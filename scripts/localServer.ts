/**
 * Starts the local API serving a built site on a loopback port with a fresh, seeded data directory of its own, as
 * `npm start` would, for benchmarks and browser tests that need a whole product of their own. The data directory is
 * removed when the server stops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The local server did not answer ${url}/api/health in time`);
}

export interface LocalServer {
  /** e.g. http://localhost:4196, without a trailing slash. */
  url: string;
  /** Its DATA_DIR, e.g. for the operator commands. */
  dataDir: string;
  /** Its process id, e.g. to read its memory. */
  pid: number;
  /** What the server wrote to stdout and stderr so far; empty unless started with `captureOutput`. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface LocalServerOptions {
  /** Default: a free port. */
  port?: number;
  /** The built site to serve; default dist/. */
  distDir?: string;
  /** Runs on the empty data directory before the server opens it, e.g. to put chosen records in its database. */
  prepareData?: (dataDir: string) => Promise<void>;
  /** More environment, e.g. LOG_LEVEL (default warn), WRITE_RATE_LIMIT, or the `VITE_*` values the site was built with (the server's CSP lets them in). */
  env?: Record<string, string>;
  /** Keep the server's output for `output()` (e.g. to look for errors in its log) instead of passing it through. */
  captureOutput?: boolean;
}

export async function startLocalServer({ port, distDir, prepareData, env = {}, captureOutput = false }: LocalServerOptions = {}): Promise<LocalServer> {
  const listenPort = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentals-local-server-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await prepareData?.(dataDir);
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(distDir ? { DIST_DIR: distDir } : {}),
      LOG_LEVEL: 'warn',
      // The benches and the load test are one client doing the reads of hundreds of visitors.
      READ_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    removeDataDir();
  };
  const url = `http://localhost:${listenPort}`;
  try {
    await waitForHealth(url, Date.now() + 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { url, dataDir, pid: child.pid!, output: () => output, stop };
}
