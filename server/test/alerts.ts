import { savedSearch, type SavedSearch } from '@/features/alerts/savedSearch';
import type { AlertFrequency } from '@/features/alerts/types';
import { defaultFilters } from '@/features/floorplans/filters';
import type { Queryable } from '../db/database';
import { mailboxOf } from '../mail/recipient-cooldown';

/** Every home at every community: a search any unit matches (the matcher's rules are not what these tests are about). */
export const EVERY_HOME: SavedSearch = (() => {
  const { sort: _sort, ...filters } = defaultFilters('any');
  return savedSearch(filters, null);
})();

/** A saved search as the sign-up stores it, confirmed (or not) at `at`: what the sender reads. */
export async function storedAlert(
  q: Queryable,
  { email, frequency, at, confirmed = true, paused = false, search = EVERY_HOME }: { email: string; frequency: AlertFrequency; at: Date; confirmed?: boolean; paused?: boolean; search?: SavedSearch },
): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO saved_searches (email, mailbox, filters, frequency, created_at, confirmed_at, paused, confirm_key_hash, confirm_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [email, mailboxOf(email), JSON.stringify(search), frequency, at, confirmed ? at : null, paused, confirmed ? null : `unconfirmed-${email}`, confirmed ? null : new Date(at.getTime() + 7 * 86_400_000)],
  );
  return id;
}

/**
 * What the matcher writes when a unit starts to match a search (the seam between matching and sending, migration
 * 056): a waiting row of alert_matches.
 */
export async function matched(q: Queryable, searchId: number, unitId: number, at: Date, reason: 'listed' | 'date' | 'price' | 'special' = 'price'): Promise<void> {
  await q.query('INSERT INTO alert_matches (search_id, unit_id, reason, matched_at) VALUES ($1, $2, $3, $4)', [searchId, unitId, reason, at]);
}
