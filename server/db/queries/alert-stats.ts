import type { StaffAlertMail, StaffAlerts } from '@/features/staff/types';
import type { Queryable } from '../database';

/** Issue 25: the running alerts (confirmed, not paused) per community searched, the home search first. */
export function countLiveAlerts(q: Queryable): Promise<StaffAlerts['communities']> {
  return q.query<StaffAlerts['communities'][number]>(
    `SELECT (s.filters->>'propertyId')::integer AS "propertyId", p.name,
       count(*) FILTER (WHERE s.frequency = 'instant')::integer AS instant, count(*) FILTER (WHERE s.frequency = 'daily')::integer AS daily
     FROM saved_searches s LEFT JOIN properties p ON p.id = (s.filters->>'propertyId')::integer
     WHERE s.confirmed_at IS NOT NULL AND NOT s.paused
     GROUP BY 1, 2 ORDER BY 1 NULLS FIRST`,
  );
}

/** The latest `limit` alert mails, newest first; with their addresses only when `withAddresses`. */
export async function findAlertMails(q: Queryable, limit: number, withAddresses: boolean): Promise<StaffAlertMail[]> {
  const rows = await q.query<StaffAlertMail & { email: string }>(
    `SELECT id, created_at AS at, CASE kind WHEN 'alert-instant' THEN 'instant' ELSE 'digest' END AS kind, (payload->>'homes')::integer AS homes, recipients AS email
     FROM outbox WHERE kind IN ('alert-instant', 'alert-digest') ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(({ email, at, ...mail }) => ({ ...mail, at: new Date(at).toISOString(), ...(withAddresses ? { email } : {}) }));
}
