import type { Queryable } from '../db/database';
import { countHit, deleteEndedWindows, uncountHit } from '../db/queries/rate-limits';
import type { LimitStore } from './limit-store';

/** How often ended windows are swept from the table, at most (by each process). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The counts in the database (table rate_limits): every process on one PostgreSQL sees one count per key, decided by
 * one conditional statement (db/queries/rate-limits.ts). Ended windows are deleted at most once a minute, by the
 * first hit after the last sweep, so the table holds only the clients seen lately.
 */
export function databaseLimitStore(db: Queryable, now: () => number = Date.now): LimitStore {
  let sweptAt = now();
  return {
    kind: 'database',
    async consume(key, max, windowMs) {
      if (now() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now();
        await deleteEndedWindows(db);
      }
      const { counted, hits, endsInMs } = await countHit(db, key, max, windowMs);
      return { allowed: counted, hits, resetsInMs: endsInMs };
    },
    refund: (key) => uncountHit(db, key),
    async close() {},
  };
}
