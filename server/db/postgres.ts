import pg from 'pg';
import { TYPE_PARSERS, type Database, type Queryable } from './database';

function session(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      return (await target.query(sql, params as unknown[] | undefined)).rows as Row[];
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
    close: () => pool.end(),
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
