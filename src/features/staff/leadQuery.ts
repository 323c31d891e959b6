import type { UrlStateCodec } from '@/components/useUrlState';
import { leadQuerySchema, type LeadQuery } from './types';

/** The inbox as it opens: every lead, newest first, 50 a page. */
export const DEFAULT_LEAD_QUERY: LeadQuery = leadQuerySchema.parse({});

const FIELDS = Object.keys(leadQuerySchema.shape) as (keyof LeadQuery)[];
/** The fields that narrow the list (the rest order and page it). */
const FILTERS = ['status', 'community', 'assignee', 'from', 'to', 'q'] as const satisfies (keyof LeadQuery)[];

/** Reads each parameter with the server's own schema; one that does not pass falls back to its default alone. */
export function parseLeadQuery(params: URLSearchParams): LeadQuery {
  const query: Record<string, unknown> = { ...DEFAULT_LEAD_QUERY };
  for (const field of FIELDS) {
    const raw = params.get(field);
    if (raw === null || raw.trim() === '') continue;
    const parsed = leadQuerySchema.shape[field].safeParse(raw);
    if (parsed.success) query[field] = parsed.data;
  }
  return query as LeadQuery;
}

/** The query as URL parameters, defaults left out; `only` limits it to some fields (the CSV has no pages). */
export function leadQueryParams(query: LeadQuery, only: readonly (keyof LeadQuery)[] = FIELDS): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of only) {
    const value = query[field];
    if (value !== undefined && value !== '' && value !== DEFAULT_LEAD_QUERY[field]) params.set(field, String(value));
  }
  return params;
}

export const LEAD_QUERY_CODEC: UrlStateCodec<LeadQuery> = {
  parse: (params) => parseLeadQuery(params),
  serialize: (query) => leadQueryParams(query),
};

/** Whether any filter narrows the list (then an empty list offers to clear them). */
export const hasLeadFilters = (query: LeadQuery): boolean => FILTERS.some((field) => query[field] !== undefined && query[field] !== '');

/** The same order and page size with every filter gone, back on the first page. */
export const withoutLeadFilters = (query: LeadQuery): LeadQuery => ({ ...DEFAULT_LEAD_QUERY, sort: query.sort, direction: query.direction, size: query.size });

/** A new filter value starts again on the first page. */
export const withLeadFilter = <K extends (typeof FILTERS)[number]>(query: LeadQuery, field: K, value: LeadQuery[K]): LeadQuery => ({ ...query, [field]: value, page: 0 });

/** Every lead matching the filters, in the list's order, as a CSV download. */
export const leadCsvHref = (query: LeadQuery): string => `/api/staff/leads.csv?${leadQueryParams(query, [...FILTERS, 'sort', 'direction'])}`;
