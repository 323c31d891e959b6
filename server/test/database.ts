import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database, Queryable } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { databaseUrl } from './templates';

/**
 * A database of its own for one test file, copied from the run's template: in-memory PGlite by default, a new
 * database on the DATABASE_URL server otherwise (dropped again on close). 'unmigrated': no schema at all, for a test
 * that migrates it as an older release did (`migrate(db, before)`).
 */
export async function freshDatabase(content: 'seeded' | 'empty' | 'unmigrated' = 'seeded'): Promise<Database> {
  const templates = inject('databaseTemplates');
  if (templates.engine === 'pglite') return openPglite(content === 'unmigrated' ? {} : { template: new Blob([await readFile(templates[content])]) });

  const name = `ll_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(templates.url);
  await admin.exec(content === 'unmigrated' ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${templates[content]}`);
  const db = openPostgres(databaseUrl(templates.url, name));
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

/**
 * A copy of the run's seeded database on the PostgreSQL server, for tests that start server processes of their own
 * on it (DATABASE_URL): its URL, and how to drop it (ending the processes' connections) once they have stopped.
 */
export async function seededPostgresCopy(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  if (templates.engine !== 'postgres') throw new Error('seededPostgresCopy needs the PostgreSQL pass (scripts/test-server-postgres.sh)');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(templates.url);
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${templates.seeded}`);
  return {
    url: databaseUrl(templates.url, name),
    async drop() {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Rows in `table` (optionally matching `where`), to prove that a refused write stored nothing. */
export async function countRows(q: Queryable, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return (await q.query<{ count: number }>(`SELECT count(*) AS count FROM ${table} WHERE ${where}`, params))[0].count;
}
