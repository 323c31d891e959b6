import { useMemo, useState } from 'react';
import { CardGrid } from '@/components/CardGrid';
import { useNearViewport } from '@/components/useNearViewport';
import { FloorplanCard, FloorplanCardSkeleton } from '@/features/floorplans/components/FloorplanCard';
import { useSpotlightFloorplans } from '@/features/floorplans/api/getSpotlightFloorplans';
import { todayIso } from '@/lib/dates';
import { useSearchResultIds } from '../homeSearch';

const SKELETONS = 3;

/**
 * The featured floor plans of active communities (spec section 7, spotlight). A bonus below the search: in a page
 * the browser renders it is fetched and drawn only when the visitor scrolls towards it; the server renders it into
 * every `/` with its data (one more catalog read per render, from the read cache), and the browser hydrates it as it
 * comes near. The plans the search above already shows are left out (issue 27); when none remain, or they cannot be
 * loaded, the section is left out rather than shown empty.
 */
export function FeaturedFloorplans() {
  const [ref, near] = useNearViewport<HTMLElement>();
  const spotlight = useSpotlightFloorplans(near);
  const [today] = useState(todayIso);
  const shownAbove = useSearchResultIds();
  const plans = useMemo(
    () => (shownAbove ? spotlight.data?.filter((plan) => !shownAbove.has(plan.id)) : spotlight.data),
    [spotlight.data, shownAbove],
  );
  if (spotlight.isError || plans?.length === 0) return null;

  return (
    <section ref={ref} className="container section" aria-labelledby="featured-title">
      <h2 id="featured-title">Featured Floor Plans</h2>
      {plans ? (
        <CardGrid>
          {plans.map((plan) => (
            <li key={plan.id}>
              <FloorplanCard plan={plan} today={today} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <CardGrid busy label="Loading">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <FloorplanCardSkeleton />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
