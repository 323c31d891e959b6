import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { Icon } from '@/components/Icon';
import { Spinner } from '@/components/Spinner';
import { serverMessage } from '@/lib/http';
import { formatDate } from '@/lib/format';
import { useRenewSublet } from '../api/renewSublet';
import { canRenew, CONFIRMATION_HOURS, hasEnded, LISTING_DAYS, RENEWALS_USED_UP, renewalsUsedUp } from '../listingLife';
import type { Sublet } from '../types';
import styles from './SubletListing.module.css';

export const RENEW_OUTCOME = { failed: 'Renewal failed!' } as const;

/** Where the listing stands, in the poster's words: waiting for them, for staff, listed until a date, or ended. */
function statusText(sublet: Sublet, now: Date): string {
  if (!sublet.active) return 'This listing was rejected by our staff and is not shown.';
  if (sublet.hidden) return 'Hidden while our staff review reports about this listing.';
  if (!sublet.confirmed) {
    return `Waiting for your confirmation: open the link we mailed to ${sublet.email}. Listings not confirmed within ${CONFIRMATION_HOURS} hours are removed.`;
  }
  if (!sublet.approved || !sublet.listedUntil) return 'Confirmed: waiting for approval by our staff.';
  const until = `Listed until ${formatDate(sublet.listedUntil)}`;
  return hasEnded(sublet.listedUntil, now) ? `${until} (ended: it is no longer on the board)` : until;
}

/**
 * Issue 17, the poster's view of the listing's life: its status ('Listed until MMM DD, YYYY' once approved) and
 * 'Renew for 30 days' in its last 7 days and after it ends (no new approval needed), or why it is no longer offered
 * once the listing has had its renewals (issue 26).
 */
export function ListingStatus({ sublet }: { sublet: Sublet }) {
  // Private pages are never rendered on the server, so the visitor's clock is the only one.
  const [now] = useState(() => new Date());
  const renew = useRenewSublet();

  return (
    <div className={styles.status}>
      <p>{statusText(sublet, now)}</p>
      {renew.isError && <FormAlert tone="error">{serverMessage(renew.error) ?? RENEW_OUTCOME.failed}</FormAlert>}
      {renew.isSuccess && <FormAlert tone="success">Renewed: listed until {formatDate(renew.data.listedUntil!)}.</FormAlert>}
      {renewalsUsedUp(sublet, now) && <p>{RENEWALS_USED_UP}</p>}
      {canRenew(sublet, now) && !renew.isSuccess && (
        <button type="button" className="btn btn-primary" disabled={renew.isPending} onClick={() => renew.mutate(sublet)}>
          {renew.isPending ? <Spinner label="Renewing" size="small" /> : <Icon name="refresh" />}
          Renew for {LISTING_DAYS} days
        </button>
      )}
    </div>
  );
}
