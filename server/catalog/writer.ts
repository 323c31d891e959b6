import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuditAction, StaffRole } from '@/features/staff/types';
import type { Queryable } from '../db/database';
import { recordAudit, recordAuditEntries } from '../staff/audit';
import { currentStaff } from '../staff/guard';

/** Issue 23: who keeps the catalog: the office's admins and leasing agents. */
export const CATALOG_EDITORS: readonly StaffRole[] = ['admin', 'leasing'];

/** Who writes, when and from where: what each audit entry of a catalog write (or revert) records. */
export interface CatalogWriter {
  at: Date;
  actorId: number;
  from: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/** The writer of a signed-in member's request, at `at`. */
export const writerOf = (request: FastifyRequest, at: Date): CatalogWriter => ({ at, actorId: currentStaff(request).id, from: request.ip, log: request.log });

/** What a catalog write's audit entry says moved on its target. */
export interface CatalogChange {
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Records `writer`'s `action` on one target, in the caller's transaction. */
export function recordCatalogChange(tx: Queryable, writer: CatalogWriter, action: AuditAction, change: CatalogChange): Promise<void> {
  return recordAudit(tx, { at: writer.at, actorId: writer.actorId, from: writer.from, action, ...change }, writer.log);
}

/** Records `writer`'s `action` on each target of `changes`, in one statement of the caller's transaction; the entries' ids in order. */
export function recordCatalogChanges(tx: Queryable, writer: CatalogWriter, action: AuditAction, changes: readonly CatalogChange[]): Promise<number[]> {
  return recordAuditEntries(tx, { at: writer.at, actorId: writer.actorId, from: writer.from, action }, changes, writer.log);
}
