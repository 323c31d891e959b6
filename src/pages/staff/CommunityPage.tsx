import axios from 'axios';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/Skeleton';
import { useCommunity } from '@/features/staff/api/catalogCommunities';
import { CommunityForm } from '@/features/staff/components/CommunityForm';
import { staffPaths } from '@/features/staff/paths';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

const isNotFound = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 404;

/** `/staff/communities/:id` (issue 23): a community's phone, leasing office, bus routes and rating. */
export default function CommunityPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const community = useCommunity(valid ? id : 0);
  useDocumentTitle(titles.page(community.data ? `Community: ${community.data.name}` : 'Community'));

  const back = (
    <p>
      <Link to={valid ? `${staffPaths.listings}?community=${id}` : staffPaths.listings}>Back to the listings</Link>
    </p>
  );
  if (!valid || (community.isError && isNotFound(community.error))) {
    return (
      <>
        {back}
        <h1>Community not found</h1>
        <p>There is no community with this number. It may have been typed wrong, or pick one on the listings page.</p>
      </>
    );
  }
  if (community.isError) {
    return (
      <>
        {back}
        <h1>Community</h1>
        <LoadError what="this community" onRetry={() => void community.refetch()} />
      </>
    );
  }
  if (community.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <p role="status" className="visually-hidden">
          Loading the community
        </p>
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="30rem" />
      </div>
    );
  }
  return (
    <>
      {back}
      <h1>{community.data.name}</h1>
      <p className="muted">
        <a href={`/communities/${community.data.id}`} target="_blank" rel="noreferrer">
          See it on the site
        </a>
      </p>
      <CommunityForm key={community.data.id} community={community.data} />
    </>
  );
}
