/**
 * The real server (`server/index.ts`) in its own process on a free loopback port with a fresh data directory, for
 * the load test and the benchmarks: what `npm start` runs, measured from outside.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  /** Everything the server wrote to stdout and stderr so far (only when started with `captureOutput`). */
  output(): string;
  /** Stops the server (SIGTERM, as an operator would) and removes its data directory. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Extra environment (DIST_DIR, LOG_LEVEL, WRITE_RATE_LIMIT...); PORT, HOST and DATA_DIR are chosen here. */
  env?: Record<string, string>;
  /** Keep the server's output for `output()` instead of passing it through to this process's. */
  captureOutput?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline && !exited()) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The local server did not answer ${url}/api/health`);
}

export async function startServerProcess({ env = {}, captureOutput = false }: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentals-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, Date.now() + 170_000, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { url, output: () => output, stop };
}
