import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/components/PagedCards';
import { cardDetailsQueryOptions } from '@/features/floorplans/api/getCardDetails';
import { parseFilters } from '@/features/floorplans/filterQuery';
import type { SearchIndexWire } from '@/features/floorplans/searchIndexCodec';
import { indexListings } from '@/features/floorplans/searchIndex';
import { searchListings } from '@/features/floorplans/searchListings';
import { searchEntries, spotlightEntries } from './api/getHomePlans';
import { homeKeys } from './api/keys';
import { featuredBeyondSearch } from './featuredBeyondSearch';
import { HOME_SEARCH_DEFAULTS } from '@/features/floorplans/filters';

/**
 * Issue 28: the plans whose cards a home page at `url` shows before 'Show more': the search's first page for the
 * filters in the URL, then the featured section's first page, less what the search finds (issue 27), as
 * FloorplanSearch and FeaturedFloorplans list them.
 */
export function firstScreenPlanIds(wire: SearchIndexWire, url: URL): number[] {
  const found = searchListings(indexListings(searchEntries(wire)), parseFilters(url.searchParams, HOME_SEARCH_DEFAULTS));
  const featured = featuredBeyondSearch(spotlightEntries(wire), new Set(found.map((plan) => plan.id)));
  return [...found.slice(0, PAGE_SIZE), ...featured.slice(0, PAGE_SIZE)].map((plan) => plan.id);
}

/**
 * The names and photos of the first screen's cards, which the own API's index leaves out, loaded with the index so the
 * server renders those cards whole (the cards further down fetch theirs as they are shown). Nothing to load when the
 * index came with them (the company's data hosts).
 */
export async function prefetchFirstScreenCards(client: QueryClient, url: URL): Promise<void> {
  const wire = client.getQueryData<SearchIndexWire>(homeKeys.index());
  if (!wire || wire.details) return;
  await Promise.all(firstScreenPlanIds(wire, url).map((id) => client.prefetchQuery(cardDetailsQueryOptions(id))));
}
