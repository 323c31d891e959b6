import type { Range } from '@/components/rangeRules';
import type { AvailabilityMonth } from './availability';
import type { ListingFacts } from './listing';
import { DEFAULT_SORT, type SortKey } from './sort';
import type { FloorplanStyle } from './types';

/** 'now': a unit is available now; 'any': no availability filter; else a month 'YYYY-MM'. */
export type AvailabilityFilter = 'now' | 'any' | AvailabilityMonth;

/** Spec section 4, filter state: bedroom, availability, style, min and max rent, sort, floor plan id list. */
export interface ListingFilters {
  bedroom: number | null;
  availability: AvailabilityFilter;
  style: FloorplanStyle | null;
  rent: Range;
  sort: SortKey;
  floorplanIds: number[];
}

/** Spec section 9: the rent slider runs from 0 to 4000, which is also the default filter. */
export const RENT_BOUNDS: Range = { min: 0, max: 4000 };

/**
 * The state of an untouched list. The home search starts at 'Available Now' (spec section 9); the units of a
 * community start with every unit shown, since a visitor opening one community wants to see all it has.
 */
export function defaultFilters(availability: 'now' | 'any'): ListingFilters {
  return { bedroom: null, availability, style: null, rent: { ...RENT_BOUNDS }, sort: DEFAULT_SORT, floorplanIds: [] };
}

/**
 * Where each list's filters start, which its URL leaves out (filterQuery.ts serializeFilters): spec section 9, the home
 * search starts at 'Available Now'; a community's units start unfiltered (whoever opens one community wants to see
 * everything it has). A saved search's link (issue 25) is written against the same defaults.
 */
export const HOME_SEARCH_DEFAULTS = defaultFilters('now');
export const COMMUNITY_UNITS_DEFAULTS = defaultFilters('any');

export function isDefaultRent(rent: Range): boolean {
  return rent.min === RENT_BOUNDS.min && rent.max === RENT_BOUNDS.max;
}

const inRange = (value: number | null, { min, max }: Range) => value !== null && value >= min && value <= max;

/**
 * Whether one floor plan or unit passes the filters. Rent (spec section 9) matches on the special rent while it
 * applies or on the regular (minimum unit) rent; with the default range nothing is excluded, not even a listing
 * without a price.
 */
export function matchesFilters(facts: ListingFacts, filters: Omit<ListingFilters, 'sort'>): boolean {
  if (filters.bedroom !== null && facts.bedroom !== filters.bedroom) return false;
  if (filters.style !== null && facts.style !== filters.style) return false;
  if (filters.floorplanIds.length > 0 && !filters.floorplanIds.includes(facts.floorplanId)) return false;
  if (filters.availability === 'now' && !facts.availableNow) return false;
  if (
    filters.availability !== 'now' &&
    filters.availability !== 'any' &&
    !facts.availabilityMonths.includes(filters.availability)
  ) {
    return false;
  }
  if (!isDefaultRent(filters.rent) && !inRange(facts.price.rent, filters.rent) && !inRange(facts.price.regularRent, filters.rent)) {
    return false;
  }
  return true;
}

export interface FilterOptions {
  bedrooms: number[];
  styles: FloorplanStyle[];
  /** Spec section 9: the months offered after 'Available Now', in calendar order. */
  months: AvailabilityMonth[];
}

/** The choices worth offering for a list: only values some listing has, each once, in order. */
export function filterOptions(listings: readonly { facts: ListingFacts }[]): FilterOptions {
  const bedrooms = new Set<number>();
  const styles = new Set<FloorplanStyle>();
  const months = new Set<AvailabilityMonth>();
  for (const { facts } of listings) {
    bedrooms.add(facts.bedroom);
    styles.add(facts.style);
    for (const month of facts.availabilityMonths) months.add(month);
  }
  return {
    bedrooms: [...bedrooms].sort((a, b) => a - b),
    styles: [...styles].sort(),
    months: [...months].sort(),
  };
}
