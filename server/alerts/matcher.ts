import { alertFacts, startedMatching, type AlertFacts } from '@/features/alerts/matching';
import { companyDate } from '../calendar/dates';
import type { Database } from '../db/database';
import { findLiveSearches, findWatchedUnits, recordMatches, swapSnapshots, type AlertMatch, type SnapshotMove } from '../db/queries/alert-matching';
import type { ServerJob } from '../jobs/schedule';

export interface MatcherReport {
  /** Units whose facts this run moved forward (a first run's snapshots included). */
  changed: number;
  /** alert_matches rows now waiting for the sender because of this run. */
  matched: number;
}

/**
 * Issue 25: finds the units whose facts, as the site shows them today, differ from what the last run recorded
 * (alert_unit_snapshots), and records in alert_matches each confirmed, running search that unit started to match, with
 * why (features/alerts/matching.ts). Working the facts out anew each run, rather than following writes, sees every
 * kind of change, and the ones time makes (a special's start date arriving).
 *
 * The first run (no snapshot at all: a new installation, or the table emptied) only records: every unit would
 * otherwise be "new" and each search would be told of the whole catalog at once. After that a unit with no snapshot is
 * one added since, and is reported as listed.
 *
 * Safe with several processes: the snapshots move by a compare-and-swap, and only the run whose swap moved a unit
 * matches it, in the same transaction; the primary key of alert_matches and its 14-day upsert do the rest.
 */
export async function matchChangedUnits(db: Database, now: Date): Promise<MatcherReport> {
  const today = companyDate(now);
  const units = await findWatchedUnits(db);
  const firstRun = units.every((unit) => unit.snapshot === null);
  const moves = new Map<number, SnapshotMove & { facts: AlertFacts }>();
  for (const { id, unit, snapshot } of units) {
    const facts = alertFacts(unit, today);
    const after = JSON.stringify(facts);
    if (after !== snapshot) moves.set(id, { unitId: id, before: snapshot, after, facts });
  }
  if (moves.size === 0) return { changed: 0, matched: 0 };
  // Read before the transaction, so the snapshots' row locks are held only for the swap and the insert.
  const searches = firstRun ? [] : await findLiveSearches(db);
  return db.transaction(async (tx) => {
    const moved = await swapSnapshots(tx, [...moves.values()]);
    const matches: AlertMatch[] = [];
    for (const unitId of moved) {
      const { before, facts } = moves.get(unitId)!;
      // What the last run recorded, by this same code: JSON of AlertFacts.
      const seen = before === null ? null : (JSON.parse(before) as AlertFacts);
      for (const { id, search } of searches) {
        for (const reason of startedMatching(search, seen, facts)) matches.push({ searchId: id, unitId, reason });
      }
    }
    return { changed: moved.length, matched: await recordMatches(tx, matches, now) };
  });
}

/** How the log and the metrics name the matcher's job. */
export const ALERT_MATCHER_JOB = 'alert matcher';

/**
 * Each server process runs it: every minute (what time alone changes: a special starting, a move-in date arriving)
 * and at once when nudged on a catalog change (app.ts, the `catalog_changed` notices), so an instant alert's match
 * exists within seconds of the change. `matched` is told when a run left matches waiting (the sender's nudge).
 */
export function alertMatcherJob(db: Database, matched?: () => void): ServerJob {
  return {
    name: ALERT_MATCHER_JOB,
    firstAfterMs: 5_000,
    everyMs: 60_000,
    async run(now, _log, stopping) {
      if (stopping.aborted) return {};
      const report = await matchChangedUnits(db, now());
      if (report.matched > 0) matched?.();
      return { ...report };
    },
  };
}
