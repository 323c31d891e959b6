import type { IsoDate } from '@/lib/dates';
import {
  earliestMoveIn,
  hasUnitAvailableNow,
  offeredMonths,
  type AvailabilityMonth,
} from './availability';
import { listedPrice, minUnitRent, type ListedPrice } from './pricing';
import type { Floorplan, FloorplanStyle } from './types';

/**
 * What the filters and sorts read from a listing, worked out once per listing (not on every filter change).
 * Floor plans and unit cards both reduce to it, so the same filters, sorts and pills serve both lists.
 */
export interface ListingFacts {
  featured: boolean;
  bedroom: number;
  style: FloorplanStyle;
  floorplanId: number;
  price: ListedPrice;
  /** The earliest move-in date, or null when there is no unit. */
  moveInDate: IsoDate | null;
  availableNow: boolean;
  availabilityMonths: readonly AvailabilityMonth[];
}

export interface Listing<T> {
  item: T;
  facts: ListingFacts;
}

/** A floor plan as the search sees it: its units decide its price, availability and months. */
export function floorplanListing(plan: Floorplan, today: IsoDate): Listing<Floorplan> {
  const units = plan.units ?? [];
  return {
    item: plan,
    facts: {
      featured: plan.featured,
      bedroom: plan.bedroom,
      style: plan.style,
      floorplanId: plan.id,
      price: listedPrice(minUnitRent(units), plan, today),
      moveInDate: earliestMoveIn(units),
      availableNow: hasUnitAvailableNow(units, today),
      availabilityMonths: offeredMonths(units, today),
    },
  };
}
