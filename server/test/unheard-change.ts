import type { Database } from '../db/database';

/**
 * A catalog change whose notice nobody hears: migration 049's triggers are off for its transaction. It stands for a
 * change made while every process's listener was away, which only the caches' expiry brings to the pages; tests of
 * that expiry, and of what a cache entry is keyed on, change the data this way.
 */
export async function changeUnheard(db: Database, sql: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec('SET LOCAL session_replication_role = replica');
    await tx.query(sql);
  });
}
