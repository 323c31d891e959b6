import { LoadError } from '@/components/LoadError';
import { usePlanSummaries } from '@/features/staff/api/catalogPlans';
import { useHomeSpecials } from '@/features/staff/api/homeSpecials';
import { HomeSpecialEditor } from '@/features/staff/components/HomeSpecialEditor';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { PlanList } from '@/features/staff/components/PlanList';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import styles from './SpecialsPage.module.css';

/**
 * `/staff/specials` (issue 23): where the office changes what is on offer. The home-page special (the pop-up), then
 * the floor plans by community with the special rent and web specials each runs: an agent asked to "put a special on
 * the Elm" comes to Specials first, and the plan's page is one tap away.
 */
export default function SpecialsPage() {
  useDocumentTitle(titles.page('Specials'));
  const plans = usePlanSummaries();
  const homeSpecials = useHomeSpecials();
  return (
    <>
      <h1>Specials</h1>
      <section aria-labelledby="home-special" className={`card ${styles.panel}`}>
        <h2 id="home-special">Home-page special</h2>
        <p>The pop-up a visitor sees on a community's pages, 3 seconds after the page loads.</p>
        {homeSpecials.isError ? (
          <LoadError what="the home-page specials" onRetry={() => void homeSpecials.refetch()} />
        ) : homeSpecials.isPending ? (
          <LoadingPlaceholder label="Loading the home-page specials" height="20rem" />
        ) : (
          <HomeSpecialEditor answer={homeSpecials.data} />
        )}
      </section>
      <section aria-labelledby="floor-plans" className={`card ${styles.panel}`}>
        <h2 id="floor-plans">Floor plans</h2>
        <p>Open a floor plan to change its special rent, its web specials or its details.</p>
        {plans.isError ? (
          <LoadError what="the floor plans" onRetry={() => void plans.refetch()} />
        ) : plans.isPending ? (
          <LoadingPlaceholder label="Loading the floor plans" height="20rem" />
        ) : plans.data.length === 0 ? (
          <p>There are no floor plans yet.</p>
        ) : (
          <PlanList plans={plans.data} />
        )}
      </section>
    </>
  );
}
