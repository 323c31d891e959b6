import { searchFiltersSchema, type SearchFilters } from '@/features/floorplans/filterSchema';
import { z } from '@/lib/zod';

/**
 * A saved search as it is stored (issue 25): the filters under a version, with the community whose units it searches
 * (null: the home search, every community). A change of the site's filters adds a version and an upgrade from the
 * last in readSavedSearch, through which stored searches are read.
 */
export const SAVED_SEARCH_VERSION = 1;

export const savedSearchSchema = z.strictObject({
  version: z.literal(SAVED_SEARCH_VERSION, { error: `Unknown saved search version: this site writes version ${SAVED_SEARCH_VERSION}` }),
  propertyId: z.number({ error: 'The community must be an id' }).int('The community must be an id').positive('The community must be an id').max(999_999, 'Unknown community').nullable(),
  filters: searchFiltersSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export function savedSearch(filters: SearchFilters, propertyId: number | null): SavedSearch {
  return { version: SAVED_SEARCH_VERSION, propertyId, filters };
}

/**
 * A stored search as this site can use it, or null for a version it does not know (written by a later release, or by
 * an earlier one whose upgrade is not here): such a row is passed over rather than stopping every alert. The version
 * alone is read: the filters were checked by savedSearchSchema when the search was saved, and the matcher reads every
 * live search whenever one is added (a full parse of 10,000 took 25-65 ms of a run).
 */
export function readSavedSearch(stored: unknown): SavedSearch | null {
  return typeof stored === 'object' && stored !== null && 'version' in stored && stored.version === SAVED_SEARCH_VERSION ? (stored as SavedSearch) : null;
}
