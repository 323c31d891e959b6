import path from 'node:path';
import type { Database } from './database';
import { openPgliteInWorker } from './pglite-in-worker';
import { openPostgres } from './postgres';

/**
 * The database of this installation: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db, on a
 * thread of its own so that it cannot hold the server's (decision 021).
 */
export function openDatabase(env: { databaseUrl?: string; dataDir: string }, onIdleError?: (error: Error) => void): Promise<Database> {
  if (env.databaseUrl) return Promise.resolve(openPostgres(env.databaseUrl, onIdleError));
  return openPgliteInWorker(path.join(env.dataDir, 'db'));
}
