import { STARTED_MATCHING_REASONS, type AlertReason, type AlertUnit } from '@/features/alerts/matching';
import type { Queryable } from '../database';
import { OFFERED_UNIT } from './floorplans';

/** A unit whose facts may have moved, with what the matcher last recorded for it (null: nothing yet). */
export interface WatchedUnit {
  id: number;
  unit: AlertUnit;
  /** The fingerprint of the columns `unit` was read from. */
  inputs: string;
  snapshot: string | null;
}

interface WatchedRow {
  id: number;
  active: boolean;
  rent: number;
  moveInDate: string;
  extensionMonths: number;
  floorplanId: number;
  planActive: boolean;
  featured: boolean;
  bedroom: number;
  style: AlertUnit['style'];
  specialRent: number | null;
  specialRentStartDate: string | null;
  specialRentEndDate: string | null;
  communityId: number;
  communityActive: boolean;
  leaseType: AlertUnit['community']['leaseType'];
  inputs: string;
  snapshot: string | null;
}

/**
 * The units whose facts may differ from their snapshot on `today`: never recorded, recorded on another day, or any
 * column their facts are read from changed (the fingerprint of the whole `watched` row). The database compares; only
 * those units cross over, so a run after one edit reads one row, not the catalog.
 */
export async function findUnitsToWatch(q: Queryable, today: string): Promise<WatchedUnit[]> {
  const rows = await q.query<WatchedRow>(
    `WITH watched AS (
       SELECT u.id, ${OFFERED_UNIT} AS active, u.rent, u.move_in_date AS "moveInDate", u.availability_extension_months AS "extensionMonths",
         f.id AS "floorplanId", f.active AS "planActive", f.featured, f.bedroom, f.style, f.special_rent AS "specialRent",
         f.special_rent_start_date AS "specialRentStartDate", f.special_rent_end_date AS "specialRentEndDate",
         p.id AS "communityId", p.active AS "communityActive", p.lease_type AS "leaseType"
       FROM units u JOIN floorplans f ON f.id = u.floorplan_id JOIN properties p ON p.id = f.property_id)
     SELECT w.*, md5(w::text) AS inputs, s.facts AS snapshot
     FROM watched w LEFT JOIN alert_unit_snapshots s ON s.unit_id = w.id
     WHERE s.unit_id IS NULL OR s.on_day <> $1::date OR s.inputs <> md5(w::text)
     ORDER BY w.id`,
    [today],
  );
  return rows.map((row) => ({
    id: row.id,
    inputs: row.inputs,
    snapshot: row.snapshot,
    unit: {
      active: row.active,
      rent: row.rent,
      moveInDate: row.moveInDate,
      availabilityExtensionMonths: row.extensionMonths,
      floorplanId: row.floorplanId,
      planActive: row.planActive,
      featured: row.featured,
      bedroom: row.bedroom,
      style: row.style,
      specialRent: row.specialRent,
      specialRentStartDate: row.specialRentStartDate,
      specialRentEndDate: row.specialRentEndDate,
      community: { id: row.communityId, active: row.communityActive, leaseType: row.leaseType },
    },
  }));
}

/** Whether the matcher has recorded anything yet (its first run only records: server/alerts/matcher.ts). */
export async function hasSnapshots(q: Queryable): Promise<boolean> {
  return (await q.query('SELECT 1 FROM alert_unit_snapshots LIMIT 1')).length > 0;
}

/** One unit's snapshot moving from `before` (null: none yet) to `after`, read from `inputs` on `today`. */
export interface SnapshotMove {
  unitId: number;
  before: string | null;
  after: string;
  inputs: string;
}

/**
 * Moves each unit's snapshot forward only from the facts the run read (a compare-and-swap; a first snapshot only when
 * none exists): the ids returned are the moves this call made, so of two processes reading the same change, one gets
 * it. Called in a transaction: the rows are locked first in id order (two runs moving the same units never wait on
 * each other in a circle), and the compare that follows sees what a run that held them before committed.
 */
