import { z } from '@/lib/zod';
import type { Amenity, Utility } from '@/features/floorplans/types';

/**
 * Issue 23: a floor plan's amenities and utilities as the office keeps them (migration 059). Both lists are the
 * plan's, in the order its page lists them, picked from the catalog's amenities and utilities; each utility carries
 * the plan's own average monthly bill (the monthly cost estimate adds up the resident-paid ones).
 */

/** An amenity of a plan, as the editor shows it. */
export type PlanAmenity = Pick<Amenity, 'id' | 'name'>;
/** A utility of a plan with the plan's bill: the site's own Utility. */
export type PlanUtility = Utility;

/** `GET api/staff/catalog/plan-features`: what a plan's lists are picked from; a utility's bill is its usual one. */
export interface PlanFeatureChoices {
  amenities: Amenity[];
  utilities: Utility[];
}

export const PLAN_AMENITIES_MAX = 60;
export const PLAN_UTILITIES_MAX = 20;
/** The highest average monthly bill the office can enter: far above any utility, short of a typo's extra zeros. */
export const UTILITY_BILL_MAX = 2_000;
export const UTILITY_BILL_PROBLEM = `Enter the average bill in dollars, from 0 to $${UTILITY_BILL_MAX.toLocaleString('en-US')}, or leave it empty`;

const id = z.number().int().positive();
const distinct = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id)).size === items.length;

/** The amenities as they should be, in order (the list travels whole: added, removed and moved ones at once). */
export const planAmenitiesSchema = z
  .array(z.object({ id }))
  .max(PLAN_AMENITIES_MAX, `At most ${PLAN_AMENITIES_MAX} amenities`)
  .refine(distinct, 'An amenity is listed twice');

/** The utilities as they should be, in order, each with the plan's bill (null: no estimate given). */
export const planUtilitiesSchema = z
  .array(
    z.object({
      id,
      averageMonthlyBill: z.number({ error: UTILITY_BILL_PROBLEM }).min(0, UTILITY_BILL_PROBLEM).max(UTILITY_BILL_MAX, UTILITY_BILL_PROBLEM).nullable(),
    }),
  )
  .max(PLAN_UTILITIES_MAX, `At most ${PLAN_UTILITIES_MAX} utilities`)
  .refine(distinct, 'A utility is listed twice');

export type PlanAmenityRef = z.output<typeof planAmenitiesSchema>[number];
export type PlanUtilityRef = z.output<typeof planUtilitiesSchema>[number];
