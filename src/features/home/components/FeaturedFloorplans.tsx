import { useMemo } from 'react';
import { CardGrid } from '@/components/CardGrid';
import { PagedCards } from '@/components/PagedCards';
import { useNearViewport } from '@/components/useNearViewport';
import { FloorplanCard, FloorplanCardSkeleton } from '@/features/floorplans/components/FloorplanCard';
import { useFeaturedPlans } from '../api/getHomePlans';
import { featuredBeyondSearch } from '../featuredBeyondSearch';
import { useSearchResultIds } from '../homeSearch';

const SKELETONS = 3;

/**
 * The featured floor plans of active communities (spec section 7, spotlight). A bonus below the search: in a page
 * the browser renders it is fetched and drawn only when the visitor scrolls towards it (with the site's own API it
 * comes with the search's index); the server renders it into every `/` with its data, and the browser hydrates it as
 * it comes near. The plans the search above already shows are left out (issue 27); when none remain, or they cannot
 * be loaded, the section is left out rather than shown empty. However many there are, every one can be reached, a
 * page of cards at a time (issue 28).
 */
export function FeaturedFloorplans() {
  const [ref, near] = useNearViewport<HTMLElement>();
  const featured = useFeaturedPlans(near);
  const shownAbove = useSearchResultIds();
  const plans = useMemo(() => featured.data && featuredBeyondSearch(featured.data, shownAbove), [featured.data, shownAbove]);
  if (featured.isError || plans?.length === 0) return null;

  return (
    <section ref={ref} className="container section" aria-labelledby="featured-title">
      <h2 id="featured-title">Featured Floor Plans</h2>
      {plans ? (
        <PagedCards items={plans} itemKey={(plan) => plan.id} renderItem={(plan) => <FloorplanCard plan={plan} />} />
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
