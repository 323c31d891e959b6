import { createHash } from 'node:crypto';
import pg from 'pg';
import { TYPE_PARSERS, type Database, type QueryOptions, type Queryable } from './database';
import { listenOnPostgres } from './postgres-listener';

/** A prepared statement's name: the same text gets the same name on every connection. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) statementNames.set(sql, (name = `prepared_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`));
  return name;
}

/**
 * Runs the statements of one pool or one transaction's connection. `replanning` gives the pool for statements prepared
 * 'replanned'; a transaction has none, and runs them unprepared (parsed and planned at each run: the same plans).
 */
function session(target: pg.Pool | pg.PoolClient, replanning?: () => pg.Pool): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      const values = params as unknown[] | undefined;
      const prepared = { name: statementName(sql), text: sql, values };
      const result =
        options?.prepared === 'replanned'
          ? await (replanning ? replanning().query(prepared) : target.query(sql, values))
          : options?.prepared
            ? await target.query(prepared)
            : await target.query(sql, values);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements at once.
      await target.query(sql);
    },
  };
}

const POOL_SIZE = 10;

/** A PostgreSQL server (DATABASE_URL); several processes (server, CLI) may use it at once. */
export function openPostgres(connectionString: string, onIdleError: (error: Error) => void = () => {}): Database {
  const newPool = (settings: Pick<pg.PoolConfig, 'max' | 'options'>) => {
    const opened = new pg.Pool({
      connectionString,
      ...settings,
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser },
    });
    // A connection dropped while idle (server restart) must not crash the process; the pool reconnects on next use.
    opened.on('error', onIdleError);
    return opened;
  };
  const pool = newPool({ max: POOL_SIZE });
  // Whether a prepared statement's plan is kept is PostgreSQL's choice per connection (plan_cache_mode), so the
  // statements prepared 'replanned' have connections of their own, opened when the first one runs.
  let replanningPool: pg.Pool | undefined;
  const replanning = () => (replanningPool ??= newPool({ max: POOL_SIZE / 2, options: '-c plan_cache_mode=force_custom_plan' }));
  const pools = () => [pool, ...(replanningPool ? [replanningPool] : [])];
  /** The listeners' connections, ended with the pool. */
  const listening = new Set<() => Promise<void>>();
  return {
    engine: 'postgres',
    ...session(pool, replanning),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(session(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, listener) {
      const unlisten = await listenOnPostgres(connectionString, channel, listener);
      const stop = async () => {
        listening.delete(stop);
        await unlisten();
      };
      listening.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listening].map((stop) => stop()));
      await Promise.all(pools().map((each) => each.end()));
    },
    poolCounts: () =>
      pools().reduce((counts, each) => ({ total: counts.total + each.totalCount, idle: counts.idle + each.idleCount, waiting: counts.waiting + each.waitingCount }), {
        total: 0,
        idle: 0,
        waiting: 0,
      }),
  };
}
