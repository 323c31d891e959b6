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
