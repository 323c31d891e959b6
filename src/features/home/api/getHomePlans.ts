import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getSpotlightFloorplans } from '@/features/floorplans/api/getSpotlightFloorplans';
import { homeIndex, type IndexedPlan } from '@/features/floorplans/searchIndex';
import { decodeSearchIndex, encodeSearchIndex, type SearchIndexWire } from '@/features/floorplans/searchIndexCodec';
import { getSearchFloorplans } from '@/features/properties/api/getSearchFloorplans';
import { config } from '@/config';
import { todayIso } from '@/lib/dates';
import { dataClient } from '@/lib/http';
import { homeKeys } from './keys';

/**
 * Issue 28: the home page's floor plans from this site's own API, one compact read for the search list and the
 * featured section together (its entries worked out by the server for the company's today).
 */
export function getHomeIndex(signal?: AbortSignal): Promise<SearchIndexWire> {
  return dataClient().get<SearchIndexWire>('home/floorplans', { signal });
}

// The cache keeps the compact wire form, which is also what a rendered page carries; each list reads its entries from it.
export const searchEntries = (wire: SearchIndexWire) => decodeSearchIndex(wire).filter((plan) => plan.inSearch);
export const spotlightEntries = (wire: SearchIndexWire) => decodeSearchIndex(wire).filter((plan) => plan.inSpotlight);

/** A list of the home page: its key names where the entries come from, `select` which of them it shows. */
const homePlansQuery = (queryKey: readonly string[], load: (signal: AbortSignal) => Promise<SearchIndexWire>, select: (wire: SearchIndexWire) => IndexedPlan[]) =>
  // A new index replaces the old one whole: comparing a thousand plans' columns value by value would buy nothing.
  queryOptions({ queryKey, queryFn: ({ signal }) => load(signal), select, structuralSharing: false });

/**
 * The home search's entries: from the own API's index, or from `properties/filter` on the company's data hosts
 * (spec section 7), made the same entries in the browser.
 */
export const homeSearchQueryOptions = () =>
  config.dataFromOwnApi()
    ? homePlansQuery(homeKeys.index(), getHomeIndex, searchEntries)
    : homePlansQuery(homeKeys.search(), async (signal) => encodeSearchIndex(homeIndex(await getSearchFloorplans(signal), [], todayIso()), { covers: true }), searchEntries);

/** The featured section's entries: from the same index, or from the spotlight call on the company's data hosts. */
export const featuredPlansQueryOptions = () =>
  config.dataFromOwnApi()
    ? homePlansQuery(homeKeys.index(), getHomeIndex, spotlightEntries)
    : homePlansQuery(homeKeys.spotlight(), async (signal) => encodeSearchIndex(homeIndex([], await getSpotlightFloorplans(signal), todayIso()), { covers: true }), spotlightEntries);

/** Loads what the home page's lists render with (the server's renderer awaits it). */
export const prefetchHomePlans = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(homeSearchQueryOptions()), client.prefetchQuery(featuredPlansQueryOptions())]);

export const useHomeSearchPlans = () => useQuery(homeSearchQueryOptions());

/** `enabled` false holds the call back (until the section is about to be seen); data already loaded still shows. */
export const useFeaturedPlans = (enabled = true) => useQuery({ ...featuredPlansQueryOptions(), enabled });
