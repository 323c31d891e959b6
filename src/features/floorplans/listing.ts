import type { IsoDate } from '@/lib/dates';
import {
  earliestMoveIn,
  hasUnitAvailableNow,
  isAvailableNow,
  offeredMonths,
  unitAvailabilityMonths,
  type AvailabilityMonth,
} from './availability';
import { listedPrice, minUnitRent, type ListedPrice } from './pricing';
import type { SpecialRentFields } from './specialRent';
import type { Floorplan, FloorplanStyle, Unit } from './types';

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

/** A unit with what it inherits from its floor plan: a unit card (features/units) or a unit an alert watches (features/alerts). */
export type UnitWithPlanFields = Pick<Unit, 'rent' | 'moveInDate' | 'availabilityExtensionMonths'> &
  Pick<Floorplan, 'featured' | 'bedroom' | 'style'> &
  SpecialRentFields & { floorplanId: number };

/**
 * A unit as the shared filters see it: its own rent (spec section 9: regular rent for units, the plan's special rent
 * while it applies) and move-in date. The unit list and the alerts both read a unit through it, so an alert matches
 * exactly what the list would show.
 */
export function unitFacts(unit: UnitWithPlanFields, today: IsoDate): ListingFacts {
  return {
    featured: unit.featured,
    bedroom: unit.bedroom,
    style: unit.style,
    floorplanId: unit.floorplanId,
    price: listedPrice(unit.rent, unit, today),
    moveInDate: unit.moveInDate,
    availableNow: isAvailableNow(unit.moveInDate, today),
    availabilityMonths: unitAvailabilityMonths(unit, today),
  };
}
