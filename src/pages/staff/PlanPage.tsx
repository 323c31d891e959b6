import { Link, useParams } from 'react-router-dom';
import { usePlan } from '@/features/staff/api/catalogPlans';
import { PlanForm } from '@/features/staff/components/PlanForm';
import { PlanPhotos } from '@/features/staff/components/PlanPhotos';
import { WebSpecials } from '@/features/staff/components/WebSpecials';
import { EditedRecordPage } from '@/features/staff/components/EditedRecordPage';
import { staffPaths } from '@/features/staff/paths';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/** `/staff/listings/plans/:id` (issue 23): one floor plan's details, special rent, tour links, photos and web specials. */
export default function PlanPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const plan = usePlan(valid ? id : 0);
  useDocumentTitle(titles.page(plan.data ? `Floor plan: ${plan.data.name}` : 'Floor plan'));

  const back = (
    <p>
      <Link to={staffPaths.specials}>All floor plans and specials</Link>
    </p>
  );
  return (
    <EditedRecordPage record={plan} valid={valid} what="floor plan" findIt="pick one from the list" back={back}>
      {(shown) => (
        <>
          <h1>{shown.name}</h1>
          <p className="muted">
            <Link to={staffPaths.community(shown.communityId)}>{shown.communityName}</Link>
            {shown.active ? ' · shown on the site' : ' · not shown on the site'} ·{' '}
            <a href={`/floorplans/${shown.id}`} target="_blank" rel="noreferrer">
              See it on the site
            </a>
          </p>
          <PlanForm key={shown.id} plan={shown} />
          <PlanPhotos planId={shown.id} />
          <WebSpecials plan={shown} />
        </>
      )}
    </EditedRecordPage>
  );
}
