import type { IsoDate } from '@/lib/dates';
import { cardPlan, type CardPlan } from './cardPlan';
import { floorplanListing, type Listing, type ListingFacts } from './listing';
import type { Floorplan } from './types';

/**
 * Issue 28: a floor plan as the home page needs it, whatever the size of the portfolio: its card and the facts its
 * search filters and sorts by (listing.ts), worked out for one day; and which of the home's lists it belongs to.
 */
export interface IndexedPlan extends CardPlan {
  facts: ListingFacts;
  /** In the home search's list (spec section 7, `properties/filter`). */
  inSearch: boolean;
  /** In the featured section (spec section 7, spotlight). */
  inSpotlight: boolean;
}

/** The entry of `plan` on `today`, in the lists named. */
export function indexedPlan(plan: Floorplan, today: IsoDate, lists: Pick<IndexedPlan, 'inSearch' | 'inSpotlight'>): IndexedPlan {
  return { ...cardPlan(plan, today), facts: floorplanListing(plan, today).facts, ...lists };
}

/**
 * The entries of the search list, then those of the featured section the search does not hold, each once, in the
 * order each list gave them.
 */
export function homeIndex(search: readonly Floorplan[], spotlight: readonly Floorplan[], today: IsoDate): IndexedPlan[] {
  const featured = new Set(spotlight.map((plan) => plan.id));
  const inSearch = new Set(search.map((plan) => plan.id));
  return [
    ...search.map((plan) => indexedPlan(plan, today, { inSearch: true, inSpotlight: featured.has(plan.id) })),
    ...spotlight.filter((plan) => !inSearch.has(plan.id)).map((plan) => indexedPlan(plan, today, { inSearch: false, inSpotlight: true })),
  ];
}

/** A search's listings from the index (searchListings.ts filters and sorts them as it does full plans). */
export const indexListings = (plans: readonly IndexedPlan[]): Listing<IndexedPlan>[] => plans.map((plan) => ({ item: plan, facts: plan.facts }));
