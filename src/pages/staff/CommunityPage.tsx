import { Link, useParams } from 'react-router-dom';
import { useCommunity } from '@/features/staff/api/catalogCommunities';
import { CommunityForm } from '@/features/staff/components/CommunityForm';
import { EditedRecordPage } from '@/features/staff/components/EditedRecordPage';
import { staffPaths } from '@/features/staff/paths';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

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
  return (
    <EditedRecordPage record={community} valid={valid} what="community" findIt="pick one on the listings page" back={back}>
      {(shown) => (
        <>
          <h1>{shown.name}</h1>
          <p className="muted">
            <a href={`/communities/${shown.id}`} target="_blank" rel="noreferrer">
              See it on the site
            </a>
          </p>
          <CommunityForm key={shown.id} community={shown} />
        </>
      )}
    </EditedRecordPage>
  );
}
