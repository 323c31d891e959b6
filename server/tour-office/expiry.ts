import { TOUR_REQUEST_REVIEW_HOURS } from '@/features/tour-booking/types';
import type { Database } from '../db/database';
import { addLeadDetail } from '../db/queries/leads';
import { insertOutboxMail } from '../db/queries/outbox';
import { claimStaleTourRequests } from '../db/queries/tour-office';
import { findTour, releaseSlotPlace } from '../db/queries/tours';
import type { ServerJob } from '../jobs/schedule';
import { communityRules } from '../tour-booking/rules';
import { expiredRequestMail } from './office-mails';


export interface ExpiryContext {
  db: Database;
  mailQueued?: () => void;
}

/**
 * Issue 24: the requests the office did not confirm within 24 hours (or before their time) expire: the slot is freed,
 * the lead gets a line and the renter a mail. Safe with several processes: each request is claimed by one conditional
 * UPDATE (claimStaleTourRequests) in the transaction that frees its slot and queues its mail.
 */
export async function expireStaleTourRequests({ db, mailQueued }: ExpiryContext, now: Date): Promise<{ expired: number }> {
  const staleBefore = new Date(now.getTime() - TOUR_REQUEST_REVIEW_HOURS * 60 * 60_000);
  const expired = await db.transaction(async (tx) => {
    const ids = await claimStaleTourRequests(tx, now, staleBefore);
    for (const id of ids) {
      const tour = await findTour(tx, id);
      if (!tour) continue;
      await releaseSlotPlace(tx, tour.propertyId, tour.start);
      const community = await communityRules(tx, tour.propertyId, now);
      if (community) await insertOutboxMail(tx, expiredRequestMail(tour, community.office, now));
      if (tour.leadId !== null) await addLeadDetail(tx, tour.leadId, ['Tour request expired', `Not confirmed within ${TOUR_REQUEST_REVIEW_HOURS} hours: the renter was told`]);
    }
    return ids.length;
  });
  if (expired > 0) mailQueued?.();
  return { expired };
}

/** Each server process runs it: two minutes after start, then every 5 minutes. */
export function tourRequestExpiryJob(context: ExpiryContext): ServerJob {
  return {
    name: 'tour request expiry',
    firstAfterMs: 120_000,
    everyMs: 5 * 60_000,
    run: async (now) => expireStaleTourRequests(context, now()),
  };
}
