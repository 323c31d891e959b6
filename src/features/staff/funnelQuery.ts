import { formatDate } from '@/lib/format';
import { lastDays } from './companyTime';
import { schemaCodec } from './schemaCodec';
import { funnelQuerySchema, type FunnelQuery } from './types';

/** The funnel as it opens: the last 14 days at the office, a line a day, every community. */
export function defaultFunnelQuery(now: Date): FunnelQuery {
  return { ...lastDays(now, 14), group: 'day' };
}

/** The funnel's window, grouping and community in the URL, each read with the server's schema. */
export const FUNNEL_QUERY_CODEC = schemaCodec<FunnelQuery>(funnelQuerySchema, ['from', 'to', 'group', 'community']);

/** A period as the table names it: the day, or the week by its Monday. */
export const funnelPeriodLabel = (period: string, group: FunnelQuery['group']): string =>
  group === 'week' ? `Week of ${formatDate(period)}` : formatDate(period);
