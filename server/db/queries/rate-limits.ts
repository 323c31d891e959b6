import type { Queryable } from '../database';

export interface CountedHit {
  /** True when the hit was counted: the window had fewer than `max` hits. */
  counted: boolean;
  /** Hits counted in the window, this one included when it was counted. */
  hits: number;
  /** Milliseconds until the window ends (by the database's clock). */
  endsInMs: number;
}

/** How long the row `r`'s window has to run, in whole milliseconds. */
const ENDS_IN_MS = `greatest(0, ceil(extract(epoch FROM r.window_ends_at - statement_timestamp()) * 1000))::integer AS ends_in_ms`;

/**
 * Counts one hit on `key` in one conditional statement: a window that has ended starts again at 1, a window with
 * fewer than `max` hits counts one more, a full one counts nothing and returns no row. Concurrent hits on one key
 * queue on its row, so no more than `max` are ever counted in a window, whichever process asks. Time is the
 * database's (statement_timestamp), the one clock every process shares.
 */
export async function countHit(q: Queryable, key: string, max: number, windowMs: number): Promise<CountedHit> {
  const [counted] = await q.query<{ hits: number; ends_in_ms: number }>(
    `INSERT INTO rate_limits AS r (key, hits, window_ends_at) VALUES ($1, 1, statement_timestamp() + $3 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_ends_at <= statement_timestamp() THEN 1 ELSE r.hits + 1 END,
       window_ends_at = CASE WHEN r.window_ends_at <= statement_timestamp() THEN EXCLUDED.window_ends_at ELSE r.window_ends_at END
     WHERE r.window_ends_at <= statement_timestamp() OR r.hits < $2
     RETURNING hits, ${ENDS_IN_MS}`,
    [key, max, windowMs],
    // Run before every limited write: planned once per connection.
    { prepared: true },
  );
  if (counted) return { counted: true, hits: counted.hits, endsInMs: counted.ends_in_ms };
  // Refused: the count was decided above; this only reads how long the refused client must wait.
  const [full] = await q.query<{ hits: number; ends_in_ms: number }>(`SELECT hits, ${ENDS_IN_MS} FROM rate_limits r WHERE key = $1`, [key]);
  return { counted: false, hits: full?.hits ?? max, endsInMs: full?.ends_in_ms ?? windowMs };
}

/** Gives one counted hit back to `key`, in the window it was counted in (an ended window has nothing to give back). */
export async function uncountHit(q: Queryable, key: string): Promise<void> {
  await q.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND window_ends_at > statement_timestamp()', [key]);
}

/** Forgets the windows that have ended: they limit nothing any more. */
export async function deleteEndedWindows(q: Queryable): Promise<void> {
  await q.query('DELETE FROM rate_limits WHERE window_ends_at <= statement_timestamp()');
}
