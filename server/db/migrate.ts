import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** Any constant shared by every process of this application: the key of the migration advisory lock. */
const MIGRATION_LOCK = 20_241_001;

/**
 * Applies the SQL files of `migrations/` that this database has not seen yet, in name order, in one transaction:
 * a failed migration leaves the schema as it was. The advisory lock makes two processes starting at once on one
 * PostgreSQL server migrate one after the other. Returns the versions applied now. `before` ('061'): stops before that
 * version, leaving the database as an older release did (a test of how a later migration upgrades it).
 */
export async function migrate(db: Database, before?: string): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql') && (before === undefined || file < before))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const pending = files.map((file) => file.replace(/\.sql$/, '')).filter((version) => !done.has(version));
    for (const version of pending) {
      await tx.exec(readFileSync(new URL(`${version}.sql`, MIGRATIONS_DIR), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    return pending;
  });
}
