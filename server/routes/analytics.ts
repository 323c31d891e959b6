import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../context';
import { companyDate } from '../calendar/dates';
import { CONTACT_EVENTS, countContactEvent } from '../db/queries/analytics';
import { propertyExists } from '../db/queries/properties';
import { badRequest } from '../http/errors';
import { formBody, MAX_ID } from '../http/request-schemas';

const eventBody = z.object({
  property: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ error: 'property must be a property id' }).int('property must be a property id').positive('property must be a property id').max(MAX_ID, 'property must be a property id'),
  ),
});

/** `POST api/admin/analytics/contact/{clicked,initiated,submitted}` with `{property}`: counted per property per day. */
export function registerAnalyticsRoutes(app: ApiInstance, { db, now, write }: ApiContext): void {
  for (const event of CONTACT_EVENTS) {
    app.post(`/api/admin/analytics/contact/${event}`, { ...write, schema: { body: formBody(eventBody) } }, async (request) => {
      const { property } = request.body;
      if (!(await propertyExists(db, property))) throw badRequest(`Unknown property ${property}`);
      // The office's day, not the server's: a click at 9 pm in Bloomington is that evening's, also on a server in UTC.
      const day = companyDate(now());
      return { property, event, day, count: await countContactEvent(db, property, event, day) };
    });
  }
}
