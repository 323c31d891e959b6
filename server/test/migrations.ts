import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';

const MIGRATIONS = new URL('../db/migrations/', import.meta.url);
const files = () => readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort();

/**
 * An in-memory database with the schema as it was before migration `version` ('033'): for a test that stores rows
 * the way an older release did, then runs that migration over them (applyMigration).
 */
export async function databaseBefore(version: string): Promise<Database> {
  const db = await openPglite();
  for (const file of files().filter((name) => name < version)) await db.exec(readFileSync(new URL(file, MIGRATIONS), 'utf8'));
  return db;
}

/** Runs the migration whose file name starts with `version`. */
export async function applyMigration(db: Database, version: string): Promise<void> {
  const file = files().find((name) => name.startsWith(version));
  if (!file) throw new Error(`no migration ${version}`);
  await db.exec(readFileSync(new URL(file, MIGRATIONS), 'utf8'));
}
