import { z } from '@/lib/zod';
import type { IsoDate } from '@/lib/dates';
import { endsBeforeStart, SPECIAL_RENT_PROBLEMS, specialRentProblem } from '@/features/floorplans/specialRent';
import { PETS, type Pet } from '@/features/floorplans/types';
import { catalogDay } from './catalogEdits';

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
  webSpecials: EditableWebSpecial[];
}

/** A web special of a plan (spec section 9: shown between its dates), with the id its edits name. */
export interface EditableWebSpecial {
  id: number;
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
] as const satisfies readonly (keyof EditablePlan)[];
export type PlanField = (typeof PLAN_FIELDS)[number];
export type PlanFields = Pick<EditablePlan, PlanField>;

const TOUR_LINK = 'Use a full https:// link, or leave it empty';
const isHttpsUrl = (text: string) => URL.canParse(text) && new URL(text).protocol === 'https:';

/** A tour link: an https URL, or empty (stored as none). */
const tourLink = z
  .string()
  .trim()
  .max(2_000, 'At most 2,000 characters')
  .refine((text) => text === '' || isHttpsUrl(text), TOUR_LINK)
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
  virtualTourLink: tourLink,
  videoTourLink: tourLink,
  threeSixtyVideoTourLink: tourLink,
  htmlTitle: optionalText(200),
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
export const webSpecialSchema = z
  .object({
    description: z.string().trim().min(1, 'Describe the special').max(500, 'At most 500 characters'),
    startDate: catalogDay,
    endDate: catalogDay,
  })
  .refine((special) => !endsBeforeStart(special.startDate, special.endDate), { message: SPECIAL_RENT_PROBLEMS.endsBeforeStart, path: ['endDate'] });
export type WebSpecialFields = z.infer<typeof webSpecialSchema>;

/**
 * The audit entry's before and after of a change: only the fields whose value moved, by their EditablePlan names.
 * null: nothing changed (no entry is written).
 */
export function changedPlanFields(before: PlanFields, after: PlanFields): { before: Partial<PlanFields>; after: Partial<PlanFields> } | null {
  const moved = PLAN_FIELDS.filter((field) => before[field] !== after[field]);
  if (moved.length === 0) return null;
  return {
    before: Object.fromEntries(moved.map((field) => [field, before[field]])) as Partial<PlanFields>,
    after: Object.fromEntries(moved.map((field) => [field, after[field]])) as Partial<PlanFields>,
  };
}
