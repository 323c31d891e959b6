import { alertFacts, startedMatching, type AlertFacts } from '@/features/alerts/matching';
import { readSavedSearch, type SavedSearch } from '@/features/alerts/savedSearch';
import { companyDate } from '../calendar/dates';
import type { Database } from '../db/database';
import { findLiveSearches, findSearchGeneration, findUnitsToWatch, hasSnapshots, recordMatches, swapSnapshots, type AlertMatch, type StoredSearch } from '../db/queries/alert-matching';
import type { ServerJob } from '../jobs/schedule';

export interface MatcherReport {
  /** Units whose facts this run moved forward (a first run's snapshots included; a new day's unchanged facts not). */
  changed: number;
  /** alert_matches rows now waiting for the sender because of this run. */
  matched: number;
}

/**
 * The live searches as last read, read again only when their generation (migration 057) moved on. The generation is
 * read first: a change committed between the two reads makes the next run read again, never keeps a stale list.
 */
interface LiveSearch {
  id: number;
  search: SavedSearch;
}

function liveSearches(db: Database): () => Promise<LiveSearch[]> {
  let kept: { generation: number; searches: LiveSearch[] } | undefined;
  return async () => {
    const generation = await findSearchGeneration(db);
    if (kept?.generation !== generation) kept = { generation, searches: readable(await findLiveSearches(db)) };
    return kept.searches;
  };
}

function readable(rows: readonly StoredSearch[]): LiveSearch[] {
  return rows.flatMap(({ id, stored }) => {
    const search = readSavedSearch(stored);
    return search === null ? [] : [{ id, search }];
  });
}

export interface AlertMatcher {
  /** One run at `now`: what it moved and matched. */
  run(now: Date): Promise<MatcherReport>;
}

/**
 * Issue 25: each run finds the units whose facts, as the site shows them today, differ from what the last run recorded
 * (alert_unit_snapshots), and records in alert_matches each confirmed, running search that unit started to match,
 * with why (features/alerts/matching.ts). Working the facts out anew each run, rather than following writes, sees
 * every kind of change, and the ones time makes (a special's start date arriving).
 *
 * The first run (no snapshot at all: a new installation, or the table emptied) only records: every unit would
 * otherwise be "new" and each search would be told of the whole catalog at once. After that a unit with no snapshot is
 * one added since, and is reported as listed.
 *
 * Safe with several processes (each has its own matcher): the snapshots move by a compare-and-swap, and only the run
 * whose swap moved a unit matches it, in the same transaction; the primary key of alert_matches and its 14-day upsert
 * do the rest. One matcher makes one run at a time (its job's runner sees to it).
 */
export function alertMatcher(db: Database): AlertMatcher {
  const searches = liveSearches(db);
  return {
    async run(now) {
      const today = companyDate(now);
      const units = await findUnitsToWatch(db, today);
      if (units.length === 0) return { changed: 0, matched: 0 };
      const firstRun = !(await hasSnapshots(db));
      // Every unit returned is moved (a new day or a changed column moves its fingerprint even when its facts stay).
      const moves = units.map(({ id, unit, inputs, snapshot }) => {
        const facts = alertFacts(unit, today);
        return { unitId: id, before: snapshot, after: JSON.stringify(facts), inputs, facts };
      });
      const changed = moves.filter((move) => move.after !== move.before);
      // Read before the transaction, so the snapshots' row locks are held only for the swap and the insert.
      const live = firstRun || changed.length === 0 ? [] : await searches();
      return db.transaction(async (tx) => {
        const moved = new Set(await swapSnapshots(tx, moves, today));
        const matches: AlertMatch[] = [];
        const changedHere = changed.filter((move) => moved.has(move.unitId));
        for (const { unitId, before, facts } of changedHere) {
          // What the last run recorded, by this same code: JSON of AlertFacts.
          const seen = before === null ? null : (JSON.parse(before) as AlertFacts);
          for (const { id, search } of live) {
            for (const reason of startedMatching(search, seen, facts)) matches.push({ searchId: id, unitId, reason });
          }
        }
        return { changed: changedHere.length, matched: await recordMatches(tx, matches, now) };
      });
    },
  };
}

/** How the log and the metrics name the matcher's job. */
export const ALERT_MATCHER_JOB = 'alert matcher';

/**
 * Each server process runs it: every minute (what time alone changes: a special starting, a move-in date arriving)
 * and at once when nudged on a catalog change (app.ts, the `catalog_changed` notices), so an instant alert's match
 * exists within seconds of the change. `matched` is told when a run left matches waiting (the sender's nudge).
 */
export function alertMatcherJob(db: Database, matched?: () => void): ServerJob {
  const matcher = alertMatcher(db);
  return {
    name: ALERT_MATCHER_JOB,
    // As soon as the server listens: its first run records the catalog as it is (nothing is reported from a first
    // run), so a change made through this server from then on is one the next run compares with.
    firstAfterMs: 0,
    everyMs: 60_000,
    async run(now, _log, stopping) {
      if (stopping.aborted) return {};
      const report = await matcher.run(now());
      if (report.matched > 0) matched?.();
      return { ...report };
    },
  };
}
