import type { IsoDate } from '@/lib/dates';
import type { WebSpecial } from './types';

/** The special-rent fields a floor plan (and every unit card, which inherits them) carries. */
export interface SpecialRentFields {
  specialRent: number | null;
  specialRentStartDate: IsoDate | null;
  specialRentEndDate: IsoDate | null;
}

/** Inclusive on both ends; a missing bound means the period is not known, so it is not running. */
function isBetween(today: IsoDate, start: IsoDate | null, end: IsoDate | null): boolean {
  return Boolean(start && end) && start!.slice(0, 10) <= today && today <= end!.slice(0, 10);
}

/**
 * Spec section 9: a special rent applies only if it is at least 1 and today lies between its start and end dates.
 * Returns the special rent, or null when it does not apply.
 */
export function activeSpecialRent(plan: SpecialRentFields, today: IsoDate): number | null {
  const { specialRent, specialRentStartDate, specialRentEndDate } = plan;
  if (specialRent === null || !(specialRent >= 1)) return null;
  return isBetween(today, specialRentStartDate, specialRentEndDate) ? specialRent : null;
}

/** Spec section 9: web specials are active only between their start and end dates. */
export function activeWebSpecials(specials: readonly WebSpecial[], today: IsoDate): WebSpecial[] {
  return specials.filter((special) => isBetween(today, special.startDate, special.endDate));
}
