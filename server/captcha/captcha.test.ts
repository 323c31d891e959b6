import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TOKEN_LIFETIME_MS, localCaptcha, recaptcha } from './captcha';
import type { Database } from '../db/database';
import { startTestApi } from '../test/api';
import { freshDatabase } from '../test/database';
import { subletBody } from '../test/sublets';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase('empty');
});
afterAll(() => db.close());

describe('the local captcha check (no RECAPTCHA_SECRET)', () => {
  it('accepts its own tokens for 10 minutes, then refuses them', async () => {
    let now = Date.UTC(2030, 0, 1);
    const captcha = localCaptcha(db, () => now);
    const early = await captcha.issueLocalToken!();
    const late = await captcha.issueLocalToken!();
    expect(await captcha.isValid(early, '127.0.0.1')).toBe(true);
    now += LOCAL_TOKEN_LIFETIME_MS;
    expect(await captcha.isValid(late, '127.0.0.1')).toBe(false);
  });

  it('decision 003: a token passes once; a replay of the same token is refused', async () => {
    const captcha = localCaptcha(db);
    const token = await captcha.issueLocalToken!();
    expect(await captcha.isValid(token, '127.0.0.1')).toBe(true);
    expect(await captcha.isValid(token, '127.0.0.1')).toBe(false);
    expect(await captcha.isValid(await captcha.issueLocalToken!(), '127.0.0.1')).toBe(true);
  });

  it('refuses a token whose expiry or signature was altered, and tokens signed by another installation', async () => {
    const captcha = localCaptcha(db);
    const [expiresAt, nonce, signature] = (await captcha.issueLocalToken!()).split('.');
    expect(await captcha.isValid(`${Number(expiresAt) + 60_000}.${nonce}.${signature}`, '')).toBe(false);
    expect(await captcha.isValid(`${expiresAt}.${nonce}.${signature.slice(1)}A`, '')).toBe(false);
    expect(await captcha.isValid(`${expiresAt}.${nonce}`, '')).toBe(false);
    const elsewhere = await freshDatabase('empty');
    try {
      expect(await localCaptcha(elsewhere).isValid(`${expiresAt}.${nonce}.${signature}`, '')).toBe(false);
    } finally {
      await elsewhere.close();
    }
  });

  it('keeps its secret in the database, so tokens survive a restart of the API', async () => {
    const token = await localCaptcha(db).issueLocalToken!();
    expect(await localCaptcha(db).isValid(token, '')).toBe(true);
  });
});

describe('reCAPTCHA (RECAPTCHA_SECRET set)', () => {
  const siteverify = (answer: object, calls: { url: string; body: string }[] = []) =>
    (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as unknown as typeof fetch;

  it("asks Google's siteverify with the secret, the token and the client's address", async () => {
    const calls: { url: string; body: string }[] = [];
    expect(await recaptcha('s3cret', siteverify({ success: true }, calls)).isValid('tok', '10.0.0.7')).toBe(true);
    expect(calls[0].url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({ secret: 's3cret', response: 'tok', remoteip: '10.0.0.7' });
    expect(await recaptcha('s3cret', siteverify({ success: false })).isValid('tok', '')).toBe(false);
  });

  it('counts an unreachable Google as a failed check', async () => {
    const errors: unknown[] = [];
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await recaptcha('s3cret', offline, (error) => errors.push(error)).isValid('tok', '')).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it('with reCAPTCHA on, the local check issues no tokens and writes need Google\'s word', async () => {
    const api = await startTestApi({ content: 'empty', captcha: recaptcha('s3cret', siteverify({ success: false })) });
    try {
      const local = await api.app.inject({ method: 'POST', url: '/api/captcha/local' });
      expect(local.statusCode).toBe(404);
      expect(local.json<{ message: string }>().message).toMatch(/reCAPTCHA/);
      const post = await api.app.inject({ method: 'POST', url: '/api/admin/sublets?captchaResponse=anything', payload: subletBody() });
      expect(post.json()).toEqual({ message: 'Please check the captcha' });
    } finally {
      await api.close();
    }
  });
});
