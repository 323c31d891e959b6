import type { Database } from '../db/database';
import { deleteEndedRecords, type PurgeableRecords } from '../db/queries/staff-purge';
import type { ServerJob } from './schedule';
import { staffPurgeCutoffs } from './staff-retention';

/** Rows deleted per statement: each statement is short, so it never holds up a sign-in for long. */
const BATCH = 500;

export type StaffPurgeReport = Record<PurgeableRecords, number>;

/**
 * Issue 22: deletes the sign-in records past their keeping (staffPurgeCutoffs): old sessions, invitations, codes and
 * WebAuthn ceremonies. Never the audit log. Safe with several processes at once (deleteEndedRecords skips the rows
 * another is deleting); between batches it stops as soon as the server begins shutting down.
 */
export async function purgeStaffRecords(db: Database, now: Date, stopping?: AbortSignal): Promise<StaffPurgeReport> {
  const cutoffs = staffPurgeCutoffs(now);
  const report: StaffPurgeReport = { sessions: 0, invitations: 0, codes: 0, ceremonies: 0 };
  for (const records of Object.keys(cutoffs) as PurgeableRecords[]) {
    for (let deleted = BATCH; deleted === BATCH && !stopping?.aborted; ) {
      deleted = await deleteEndedRecords(db, records, cutoffs[records], BATCH);
      report[records] += deleted;
    }
  }
  return report;
}

/** Each server process runs it: ten minutes after start, then every hour. */
export function staffPurgeJob(db: Database): ServerJob {
  return {
    name: 'staff sign-in purge',
    firstAfterMs: 10 * 60_000,
    everyMs: 60 * 60_000,
    run: async (now, _log, stopping) => ({ ...(await purgeStaffRecords(db, now(), stopping)) }),
  };
}
