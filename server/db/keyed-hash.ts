import { createHmac } from 'node:crypto';
import { newKey } from '../security/secrets';
import type { Queryable } from './database';
import { settingOrCreate } from './queries/settings';

/**
 * Keyed hashes of what visitors send (their address, a mailbox they typed), for counting them without storing them:
 * an HMAC under a secret generated once per `purpose` and kept in the database, so every API process agrees, and a
 * stored hash cannot be reversed by hashing every candidate (all 2^32 IPv4 addresses, a list of known e-mail
 * addresses), as a plain SHA-256 could (issue 26).
 */
export function keyedHasher(db: Queryable, purpose: string): (value: string) => Promise<string> {
  let secret: Promise<string> | undefined;
  const loadSecret = () => {
    secret ??= settingOrCreate(db, `${purpose}_secret`, () => newKey(32)).catch((error: unknown) => {
      // A database that failed once is asked again next time, not remembered as failed.
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return async (value) => createHmac('sha256', await loadSecret()).update(value).digest('base64url');
}
