import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { startTestApi, type TestApi } from '../test/api';

/**
 * Issue 15: the write limit keys on the client's address, so which proxies are believed decides whose budget a
 * request spends. Two deployments: a proxy on this host (TRUST_PROXY default, loopback) and a load balancer elsewhere
 * (TRUST_PROXY as a hop count or its addresses).
 */
let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const click = (remoteAddress: string, forwardedFor?: string) =>
  api!.app.inject({ method: 'POST', url: '/api/admin/analytics/contact/clicked', payload: { property: 1 }, remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const result: number[] = [];
  for (const request of requests) result.push((await request()).statusCode);
  return result;
};

describe('issue 15 TRUST_PROXY', () => {
  it('reads a hop count, an address list, true/false, and defaults to loopback', () => {
    const oneHop = readEnv({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.2', 0), oneHop('198.51.100.7', 1)]).toEqual([true, false]);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.7');
    expect(readEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readEnv({}).trustProxy).toBe('loopback');
  });

  it('a proxy on this host: visitors behind it have budgets of their own; a visitor cannot pick another address', async () => {
    api = await startTestApi({ writeRateLimit: { max: 2, timeWindowMs: 60_000 } });
    expect(await statuses([() => click('127.0.0.1', '198.51.100.1'), () => click('127.0.0.1', '198.51.100.1'), () => click('127.0.0.1', '198.51.100.1')])).toEqual([200, 200, 429]);
    expect((await click('127.0.0.1', '198.51.100.2')).statusCode).toBe(200);
    // Straight from the internet, X-Forwarded-For is not believed: changing it does not buy a new budget.
    expect(await statuses([() => click('203.0.113.5', '1.1.1.1'), () => click('203.0.113.5', '2.2.2.2'), () => click('203.0.113.5', '3.3.3.3')])).toEqual([200, 200, 429]);
  });

  it('a load balancer one hop away (TRUST_PROXY=1): the address it saw is the client, whatever the client prepended', async () => {
    api = await startTestApi({ writeRateLimit: { max: 2, timeWindowMs: 60_000 }, trustProxy: readEnv({ TRUST_PROXY: '1' }).trustProxy });
    const forged = (n: number) => () => click('10.0.0.2', `9.9.9.${n}, 198.51.100.7`);
    expect(await statuses([forged(1), forged(2), forged(3)])).toEqual([200, 200, 429]);
    expect((await click('10.0.0.2', '198.51.100.8')).statusCode).toBe(200);
  });

  it("a load balancer by address (TRUST_PROXY=10.0.0.0/8): believed from its addresses only", async () => {
    api = await startTestApi({ writeRateLimit: { max: 1, timeWindowMs: 60_000 }, trustProxy: '10.0.0.0/8' });
    expect(await statuses([() => click('10.1.2.3', '198.51.100.20'), () => click('10.1.2.3', '198.51.100.21')])).toEqual([200, 200]);
    expect(await statuses([() => click('192.0.2.1', '198.51.100.30'), () => click('192.0.2.1', '198.51.100.31')])).toEqual([200, 429]);
  });

  it('refused (400) writes do not use up the budget', async () => {
    api = await startTestApi({ writeRateLimit: { max: 2, timeWindowMs: 60_000 } });
    const bad = () => api!.app.inject({ method: 'POST', url: '/api/admin/analytics/contact/clicked', payload: { property: 'x' }, remoteAddress: '198.51.100.50' });
    expect(await statuses([bad, bad, bad, bad])).toEqual([400, 400, 400, 400]);
    expect(await statuses([() => click('198.51.100.50'), () => click('198.51.100.50'), () => click('198.51.100.50')])).toEqual([200, 200, 429]);
  });
});
