import type { ReportReason } from '@/features/sublets/types';
import type { Queryable } from '../database';

export interface NewReport {
  subletId: number;
  reason: ReportReason;
  details: string;
  /** Keyed hashes of the visitor and of their network (server/sublets/reporter.ts). */
  reporter: string;
  network: string;
  now: Date;
}

/** False when this visitor already reported this listing (nothing is stored then). */
export async function insertReport(q: Queryable, report: NewReport): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO sublet_reports (sublet_id, reason, details, reporter, network, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (sublet_id, reporter) DO NOTHING RETURNING id`,
    [report.subletId, report.reason, report.details, report.reporter, report.network, report.now],
  );
  return rows.length === 1;
}

/** How many different networks the listing's open reports came from. */
export async function countOpenReportingNetworks(q: Queryable, subletId: number): Promise<number> {
  const [row] = await q.query<{ count: number }>('SELECT count(DISTINCT network)::int AS count FROM sublet_reports WHERE sublet_id = $1 AND resolved_at IS NULL', [subletId]);
  return row.count;
}

export interface ReportEntry {
  id: number;
  subletId: number;
  title: string;
  reason: ReportReason;
  details: string;
  createdAt: string;
  resolvedAt: string | null;
}

/** The latest reports, open ones first, for the operator. */
export function findReports(q: Queryable, limit: number): Promise<ReportEntry[]> {
  return q.query<ReportEntry>(
    `SELECT r.id, r.sublet_id AS "subletId", s.title, r.reason, r.details, r.created_at AS "createdAt", r.resolved_at AS "resolvedAt"
     FROM sublet_reports r JOIN sublets s ON s.id = r.sublet_id
     ORDER BY r.resolved_at IS NOT NULL, r.id DESC LIMIT $1`,
    [limit],
  );
}
