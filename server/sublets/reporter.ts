import type { Queryable } from '../db/database';
import { keyedHasher } from '../db/keyed-hash';
import { clientNetworkOf } from '../security/client-network';

/** Who filed a report, as keyed hashes: the visitor (IPv4 address, IPv6 /64) and their network (/24, /48). */
export interface Reporter {
  client: string;
  network: string;
}

/** Issue 26: the reporter of a sublet report, as keyed hashes (db/keyed-hash.ts): no address is stored. */
export function reporterOf(db: Queryable): (ip: string) => Promise<Reporter> {
  const hash = keyedHasher(db, 'sublet_reporter');
  return async (ip) => {
    const { client, network } = clientNetworkOf(ip);
    return { client: await hash(`client:${client}`), network: await hash(`network:${network}`) };
  };
}
