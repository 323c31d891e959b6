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

/**
 * Issue 27: how many more listings the same filters find once every move-in date counts, when the list shows only
 * what is available now (0 otherwise), so 'Total: 7 Results' can say that more open later.
 */
export function openingLaterCount(listings: readonly Listing<unknown>[], filters: ListingFilters): number {
  if (filters.availability !== 'now') return 0;
  const anyTime: ListingFilters = { ...filters, availability: 'any' };
  return listings.filter((listing) => !listing.facts.availableNow && matchesFilters(listing.facts, anyTime)).length;
}
