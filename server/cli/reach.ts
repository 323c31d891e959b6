import { existsSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, readLiveLock, type LockInfo } from '../storage/data-dir-lock';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import type { ServerEnv } from '../config/env';
import { runOperatorCommand, type OperatorCommand, type OperatorReport } from '../operator/commands';
import { OPERATOR_KEY_HEADER } from '../operator/key-header';
import { UploadStore } from '../storage/uploads';

/** A failure worth one line on stderr and exit status 1. */
export class CommandError extends Error {}

/** The running server carries the command out: it holds the embedded database open. */
async function askServer(server: LockInfo & { port: number; operatorKey: string }, command: OperatorCommand): Promise<OperatorReport> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${server.port}/api/admin/operator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_KEY_HEADER]: server.operatorKey },
      body: JSON.stringify(command),
    });
  } catch {
    throw new CommandError(`The server (pid ${server.pid}) holds the database but does not answer on port ${server.port}; try again in a moment`);
  }
  const body = (await response.json().catch(() => ({}))) as OperatorReport & { message?: string };
  if (!response.ok) throw new CommandError(body.message ?? `The server answered ${response.status}`);
  return body;
}

/** No server holds the database: open it here, holding the lock so a server cannot start meanwhile. */
async function runHere(env: ServerEnv, command: OperatorCommand): Promise<OperatorReport> {
  const lock = env.databaseUrl ? undefined : acquireDataDirLock(env.dataDir, 'cli');
  try {
    const db = await openDatabase(env);
    try {
      await migrate(db);
      // Mail a command queues waits in the outbox: a server's outbox sender sends it (it looks every 30 s).
      const context = { db, uploads: new UploadStore(path.join(env.dataDir, 'uploads')), siteUrl: env.siteUrl };
      return await runOperatorCommand(context, command, new Date());
    } finally {
      await db.close();
    }
  } finally {
    lock?.release();
  }
}

/**
 * Carries out an operator command on the installation's database: directly on PostgreSQL (DATABASE_URL), through
 * the running server when it holds DATA_DIR's embedded database, or directly on DATA_DIR when nothing else does.
 * docs/decisions/007-cli-database-access.md.
 */
export async function runCommand(env: ServerEnv, command: OperatorCommand): Promise<OperatorReport> {
  if (env.databaseUrl) return runHere(env, command);
  const holder = readLiveLock(env.dataDir);
  if (holder?.role === 'server' && holder.port && holder.operatorKey) return askServer({ ...holder, port: holder.port, operatorKey: holder.operatorKey }, command);
  if (holder) throw new CommandError(`The database in ${env.dataDir} is in use by ${holder.role === 'server' ? 'the server, which is still starting' : 'another admin command'} (pid ${holder.pid}); try again in a moment`);
  if (!existsSync(path.join(env.dataDir, 'db'))) throw new CommandError(`No database in ${env.dataDir} yet: start the server once (npm start) to create and seed it, or set DATA_DIR`);
  return runHere(env, command);
}
