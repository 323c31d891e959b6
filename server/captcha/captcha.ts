import { createHmac, randomBytes } from 'node:crypto';
import { CAPTCHA_REQUIRED } from '@/shared/apiTexts';
import type { Queryable } from '../db/database';
import { spendCaptchaNonce } from '../db/queries/captcha';
import { settingOrCreate } from '../db/queries/settings';
import { CountedRefusal } from '../http/errors';
import { sameSecret } from '../security/secrets';

/** How long a token of the local check stays good. */
export const LOCAL_TOKEN_LIFETIME_MS = 10 * 60 * 1000;
const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface Captcha {
  /** Issues a token of the local check; absent when tokens come from reCAPTCHA. */
  issueLocalToken?: () => Promise<string>;
  /** True once per token: a token that passed is spent (Google's tokens are single-use too). */
  isValid(token: string, remoteIp: string): Promise<boolean>;
}

/**
 * Refuses the request (400) unless `token` passes the captcha. The refusal counts against the client's write limit:
 * each forged token is one more verification with Google, and guessing must run into the limit (issue 26).
 */
export async function requireCaptcha(captcha: Captcha, token: unknown, remoteIp: string): Promise<void> {
  if (typeof token !== 'string' || token === '' || !(await captcha.isValid(token, remoteIp))) throw new CountedRefusal(CAPTCHA_REQUIRED);
}

/**
 * With RECAPTCHA_SECRET: each token is checked with Google's siteverify endpoint. `fetchImpl` is injected so tests
 * never reach the network; an unreachable Google counts as a failed check (the visitor can retry).
 */
export function recaptcha(secret: string, fetchImpl: typeof fetch = fetch, onError: (error: unknown) => void = () => {}): Captcha {
  return {
    async isValid(token, remoteIp) {
      try {
        const response = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
        });
        const verdict = (await response.json()) as { success?: unknown };
        return response.ok && verdict.success === true;
      } catch (error) {
        onError(error);
        return false;
      }
    },
  };
}

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * Without RECAPTCHA_SECRET: the site's local 'I am not a robot' check asks `POST api/captcha/local` for a token,
 * `{expiresAt}.{nonce}.{HMAC}`, signed with a secret generated once and kept in the database. Only tokens this
 * installation signed, not yet expired and not spent, pass (docs/decisions/003-local-captcha-token.md).
 */
export function localCaptcha(db: Queryable, now: () => number = Date.now): Captcha {
  let secret: Promise<Buffer> | undefined;
  const loadSecret = () => {
    secret ??= settingOrCreate(db, 'local_captcha_secret', () => randomBytes(32).toString('base64url')).then((value) => Buffer.from(value, 'base64url'));
    return secret;
  };
  return {
    async issueLocalToken() {
      const payload = `${now() + LOCAL_TOKEN_LIFETIME_MS}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(await loadSecret(), payload)}`;
    },
    async isValid(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return false;
      const [expiresAt, nonce, signature] = parts;
      if (!sameSecret(signature, sign(await loadSecret(), `${expiresAt}.${nonce}`))) return false;
      const expiry = Number(expiresAt);
      if (!Number.isFinite(expiry) || expiry <= now() || expiry > now() + LOCAL_TOKEN_LIFETIME_MS) return false;
      return spendCaptchaNonce(db, nonce, new Date(expiry), new Date(now()));
    },
  };
}
