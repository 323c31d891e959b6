import type { Queryable } from '../database';

export interface AuditRow {
  at: Date;
  actorId: number | null;
  action: string;
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
