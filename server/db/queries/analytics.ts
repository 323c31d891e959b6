import type { IsoDate } from '@/lib/dates';
import type { Queryable } from '../database';

/** The contact funnel of spec section 4: the modal was opened, step 1 passed, the message was sent. */
export const CONTACT_EVENTS = ['clicked', 'initiated', 'submitted'] as const;
export type ContactEvent = (typeof CONTACT_EVENTS)[number];

export async function countContactEvent(q: Queryable, propertyId: number, event: ContactEvent, day: IsoDate): Promise<number> {
  const [{ count }] = await q.query<{ count: number }>(
    `INSERT INTO contact_events (property_id, day, event, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (property_id, day, event) DO UPDATE SET count = contact_events.count + 1
     RETURNING count`,
    [propertyId, day, event],
  );
  return count;
}

export interface ContactEventCounts extends Record<ContactEvent, number> {
  day: IsoDate;
  propertyId: number;
  propertyName: string;
}

/** One row per property and day, newest day first. */
export function findContactEventCounts(q: Queryable): Promise<ContactEventCounts[]> {
  return q.query<ContactEventCounts>(
    `SELECT e.day, e.property_id AS "propertyId", p.name AS "propertyName",
            sum(CASE WHEN e.event = 'clicked' THEN e.count ELSE 0 END) AS clicked,
            sum(CASE WHEN e.event = 'initiated' THEN e.count ELSE 0 END) AS initiated,
            sum(CASE WHEN e.event = 'submitted' THEN e.count ELSE 0 END) AS submitted
     FROM contact_events e JOIN properties p ON p.id = e.property_id
     GROUP BY e.day, e.property_id, p.name ORDER BY e.day DESC, e.property_id`,
  );
}

/**
 * Issue 22: the funnel's counts per day (or per ISO week, named by its Monday) from `from` to `to`, both included,
 * for one community or all. Days are the office's calendar days the events were counted on.
 */
export function countFunnel(q: Queryable, { from, to, group, propertyId }: { from: IsoDate; to: IsoDate; group: 'day' | 'week'; propertyId?: number }): Promise<(Record<ContactEvent, number> & { period: IsoDate })[]> {
  const period = group === 'week' ? "date_trunc('week', day::timestamp)::date" : 'day';
  return q.query(
    `SELECT ${period} AS period,
            sum(CASE WHEN event = 'clicked' THEN count ELSE 0 END) AS clicked,
            sum(CASE WHEN event = 'initiated' THEN count ELSE 0 END) AS initiated,
            sum(CASE WHEN event = 'submitted' THEN count ELSE 0 END) AS submitted
     FROM contact_events WHERE day BETWEEN $1 AND $2 ${propertyId === undefined ? '' : 'AND property_id = $3'}
     GROUP BY 1 ORDER BY 1`,
    propertyId === undefined ? [from, to] : [from, to, propertyId],
  );
}
