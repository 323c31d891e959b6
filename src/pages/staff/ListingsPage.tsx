import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { formatCount } from '@/lib/format';
import { useCatalogCommunities } from '@/features/staff/api/getCatalogCommunities';
import { catalogIdSchema } from '@/features/staff/catalogEdits';
import { companyDate } from '@/features/staff/companyTime';
import { CommunityUnitsEditor } from '@/features/staff/components/CommunityUnitsEditor';
import { FilterSelect } from '@/features/staff/components/FilterSelect';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { staffPaths } from '@/features/staff/paths';
import { UnitCsv } from '@/features/staff/components/UnitCsv';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/**
 * `/staff/listings` (issue 23): a community's units, edited in place, with bulk actions and CSV. The community is in
 * the address (`?community=ID`), so the page can be bookmarked and reloaded as it was.
 */
export default function ListingsPage() {
  useDocumentTitle(titles.staff('Listings'));
  const [params, setParams] = useSearchParams();
  const communities = useCatalogCommunities();
  const parsed = catalogIdSchema.safeParse(params.get('community') ?? undefined);
  const community = parsed.success ? parsed.data : undefined;
  const name = communities.data?.find((one) => one.id === community)?.name ?? `Community ${community}`;
  // The office's date decides what 'Available Now' means, wherever the agent is.
  const today = companyDate(new Date());

  return (
    <>
      <h1>Listings</h1>
      {communities.isPending ? (
        <LoadingPlaceholder label="Loading the communities" height="4.5rem" />
      ) : communities.isError ? (
        <LoadError what="the communities" onRetry={() => void communities.refetch()} />
      ) : (
        <FilterSelect
          label="Community"
          anyLabel="Choose a community"
          value={community === undefined ? '' : String(community)}
          options={communities.data.map((one) => ({ value: String(one.id), label: `${one.name} (${formatCount(one.units, 'unit')})` }))}
          onChange={(value) => setParams(value ? { community: value } : {})}
        />
      )}
      {community !== undefined && (
        <p>
          <Link to={staffPaths.community(community)}>Community details</Link>
          <span className="muted"> (phone, leasing office, bus routes, rating)</span>
        </p>
      )}
      {community === undefined ? (
        <p>Choose a community to see and edit its units.</p>
      ) : (
        // A new community starts a fresh grid: no selection or edit carries over.
        <CommunityUnitsEditor key={community} community={community} name={name} today={today} />
      )}
      <UnitCsv community={community} />
    </>
  );
}
