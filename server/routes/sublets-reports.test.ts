import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSublet, Sublet } from '@/features/sublets/types';
import type { HalCollection } from '@/lib/hal';
import { runOperatorCommand } from '../operator/commands';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { createSublet, operatorContext } from '../test/sublets';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const operator = (command: Parameters<typeof runOperatorCommand>[1]) => runOperatorCommand(operatorContext(api), command, new Date());

async function listedIds(): Promise<number[]> {
  const response = await api.app.inject('/api/data/sublets/search/findByActiveTrueAndApprovedTrue?projection=withId');
  return response.json<HalCollection<'sublets', PublicSublet>>()._embedded.sublets.map((sublet) => sublet.id);
}

async function report(sublet: Pick<Sublet, 'id'>, remoteAddress: string, body: object = { reason: 'scam', details: 'Asked for a deposit by wire' }, captcha?: string) {
  const token = captcha ?? (await api.captchaToken());
  return api.app.inject({ method: 'POST', url: `/api/admin/sublets/${sublet.id}/reports?captchaResponse=${token}`, payload: body, remoteAddress });
}

const reportsOf = (sublet: Pick<Sublet, 'id'>) => countRows(api.db, 'sublet_reports', 'sublet_id = $1', [sublet.id]);

describe('issue 17 POST admin/sublets/{id}/reports', () => {
  it('issue 17 a report is stored and listed by the CLI; visitors on three different networks hide the listing until staff restore it (issue 26)', async () => {
    const sublet = await createSublet(api, { title: 'Too good to be true' }, { approve: true });
    const first = await report(sublet, '198.51.100.1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Thank you: our staff will look at this listing.' });
    const listed = await operator({ name: 'reports' });
    expect(listed.table!.rows[0]).toEqual([expect.any(String), String(sublet.id), expect.any(String), 'open', 'Scam or asks for money', 'Asked for a deposit by wire', 'Too good to be true']);

    expect((await report(sublet, '203.0.113.2', { reason: 'taken' })).statusCode).toBe(201);
    expect(await listedIds()).toContain(sublet.id);
    expect((await report(sublet, '192.0.2.3', { reason: 'wrong', details: '' })).statusCode).toBe(201);
    expect(await listedIds()).not.toContain(sublet.id);
    const queue = (await operator({ name: 'sublets', pending: true })).table!;
    const row = queue.rows.find((cells) => cells[0] === String(sublet.id))!;
    expect(Object.fromEntries(queue.columns.map((column, index) => [column, row[index]]))).toMatchObject({ STATUS: 'hidden', CONFIRMED: 'yes', PHOTOS: '1', REPORTS: '3' });

    expect((await operator({ name: 'restore', id: sublet.id })).message).toBe(`Sublet ${sublet.id} "Too good to be true" restored (now listed); its reports are closed.`);
    expect(await listedIds()).toContain(sublet.id);
    expect(await countRows(api.db, 'sublet_reports', 'sublet_id = $1 AND resolved_at IS NULL', [sublet.id])).toBe(0);
  });

  it('issue 17 staff can reject a hidden listing instead: it stays off the board', async () => {
    const sublet = await createSublet(api, {}, { approve: true });
    for (const ip of ['203.0.113.1', '198.51.100.2', '192.0.2.3']) await report(sublet, ip);
    expect(await listedIds()).not.toContain(sublet.id);
    await operator({ name: 'reject', id: sublet.id });
    expect(await listedIds()).not.toContain(sublet.id);
    await expect(operator({ name: 'restore', id: sublet.id })).rejects.toThrow(`Sublet ${sublet.id} was rejected; it cannot be restored`);
  });

  it('issue 17 a flood from one client counts once: the second report is refused with 409, and three from one address hide nothing', async () => {
    const sublet = await createSublet(api, {}, { approve: true });
    expect((await report(sublet, '192.0.2.7')).statusCode).toBe(201);
    for (const reason of ['taken', 'offensive']) {
      const again = await report(sublet, '192.0.2.7', { reason });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already reported this listing: thank you, our staff will look at it');
    }
    expect(await reportsOf(sublet)).toBe(1);
    expect(await listedIds()).toContain(sublet.id);
  });

  it.each([
    ['no reason', {}, 400, 'Choose why you are reporting this listing'],
    ['an unknown reason', { reason: 'boring' }, 400, 'Choose why you are reporting this listing'],
    ['details over 500 characters', { reason: 'other', details: 'x'.repeat(501) }, 400, 'Details must be at most 500 characters'],
  ])('issue 17 refuses %s with a message and stores nothing', async (_case, body, status, message) => {
    const sublet = await createSublet(api, {}, { approve: true });
    const response = await report(sublet, '192.0.2.50', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await reportsOf(sublet)).toBe(0);
  });

  it('issue 17 refuses a missing or used captcha, and a listing that is not listed (pending or unknown), storing nothing', async () => {
    const sublet = await createSublet(api, {}, { approve: true });
    const noCaptcha = await api.app.inject({ method: 'POST', url: `/api/admin/sublets/${sublet.id}/reports`, payload: { reason: 'scam' } });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().message).toBe('Please check the captcha');
    const token = await api.captchaToken();
    expect((await report(sublet, '192.0.2.60', { reason: 'scam' }, token)).statusCode).toBe(201);
    expect((await report(sublet, '192.0.2.61', { reason: 'scam' }, token)).statusCode).toBe(400);

    const pending = await createSublet(api);
    const notListed = await report(pending, '192.0.2.62');
    expect(notListed.statusCode).toBe(404);
    expect(notListed.json().message).toBe('This sublet is no longer listed');
    expect((await report({ id: 999_999 }, '192.0.2.63')).statusCode).toBe(404);
    expect(await reportsOf(pending)).toBe(0);
    expect(await reportsOf(sublet)).toBe(1);
  });
});
