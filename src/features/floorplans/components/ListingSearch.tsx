import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { CardGrid } from '@/components/CardGrid';
import { filterOptions, type ListingFilters } from '../filters';
import { searchListings, type Listing } from '../listing';
import { filterPills } from '../pills';
import { useFilterParams } from '../useFilterParams';
import { useFloorplanNames } from '../useFloorplanNames';
import { FilterBar, type FloorplanChoice } from './FilterBar';
import { FilterPills } from './FilterPills';
import styles from './ListingSearch.module.css';

/**
 * Cards shown at first and added by each 'Show more'. Mounting hundreds of cards on every filter change would cost
 * far more than a frame (see `npm run bench`); a page of them keeps each change under one.
 */
export const PAGE_SIZE = 12;

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
}

/**
 * Spec section 2, a filtered list (the home floor plan search and a community's units): filters and sort, removable
 * pills, 'Total: N Results', then the cards, 'No matches found...' or, while loading, skeleton cards. The filter
 * state lives in the URL.
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
}: ListingSearchProps<T>) {
  // A page of cards is rendered in the background (time-sliced) when the listings arrive, not in one long task.
  const listings = useDeferredValue(arrivedListings);
  const [filters, setFilters] = useFilterParams(defaults);
  // How many results are shown, for the filters they were counted for: new filters start again at one page.
  const [shown, setShown] = useState({ filters, count: PAGE_SIZE });
  const count = shown.filters === filters ? shown.count : PAGE_SIZE;
  const options = useMemo(() => filterOptions(listings ?? []), [listings]);
  const results = useMemo(() => (listings ? searchListings(listings, filters) : []), [listings, filters]);
  const names = useFloorplanNames(filters.floorplanIds, floorplans);
  const pills = useMemo(() => filterPills(filters, defaults, (id) => names.get(id)), [filters, defaults, names]);

  let body: ReactNode;
  if (error) body = error;
  else if (!listings) {
    body = (
      <CardGrid busy label="Loading">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index}>{skeleton}</li>
        ))}
      </CardGrid>
    );
  } else if (results.length === 0) body = <p className={styles.empty}>No matches found...</p>;
  else {
    body = (
      <>
        <CardGrid>
          {results.slice(0, count).map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </CardGrid>
        {results.length > count && (
          <div className={styles.more}>
            <p className={styles.showing}>
              Showing {count} of {results.length}
            </p>
            <button type="button" className="btn btn-secondary" onClick={() => setShown({ filters, count: count + PAGE_SIZE })}>
              Show more
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className={styles.search}>
      <FilterBar filters={filters} options={options} onChange={setFilters} floorplans={floorplans} />
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {listings ? `Total: ${results.length} Results` : ''}
        </p>
        <FilterPills pills={pills} onChange={setFilters} />
      </div>
      {body}
    </div>
  );
}
