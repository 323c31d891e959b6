import type { IsoDate } from '@/lib/dates';
import type { AvailabilityMonth } from './availability';
import { cardPlan, type CardPlan } from './cardPlan';
import { floorplanListing, type Listing, type ListingFacts } from './listing';
import type { Floorplan, FloorplanStyle } from './types';

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

type Flag = 0 | 1;

/**
 * The index on the wire (the local API's `home/floorplans`, and the data a rendered home page carries): one array per
 * field, so a thousand plans compress to a few kilobytes (values of one kind side by side; no key repeated per plan).
 * Communities are named once. Covers may be left out: each one is a picture's random id, which no compression
 * shortens (at 30 times the seeded portfolio they were half the index); a card then fetches its own as it is shown.
 */
export interface SearchIndexWire {
  communities: Record<number, string>;
  id: number[];
  name: string[];
  bedroom: number[];
  bathroom: number[];
  style: FloorplanStyle[];
  /** Absent: each card fetches its cover (features/floorplans/api/getCardCovers.ts). */
  cover?: (string | null)[];
  folder: (string | null)[];
  /** The community's id, or null. */
  community: (number | null)[];
  rent: (number | null)[];
  regularRent: (number | null)[];
  offer: (string | null)[];
  featured: Flag[];
  moveIn: (IsoDate | null)[];
  availableNow: Flag[];
  months: (readonly AvailabilityMonth[])[];
  inSearch: Flag[];
  inSpotlight: Flag[];
}

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** `covers` false leaves the covers out (each card fetches its own). */
export function encodeSearchIndex(plans: readonly IndexedPlan[], { covers }: { covers: boolean }): SearchIndexWire {
  const communities: Record<number, string> = {};
  for (const { community } of plans) if (community) communities[community.id] = community.name;
  const column = <V>(value: (plan: IndexedPlan) => V) => plans.map(value);
  return {
    communities,
    id: column((plan) => plan.id),
    name: column((plan) => plan.name),
    bedroom: column((plan) => plan.bedroom),
    bathroom: column((plan) => plan.bathroom),
    style: column((plan) => plan.facts.style),
    ...(covers && { cover: column((plan) => plan.coverImage ?? null) }),
    folder: column((plan) => plan.photosFolderId),
    community: column((plan) => plan.community?.id ?? null),
    rent: column((plan) => plan.price.rent),
    regularRent: column((plan) => plan.price.regularRent),
    offer: column((plan) => plan.offer),
    featured: column((plan) => flag(plan.facts.featured)),
    moveIn: column((plan) => plan.facts.moveInDate),
    availableNow: column((plan) => flag(plan.facts.availableNow)),
    months: column((plan) => plan.facts.availabilityMonths),
    inSearch: column((plan) => flag(plan.inSearch)),
    inSpotlight: column((plan) => flag(plan.inSpotlight)),
  };
}

/** Each index decoded once, however many lists read it (the search, the featured section, the server's first screen). */
const decoded = new WeakMap<SearchIndexWire, IndexedPlan[]>();

export function decodeSearchIndex(wire: SearchIndexWire): IndexedPlan[] {
  let plans = decoded.get(wire);
  if (!plans) decoded.set(wire, (plans = decodePlans(wire)));
  return plans;
}

function decodePlans(wire: SearchIndexWire): IndexedPlan[] {
  return wire.id.map((id, i) => {
    const communityId = wire.community[i];
    const price = { rent: wire.rent[i], regularRent: wire.regularRent[i] };
    return {
      id,
      name: wire.name[i],
      bedroom: wire.bedroom[i],
      bathroom: wire.bathroom[i],
      style: wire.style[i],
      coverImage: wire.cover ? wire.cover[i] : undefined,
      photosFolderId: wire.folder[i],
      community: communityId === null ? null : { id: communityId, name: wire.communities[communityId] ?? '' },
      price,
      offer: wire.offer[i],
      facts: {
        featured: wire.featured[i] === 1,
        bedroom: wire.bedroom[i],
        style: wire.style[i],
        floorplanId: id,
        price,
        moveInDate: wire.moveIn[i],
        availableNow: wire.availableNow[i] === 1,
        availabilityMonths: wire.months[i],
      },
      inSearch: wire.inSearch[i] === 1,
      inSpotlight: wire.inSpotlight[i] === 1,
    };
  });
}
