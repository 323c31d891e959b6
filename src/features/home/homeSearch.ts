import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useUrlState } from '@/components/useUrlState';
import { FILTER_CODEC } from '@/features/floorplans/filterQuery';
import { HOME_SEARCH_DEFAULTS } from '@/features/floorplans/filters';
import { indexListings } from '@/features/floorplans/searchIndex';
import { searchListings } from '@/features/floorplans/searchListings';
import { homeSearchQueryOptions } from './api/getHomePlans';

/**
 * The ids of the floor plans the home search finds for the filters in the URL, or undefined until the search has
 * its data, so a section below it can leave them out (issue 27). It only reads the search's cached data (the search
 * fetches it), and it follows the filters at low priority: a filter change shows the results first.
 */
export function useSearchResultIds(): ReadonlySet<number> | undefined {
  const search = useQuery({ ...homeSearchQueryOptions(), enabled: false });
  const [filters] = useUrlState(FILTER_CODEC, HOME_SEARCH_DEFAULTS);
  const deferredFilters = useDeferredValue(filters);
  return useMemo(() => {
    if (!search.data) return undefined;
    return new Set(searchListings(indexListings(search.data), deferredFilters).map((plan) => plan.id));
  }, [search.data, deferredFilters]);
}
