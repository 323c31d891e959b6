import { matchesFilters, type ListingFilters } from './filters';
import type { Listing } from './listing';
import { COMPARATORS } from './sort';

/** Spec section 4: the listings that pass the filters, in the chosen order. */
export function searchListings<T>(listings: readonly Listing<T>[], filters: ListingFilters): T[] {
  const compare = COMPARATORS[filters.sort];
  return listings
    .filter((listing) => matchesFilters(listing.facts, filters))
    .sort((a, b) => compare(a.facts, b.facts))
    .map((listing) => listing.item);
}
