import { z } from '@/lib/zod';
import { AMENITY_TYPES, type Amenity, type AmenityType, type Utility } from '@/features/floorplans/types';
import { LINE_CONTROL_CHARACTERS } from '@/shared/controlCharacters';

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

/** What each kind of amenity is called where the office picks it (the plan page groups amenities by it). */
export const AMENITY_TYPE_LABELS: Record<AmenityType, string> = {
  KITCHEN: 'Kitchen',
  LIVING_AND_BEDROOM: 'Living room and bedroom',
  BATHROOM: 'Bathroom',
  OUTDOOR: 'Outdoor',
  HEATING_COOLING_AND_WIRING: 'Heating, cooling and wiring',
  SMART_LIVING: 'Smart living',
  PARKING: 'Parking',
  NOT_APPLICABLE: 'Other',
};

export const AMENITY_NAME_MAX = 60;

/** `POST api/staff/catalog/amenities`: a new amenity of the catalog, for every plan to pick (issue 23). */
export const newAmenitySchema = z.object({
  name: z
    .string({ error: 'Give the amenity a name' })
    .trim()
    .min(1, 'Give the amenity a name')
    .max(AMENITY_NAME_MAX, `At most ${AMENITY_NAME_MAX} characters`)
    .refine((name) => !LINE_CONTROL_CHARACTERS.test(name), 'The name must be one line of plain text'),
  type: z.enum(AMENITY_TYPES, { error: 'Choose what kind of amenity it is' }),
  featured: z.boolean({ error: 'Say whether the amenity is featured' }).default(false),
});
export type NewAmenity = z.input<typeof newAmenitySchema>;
