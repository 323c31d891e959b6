import { defaultFilters } from '@/features/floorplans/filters';
import { filterPills } from '@/features/floorplans/pills';
import { DEFAULT_SORT } from '@/features/floorplans/sort';
import type { SavedSearch } from './savedSearch';

/** Against 'any time', a search for 'Available Now' is named as such, as every other filter it sets. */
const NAMED_AGAINST = defaultFilters('any');

/**
 * A saved search in words, the way the list's pills name its filters ('2 bedroom', '$500 - $1,400', ...), with the
 * community it searches when there is one: for the confirmation mail and the manage page.
 */
export function describeSearch(search: SavedSearch, communityName: string | null): string {
  const labels = filterPills({ ...search.filters, sort: DEFAULT_SORT }, NAMED_AGAINST).map((pill) => pill.label);
  const where = communityName ? `at ${communityName}` : search.propertyId !== null ? 'at one community' : 'at every community';
  return `${labels.length > 0 ? labels.join(', ') : 'Every home'} ${where}`;
}
