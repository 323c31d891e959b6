/**
 * Issue 25: how long the one-click unsubscribe link of an alert mail keeps working.
 *
 * Every alert mail carries a fresh key (List-Unsubscribe, RFC 8058), so a daily digest would leave 365 keys a year per
 * alert if none were ever dropped. RFC 8058 sets no lifetime; what a link must survive is how long people act on old
 * mail: US CAN-SPAM asks that an opt-out keep working at least 30 days after the mail is sent, Gmail and Yahoo (2024)
 * expect one-click unsubscribes to be honoured (within 2 days of the click, which says nothing of the mail's age), and
 * a renter clears an inbox of a season's mail at the season's end. So a link works for 90 days: three times the
 * legal floor, a season of digests. One key outlives that: the newest of each alert. A daily digest with no news is not
 * sent, so a quiet alert's last mail can be months old, and its link must still stop it (the renter cannot get a
 * newer one). An alert thus keeps at most about 90 keys, plus its newest.
 */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const DAY_MS = 24 * 60 * 60_000;

/** Keys minted before this moment no longer unsubscribe (unless the newest of their alert) and are purged. */
export function unsubscribeKeysValidFrom(now: Date): Date {
  return new Date(now.getTime() - UNSUBSCRIBE_LINK_DAYS * DAY_MS);
}