export async function swapSnapshots(q: Queryable, moves: readonly SnapshotMove[], today: string): Promise<number[]> {
  if (moves.length === 0) return [];
  const column = <T>(read: (move: SnapshotMove) => T) => moves.map(read);
  await q.query('SELECT unit_id FROM alert_unit_snapshots WHERE unit_id = ANY($1::int[]) ORDER BY unit_id FOR UPDATE', [column((move) => move.unitId)]);
  const rows = await q.query<{ unitId: number }>(
    `WITH move AS (SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS m(unit_id, before, after, inputs)),
     moved AS (
       UPDATE alert_unit_snapshots s SET facts = m.after, inputs = m.inputs, on_day = $5::date FROM move m
       WHERE m.before IS NOT NULL AND s.unit_id = m.unit_id AND s.facts = m.before
       RETURNING s.unit_id),
     first AS (
       INSERT INTO alert_unit_snapshots (unit_id, facts, inputs, on_day)
       SELECT unit_id, after, inputs, $5::date FROM move WHERE before IS NULL ORDER BY unit_id
       ON CONFLICT (unit_id) DO NOTHING
       RETURNING unit_id)
     SELECT unit_id AS "unitId" FROM moved UNION ALL SELECT unit_id FROM first`,
    [column((move) => move.unitId), column((move) => move.before), column((move) => move.after), column((move) => move.inputs), today],
  );
  return rows.map((row) => row.unitId);
}

/** A live saved search as stored: read through readSavedSearch (features/alerts/savedSearch.ts) before use. */
export interface StoredSearch {
  id: number;
  stored: unknown;
}

/** The generation of the saved searches (migration 057): it moves on whenever which searches are live may have changed. */
export async function findSearchGeneration(q: Queryable): Promise<number> {
  const [{ generation }] = await q.query<{ generation: number }>('SELECT generation FROM alert_search_generation');
  return generation;
}

/** The saved searches alerts are sent for: confirmed by their owner and not paused (migration 055's index). */
export function findLiveSearches(q: Queryable): Promise<StoredSearch[]> {
  return q.query<StoredSearch>('SELECT id, filters AS stored FROM saved_searches WHERE confirmed_at IS NOT NULL AND NOT paused');
}

export interface AlertMatch {
  searchId: number;
  unitId: number;
  reason: AlertReason;
}

/** Days within which a unit already reported to a search is not reported again (issue 25: flips do not re-alert). */
export const REMATCH_AFTER_DAYS = 14;

/**
 * Records matches for the sender (migration 056). A match already recorded is left alone, mailed or waiting, unless
 * it is REMATCH_AFTER_DAYS old: then it waits for a mail again. A unit that starts matching again within those days
 * for another of STARTED_MATCHING_REASONS (matched on its rent, taken off the site, put back: 'listed') is the same
 * flip, and is not recorded. Returns how many rows now wait because of this call.
 */
export async function recordMatches(q: Queryable, matches: readonly AlertMatch[], now: Date): Promise<number> {
  if (matches.length === 0) return 0;
  const rows = await q.query(
    `INSERT INTO alert_matches (search_id, unit_id, reason, matched_at)
     SELECT search_id, unit_id, reason, $4 FROM unnest($1::int[], $2::int[], $3::text[]) AS m(search_id, unit_id, reason)
     WHERE NOT (m.reason = ANY($6::text[]) AND EXISTS (
       SELECT 1 FROM alert_matches seen
       WHERE seen.search_id = m.search_id AND seen.unit_id = m.unit_id AND seen.reason = ANY($6::text[])
         AND seen.reason <> m.reason AND seen.matched_at > $4::timestamptz - make_interval(days => $5)))
     ON CONFLICT (search_id, unit_id, reason) DO UPDATE SET matched_at = EXCLUDED.matched_at, mailed_at = NULL
       WHERE alert_matches.matched_at <= EXCLUDED.matched_at - make_interval(days => $5)
     RETURNING 1`,
    [
      matches.map((match) => match.searchId),
      matches.map((match) => match.unitId),
      matches.map((match) => match.reason),
      now,
      REMATCH_AFTER_DAYS,
      STARTED_MATCHING_REASONS,
    ],
  );
  return rows.length;
}
