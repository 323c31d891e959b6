import type { FastifyInstance } from 'fastify';
import { confirmationCutoff, reminderHorizon } from '@/features/sublets/listingLife';
import type { Database } from '../db/database';
import { deleteFolderAssets } from '../db/queries/assets';
import { claimDueReminders, deleteUnconfirmedSublets } from '../db/queries/sublets';
import { storeAndSend, type Logger, type Mailer } from '../mail/outbox';
import type { UploadStore } from '../storage/uploads';
import { reminderMail } from './sublets-mail';

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

/** How often each server process runs the upkeep; the first run is a minute after start. */
const UPKEEP_EVERY_MS = 15 * 60_000;
const FIRST_UPKEEP_MS = 60_000;

/**
 * Issue 17: removes listings left unconfirmed for 48 hours, with their photos, and mails the reminders due (3 days
 * before a listing ends). Safe to run from several processes at once: each reminder is claimed by one of them.
 */
export async function runSubletUpkeep({ db, mailer, uploads, siteUrl, log }: UpkeepContext, now: Date): Promise<UpkeepReport> {
  const files = await db.transaction(async (tx) => {
    const folders = await deleteUnconfirmedSublets(tx, confirmationCutoff(now));
    return { count: folders.length, files: (await Promise.all(folders.map((folder) => deleteFolderAssets(tx, folder)))).flat() };
  });
  await uploads.remove(files.files);
  const due = await claimDueReminders(db, now, reminderHorizon(now));
  for (const sublet of due) await storeAndSend(db, mailer, log, reminderMail(sublet, siteUrl));
  return { removed: files.count, reminded: due.length };
}

/** The upkeep job inside the server: every 15 minutes while it listens; stopped (and awaited) on close. */
export function registerSubletUpkeep(app: FastifyInstance, { db, mailer, uploads, siteUrl, now }: Omit<UpkeepContext, 'log'> & { now: () => Date }): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runSubletUpkeep({ db, mailer, uploads, siteUrl, log: app.log }, now())
      .then((report) => (report.removed || report.reminded) && app.log.info(report, 'sublet upkeep'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sublet upkeep failed; it runs again later'))
      .finally(() => {
        if (!closed) timer = setTimeout(run, UPKEEP_EVERY_MS).unref();
      });
  };
  app.addHook('onListen', async () => {
    timer ??= setTimeout(run, FIRST_UPKEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
