import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { claimDueMail, recordFailure, recordSent, releaseClaim, type ClaimedMail } from '../db/queries/outbox';
import { afterFailedTry, claimedUntil } from '../mail/delivery';
import type { Mailer } from '../mail/outbox';
import type { ServerJob } from './schedule';

export interface OutboxSenderContext {
  db: Database;
  mailer: Mailer;
}

export interface SenderReport {
  sent: number;
  /** Failed tries queued again for later. */
  retrying: number;
  /** Given up: tries spent, or refused for good. */
  failed: number;
}

/** Longest last error kept on the row: a mail server's answer, not a transcript. */
const ERROR_CHARS = 500;

const STOPPED = Symbol('stopped');

/** `sending`, or STOPPED as soon as `stopping` is aborted: a shutdown does not wait for a silent mail server. */
function unlessStopped(sending: Promise<void>, stopping: AbortSignal): Promise<void | typeof STOPPED> {
  if (stopping.aborted) return Promise.resolve(STOPPED);
  return new Promise((resolve, reject) => {
    const stop = () => resolve(STOPPED);
    stopping.addEventListener('abort', stop, { once: true });
    sending.then(resolve, reject).finally(() => stopping.removeEventListener('abort', stop));
  });
}

/** A refusal the mail server calls final (an SMTP 5xx reply): trying again would get the same answer. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends the due mails of the outbox, one claim at a time, until none is due or `stopping` is aborted. Safe in several
 * processes at once: each mail is claimed by one statement (queries/outbox.ts claimDueMail), so it goes to one sender.
 * A failed try is queued again with a growing wait, or given up (mail/delivery.ts); its error is kept on the row for
 * the operator. The log names the mail by id and the error by code: an SMTP answer can quote the recipient.
 */
export async function sendDueMails({ db, mailer }: OutboxSenderContext, now: () => Date, log: Pick<FastifyBaseLogger, 'warn'>, stopping: AbortSignal): Promise<SenderReport> {
  const report: SenderReport = { sent: 0, retrying: 0, failed: 0 };
  let mail: ClaimedMail | undefined;
  while (!stopping.aborted && (mail = await claimDueMail(db, now(), claimedUntil(now())))) {
    let outcome: void | typeof STOPPED;
    try {
      outcome = await unlessStopped(mailer.send({ to: mail.recipients, replyTo: mail.replyTo, subject: mail.subject, text: mail.body, calendar: mail.calendar, headers: mail.headers }), stopping);
    } catch (error) {
      const retryAt = afterFailedTry({ tries: mail.tries, permanent: isPermanent(error) }, now());
      await recordFailure(db, mail, (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS), retryAt);
      if (retryAt) {
        report.retrying += 1;
      } else {
        report.failed += 1;
        const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
        log.warn({ outboxId: mail.id, tries: mail.tries, code, responseCode }, `mail ${mail.id} not sent: given up (see \`npm run admin -- outbox ${mail.id}\`)`);
      }
      continue;
    }
    if (outcome === STOPPED) {
      await releaseClaim(db, mail);
      break;
    }
    await recordSent(db, mail, now());
    report.sent += 1;
  }
  return report;
}

/**
 * The outbox sender as each server process runs it: nudged right after a route queues a mail, so a healthy mail server
 * gets it at once; and every 30 seconds for retries that came due and mail other processes queued.
 */
export function outboxSenderJob(context: OutboxSenderContext): ServerJob {
  return {
    name: 'outbox sender',
    firstAfterMs: 1_000,
    everyMs: 30_000,
    run: async (now, log, stopping) => ({ ...(await sendDueMails(context, now, log, stopping)) }),
  };
}
