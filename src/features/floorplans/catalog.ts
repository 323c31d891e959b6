import type { Floorplan } from './types';

/** Spec section 7 (`properties/{id}/floorplans/filter`): only active floor plans, each with only its active units. */
export function activeFloorplans(plans: readonly Floorplan[]): Floorplan[] {
  return plans.filter((plan) => plan.active).map(withActiveUnits);
}

/**
 * The plan with only its active units: what a page may advertise (price, availability, pets, unit count and the
 * address that follows from it). An inactive unit cannot be rented.
 */
export function withActiveUnits(plan: Floorplan): Floorplan {
  return { ...plan, units: (plan.units ?? []).filter((unit) => unit.active) };
}

/**
 * Issue 27: a plan taken off the market (inactive): its page says 'No longer available' and the server answers it
 * 410 Gone (server/pages/record-status.ts), both by this rule.
 */
export function isNoLongerOffered(plan: Pick<Floorplan, 'active'>): boolean {
  return !plan.active;
}

/** A parking space of a community's garage (style GARAGE): rented through the office, never listed as a home. */
export function isParkingSpace(plan: Pick<Floorplan, 'style'>): boolean {
  return plan.style === 'GARAGE';
}

/** Spec section 7 (`floorplans?projection=details`): a plan to rent is active and not a parking space. */
export function isRentalHome(plan: Pick<Floorplan, 'active' | 'style'>): boolean {
  return plan.active && !isParkingSpace(plan);
}

/** A plan of a SHORT_TERM property, or one priced by short-term tiers: it belongs to the short-term list. */
export function isShortTermPlan(plan: Pick<Floorplan, 'property' | 'shortTerm'>): boolean {
  return plan.property?.leaseType === 'SHORT_TERM' || Boolean(plan.shortTerm);
}

/**
 * A plan a renter applies for and tours (issues 24 and 27): a home let by the year. A short-term stay is requested by
 * its dates instead, a parking space through the office.
 */
export function takesApplicationsAndTours(plan: Pick<Floorplan, 'property' | 'shortTerm' | 'style'>): boolean {
  return !isShortTermPlan(plan) && !isParkingSpace(plan);
}

/**
 * Spec section 7 (`floorplans?projection=spotlight`): the featured floor plans whose property is active, filtered
 * like `projection=details` (active, non-GARAGE) with only their active units. Short-term plans stay in their own
 * list, whose prices are per day.
 */
export function spotlightFloorplans(plans: readonly Floorplan[]): Floorplan[] {
  return plans
    .filter((plan) => plan.featured && plan.property?.active && isRentalHome(plan) && !isShortTermPlan(plan))
    .map(withActiveUnits);
}
