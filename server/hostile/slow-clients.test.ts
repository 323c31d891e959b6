import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';

/** Issue 15: 1,000 connections trickling a byte every 5 s all stayed open. Limits here are scaled down to milliseconds. */
let api: TestApi;
let port: number;
beforeAll(async () => {
  api = await startTestApi({
    connectionLimits: { headersTimeoutMs: 300, requestTimeoutMs: 600, idleTimeoutMs: 2_000, maxConnections: 3, checkIntervalMs: 50 },
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as net.AddressInfo).port;
});
afterAll(() => api.close());

/** Opens a connection, writes `chunks` one every `everyMs`, and resolves with how long the server kept it open and what it said. */
function trickle(chunks: string[], everyMs: number): Promise<{ openMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => {});
    let next = 0;
    const timer = setInterval(() => {
      if (next < chunks.length && !socket.destroyed) socket.write(chunks[next++]);
    }, everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ openMs: Date.now() - started, answer });
    });
  });
}

const slowly = (text: string) => text.split('');

describe('issue 15 request, header and body timeouts', () => {
  it('closes a connection whose headers trickle in, with 408', async () => {
    const { openMs, answer } = await trickle(slowly('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n'), 40);
    expect(openMs).toBeLessThan(1_500);
    expect(answer).toMatch(/^HTTP\/1.1 408/);
  });

  it('closes a connection whose body trickles in', async () => {
    const head = 'POST /api/admin/analytics/contact/clicked HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const { openMs } = await trickle([head, ...slowly('{"property":1'.padEnd(200, ' '))], 40);
    expect(openMs).toBeLessThan(2_000);
  });

  it('still answers a client that sends its request at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('issue 15 connection cap', () => {
  it('refuses connections beyond the cap while the first ones are open, and takes new ones once they close', async () => {
    const open = await Promise.all([1, 2, 3].map(() => new Promise<net.Socket>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('error', () => {});
    })));
    const extra = await trickle(['GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'], 10);
    expect(extra.answer).toBe('');
    expect(extra.openMs).toBeLessThan(1_000);
    open.forEach((socket) => socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
