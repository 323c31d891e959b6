import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { insertAuditEntries, insertAuditEntry, type AuditBatch, type AuditRow } from '../db/queries/audit-log';

export type AuditRecord = AuditRow;

/**
 * Appends an entry to the audit log in the caller's transaction (so it is stored exactly when the action is), and
 * writes a line to the server log with the action, the target and the actor's id only: no address, name or value,
 * which stay in the database.
 */
export async function recordAudit(q: Queryable, entry: AuditRecord, log?: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const id = await insertAuditEntry(q, entry);
  log?.info({ audit: { id, action: entry.action, target: entry.target, actorId: entry.actorId } }, 'audit entry');
}

/**
 * Appends one entry per target of `entries`, sharing `batch`'s action, actor and time, in the caller's transaction and
 * in one statement; the server log gets one line for them all (the action, how many, the actor's id).
 */
export async function recordAuditEntries(
  q: Queryable,
  batch: AuditBatch,
  entries: readonly { target: string; before?: unknown; after?: unknown }[],
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<number[]> {
  const ids = await insertAuditEntries(q, batch, entries);
  if (ids.length > 0) log?.info({ audit: { action: batch.action, entries: ids.length, firstId: ids[0], actorId: batch.actorId } }, 'audit entries');
  return ids;
}
