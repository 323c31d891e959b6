import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getSpotlightFloorplans } from '@/features/floorplans/api/getSpotlightFloorplans';
import { homeIndex, type IndexedPlan } from '@/features/floorplans/searchIndex';
import { decodeSearchIndex, encodeSearchIndex, SEARCH_INDEX_FORMAT, type SearchIndexWire } from '@/features/floorplans/searchIndexCodec';
import type { Floorplan } from '@/features/floorplans/types';
import { getSearchFloorplans } from '@/features/properties/api/getSearchFloorplans';
import { config } from '@/config';
import { todayIso } from '@/lib/dates';
import { dataClient } from '@/lib/http';
import { homeKeys } from './keys';

/** The index worked out in the browser from the spec's calls (section 7), for the company's data hosts. */
async function indexFromSpecCalls(search: Promise<Floorplan[]>, spotlight: Promise<Floorplan[]>): Promise<SearchIndexWire> {
  const [searched, featured] = await Promise.all([search, spotlight]);
  return encodeSearchIndex(homeIndex(searched, featured, todayIso()), { details: true });
}

/**
 * Issue 28: the home page's floor plans from this site's own API, one compact read for the search list and the
 * featured section together (its entries worked out by the server for the company's today). A page loaded before a
 * release that changed the index's format reads it through the spec's calls instead, whose shape does not change.
 */
export async function getHomeIndex(signal?: AbortSignal): Promise<SearchIndexWire> {
  const wire = await dataClient().get<SearchIndexWire>('home/floorplans', { signal });
  if (wire.format === SEARCH_INDEX_FORMAT) return wire;
  return indexFromSpecCalls(getSearchFloorplans(signal), getSpotlightFloorplans(signal));
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
    : homePlansQuery(homeKeys.search(), (signal) => indexFromSpecCalls(getSearchFloorplans(signal), Promise.resolve([])), searchEntries);

/** The featured section's entries: from the same index, or from the spotlight call on the company's data hosts. */
export const featuredPlansQueryOptions = () =>
  config.dataFromOwnApi()
    ? homePlansQuery(homeKeys.index(), getHomeIndex, spotlightEntries)
    : homePlansQuery(homeKeys.spotlight(), (signal) => indexFromSpecCalls(Promise.resolve([]), getSpotlightFloorplans(signal)), spotlightEntries);

/** Loads what the home page's lists render with (the server's renderer awaits it). */
export const prefetchHomePlans = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(homeSearchQueryOptions()), client.prefetchQuery(featuredPlansQueryOptions())]);

export const useHomeSearchPlans = () => useQuery(homeSearchQueryOptions());

/** `enabled` false holds the call back (until the section is about to be seen); data already loaded still shows. */
export const useFeaturedPlans = (enabled = true) => useQuery({ ...featuredPlansQueryOptions(), enabled });
