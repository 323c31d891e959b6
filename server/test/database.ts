import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database, Queryable } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { databaseUrl } from './templates';

/**
 * A database of its own for one test file, copied from the run's template: in-memory PGlite by default, a new
 * database on the DATABASE_URL server otherwise (dropped again on close).
 */
export async function freshDatabase(content: 'seeded' | 'empty' = 'seeded'): Promise<Database> {
  const templates = inject('databaseTemplates');
  if (templates.engine === 'pglite') return openPglite({ template: new Blob([await readFile(templates[content])]) });

  const name = `ll_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(templates.url);
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${templates[content]}`);
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

/** Rows in `table` (optionally matching `where`), to prove that a refused write stored nothing. */
export async function countRows(q: Queryable, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return (await q.query<{ count: number }>(`SELECT count(*) AS count FROM ${table} WHERE ${where}`, params))[0].count;
}
