import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database';
import { settingOrCreate } from '../db/queries/settings';
import { clientNetworkOf } from '../security/client-network';
import { newKey } from '../security/secrets';

/** Who filed a report, as keyed hashes: the visitor (IPv4 address, IPv6 /64) and their network (/24, /48). */
export interface Reporter {
  client: string;
  network: string;
}

/**
 * Issue 26: the reporter of a sublet report. Keyed with a secret generated once and kept in the database (every API
 * process shares it), so the stored hashes cannot be reversed by hashing all 2^32 IPv4 addresses, as a plain SHA-256
 * of the address could. No address is stored.
 */
export function reporterOf(db: Queryable): (ip: string) => Promise<Reporter> {
  let secret: Promise<string> | undefined;
  const loadSecret = () => {
    secret ??= settingOrCreate(db, 'sublet_reporter_secret', () => newKey(32)).catch((error: unknown) => {
      // A database that failed once is asked again on the next report, not remembered as failed.
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return async (ip) => {
    const key = await loadSecret();
    const hash = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
    const { client, network } = clientNetworkOf(ip);
    return { client: hash(`client:${client}`), network: hash(`network:${network}`) };
  };
}
