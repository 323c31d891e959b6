import { useMemo } from 'react';
import { AlertSignupButton } from '@/features/alerts/components/AlertSignupButton';
import { HOME_SEARCH_DEFAULTS, type ListingFilters } from '@/features/floorplans/filters';
import { FloorplanCard, FloorplanCardSkeleton } from '@/features/floorplans/components/FloorplanCard';
import { ListingSearch } from '@/features/floorplans/components/ListingSearch';
import { indexListings } from '@/features/floorplans/searchIndex';
import { LoadError } from '@/components/LoadError';
import { useHomeSearchPlans } from '../api/getHomePlans';

/** How many cards load their cover first: the ones a phone or a desktop shows before scrolling. */
const PRIORITY_CARDS = 3;

/** Issue 25: the home search saves its filters over every community. */
const renderAlertSignup = (filters: ListingFilters) => <AlertSignupButton filters={filters} propertyId={null} />;

/**
 * Spec section 2, the home floor plan search list: skeleton cards until the floor plans settle, then the floor plans
 * of every community, filtered and sorted from the URL. Each entry carries its card and the facts the filters read
 * (issue 28: a compact index, however large the portfolio).
 */
export function FloorplanSearch() {
  const search = useHomeSearchPlans();
  const listings = useMemo(() => search.data && indexListings(search.data), [search.data]);

  return (
    <ListingSearch
      listings={listings}
      defaults={HOME_SEARCH_DEFAULTS}
      error={search.isError && <LoadError what="the floor plans" onRetry={() => void search.refetch()} />}
      itemKey={(plan) => plan.id}
      renderItem={(plan, index) => <FloorplanCard plan={plan} priority={index < PRIORITY_CARDS} />}
      skeleton={<FloorplanCardSkeleton />}
      searchAction={renderAlertSignup}
    />
  );
}
