import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';

export const STORAGE_FAILING_MESSAGE = 'We cannot save anything right now because our storage is failing. Nothing was saved; please try again later.';

/** A database or disk failure: the visitor did nothing wrong and may retry later, so 503 rather than 500. */
export class StorageUnavailable extends HttpError {
  /** Whether a write (rather than a read) failed: a fault episode lasts until each kind that failed works again. */
  readonly write: boolean;

  constructor(cause: unknown, write: boolean) {
    super(503, STORAGE_FAILING_MESSAGE);
    this.cause = cause;
    this.write = write;
  }
}

/**
 * SQLSTATE classes that mean the statement itself was wrong (data exception, integrity constraint, syntax): a bug of
 * ours, which stays a 500. Anything else from the database (I/O, disk full, connection lost, shut down, no answer) is
 * the storage failing. 42501 (insufficient privilege) counts as storage: PostgreSQL reports a file it may not open
 * that way, and that is what a file system turned read-only under PGlite gives (issue 15, reproduced with ext4).
 */
const STATEMENT_FAULTS = ['22', '23', '42'];
const STORAGE_CODES = ['42501'];

function isStorageFault(error: unknown): boolean {
  if (error instanceof HttpError) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code.length !== 5) return true;
  return STORAGE_CODES.includes(code) || !STATEMENT_FAULTS.includes(code.slice(0, 2));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isRead = (sql: string) => /^\s*SELECT\b/i.test(sql);

export interface GuardedDatabase extends Database {
  /** 'ok', or 'failing: ' and why: the database must answer a query now, and no write may have failed since the last one that worked. */
  health(): Promise<string>;
}

/**
 * The database as the routes use it (issue 15): a statement that fails for storage reasons, or does not answer
 * within `timeoutMs`, rejects with `StorageUnavailable` (503), so a read-only disk or a wedged database answers every
 * request instead of leaving it hanging; and the last failed write is remembered for the health check. Each statement
 * that works is told to `worked`, which ends a fault episode in the log (fault-log.ts); inside a transaction only the
 * commit counts, as a statement can work there and the commit still fail (a full disk).
 */
export function guardDatabase(db: Database, timeoutMs: number, now: () => Date = () => new Date(), worked: (write: boolean) => void = () => {}): GuardedDatabase {
  let failedWrite: { at: Date; message: string } | undefined;

  async function guarded<T>(write: boolean, run: () => Promise<T>, settles = true): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const result = await Promise.race([run(), timeout]);
      if (write) failedWrite = undefined;
      if (settles) worked(write);
      return result;
    } catch (error) {
      if (!isStorageFault(error)) throw error;
      if (write) failedWrite = { at: now(), message: describe(error) };
      throw new StorageUnavailable(error, write);
    } finally {
      clearTimeout(timer);
    }
  }

  const session = (target: Queryable, settles = true): Queryable => ({
    query: (sql, params, options) => guarded(!isRead(sql), () => target.query(sql, params, options), settles),
    exec: (sql) => guarded(true, () => target.exec(sql), settles),
  });

  return {
    engine: db.engine,
    ...session(db),
    // The statements inside are guarded one by one; the guard around the whole catches a failed commit.
    transaction: (work) => guarded(true, () => db.transaction((tx) => work(session(tx, false)))),
    listen: (channel, listener) => db.listen(channel, listener),
    close: () => db.close(),
    async health() {
      try {
        // A table, not `SELECT 1`: the query must reach the database's files.
        await guarded(false, () => db.query('SELECT 1 FROM schema_migrations LIMIT 1'));
      } catch (error) {
        return `failing: ${describe((error as Error).cause ?? error)}`;
      }
      if (!failedWrite) return 'ok';
      const seconds = Math.round((now().getTime() - failedWrite.at.getTime()) / 1000);
      return `failing: writes fail (the last ${seconds} s ago: ${failedWrite.message})`;
    },
  };
}
