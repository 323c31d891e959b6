import type { Database } from '../db/database';
import { databaseLimitStore } from './database-store';
import type { LimitStore } from './limit-store';
import { memoryLimitStore } from './memory-store';

/**
 * Where the rate limits count unless REDIS_URL names a Redis (redis-store.ts): on PostgreSQL, in the database, which
 * every process shares; on the embedded database, in memory, since only one process can serve a data directory and a
 * shared count would cost a database write per request for nothing (decision 023).
 */
export function defaultLimitStore(db: Database): LimitStore {
  return db.engine === 'postgres' ? databaseLimitStore(db) : memoryLimitStore();
}
