import { z } from '@/lib/zod';
import type { IsoDate } from '@/lib/dates';
import { endsBeforeStart, SPECIAL_RENT_PROBLEMS, specialRentProblem } from '@/features/floorplans/specialRent';
import { PETS, type Pet } from '@/features/floorplans/types';
import type { HomePageSpecial } from '@/features/specials/types';
import { catalogDay } from './catalogEdits';
import { planAmenitiesSchema, planUtilitiesSchema, type PlanAmenity, type PlanAmenityRef, type PlanUtility, type PlanUtilityRef } from './planFeatures';

/**
 * Issue 23: the seam between the workspace's floor plan, specials and community pages and the local API's routes
 * (server/routes/staff-catalog-plans.ts), as catalogEdits.ts is for units. A floor plan's change carries the version
 * it was made from (migration 050) and answers 409 `CatalogConflict<EditablePlan>` when the plan moved on.
 */

const version = z.number().int().min(0);

/** `GET api/staff/catalog/floorplans/{id}`: a floor plan as the office edits it. */
export interface EditablePlan {
  id: number;
  communityId: number;
  communityName: string;
  version: number;
  name: string;
  description: string;
  featured: boolean;
  /** false: the plan is on no public list or page. */
  active: boolean;
  allowedPet: Pet | null;
  petPolicy: string | null;
  specialRent: number | null;
  specialRentStartDate: IsoDate | null;
  specialRentEndDate: IsoDate | null;
  virtualTourLink: string | null;
  videoTourLink: string | null;
  threeSixtyVideoTourLink: string | null;
  htmlTitle: string | null;
  /** In the order the plan page lists them (planFeatures.ts). */
  amenities: PlanAmenity[];
  utilities: PlanUtility[];
  webSpecials: EditableWebSpecial[];
}

