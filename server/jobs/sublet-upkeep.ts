import { confirmationCutoff, reminderHorizon } from '@/features/sublets/listingLife';
import type { Database } from '../db/database';
import { deleteFolderAssets } from '../db/queries/assets';
import { claimDueReminders, deleteUnconfirmedSublets } from '../db/queries/sublets';
import { deleteReportQuotasBefore } from '../db/queries/sublet-report-quotas';
import { storeAndSend, type Logger, type Mailer } from '../mail/outbox';
import type { UploadStore } from '../storage/uploads';
import type { ServerJob } from './schedule';
import { reminderMail } from '../mail/sublet-mails';
import { reportHourOf } from '../sublets/report-quota';

export interface UpkeepContext {
  db: Database;
  mailer?: Mailer;
  uploads: UploadStore;
  siteUrl: string;
  log: Logger;
}

export interface UpkeepReport {
  removed: number;
  reminded: number;
}


/**
 * Issue 17: removes listings left unconfirmed for 48 hours, with their photos, and mails the reminders due (3 days
 * before a listing ends); forgets the report counts of past hours (issue 26). Safe to run from several processes at once: each reminder is claimed by one of them.
 */
export async function runSubletUpkeep({ db, mailer, uploads, siteUrl, log }: UpkeepContext, now: Date, stop?: AbortSignal): Promise<UpkeepReport> {
  const files = await db.transaction(async (tx) => {
    const folders = await deleteUnconfirmedSublets(tx, confirmationCutoff(now));
    return { count: folders.length, files: (await Promise.all(folders.map((folder) => deleteFolderAssets(tx, folder)))).flat() };
  });
  await uploads.remove(files.files);
  await deleteReportQuotasBefore(db, reportHourOf(now));
  // The safe point of a shutdown: reminders claimed now must all be stored, so none are claimed once it began.
  if (stop?.aborted) return { removed: files.count, reminded: 0 };
  const due = await claimDueReminders(db, now, reminderHorizon(now));
  for (const sublet of due) await storeAndSend(db, mailer, log, reminderMail(sublet, siteUrl));
  return { removed: files.count, reminded: due.length };
}

/** The upkeep as each server process runs it by itself: a minute after start, then every 15 minutes. */
export function subletUpkeepJob(context: Omit<UpkeepContext, 'log'>): ServerJob {
  return {
    name: 'sublet upkeep',
    firstAfterMs: 60_000,
    everyMs: 15 * 60_000,
    run: async (now, log, stop) => ({ ...(await runSubletUpkeep({ ...context, log }, now, stop)) }),
  };
}
