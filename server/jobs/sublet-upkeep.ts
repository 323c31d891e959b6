import { confirmationCutoff, reminderHorizon } from '@/features/sublets/listingLife';
import type { Database } from '../db/database';
import { deleteFolderAssets } from '../db/queries/assets';
import { insertOutboxMail } from '../db/queries/outbox';
import { claimDueReminders, deleteUnconfirmedSublets } from '../db/queries/sublets';
import { deleteReportQuotasBefore } from '../db/queries/sublet-report-quotas';
import type { UploadStore } from '../storage/uploads';
import type { ServerJob } from './schedule';
import { reminderMail } from '../mail/sublet-mails';
import { reportHourOf } from '../sublets/report-quota';

export interface UpkeepContext {
  db: Database;
  uploads: UploadStore;
  siteUrl: string;
  /** Tells this process's outbox sender that mail was queued (absent: the senders find it on their next round). */
  mailQueued?: () => void;
}

export interface UpkeepReport {
  removed: number;
  reminded: number;
}

/**
 * Issue 17: removes listings left unconfirmed for 48 hours, with their photos, and queues the reminder mails due (3
 * days before a listing ends); forgets the report counts of past hours (issue 26). Safe to run from several processes
 * at once: each reminder is claimed by one of them, in the transaction that queues its mail, so a crash cannot claim a
 * reminder and lose its mail (issue 26).
 */
export async function runSubletUpkeep({ db, uploads, siteUrl, mailQueued }: UpkeepContext, now: Date, stopping?: AbortSignal): Promise<UpkeepReport> {
  const files = await db.transaction(async (tx) => {
    const folders = await deleteUnconfirmedSublets(tx, confirmationCutoff(now));
    return { count: folders.length, files: (await Promise.all(folders.map((folder) => deleteFolderAssets(tx, folder)))).flat() };
  });
  await uploads.remove(files.files);
  await deleteReportQuotasBefore(db, reportHourOf(now));
  // The safe point of a shutdown: once it began no new transaction starts, as the database closes next.
  if (stopping?.aborted) return { removed: files.count, reminded: 0 };
  const reminded = await db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, reminderHorizon(now));
    for (const sublet of due) await insertOutboxMail(tx, reminderMail(sublet, siteUrl));
    return due.length;
  });
  if (reminded > 0) mailQueued?.();
  return { removed: files.count, reminded };
}

/** The upkeep as each server process runs it by itself: a minute after start, then every 15 minutes. */
export function subletUpkeepJob(context: UpkeepContext): ServerJob {
  return {
    name: 'sublet upkeep',
    firstAfterMs: 60_000,
    everyMs: 15 * 60_000,
    run: async (now, _log, stopping) => ({ ...(await runSubletUpkeep(context, now(), stopping)) }),
  };
}
