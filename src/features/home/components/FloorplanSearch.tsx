import { useMemo, useState } from 'react';
import { FloorplanCard, FloorplanCardSkeleton } from '@/features/floorplans/components/FloorplanCard';
import { ListingSearch } from '@/features/floorplans/components/ListingSearch';
import { floorplanListing } from '@/features/floorplans/listing';
import { useSearchFloorplans } from '@/features/properties/api/getSearchFloorplans';
import { todayIso } from '@/lib/dates';
import { LoadError } from '@/components/LoadError';
import { SEARCH_DEFAULTS } from '../homeSearch';

/** How many cards load their cover first: the ones a phone or a desktop shows before scrolling. */
const PRIORITY_CARDS = 3;

/**
 * Spec section 2, the home floor plan search list: skeleton cards until the properties fetch settles, then the
 * floor plans of every community, filtered and sorted from the URL.
 */
export function FloorplanSearch() {
  const search = useSearchFloorplans();
  const [today] = useState(todayIso);
  const listings = useMemo(() => search.data?.map((plan) => floorplanListing(plan, today)), [search.data, today]);

  return (
    <ListingSearch
      listings={listings}
      defaults={SEARCH_DEFAULTS}
      error={search.isError && <LoadError what="the floor plans" onRetry={() => void search.refetch()} />}
      itemKey={(plan) => plan.id}
      renderItem={(plan, index) => <FloorplanCard plan={plan} today={today} priority={index < PRIORITY_CARDS} />}
      skeleton={<FloorplanCardSkeleton />}
    />
  );
}
