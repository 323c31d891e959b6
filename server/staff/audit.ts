import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { insertAuditEntry, type AuditRow } from '../db/queries/audit-log';

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
