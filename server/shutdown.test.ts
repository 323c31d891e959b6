import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { inFlightRequests } from '../scripts/inFlightRequests';
import { exited, killAndRemove, listeningPort, seededDataDir, startServer } from './test/server-process';

/**
 * Issue 26 item 6 "shutdown without loss": SIGTERM lets every request already sent (or still being sent) end in an
 * answer, and the process then exits by itself. How long that takes is measured by `npm run bench` (scripts/bench/shutdown.ts).
 */
let server: ChildProcess | undefined;
let dataDir = '';

afterEach(async () => {
  await killAndRemove(server, dataDir);
  server = undefined;
});

async function start(): Promise<number> {
  dataDir = await seededDataDir();
  server = startServer(dataDir, { WRITE_RATE_LIMIT: '100000', READ_RATE_LIMIT: '0' });
  return listeningPort(dataDir, server);
}

/** A container runtime kills the process this long after its SIGTERM: exiting before it is the behaviour, not a speed. */
const RUNTIME_STOP_TIMEOUT_MS = 10_000;

/**
 * Asks `GET api/health/ready` on one kept-alive connection, made before the signal, until an answer other than 200
 * comes (or the connection closes); resolves with the statuses seen.
 */
function readinessAfterSignal(port: number): { connected: Promise<void>; ask(): Promise<string[]> } {
  const socket = net.connect(port, '127.0.0.1');
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const ask = () =>
    new Promise<string[]>((resolve) => {
      const statuses: string[] = [];
      const request = () => socket.write('GET /api/health/ready HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const match of chunk.toString().matchAll(/^HTTP\/1\.1 (\d{3})/gm)) statuses.push(match[1]);
        if (statuses.at(-1) === '200') setTimeout(request, 10);
        else resolve(statuses);
      });
      socket.on('close', () => resolve(statuses));
      request();
    });
  return { connected, ask };
}

describe('issue 26 shutdown without loss', () => {
  it('issue 26 item 6: SIGTERM with 50 requests in flight, 20 of them with bodies still arriving, answers every one, reports not ready meanwhile, and exits by itself', async () => {
    const port = await start();
    const readiness = readinessAfterSignal(port);
    const requests = inFlightRequests(port, { reads: 30, posts: 20 });
    // Every request is on its way (its connection made, its bytes written) before the signal.
    await Promise.all([requests.sent, readiness.connected]);
    const stopped = exited(server!);
    const killedByRuntime = new Promise<'killed'>((resolve) => setTimeout(() => resolve('killed'), RUNTIME_STOP_TIMEOUT_MS).unref());
    server!.kill('SIGTERM');
    const readyStatuses = readiness.ask();
    setTimeout(requests.finishBodies, 300);
    const statuses = await requests.statuses;
    expect(await Promise.race([stopped, killedByRuntime])).toBe(0);
    expect(statuses.filter((status) => status === 'reset')).toEqual([]);
    expect(statuses.filter((status) => status === '503')).toEqual([]);
    expect((await readyStatuses).at(-1)).toBe('503');
  }, 180_000);

  it('issue 26 item 6: an idle server exits by itself on SIGTERM, with exit code 0', async () => {
    const port = await start();
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
    const stopped = exited(server!);
    server!.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 180_000);
});
