import type { IsoDate } from '@/lib/dates';
import { activeSpecialRent, type SpecialRentFields } from './specialRent';
import type { Unit } from './types';

/** The lowest rent among the units, or null when there are none (a plan with no unit has no price to show). */
export function minUnitRent(units: readonly Pick<Unit, 'rent'>[]): number | null {
  let lowest: number | null = null;
  for (const { rent } of units) {
    if (Number.isFinite(rent) && (lowest === null || rent < lowest)) lowest = rent;
  }
  return lowest;
}

export interface ListedPrice {
  /** The rent a visitor pays from now: the special rent while it applies, else the regular rent. */
  rent: number | null;
  /** The regular rent, shown struck through, only while a special rent applies. */
  regularRent: number | null;
}

/**
 * Spec section 9: while a special rent applies it is the price ('Now starting at $X/mo') and the normal rent is
 * struck through. `regularRent` is a floor plan's minimum unit rent, or a unit card's own rent.
 */
export function listedPrice(regularRent: number | null, special: SpecialRentFields, today: IsoDate): ListedPrice {
  const specialRent = activeSpecialRent(special, today);
  return specialRent === null ? { rent: regularRent, regularRent: null } : { rent: specialRent, regularRent };
}
