import { SUBLET_LISTING_DAYS } from '@/features/sublets/rules';
import type { Sublet } from '@/features/sublets/types';

/** Sublets posted before this instant are no longer listed (spec section 9: a listing is active 30 days). */
export function listingCutoff(now: Date): Date {
  return new Date(now.getTime() - SUBLET_LISTING_DAYS * 24 * 60 * 60 * 1000);
}

/** On the public board: active, approved and posted within the last 30 days. */
export function isListed(sublet: Pick<Sublet, 'active' | 'approved' | 'createdDate'>, now: Date): boolean {
  return sublet.active && sublet.approved && new Date(sublet.createdDate) > listingCutoff(now);
}
