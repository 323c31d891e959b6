import { savedSearchPath } from '@/features/alerts/searchLink';
import { alertManagePath, alertOneClickPath, alertStopAllPath, alertUnsubscribePath } from '@/features/alerts/types';
import { companyDate } from '../calendar/dates';
import type { Database } from '../db/database';
import { claimAlertTurns, insertAlertMailKeys, stampWaitingHomes, type AlertHome, type AlertTurn, type ClaimedAlert } from '../db/queries/alert-sending';
import { insertOutboxMails } from '../db/queries/outbox';
import type { ServerJob } from '../jobs/schedule';
import { newKey } from '../security/secrets';
import { alertMatchesMail, type AlertMailContent } from './alert-mails';
import { dueDigest, INSTANT_GAP_MS } from './alert-turns';
import { ALERT_KEY_BYTES, alertKeyHasher, MANAGE_KEY_DAYS } from './signups';

export interface AlertSenderContext {
  db: Database;
  siteUrl: string;
  /** Nudges the outbox sender once mails are queued. */
  mailQueued: () => void;
}

/** Alerts claimed and mailed per transaction: a large morning is many short transactions, none holding locks long. */
const BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;

interface MailKeys {
  unsubscribe: string;
  manage: string;
  unsubscribeHash: string;
  manageHash: string;
}

/**
 * Issue 25, the sending side of alerts: mails each alert's waiting matches (alert_matches rows the matcher wrote) to
 * its confirmed, running address; instant alerts at most once an hour, daily ones in the 7:00 digest. Each batch is one
 * transaction: the claim (one conditional UPDATE: of several processes one gets each alert), the keys of the mail's
 * links, the queued mails and the stamped matches commit together or not at all. Keys are minted and hashed before the
 * transaction opens (the hasher may read its secret through `db`), and never logged.
 */
export function alertSender({ db, siteUrl, mailQueued }: AlertSenderContext) {
  const hashKey = alertKeyHasher(db);

  async function freshKeys(count: number): Promise<MailKeys[]> {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const unsubscribe = newKey(ALERT_KEY_BYTES);
        const manage = newKey(ALERT_KEY_BYTES);
        return { unsubscribe, manage, unsubscribeHash: await hashKey(unsubscribe), manageHash: await hashKey(manage) };
      }),
    );
  }

  const mailOf = (kind: AlertMailContent['kind'], alert: ClaimedAlert, homes: AlertHome[], keys: MailKeys, now: Date) =>
    alertMatchesMail({
      kind,
      email: alert.email,
      searchId: alert.id,
      search: alert.search,
      communityName: alert.communityName,
      homes,
      siteUrl,
      today: companyDate(now),
      links: {
        searchUrl: `${siteUrl}${savedSearchPath(alert.search)}`,
        manageUrl: `${siteUrl}${alertManagePath(keys.manage)}`,
        stopAllUrl: `${siteUrl}${alertStopAllPath(keys.manage)}`,
        unsubscribePageUrl: `${siteUrl}${alertUnsubscribePath(keys.unsubscribe)}`,
        oneClickUrl: `${siteUrl}${alertOneClickPath(keys.unsubscribe)}`,
      },
    });

  /** Claims and mails one batch of alerts whose turn it is; answers how many were mailed. */
  async function mailBatch(kind: AlertMailContent['kind'], turn: AlertTurn, upTo: Date, now: Date): Promise<number> {
    const keys = await freshKeys(BATCH);
    return db.transaction(async (tx) => {
      const claimed = await claimAlertTurns(tx, turn, upTo, BATCH);
      if (claimed.length === 0) return 0;
      const homes = await stampWaitingHomes(tx, claimed.map((alert) => alert.id), upTo, now);
      const mails = claimed.map((alert, i) => mailOf(kind, alert, homes.filter((home) => home.searchId === alert.id), keys[i], now));
      await insertAlertMailKeys(
        tx,
        claimed.map((alert, i) => ({ searchId: alert.id, mailbox: alert.mailbox, unsubscribeKeyHash: keys[i].unsubscribeHash, manageKeyHash: keys[i].manageHash })),
        now,
        new Date(now.getTime() + MANAGE_KEY_DAYS * DAY_MS),
      );
      await insertOutboxMails(tx, mails);
      return claimed.length;
    });
  }

  async function mailAll(kind: AlertMailContent['kind'], turn: AlertTurn, upTo: Date, now: Date, stopping?: AbortSignal): Promise<number> {
    let mailed = 0;
    let batch: number;
    do {
      batch = await mailBatch(kind, turn, upTo, now);
      mailed += batch;
    } while (batch === BATCH && !stopping?.aborted);
    if (mailed > 0) mailQueued();
    return mailed;
  }

  /** Every instant alert with matches waiting whose last mail is an hour old (or that never mailed): one mail each. */
  function mailInstantAlerts(now: Date, stopping?: AbortSignal): Promise<number> {
    return mailAll('alert-instant', { frequency: 'instant', now, lastSentBy: new Date(now.getTime() - INSTANT_GAP_MS) }, now, now, stopping);
  }

  /** From 7:00 at the office, each daily alert with matches waiting gets the day's digest, once; before, nothing. */
  async function mailDailyDigests(now: Date, stopping?: AbortSignal): Promise<number> {
    const due = dueDigest(now);
    return due ? mailAll('alert-digest', { frequency: 'daily', day: due.day }, due.upTo, now, stopping) : 0;
  }

  return { mailInstantAlerts, mailDailyDigests };
}

/**
 * Each server process runs it every minute, so an instant alert goes within a few minutes of its match (and the
 * day's digests within a minute of 7:00); several processes share the work through the claims.
 */
export function alertMailJob(context: AlertSenderContext): ServerJob {
  const sender = alertSender(context);
  return {
    name: 'alert mails',
    firstAfterMs: 30_000,
    everyMs: 60_000,
    run: async (now, _log, stopping) => ({
      instant: await sender.mailInstantAlerts(now(), stopping),
      digests: await sender.mailDailyDigests(now(), stopping),
    }),
  };
}
