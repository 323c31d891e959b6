import type { AuditEntry } from '@/features/staff/types';
import type { Queryable } from '../database';
import { pagedQuery } from './paged';

const COLUMNS = `a.id, a.at, a.actor_id AS "actorId", m.name AS "actorName", a.action, a.target, a.from_address AS "from", a.before, a.after`;
/** The entries with their actor's name; an entry without an actor is kept (LEFT JOIN). */
const FROM = 'FROM audit_log a LEFT JOIN staff_members m ON m.id = a.actor_id';

export interface AuditFilter {
  action?: string;
  actor?: number;
}

function whereClause({ action, actor }: AuditFilter): { from: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (action) conditions.push(`a.action = $${params.push(action)}`);
  if (actor !== undefined) conditions.push(`a.actor_id = $${params.push(actor)}`);
  return { from: `${FROM} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`, params };
}

/** Issue 22: the audit log for admins, newest first, a page at a time. */
export async function findAuditPage(q: Queryable, filter: AuditFilter, page: { size: number; number: number }): Promise<{ rows: AuditEntry[]; total: number }> {
  const { items, totalElements } = await pagedQuery<AuditEntry>(q, { columns: COLUMNS, ...whereClause(filter), order: 'a.at DESC, a.id DESC' }, page);
  return { rows: items, total: totalElements };
}

/** Every matching entry, newest first, for the CSV export. */
export function findAuditEntries(q: Queryable, filter: AuditFilter): Promise<AuditEntry[]> {
  const { from, params } = whereClause(filter);
  return q.query<AuditEntry>(`SELECT ${COLUMNS} ${from} ORDER BY a.at DESC, a.id DESC`, params);
}

/** One entry by its id, with its actor's name. */
export async function findAuditEntry(q: Queryable, id: number): Promise<AuditEntry | undefined> {
  const [entry] = await q.query<AuditEntry>(`SELECT ${COLUMNS} ${FROM} WHERE a.id = $1`, [id]);
  return entry;
}
