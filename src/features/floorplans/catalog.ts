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

/** Spec section 7 (`floorplans?projection=spotlight`): the featured floor plans whose property is active. */
export function spotlightFloorplans(plans: readonly Floorplan[]): Floorplan[] {
  return plans.filter((plan) => plan.featured && plan.property?.active);
}
