import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_QUERY, hasLeadFilters, LEAD_QUERY_CODEC, leadCsvHref, parseLeadQuery, withLeadFilter, withoutLeadFilters } from './leadQuery';

const leadQueryParams = (query: typeof DEFAULT_LEAD_QUERY) => LEAD_QUERY_CODEC.serialize(query, DEFAULT_LEAD_QUERY, new URLSearchParams());

describe('issue 22 leads: the inbox state in the URL', () => {
  it('opens newest first, 50 a page, with no filter', () => {
    expect(parseLeadQuery(new URLSearchParams())).toEqual({ sort: 'createdAt', direction: 'desc', page: 0, size: 50 });
    expect(leadQueryParams(DEFAULT_LEAD_QUERY).toString()).toBe('');
  });

  it('reads every filter, sort and page it is given', () => {
    const query = parseLeadQuery(new URLSearchParams('status=lost&community=2&assignee=none&from=2026-03-01&to=2026-03-10&q=dana&sort=name&direction=asc&page=3&size=500'));
    expect(query).toEqual({ status: 'lost', community: 2, assignee: 'none', from: '2026-03-01', to: '2026-03-10', q: 'dana', sort: 'name', direction: 'asc', page: 3, size: 500 });
    expect(parseLeadQuery(leadQueryParams(query))).toEqual(query);
  });

  it('drops a bad value alone and keeps the others', () => {
    const query = parseLeadQuery(new URLSearchParams('status=maybe&size=70&community=-1&from=March&sort=rent&q=ava'));
    expect(query).toEqual({ ...DEFAULT_LEAD_QUERY, q: 'ava' });
  });

  it('knows when filters narrow the list, and clears them keeping the order and page size', () => {
    const query = { ...DEFAULT_LEAD_QUERY, status: 'new' as const, sort: 'name' as const, size: 100 as const, page: 2 };
    expect(hasLeadFilters(DEFAULT_LEAD_QUERY)).toBe(false);
    expect(hasLeadFilters(query)).toBe(true);
    expect(withoutLeadFilters(query)).toEqual({ ...DEFAULT_LEAD_QUERY, sort: 'name', size: 100 });
    expect(withLeadFilter(query, 'q', 'lee')).toMatchObject({ q: 'lee', page: 0 });
  });

  it('exports the same filters and order as CSV, without the page', () => {
    const query = { ...DEFAULT_LEAD_QUERY, status: 'new' as const, q: 'a&b', sort: 'name' as const, page: 4 };
    expect(leadCsvHref(query)).toBe('/api/staff/leads.csv?status=new&q=a%26b&sort=name');
  });
});
