import type { Queryable } from '../db/database';
import { deleteEndedRecords, type PurgeableRecords } from '../db/queries/purge';

/** Rows deleted per statement: each statement is short, so it never holds up a request for long. */
const BATCH = 500;

/**
 * Deletes the records of each kind that ended before its cutoff, a batch at a time, and counts them. Safe with several
 * processes at once (deleteEndedRecords skips the rows another is deleting); between batches it stops as soon as the
 * server begins shutting down.
 */
export async function purgeEnded<Records extends PurgeableRecords>(db: Queryable, cutoffs: Record<Records, Date>, stopping?: AbortSignal): Promise<Record<Records, number>> {
  const report = {} as Record<Records, number>;
  for (const records of Object.keys(cutoffs) as Records[]) {
    report[records] = 0;
    for (let deleted = BATCH; deleted === BATCH && !stopping?.aborted; ) {
      deleted = await deleteEndedRecords(db, records, cutoffs[records], BATCH);
      report[records] += deleted;
    }
  }
  return report;
}
