import { LoadError } from '@/components/LoadError';
import { useUrlState } from '@/components/useUrlState';
import { useSearchFloorplans } from '@/features/properties/api/getSearchFloorplans';
import { useLeads } from '@/features/staff/api/getLeads';
import { useMe } from '@/features/staff/api/getMe';
import { LeadFilters } from '@/features/staff/components/LeadFilters';
import { LeadTable } from '@/features/staff/components/LeadTable';
import { LeadTableSkeleton } from '@/features/staff/components/LeadTableSkeleton';
import { assigneeOptions, communityOptions } from '@/features/staff/filterOptions';
import { DEFAULT_LEAD_QUERY, hasLeadFilters, LEAD_QUERY_CODEC, leadCsvHref, withoutLeadFilters } from '@/features/staff/leadQuery';
import type { LeadSort } from '@/features/staff/types';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/** `/staff/leads`: every contact message, application and stay request, filtered, sorted and paged by the server. */
export default function LeadsPage() {
  useDocumentTitle(titles.page('Leads'));
  const [query, setQuery] = useUrlState(LEAD_QUERY_CODEC, DEFAULT_LEAD_QUERY);
  const leads = useLeads(query);
  const me = useMe();
  const search = useSearchFloorplans();
  const rows = leads.data?.rows ?? [];
  const communities = communityOptions(search.data?.map((plan) => plan.property) ?? [], rows);
  const assignees = assigneeOptions(rows, me.data ?? undefined, query.assignee);

  return (
    <>
      <h1>Leads</h1>
      <LeadFilters key={query.q ?? ''} query={query} onChange={setQuery} communities={communities} assignees={assignees} resultCount={leads.data?.total} moreResults={leads.data?.more} />
      <p>
        <a className="btn btn-secondary" href={leadCsvHref(query)} download>
          Export CSV
        </a>
      </p>
      {leads.isPending ? (
        <LeadTableSkeleton />
      ) : leads.isError ? (
        <LoadError what="the leads" onRetry={() => void leads.refetch()} />
      ) : rows.length === 0 ? (
        <div role="status">
          {hasLeadFilters(query) ? (
            <>
              <p>No leads match these filters.</p>
              <button type="button" className="btn btn-secondary" onClick={() => setQuery(withoutLeadFilters(query))}>
                Clear filters
              </button>
            </>
          ) : (
            <p>No leads yet: contact messages and application requests from the site arrive here.</p>
          )}
        </div>
      ) : (
        <LeadTable
          rows={rows}
          paging={{
            sort: { column: query.sort, direction: query.direction },
            page: query.page,
            size: query.size,
            total: leads.data.total,
            more: leads.data.more,
            onSortChange: (sort) => setQuery({ ...query, sort: sort.column as LeadSort, direction: sort.direction, page: 0 }),
            onPageChange: (page) => setQuery({ ...query, page }),
            onSizeChange: (size) => setQuery({ ...query, size: size as typeof query.size, page: 0 }),
          }}
        />
      )}
    </>
  );
}
