import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FilterSheet } from '@/components/FilterSheet';
import { ResultList } from '@/components/ResultList';
import { useUrlState } from '@/components/useUrlState';
import { FILTER_CODEC } from '../filterQuery';
import { filterOptions, type ListingFilters } from '../filters';
import type { Listing } from '../listing';
import { openingLaterCount, searchListings } from '../searchListings';
import { filterPills } from '../pills';
import { useFloorplanNames } from '../useFloorplanNames';
import { FilterBar, type FloorplanChoice } from './FilterBar';
import { FilterPills } from './FilterPills';
import styles from './ListingSearch.module.css';

export interface ListingSearchProps<T> {
  /** The listings, or undefined while they load. */
  listings: Listing<T>[] | undefined;
  /** The untouched filter state; a module constant (it is compared by identity). */
  defaults: ListingFilters;
  /** Set when the listings could not be loaded. */
  error?: ReactNode;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  skeleton: ReactNode;
  skeletonCount?: number;
  /** Offers the floor plan filter and names the floor plan pills (a plan from a shared link outside it is fetched). */
  floorplans?: FloorplanChoice[];
  /** An action on the search as it is now, shown beside the results (issue 25: "E-mail me new matches"). */
  searchAction?: (filters: ListingFilters) => ReactNode;
}

/**
 * Spec section 2, a filtered list (the home floor plan search and a community's units): filters and sort, removable
 * pills, 'Total: N Results', then the cards, 'No matches found...' or, while loading, skeleton cards. The filter
 * state lives in the URL. On a phone the filters open in a sheet from 'Filters (N)' (issue 27).
 */
export function ListingSearch<T>({
  listings: arrivedListings,
  defaults,
  error,
  renderItem,
  itemKey,
  skeleton,
  skeletonCount = 6,
  floorplans,
  searchAction,
}: ListingSearchProps<T>) {
  // A page of cards is rendered in the background (time-sliced) when the listings arrive, not in one long task.
  const listings = useDeferredValue(arrivedListings);
  const [filters, setFilters, hrefOf] = useUrlState(FILTER_CODEC, defaults);
  // A filter change answers at once (the control, the pills, the button's count); the results and their cards follow
  // in a render of their own after that paint (issue 27: every change within 100 ms on a slowed phone).
  const shownFilters = useDeferredValue(filters);
  const options = useMemo(() => filterOptions(listings ?? []), [listings]);
  const results = useMemo(() => (listings ? searchListings(listings, shownFilters) : undefined), [listings, shownFilters]);
  const names = useFloorplanNames(filters.floorplanIds, floorplans);
  const pills = useMemo(() => filterPills(filters, defaults, (id) => names.get(id)), [filters, defaults, names]);
  const later = useMemo(() => (listings ? openingLaterCount(listings, shownFilters) : 0), [listings, shownFilters]);

  return (
    <div className={styles.search}>
      <FilterSheet filterCount={pills.length} resultCount={results?.length}>
        <FilterBar filters={filters} options={options} onChange={setFilters} floorplans={floorplans} />
      </FilterSheet>
      <ResultList
        results={results}
        query={shownFilters}
        renderItem={renderItem}
        itemKey={itemKey}
        skeleton={skeleton}
        skeletonCount={skeletonCount}
        error={error}
        beside={
          <>
            {later > 0 && (
              <p className={styles.later}>
                {later} more open later.{' '}
                <Link to={hrefOf({ ...shownFilters, availability: 'any' })} preventScrollReset>
                  Show every move-in date
                </Link>
              </p>
            )}
            <FilterPills pills={pills} onChange={setFilters} />
            {searchAction?.(filters)}
          </>
        }
        emptyAction={
          pills.length > 0 && (
            <button type="button" className="btn btn-secondary" onClick={() => setFilters(defaults)}>
              Clear filters
            </button>
          )
        }
      />
    </div>
  );
}
