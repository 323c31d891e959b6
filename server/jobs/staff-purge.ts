import type { Database } from '../db/database';
import type { StaffSignInRecords } from '../db/queries/purge';
import { purgeEnded } from './purge';
import type { ServerJob } from './schedule';
import { staffPurgeCutoffs } from './staff-retention';

export type StaffPurgeReport = Record<StaffSignInRecords, number>;

/**
 * Issue 22: deletes the sign-in records past their keeping (staffPurgeCutoffs): old sessions, invitations, codes and
 * WebAuthn ceremonies. Never the audit log.
 */
export function purgeStaffRecords(db: Database, now: Date, stopping?: AbortSignal): Promise<StaffPurgeReport> {
  return purgeEnded(db, staffPurgeCutoffs(now), stopping);
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
