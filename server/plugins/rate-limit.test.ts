import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED } from '@/shared/apiTexts';
import { startTestApi, type TestApi } from '../test/api';
import { forgedContact } from '../test/contact';

/**
 * The write limit's refunds (issue 15): a form refused as bad input gives its request back. The limit counts an IPv6
 * client by its /64 (one visitor's network), so the refund must find that same count.
 */
const LIMIT = 3;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty', writeRateLimit: { max: LIMIT, timeWindowMs: 60_000 } });
});
afterAll(() => api.close());

const contact = (remoteAddress: string, overrides: Record<string, unknown> = {}) => forgedContact(api.app, remoteAddress, overrides);

describe('issue 26 rate-limit refunds', () => {
  it('issue 26: an IPv6 client correcting a form never runs out of tries (its 400s are given back to its /64)', async () => {
    for (let i = 0; i < 3 * LIMIT; i += 1) expect((await contact(`2001:db8:26::${i + 1}`, { name: '' })).statusCode).toBe(400);
    expect((await contact('2001:db8:26::99')).json()).toEqual({ message: CAPTCHA_REQUIRED });
  });

  it('issue 26: a failed captcha is not given back: the fourth forged token from one /64 is refused 429', async () => {
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push((await contact(`2001:db8:27::${i + 1}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
