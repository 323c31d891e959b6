import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicSublet, Sublet } from '@/features/sublets/types';
import type { HalCollection } from '@/lib/hal';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { createSublet } from '../test/sublets';

/**
 * Issue 26: three reports hide a listing, and one client must not be able to file all three. From loopback
 * X-Forwarded-For is believed (TRUST_PROXY's default), an IPv6 visitor holds a whole /64, and requests can arrive all
 * at once: none of these may let one client hide listings.
 */
let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

let clock = new Date();
const start = (options: Parameters<typeof startTestApi>[0] = {}) => startTestApi({ now: () => clock, ...options });

async function report(sublet: Pick<Sublet, 'id'>, from: { remoteAddress: string; forwardedFor?: string }, token?: string) {
  return api!.app.inject({
    method: 'POST',
    url: `/api/admin/sublets/${sublet.id}/reports?captchaResponse=${token ?? (await api!.captchaToken())}`,
    payload: { reason: 'scam', details: '' },
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}
const viaLoopback = (forwardedFor: string) => ({ remoteAddress: '127.0.0.1', forwardedFor });
const direct = (remoteAddress: string) => ({ remoteAddress });

async function listedIds(): Promise<number[]> {
  const response = await api!.app.inject('/api/data/sublets/search/findByActiveTrueAndApprovedTrue?projection=withId');
  return response.json<HalCollection<'sublets', PublicSublet>>()._embedded.sublets.map((sublet) => sublet.id);
}
const listings = (count: number) => Promise.all(Array.from({ length: count }, () => createSublet(api!, {}, { approve: true })));

describe('issue 26 one client cannot hide a listing', () => {
  it('issue 26 reports: rotating X-Forwarded-For from loopback hides none of 6 listings; every report is kept for staff', async () => {
    clock = new Date();
    api = await start();
    const board = await listings(6);
    let address = 1;
    for (const sublet of board) {
      for (let i = 0; i < 3; i += 1) expect((await report(sublet, viaLoopback(`198.51.100.${address++}`))).statusCode).toBe(201);
    }
    expect(await listedIds()).toEqual(expect.arrayContaining(board.map((sublet) => sublet.id)));
    expect(await countRows(api.db, 'sublet_reports')).toBe(18);
  });

  it('issue 26 reports: every address of one IPv6 /64 is one visitor (an IPv4-mapped address is its IPv4 one)', async () => {
    clock = new Date();
    api = await start();
    const [sublet, other] = await listings(2);
    expect((await report(sublet, direct('2001:db8:1:2::1'))).statusCode).toBe(201);
    for (const address of ['2001:db8:1:2::2', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0000:0000:0000:0003']) {
      const again = await report(sublet, direct(address));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already reported this listing: thank you, our staff will look at it');
    }
    expect((await report(sublet, direct('2001:db8:1:3::1'))).statusCode).toBe(201);
    expect((await report(other, direct('192.0.2.80'))).statusCode).toBe(201);
    expect((await report(other, direct('::ffff:192.0.2.80'))).statusCode).toBe(409);
    expect(await listedIds()).toEqual(expect.arrayContaining([sublet.id, other.id]));
  });

  it('issue 26 reports: three visitors on three networks still hide a listing; three on one network only report it', async () => {
    clock = new Date();
    api = await start();
    const [sameNetwork, threeNetworks, ipv6] = await listings(3);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await report(sameNetwork, direct(address));
    for (const address of ['203.0.113.4', '198.51.100.4', '192.0.2.4']) await report(threeNetworks, direct(address));
    for (const address of ['2001:db8:a:1::1', '2001:db8:a:2::1', '2001:db8:a:3::1']) await report(ipv6, direct(address));
    expect(await listedIds()).toContain(sameNetwork.id);
    expect(await listedIds()).not.toContain(threeNetworks.id);
    // Three /64s of one /48 are one site's network.
    expect(await listedIds()).toContain(ipv6.id);
    expect(await countRows(api.db, 'sublet_reports', 'sublet_id = $1', [sameNetwork.id])).toBe(3);
  });

  it('issue 26 reports: a client has 5 reports an hour, with a clear 429 after them, and may report again the next hour', async () => {
    clock = new Date('2026-11-25T10:05:00Z');
    api = await start();
    const board = await listings(7);
    for (const sublet of board.slice(0, 5)) expect((await report(sublet, direct('2001:db8:5:5::1'))).statusCode).toBe(201);
    const over = await report(board[5], direct('2001:db8:5:5::beef'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: 'You have sent 5 reports this hour, the most we take from one visitor: please try again later' });
    expect(await countRows(api.db, 'sublet_reports', 'sublet_id = $1', [board[5].id])).toBe(0);
    clock = new Date('2026-11-25T11:05:00Z');
    expect((await report(board[5], direct('2001:db8:5:5::1'))).statusCode).toBe(201);
  });

  it('issue 26 reports: a refused report (already reported, not listed) spends nothing of the hour', async () => {
    clock = new Date();
    api = await start();
    const board = await listings(5);
    const pending = await createSublet(api);
    expect((await report(board[0], direct('192.0.2.90'))).statusCode).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await report(board[0], direct('192.0.2.90'))).statusCode).toBe(409);
    expect((await report(pending, direct('192.0.2.90'))).statusCode).toBe(404);
    for (const sublet of board.slice(1)) expect((await report(sublet, direct('192.0.2.90'))).statusCode).toBe(201);
  });

  it('issue 26 reports: 12 reports at once from one client store exactly 5', async () => {
    clock = new Date();
    api = await start();
    const board = await listings(12);
    const tokens = await Promise.all(board.map(() => api!.captchaToken()));
    const answers = await Promise.all(board.map((sublet, i) => report(sublet, direct('198.51.100.200'), tokens[i])));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    expect(await countRows(api.db, 'sublet_reports')).toBe(5);
  });

  it('issue 26 reports: the reporter is a keyed hash: not the plain SHA-256 of the address, and another installation files it under another value', async () => {
    clock = new Date();
    api = await start();
    const [sublet] = await listings(1);
    await report(sublet, direct('192.0.2.123'));
    const [first] = await api.db.query<{ reporter: string; network: string }>('SELECT reporter, network FROM sublet_reports');
    expect(first.reporter).not.toBe(createHash('sha256').update('sublet-report:192.0.2.123').digest('base64url'));
    expect(`${first.reporter} ${first.network}`).not.toContain('192.0.2');
    await api.close();

    api = await start();
    const [again] = await listings(1);
    await report(again, direct('192.0.2.123'));
    const [second] = await api.db.query<{ reporter: string }>('SELECT reporter FROM sublet_reports');
    expect(second.reporter).not.toBe(first.reporter);
  });
});
