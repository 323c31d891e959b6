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
   * Keep the statement parsed and planned on each PostgreSQL connection (PGlite ignores it): for a statement run at
   * every request whose planning costs more than its work. Only for a fixed text, every value a parameter: each
   * distinct text stays prepared on each connection.
   */
  prepared?: boolean;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Everything `work` writes is stored, or nothing is (it is rolled back when `work` throws). */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's counts, for the metrics (PostgreSQL; PGlite has one connection and none). */
  poolCounts?(): { total: number; idle: number; waiting: number };
}

/**
 * How column values reach JavaScript, the same on both engines: calendar dates stay 'YYYY-MM-DD' strings (spec
 * section 3; no time zone shift), timestamps become ISO strings, and counts and numerics become numbers.
 */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  20: Number, // int8, e.g. count(*)
  1700: Number, // numeric
  1082: (value) => value, // date
  1184: (value) => new Date(value).toISOString(), // timestamptz
};
