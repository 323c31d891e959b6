import type { AuditAction, AuditEntry } from '@/features/staff/types';
import type { Queryable } from '../database';

export interface AuditRow {
  at: Date;
  actorId: number | null;
  /** Only the actions the workspace can name (AUDIT_ACTIONS). */
  action: AuditAction;
  target: string | null;
  from: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends an entry (the table refuses any other change: migration 037's trigger). */
export async function insertAuditEntry(q: Queryable, entry: AuditRow): Promise<number> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const [{ id }] = await q.query<{ id: number }>(
    'INSERT INTO audit_log (at, actor_id, action, target, from_address, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [entry.at, entry.actorId, entry.action, entry.target, entry.from, json(entry.before), json(entry.after)],
  );
  return id;
}

/** What the entries of one action share: when, by whom, from where. */
export type AuditBatch = Omit<AuditRow, 'target' | 'before' | 'after'>;

/**
 * Appends one entry per item of `entries` in a single statement (a CSV import audits thousands of units at once), in
 * the order given; their ids come back in that order.
 */
export async function insertAuditEntries(q: Queryable, batch: AuditBatch, entries: readonly { target: string; before?: unknown; after?: unknown }[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const rows = await q.query<{ id: number }>(
    `INSERT INTO audit_log (at, actor_id, action, target, from_address, before, after)
     SELECT $1, $2, $3, e.target, $4, e.before, e.after
     FROM unnest($5::text[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY AS e(target, before, after, n) ORDER BY e.n
     RETURNING id`,
    [batch.at, batch.actorId, batch.action, batch.from, entries.map((e) => e.target), entries.map((e) => json(e.before)), entries.map((e) => json(e.after))],
  );
  return rows.map((row) => row.id);
}

/** The newest entries, newest first, with the actor's name. */
export async function newestAuditEntries(q: Queryable, limit: number): Promise<AuditEntry[]> {
  return q.query<AuditEntry>(
    `SELECT a.id, a.at, a.actor_id AS "actorId", m.name AS "actorName", a.action, a.target, a.from_address AS "from", a.before, a.after
     FROM audit_log a LEFT JOIN staff_members m ON m.id = a.actor_id ORDER BY a.at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
}
