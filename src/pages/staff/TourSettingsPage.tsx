import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { useTourSettings } from '@/features/staff/api/tours';
import { CommunitySelect } from '@/features/staff/components/CommunitySelect';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { TourBlackouts } from '@/features/staff/components/TourBlackouts';
import { TourSettingsForm } from '@/features/staff/components/TourSettingsForm';
import { useTourCommunities } from '@/features/staff/components/useTourCommunities';
import { staffPaths } from '@/features/staff/paths';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/** `/staff/tours/settings`: a community's tour rules and blackouts. */
export default function TourSettingsPage() {
  useDocumentTitle(titles.page('Tour settings'));
  const [params, setParams] = useSearchParams();
  const communities = useTourCommunities();
  const chosen = Number(params.get('community'));
  const community = chosen > 0 ? chosen : communities.options[0] ? Number(communities.options[0].value) : undefined;
  const settings = useTourSettings(community);

  return (
    <>
      <h1>Tour settings</h1>
      <p>
        <Link to={staffPaths.tours + (community ? `?community=${community}` : '')}>Back to the tours</Link>
      </p>
      {communities.isError ? (
        <LoadError what="the communities" onRetry={() => void communities.refetch()} />
      ) : (
        <CommunitySelect value={community} options={communities.options} onChange={(next) => setParams({ community: String(next) })} />
      )}
      {communities.isError ? null : community === undefined || settings.isPending ? (
        <LoadingPlaceholder label="Loading the settings" height="20rem" />
      ) : settings.isError ? (
        <LoadError what="the tour settings" onRetry={() => void settings.refetch()} />
      ) : (
        <>
          {/* A new community's settings start a fresh form. */}
          <TourSettingsForm key={settings.data.community} view={settings.data} />
          <TourBlackouts community={settings.data.community} blackouts={settings.data.blackouts} />
        </>
      )}
    </>
  );
}
