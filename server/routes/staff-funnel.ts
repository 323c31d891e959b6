import { funnelQuerySchema, type Funnel, type FunnelRow } from '@/features/staff/types';
import { daysBetween, periodsOf } from '../calendar/periods';
import type { ApiContext, ApiInstance } from '../context';
import { countFunnel } from '../db/queries/analytics';
import { badRequest } from '../http/errors';

/** About thirteen months: a year against the same month of the year before, and no more for one request. */
export const MAX_FUNNEL_DAYS = 400;

/**
 * Issue 22: the contact funnel (`GET api/staff/funnel`): clicked, initiated, submitted per day or per week, for a
 * window of the office's days, every period present (a day without events counts 0), with the window's totals.
 */
export function registerStaffFunnelRoutes(app: ApiInstance, { db, staffOnly }: ApiContext): void {
  app.get('/api/staff/funnel', { ...staffOnly(['admin', 'leasing']), schema: { querystring: funnelQuerySchema } }, async (request): Promise<Funnel> => {
    const { from, to, group, community } = request.query;
    if (from > to) throw badRequest('The "from" date must not be after the "to" date');
    if (daysBetween(from, to) >= MAX_FUNNEL_DAYS) throw badRequest(`Choose at most ${MAX_FUNNEL_DAYS} days`);
    const counted = new Map((await countFunnel(db, { from, to, group, propertyId: community })).map((row) => [row.period, row]));
    const rows: FunnelRow[] = periodsOf(from, to, group).map((period) => {
      const row = counted.get(period);
      return { period, clicked: row?.clicked ?? 0, initiated: row?.initiated ?? 0, submitted: row?.submitted ?? 0 };
    });
    const total = (event: 'clicked' | 'initiated' | 'submitted') => rows.reduce((sum, row) => sum + row[event], 0);
    return { rows, totals: { clicked: total('clicked'), initiated: total('initiated'), submitted: total('submitted') } };
  });
}
