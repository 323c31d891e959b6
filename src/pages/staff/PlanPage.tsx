import axios from 'axios';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/Skeleton';
import { usePlan } from '@/features/staff/api/catalogPlans';
import { PlanForm } from '@/features/staff/components/PlanForm';
import { PlanPhotos } from '@/features/staff/components/PlanPhotos';
import { WebSpecials } from '@/features/staff/components/WebSpecials';
import { staffPaths } from '@/features/staff/paths';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

const isNotFound = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 404;

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
  if (!valid || (plan.isError && isNotFound(plan.error))) {
    return (
      <>
        {back}
        <h1>Floor plan not found</h1>
        <p>There is no floor plan with this number. It may have been typed wrong, or pick one from the list.</p>
      </>
    );
  }
  if (plan.isError) {
    return (
      <>
        {back}
        <h1>Floor plan</h1>
        <LoadError what="this floor plan" onRetry={() => void plan.refetch()} />
      </>
    );
  }
  if (plan.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <p role="status" className="visually-hidden">
          Loading the floor plan
        </p>
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="30rem" />
      </div>
    );
  }
  return (
    <>
      {back}
      <h1>{plan.data.name}</h1>
      <p className="muted">
        <Link to={staffPaths.community(plan.data.communityId)}>{plan.data.communityName}</Link>
        {plan.data.active ? ' · shown on the site' : ' · not shown on the site'} ·{' '}
        <a href={`/floorplans/${plan.data.id}`} target="_blank" rel="noreferrer">
          See it on the site
        </a>
      </p>
      <PlanForm key={plan.data.id} plan={plan.data} />
      <PlanPhotos planId={plan.data.id} />
      <WebSpecials plan={plan.data} />
    </>
  );
}
