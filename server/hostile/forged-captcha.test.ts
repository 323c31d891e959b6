import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED } from '@/shared/apiTexts';
import { recaptcha } from '../captcha/captcha';
import { startTestApi, type TestApi } from '../test/api';
import { forgedContact } from '../test/contact';

/**
 * Issue 26: with RECAPTCHA_SECRET set, 100 forged tokens from one client were all answered 400, none 429, each one an
 * outbound verification: the write limit gave back every 400, the captcha's too. A form refused as bad input still
 * gives its request back (issue 15); a failed captcha spends it. Google is a fake here: no request leaves the machine.
 */
const LIMIT = 5;
let verifications = 0;
const googleSaysNo = (async () => {
  verifications += 1;
  return new Response(JSON.stringify({ success: false }), { status: 200 });
}) as unknown as typeof fetch;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty', captcha: recaptcha('s3cret', googleSaysNo), writeRateLimit: { max: LIMIT, timeWindowMs: 60_000 } });
});
afterAll(() => api.close());

const contact = (remoteAddress: string, overrides: Record<string, unknown> = {}) => forgedContact(api.app, remoteAddress, overrides);

describe('issue 26 forged captcha tokens meet the write limit', () => {
  it('issue 26: of 40 forged tokens sent one after another, the limit lets 5 reach Google and answers the rest 429', async () => {
    verifications = 0;
    const answers = [];
    // One after another, as the probe sent them: each answer is back (and was given back, before) before the next.
    for (let i = 0; i < 40; i += 1) answers.push(await contact('203.0.113.40'));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), ...Array<number>(40 - LIMIT).fill(429)]);
    for (const answer of answers.filter(({ statusCode }) => statusCode === 400)) expect(answer.json()).toEqual({ message: CAPTCHA_REQUIRED });
    expect(verifications).toBe(LIMIT);
  });

  it('issue 26: a form refused as bad input still gives its request back, so correcting it never runs out of tries', async () => {
    verifications = 0;
    for (let i = 0; i < 3 * LIMIT; i += 1) expect((await contact('203.0.113.41', { name: '' })).statusCode).toBe(400);
    expect(verifications).toBe(0);
    expect((await contact('203.0.113.41')).json()).toEqual({ message: CAPTCHA_REQUIRED });
  });
});
