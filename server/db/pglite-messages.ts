/** What the server's thread and the embedded database's thread say to each other (pglite-in-worker.ts, pglite-worker.ts). */

export interface WorkerSetup {
  /** The data directory; none means in memory. */
  dataDir?: string;
  /**
   * When the statement the database is running started (ms since the epoch; 0 while idle), shared memory that the
   * server's thread reads without waiting for the database's thread: a held database cannot answer a message.
   */
  busySince: BigInt64Array;
}

/** Statements of a transaction carry its number; the others wait while it is open (PGlite is one connection). */
export type Ask =
  | { kind: 'query'; sql: string; params?: unknown[]; transaction?: number }
  | { kind: 'exec'; sql: string; transaction?: number }
  | { kind: 'begin' | 'commit' | 'rollback'; transaction: number }
  | { kind: 'listen' | 'unlisten'; channel: string }
  | { kind: 'close' };

/** An ask with the number its reply will carry. */
export type Request = Ask & { id: number };

/** What the database reported, copied by name: the statement's parameters never leave its thread (nor reach a log). */
export interface Failure {
  message: string;
  code?: string;
  severity?: string;
  routine?: string;
}

/**
 * A notice the database's thread heard on a channel it listens on. It is posted before the answer to the statement
 * that sent it (or committed it), so the server's thread hears it first, as it would with PGlite on its own thread.
 */
export interface HeardNotice {
  channel: string;
  payload: string;
}

/** The answer to request `id` (id 0: the database opened). */
export interface Reply {
  id: number;
  rows?: unknown[];
  failure?: Failure;
}
