import type { SavedSearch } from '@/features/alerts/savedSearch';
import type { IsoDate } from '@/lib/dates';
import type { Queryable } from '../database';

/**
 * Issue 25, what the alert sender claims: a batch of confirmed, running alerts of one frequency that have matches
 * waiting (matched up to `upTo`), and whose turn it is.
 * - instant: at most one mail an hour: its last mail was sent at or before `lastSentBy` (or never);
 * - daily: one digest a day: none yet for the office's day `day`.
 */
export type AlertTurn = { frequency: 'instant'; now: Date; lastSentBy: Date } | { frequency: 'daily'; day: IsoDate };

export interface ClaimedAlert {
  id: number;
  email: string;
  mailbox: string;
  search: SavedSearch;
  communityName: string | null;
}

const turnOf = (turn: AlertTurn, table: string, first: number) =>
  turn.frequency === 'instant'
    ? { taken: `last_alert_at = $${first}`, free: `(${table}.last_alert_at IS NULL OR ${table}.last_alert_at <= $${first + 1})`, params: [turn.now, turn.lastSentBy] }
    : { taken: `digest_on = $${first}::date`, free: `(${table}.digest_on IS NULL OR ${table}.digest_on < $${first}::date)`, params: [turn.day] };

/**
 * Claims up to `limit` alerts whose turn it is, in one statement: the turn is taken (last_alert_at or digest_on set)
 * by the UPDATE itself, whose WHERE a concurrent claimer re-checks after this one commits, and rows another claimer
 * holds are skipped; so of several processes each alert goes to one. An alert with nothing waiting is not claimed:
 * its turn is not spent. Run in the transaction that queues the mails and stamps the matches.
 */
export async function claimAlertTurns(q: Queryable, turn: AlertTurn, upTo: Date, limit: number): Promise<ClaimedAlert[]> {
  const outer = turnOf(turn, 's', 4);
  const inner = turnOf(turn, 'c', 4);
  return q.query<ClaimedAlert>(
    `UPDATE saved_searches s SET ${outer.taken}
     WHERE s.id IN (
       SELECT c.id FROM saved_searches c
       WHERE c.frequency = $1 AND c.confirmed_at IS NOT NULL AND NOT c.paused AND ${inner.free}
         AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.search_id = c.id AND m.mailed_at IS NULL AND m.matched_at <= $2)
       ORDER BY c.id LIMIT $3 FOR UPDATE SKIP LOCKED
     ) AND ${outer.free} AND s.confirmed_at IS NOT NULL AND NOT s.paused
     RETURNING s.id, s.email, s.mailbox, s.filters AS search,
       (SELECT p.name FROM properties p WHERE p.id = (s.filters->>'propertyId')::integer) AS "communityName"`,
    [turn.frequency, upTo, limit, ...outer.params],
  );
}

/** One home an alert reports: the unit, its plan and community, as the mail shows them. */
export interface AlertHome {
  searchId: number;
  unitId: number;
  floorplanId: number;
  planName: string;
  communityName: string;
  coverImage: string | null;
  rent: number;
  specialRent: number | null;
  specialRentStartDate: IsoDate | null;
  specialRentEndDate: IsoDate | null;
  moveInDate: IsoDate;
}

/**
 * Marks the matches waiting in the alerts `searchIds` (matched up to `upTo`) mailed, and answers the homes they are,
 * each unit once, first matched first: one statement, so what is stamped is exactly what the mail reports (a match
 * committed meanwhile is neither stamped nor lost). Run in the transaction that queues the mails.
 */
export function stampWaitingHomes(q: Queryable, searchIds: readonly number[], upTo: Date, now: Date): Promise<AlertHome[]> {
  return q.query<AlertHome>(
    `WITH stamped AS (
       UPDATE alert_matches SET mailed_at = $3 WHERE search_id = ANY($1::int[]) AND mailed_at IS NULL AND matched_at <= $2
       RETURNING search_id, unit_id, matched_at
     ), waiting AS (SELECT search_id, unit_id, min(matched_at) AS first_matched FROM stamped GROUP BY search_id, unit_id)
     SELECT w.search_id AS "searchId", u.id AS "unitId", f.id AS "floorplanId", f.name AS "planName", p.name AS "communityName",
       f.cover_image AS "coverImage", u.rent, f.special_rent AS "specialRent",
       to_char(f.special_rent_start_date, 'YYYY-MM-DD') AS "specialRentStartDate", to_char(f.special_rent_end_date, 'YYYY-MM-DD') AS "specialRentEndDate",
       to_char(u.move_in_date, 'YYYY-MM-DD') AS "moveInDate"
     FROM waiting w JOIN units u ON u.id = w.unit_id JOIN floorplans f ON f.id = u.floorplan_id JOIN properties p ON p.id = f.property_id
     ORDER BY w.search_id, w.first_matched, u.id`,
    [searchIds, upTo, now],
  );
}

export interface AlertMailKeys {
  searchId: number;
  mailbox: string;
  unsubscribeKeyHash: string;
  manageKeyHash: string;
}

/** The keys of the links the mails carry (one-click unsubscribe of the alert, the mailbox's manage page), stored hashed. */
export async function insertAlertMailKeys(q: Queryable, keys: readonly AlertMailKeys[], now: Date, manageExpiresAt: Date): Promise<void> {
  await q.query(
    'INSERT INTO alert_unsubscribe_keys (key_hash, search_id, created_at) SELECT unnest($1::text[]), unnest($2::int[]), $3',
    [keys.map((key) => key.unsubscribeKeyHash), keys.map((key) => key.searchId), now],
  );
  await q.query(
    'INSERT INTO alert_manage_keys (key_hash, mailbox, created_at, expires_at) SELECT unnest($1::text[]), unnest($2::text[]), $3, $4',
    [keys.map((key) => key.manageKeyHash), keys.map((key) => key.mailbox), now, manageExpiresAt],
  );
}
