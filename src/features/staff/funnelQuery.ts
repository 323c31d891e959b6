import type { UrlStateCodec } from '@/components/useUrlState';
import { formatDate } from '@/lib/format';
import { lastDays } from './companyTime';
import { funnelQuerySchema, type FunnelQuery } from './types';

/** The funnel as it opens: the last 14 days at the office, a line a day, every community. */
export function defaultFunnelQuery(now: Date): FunnelQuery {
  return { ...lastDays(now, 14), group: 'day' };
}

const FIELDS = ['from', 'to', 'group', 'community'] as const satisfies (keyof FunnelQuery)[];

/** The funnel's state in the URL: each parameter read with the server's schema, a bad one falls back alone. */
export const FUNNEL_QUERY_CODEC: UrlStateCodec<FunnelQuery> = {
  parse: (params, defaults) => {
    const query: Record<string, unknown> = { ...defaults };
    for (const field of FIELDS) {
      const raw = params.get(field);
      const parsed = raw ? funnelQuerySchema.shape[field].safeParse(raw) : undefined;
      if (parsed?.success) query[field] = parsed.data;
    }
    return query as FunnelQuery;
  },
  serialize: (query, defaults) => {
    const params = new URLSearchParams();
    for (const field of FIELDS) if (query[field] !== undefined && query[field] !== defaults[field]) params.set(field, String(query[field]));
    return params;
  },
};

/** A period as the table names it: the day, or the week by its Monday. */
export const funnelPeriodLabel = (period: string, group: FunnelQuery['group']): string =>
  group === 'week' ? `Week of ${formatDate(period)}` : formatDate(period);