/** A web special of a plan (spec section 9: shown between its dates), with the id and the version its edits name. */
export interface EditableWebSpecial {
  id: number;
  version: number;
  description: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** `GET api/staff/catalog/floorplans`: every plan, by community then name, for the pages that lead to one. */
export interface PlanSummary {
  id: number;
  name: string;
  communityId: number;
  communityName: string;
  active: boolean;
  specialRent: number | null;
  specialRentStartDate: IsoDate | null;
  specialRentEndDate: IsoDate | null;
  webSpecials: number;
}

/** The plan fields a change may carry, in the order the page shows them (and a conflict lists them). */
export const PLAN_FIELDS = [
  'name',
  'description',
  'featured',
  'active',
  'allowedPet',
  'petPolicy',
  'specialRent',
  'specialRentStartDate',
  'specialRentEndDate',
  'virtualTourLink',
  'videoTourLink',
  'threeSixtyVideoTourLink',
  'htmlTitle',
  'amenities',
  'utilities',
] as const satisfies readonly (keyof EditablePlan)[];
export type PlanField = (typeof PLAN_FIELDS)[number];
export type PlanFields = Pick<EditablePlan, PlanField>;
/** What a write puts on a plan: its fields, the lists by their items' ids (and bills); a plan's own fields fit. */
export type PlanWrite = Omit<PlanFields, 'amenities' | 'utilities'> & { amenities: PlanAmenityRef[]; utilities: PlanUtilityRef[] };

const HTTPS_LINK = 'Use a full https:// link, or leave it empty';
export const isHttpsUrl = (text: string) => URL.canParse(text) && new URL(text).protocol === 'https:';

/** A link the site shows or opens (a tour, a picture, a rating): an https URL, or empty (stored as none). */
export const httpsLink = z
  .string()
  .trim()
  .max(2_000, 'At most 2,000 characters')
  .refine((text) => text === '' || isHttpsUrl(text), HTTPS_LINK)
  .nullable()
  .transform((text) => text || null);

/** Optional text: empty is none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max.toLocaleString('en-US')} characters`)
    .nullable()
    .transform((text) => text || null);

const planFieldShape = {
  name: z.string().trim().min(1, 'Give the plan a name').max(100, 'At most 100 characters'),
  description: z.string().trim().max(5_000, 'At most 5,000 characters'),
  featured: z.boolean(),
  active: z.boolean(),
  allowedPet: z.enum(PETS).nullable(),
  petPolicy: optionalText(500),
  specialRent: z
    .number({ error: 'Enter the special rent in whole dollars' })
    .int('Enter the special rent in whole dollars')
    .max(1_000_000, 'The special rent must be at most $1,000,000')
    .nullable(),
  specialRentStartDate: catalogDay.nullable(),
  specialRentEndDate: catalogDay.nullable(),
  virtualTourLink: httpsLink,
  videoTourLink: httpsLink,
  threeSixtyVideoTourLink: httpsLink,
  htmlTitle: optionalText(200),
  amenities: planAmenitiesSchema,
  utilities: planUtilitiesSchema,
};

/**
 * `PATCH api/staff/catalog/floorplans/{id}`: any of the fields, with the version the change was made from. The special
 * rent and its two dates travel together (all three, or none of them), checked by the spec's rule (specialRentProblem):
 * the message sits on the field the office has to fix.
 */
export const planChangeSchema = z
  .object(planFieldShape)
  .partial()
  .extend({ version })
  .superRefine((change, context) => {
    const sent = [change.specialRent, change.specialRentStartDate, change.specialRentEndDate].filter((value) => value !== undefined).length;
    if (sent === 0) return;
    const problem =
      sent < 3
        ? SPECIAL_RENT_PROBLEMS.incomplete
        : specialRentProblem({ specialRent: change.specialRent!, specialRentStartDate: change.specialRentStartDate!, specialRentEndDate: change.specialRentEndDate! });
    if (!problem) return;
    context.addIssue({ code: 'custom', message: problem, path: [problem === SPECIAL_RENT_PROBLEMS.endsBeforeStart ? 'specialRentEndDate' : 'specialRent'] });
  });
export type PlanChange = z.input<typeof planChangeSchema>;

/** A web special's body (`POST floorplans/{id}/web-specials`, `PATCH web-specials/{id}`): an end before the start is refused. */
const webSpecialShape = {
  description: z.string().trim().min(1, 'Describe the special').max(500, 'At most 500 characters'),
  startDate: catalogDay,
  endDate: catalogDay,
};
const endsAfterStart = (special: { startDate: string; endDate: string }) => !endsBeforeStart(special.startDate, special.endDate);
const ENDS_BEFORE_START = { message: SPECIAL_RENT_PROBLEMS.endsBeforeStart, path: ['endDate'] };
export const webSpecialSchema = z.object(webSpecialShape).refine(endsAfterStart, ENDS_BEFORE_START);
export type WebSpecialFields = z.infer<typeof webSpecialSchema>;
export const WEB_SPECIAL_FIELDS = ['description', 'startDate', 'endDate'] as const satisfies readonly (keyof EditableWebSpecial)[];

/** `PATCH web-specials/{id}`: the special's fields with the version it was made from (409 when it moved on). */
export const webSpecialChangeSchema = z.object({ ...webSpecialShape, version }).refine(endsAfterStart, ENDS_BEFORE_START);
export type WebSpecialChange = z.input<typeof webSpecialChangeSchema>;

/** `DELETE web-specials/{id}?version=` and `DELETE home-specials/{id}?version=`: the version the removal was asked from. */
export const removalQuerySchema = z.object({ version: z.coerce.number().int().min(0).max(2_147_483_647) });

// ---------------------------------------------------------------------------------------------------------------
// The home-page special

/**
 * `GET api/staff/catalog/home-specials`: one home-page special as the office edits it, the site's own `HomePageSpecial`
 * with its communities as ids (the wire's comma-separated `properties`). The details are HTML as the office wrote it;
 * the pop-up and the preview show them only through `shownSpecialDetails`.
 */
export type EditableHomeSpecial = Omit<HomePageSpecial, 'properties'> & { communityIds: number[]; version: number };

/** `GET api/staff/catalog/home-specials`: every home-page special, by start date, and the communities to choose from. */
export interface HomeSpecialsAnswer {
  specials: EditableHomeSpecial[];
  communities: { id: number; name: string }[];
}

/** The most details an editor sends: far beyond any pop-up, short of a pasted page. */
export const HOME_SPECIAL_DETAILS_MAX = 20_000;

/**
 * `POST api/staff/catalog/home-specials` (a new one), and `PATCH …/{id}` with its version. The details are stored as sent (never shown unsanitised: the pop-up
 * sanitises them as it shows them); only what no editor sends is refused: more than 20,000 characters, or a NUL.
 */
export const homeSpecialSchema = z.object({
  title: z.string().trim().min(1, 'Give the special a title').max(100, 'At most 100 characters'),
  description: z.string().trim().min(1, 'Describe the special in a sentence').max(500, 'At most 500 characters'),
  details: z
    .string()
    .max(HOME_SPECIAL_DETAILS_MAX, `The details may have at most ${HOME_SPECIAL_DETAILS_MAX.toLocaleString('en-US')} characters`)
    .refine((html) => !html.includes('\u0000'), 'The details hold a character that cannot be stored (NUL)'),
  image: httpsLink,
  startDate: catalogDay,
  communityIds: z.array(z.number().int().positive()).min(1, 'Choose at least one community').max(100),
});
export type HomeSpecialFields = z.input<typeof homeSpecialSchema>;

/** `PATCH api/staff/catalog/home-specials/{id}`: any of its fields, with the version it was made from (409 when it moved on). */
export const homeSpecialChangeSchema = homeSpecialSchema.partial().extend({ version });
export type HomeSpecialChange = z.input<typeof homeSpecialChangeSchema>;
export const HOME_SPECIAL_FIELDS = ['title', 'description', 'details', 'image', 'startDate', 'communityIds'] as const satisfies readonly (keyof EditableHomeSpecial)[];
