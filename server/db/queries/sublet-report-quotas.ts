import type { Queryable } from '../database';

/**
 * Counts one report of `client` in the clock hour starting at `hour`, in one conditional statement: false, and nothing
 * counted, when the client already has `limit` reports in it. Concurrent reports of one client wait for each other
 * on the row, so a burst never passes the limit.
 */
export async function countReportWithin(q: Queryable, client: string, hour: Date, limit: number): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO sublet_report_quotas (client, hour, reports) VALUES ($1, $2, 1)
     ON CONFLICT (client, hour) DO UPDATE SET reports = sublet_report_quotas.reports + 1 WHERE sublet_report_quotas.reports < $3
     RETURNING reports`,
    [client, hour, limit],
  );
  return rows.length === 1;
}

/** Forgets the hours before `hour`: they limit nothing any more. */
export async function deleteReportQuotasBefore(q: Queryable, hour: Date): Promise<void> {
  await q.query('DELETE FROM sublet_report_quotas WHERE hour < $1', [hour]);
}
