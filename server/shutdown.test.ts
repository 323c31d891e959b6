import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { exited, listeningPort, seededDataDir, startServer } from './test/server-process';

/**
 * Issue 26 item 6 "shutdown without loss": SIGTERM lets every request already sent (or still being sent) end in an
 * answer, then exits within the bound a container runtime gives (10 s), and at once when idle.
 */
let server: ChildProcess | undefined;
let dataDir = '';

afterEach(async () => {
  if (server && server.exitCode === null) {
    const gone = exited(server);
    server.kill('SIGKILL');
    await gone;
  }
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<number> {
  dataDir = await seededDataDir();
  server = startServer(dataDir, { WRITE_RATE_LIMIT: '100000', READ_RATE_LIMIT: '0' });
  return listeningPort(dataDir, server);
}

interface Exchange {
  /** Resolves once the connection is made and what was given is written. */
  sent: Promise<void>;
  /** Everything the server sent back, once the connection closes; 'reset' if it was cut without an answer. */
  answer: Promise<string>;
}

function exchange(port: number, head: string, rest?: { body: string; after: Promise<unknown> }): Exchange {
  const socket = net.connect(port, '127.0.0.1');
  const sent = new Promise<void>((resolve) => socket.once('connect', () => socket.write(head, () => resolve())));
  const answer = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => resolve(received || 'reset'));
    socket.on('close', () => resolve(received || 'reset'));
  });
  if (rest) void rest.after.then(() => socket.write(rest.body));
  return { sent, answer };
}

describe('issue 26 shutdown without loss', () => {
  it('issue 26 item 6: SIGTERM with 50 requests in flight, 20 of them with bodies still arriving, answers every one', async () => {
    const port = await start();
    let bodiesGo = () => {};
    const afterSignal = new Promise<void>((resolve) => (bodiesGo = resolve));
    const body = JSON.stringify({ email: 'not an address' });
    const exchanges: Exchange[] = [];
    for (let i = 0; i < 30; i++) {
      exchanges.push(exchange(port, `GET /api/data/floorplans?size=2000&i=${i} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    }
    for (let i = 0; i < 20; i++) {
      const head = `POST /api/captcha/local HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
      exchanges.push(exchange(port, head + body.slice(0, 5), { body: body.slice(5), after: afterSignal }));
    }
    // Every request is on its way (its connection made, its bytes written) before the signal.
    await Promise.all(exchanges.map((each) => each.sent));
    const stopped = exited(server!);
    const signalled = Date.now();
    server!.kill('SIGTERM');
    setTimeout(bodiesGo, 300);
    const results = await Promise.all(exchanges.map((each) => each.answer));
    expect(await stopped).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    const statuses = results.map((answer) => answer.split(' ', 2)[1] ?? answer);
    expect(statuses.filter((status) => status === 'reset')).toEqual([]);
    expect(statuses.filter((status) => status === '503')).toEqual([]);
  }, 180_000);

  it('issue 26 item 6: an idle server exits within 2 s of SIGTERM', async () => {
    const port = await start();
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
    const stopped = exited(server!);
    const signalled = Date.now();
    server!.kill('SIGTERM');
    expect(await stopped).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(2_000);
  }, 180_000);
});
