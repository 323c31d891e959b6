import type { Queryable } from '../database';

/**
 * Records the nonce of a local captcha token as spent; false when it already was. Spent nonces are kept only until
 * their token expires, so the table holds at most ten minutes of writes.
 */
export async function spendCaptchaNonce(db: Queryable, nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.query('DELETE FROM spent_captcha_tokens WHERE expires_at <= $1', [now]);
  const spent = await db.query('INSERT INTO spent_captcha_tokens (nonce, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce', [nonce, expiresAt]);
  return spent.length === 1;
}
