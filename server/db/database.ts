/**
 * The one query interface that the migrations, the seed and the queries use, whichever engine is underneath
 * (PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set): both speak PostgreSQL, so one schema and
 * one set of SQL statements serve both.
 */
export interface Queryable {
  /** One statement with `$1`-style parameters; the rows come back with the column names (or aliases) as keys. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>;
  /** Several statements without parameters, e.g. a migration file. */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * Keep the statement parsed on each PostgreSQL connection (PGlite ignores it), for a statement run at every request.
   * Only for a fixed text, every value a parameter: each distinct text stays prepared on each connection.
   * - true: its plan is kept too (PostgreSQL's choice after five runs: one plan for every value when that costs no
   *   more), for a statement whose planning costs more than its work and whose one plan serves every value;
   * - 'replanned': planned again for each run's values, for a statement whose best plan depends on them (a search that
   *   may match a handful of rows or every row). Parsing it once still saves a sixth of such a statement's cost.
   */
  prepared?: boolean | 'replanned';
}

/** What a listener of `Database.listen` is told. */
export interface Listener {
  /** A notice on the channel, with its payload. */
  notice(payload: string): void;
  /** The listening connection was lost: notices go unheard until `back` (it is retried meanwhile). */
  lost(error: Error): void;
  /** Listening again after a loss: notices sent meanwhile were missed. */
  back(): void;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Hears the notices sent on `channel` (`pg_notify`, by any process on the database) until the returned function is
   * called. PostgreSQL listens on a connection of its own, re-established when lost; PGlite's one connection is never lost.
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** Everything `work` writes is stored, or nothing is (it is rolled back when `work` throws). */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's counts, for the metrics (PostgreSQL; PGlite has one connection and none). */
  poolCounts?(): { total: number; idle: number; waiting: number };
}

/** An instant as PostgreSQL writes it in UTC ('2026-05-04 15:00:00.123456+00'; ISO DateStyle, a server on UTC). */
const UTC_INSTANT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * An instant's text as an ISO string in UTC, to the millisecond (as `Date#toISOString` writes it). Text already in
 * UTC is rearranged rather than parsed: a page of the inbox holds a hundred instants, and parsing them was a tenth of
 * what the server did for it. Any other text (another time zone, a year past 9999) goes through Date.
 */
export function isoInstant(value: string): string {
  const utc = UTC_INSTANT.exec(value);
  if (!utc) return new Date(value).toISOString();
  const [, day, time, fraction = ''] = utc;
  return `${day}T${time}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
}

/**
 * How column values reach JavaScript, the same on both engines: calendar dates stay 'YYYY-MM-DD' strings (spec
 * section 3; no time zone shift), timestamps become ISO strings, and counts and numerics become numbers.
 */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  20: Number, // int8, e.g. count(*)
  1700: Number, // numeric
  1082: (value) => value, // date
  1184: isoInstant, // timestamptz
};
