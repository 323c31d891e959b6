import path from 'node:path';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The database of this installation: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db. */
export function openDatabase(env: { databaseUrl?: string; dataDir: string }, onIdleError?: (error: Error) => void): Promise<Database> {
  if (env.databaseUrl) return Promise.resolve(openPostgres(env.databaseUrl, onIdleError));
  return openPglite({ dataDir: path.join(env.dataDir, 'db') });
}
