const MINUTE_MS = 60_000;

/** Tries of one mail before it is given up as failed: with the waits below, about six hours of a mail server's outage. */
export const MAIL_TRIES = 10;
const FIRST_WAIT_MS = MINUTE_MS;
const LONGEST_WAIT_MS = 120 * MINUTE_MS;

/**
 * The longest one send may take (smtpMailer's deadline). A claim must outlast it, or a second sender could take the
 * mail while the first is still handing it over.
 */
export const SEND_DEADLINE_MS = MINUTE_MS;
const CLAIM_MS = 10 * MINUTE_MS;

/**
 * When a mail whose `tries`-th try just failed is tried again: the wait doubles from a minute, up to two hours, so a
 * mail server that is down is not hammered and one that comes back gets its mail soon; undefined when the mail is
 * given up (failed): its tries are spent, or the mail server refused it for good (a 5xx answer).
 */
export function afterFailedTry({ tries, permanent }: { tries: number; permanent: boolean }, now: Date): Date | undefined {
  if (permanent || tries >= MAIL_TRIES) return undefined;
  return new Date(now.getTime() + Math.min(FIRST_WAIT_MS * 2 ** (tries - 1), LONGEST_WAIT_MS));
}

/** Until when a mail claimed at `now` is its sender's; past that (the sender died), another may claim it. */
export function claimedUntil(now: Date): Date {
  return new Date(now.getTime() + CLAIM_MS);
}
