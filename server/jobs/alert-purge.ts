import { UNCONFIRMED_KEPT_DAYS } from '@/features/alerts/types';
import { unsubscribeKeysValidFrom } from '@/features/alerts/unsubscribeWindow';
import type { Database } from '../db/database';
import { purgeEnded } from './purge';
import type { ServerJob } from './schedule';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Issue 25: sign-ups never confirmed are deleted 30 days after they were made (their address was never proven to
 * want them), manage keys once expired, and unsubscribe keys past their window (but each alert's newest: see
 * unsubscribeWindow.ts). Confirmed alerts stay until their owner deletes or unsubscribes them.
 */
export function purgeAlertRecords(db: Database, now: Date, stopping?: AbortSignal) {
  return purgeEnded(
    db,
    { unconfirmedAlerts: new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS), alertManageKeys: now, alertUnsubscribeKeys: unsubscribeKeysValidFrom(now) },
    stopping,
  );
}

/** Each server process runs it: fifteen minutes after start, then every hour. */
export function alertPurgeJob(db: Database): ServerJob {
  return {
    name: 'alert sign-up purge',
    firstAfterMs: 15 * 60_000,
    everyMs: 60 * 60_000,
    run: async (now, _log, stopping) => ({ ...(await purgeAlertRecords(db, now(), stopping)) }),
  };
}
