import type { Queryable } from '../database';

export type Row = Record<string, unknown>;

/** PostgreSQL takes at most 65535 parameters a statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/** Multi-row INSERTs of rows that all have the same columns (those of the first row). */
export async function insertRows(q: Queryable, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const values = chunk.map((row) => `(${columns.map((column) => `$${params.push(row[column] ?? null)}`).join(', ')})`);
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}
