import { serializeFilters } from '@/features/floorplans/filterQuery';
import { COMMUNITY_UNITS_DEFAULTS, HOME_SEARCH_DEFAULTS } from '@/features/floorplans/filters';
import { pagePath, PAGE_ROUTES } from '@/shared/routeFacts';
import type { SavedSearch } from './savedSearch';

/**
 * The page a saved search runs on, with its filters in the URL as the site writes them (filterQuery.ts): the home
 * search, or the community's units. An alert mail's "see all" link opens the same list the renter saved.
 */
export function savedSearchPath(search: SavedSearch): string {
  const defaults = search.propertyId === null ? HOME_SEARCH_DEFAULTS : COMMUNITY_UNITS_DEFAULTS;
  const path = search.propertyId === null ? pagePath(PAGE_ROUTES.home) : pagePath(PAGE_ROUTES.community, { propertyId: search.propertyId });
  const query = serializeFilters({ ...search.filters, sort: defaults.sort }, defaults).toString();
  return query ? `${path}?${query}` : path;
}

/** A plan's page, where each home of an alert links. */
export const floorplanPath = (floorplanId: number) => pagePath(PAGE_ROUTES.floorplan, { floorplanId });
