import { schemaCodec, urlParams } from './schemaCodec';
import { leadQuerySchema, type LeadQuery } from './types';

/** The inbox as it opens: every lead, newest first, 50 a page. */
export const DEFAULT_LEAD_QUERY: LeadQuery = leadQuerySchema.parse({});

const FIELDS = Object.keys(leadQuerySchema.shape) as (keyof LeadQuery)[];
/** The fields that narrow the list (the rest order and page it). */
const FILTERS = ['status', 'community', 'assignee', 'from', 'to', 'q'] as const satisfies (keyof LeadQuery)[];

/** The inbox's filters, order and page in the URL, each read with the server's schema. */
export const LEAD_QUERY_CODEC = schemaCodec<LeadQuery>(leadQuerySchema, FIELDS);

export const parseLeadQuery = (params: URLSearchParams): LeadQuery => LEAD_QUERY_CODEC.parse(params, DEFAULT_LEAD_QUERY);

/** How many filters narrow the list (the phone's 'Filters (N)'). */
export const leadFilterCount = (query: LeadQuery): number => FILTERS.filter((field) => query[field] !== undefined && query[field] !== '').length;

/** Whether any filter narrows the list (then an empty list offers to clear them). */
export const hasLeadFilters = (query: LeadQuery): boolean => leadFilterCount(query) > 0;

/** The same order and page size with every filter gone, back on the first page. */
export const withoutLeadFilters = (query: LeadQuery): LeadQuery => ({ ...DEFAULT_LEAD_QUERY, sort: query.sort, direction: query.direction, size: query.size });

/** A new filter value starts again on the first page. */
export const withLeadFilter = <K extends (typeof FILTERS)[number]>(query: LeadQuery, field: K, value: LeadQuery[K]): LeadQuery => ({ ...query, [field]: value, page: 0 });

/** Every lead matching the filters, in the list's order, as a CSV download (no pages). */
export const leadCsvHref = (query: LeadQuery): string => `/api/staff/leads.csv?${urlParams(query, DEFAULT_LEAD_QUERY, [...FILTERS, 'sort', 'direction'])}`;
