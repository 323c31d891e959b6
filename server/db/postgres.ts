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

function session(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      const values = params as unknown[] | undefined;
      const result = options?.prepared ? await target.query({ name: statementName(sql), text: sql, values }) : await target.query(sql, values);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements at once.
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server (DATABASE_URL); several processes (server, CLI) may use it at once. */
export function openPostgres(connectionString: string, onIdleError: (error: Error) => void = () => {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser },
  });
  // A connection dropped while idle (server restart) must not crash the process; the pool reconnects on next use.
  pool.on('error', onIdleError);
  /** The listeners' connections, ended with the pool. */
  const listening = new Set<() => Promise<void>>();
  return {
    engine: 'postgres',
    ...session(pool),
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
      await pool.end();
    },
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
