import { createHash } from 'node:crypto';
import { newKey, sameSecret } from '../security/secrets';

/**
 * The random ids and tokens of staff sign-in (sessions, XSRF tokens, ceremonies, invitation keys): 32 random bytes,
 * stored only as a SHA-256 hash. A plain hash is enough for 256 random bits (nothing to guess); the short codes a
 * person types are hashed with a key instead (codes.ts).
 */
export function newToken(): string {
  return newKey(32);
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Whether a presented token is the one whose hash is stored, compared in constant time. */
export function matchesHash(given: unknown, storedHash: string): boolean {
  return typeof given === 'string' && sameSecret(tokenHash(given), storedHash);
}
