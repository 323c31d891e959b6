import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from '../../scripts/localServer';
import { exited, waitFor } from './server-process';

/** Debian's redis-server (CI installs it, .ci/run); tests that need it are skipped, saying why, where it is absent. */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
export const hasRedis = existsSync(REDIS_SERVER);
/** The name of a suite skipped for want of it. */
export const REDIS_ABSENT = `skipped: no redis-server at ${REDIS_SERVER} (CI installs Debian's redis-server)`;

/** A throwaway redis-server on a free loopback port, keeping nothing on disk; `stop` ends it. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  await waitFor(async () => {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG' ? true : undefined;
    } finally {
      probe.disconnect();
    }
  }, 'redis-server to answer', 20_000);
  return {
    url,
    async stop() {
      const gone = exited(child);
      child.kill('SIGTERM');
      await gone;
    },
  };
}
