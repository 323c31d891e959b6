import { z } from '@/lib/zod';
import { parseIsoDate, type IsoDate } from '@/lib/dates';
import { PETS, type Pet } from '@/features/floorplans/types';

/**
 * Issue 23: the office keeps the catalog true. This file is the seam between the workspace's listing pages
 * (src/pages/staff, src/features/staff) and the local API's catalog routes (server/routes/staff-catalog*.ts), as
 * types.ts is for the rest of the workspace: every body and answer of `api/staff/catalog/*` is typed here, and the
 * bodies are the zod schemas both sides check with, so the editor refuses what the API would refuse, with the same
 * message.
 *
 * Every record an editor opens carries its `version` (migration 050); a change names the version it was made from and
 * applies only if the record is still at it, else 409 with the record as it now is (`CatalogConflict`).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const version = z.number().int().min(0);

/** A calendar day that exists ('2026-02-30' does not). */
export const catalogDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-08-01')
  .refine((day) => parseIsoDate(day)?.format('YYYY-MM-DD') === day, 'That date does not exist');

const dollars = (what: string, least: number) =>
  z
    .number({ error: `Enter the ${what} in whole dollars` })
    .int(`Enter the ${what} in whole dollars`)
    .min(least, least > 0 ? `The ${what} must be at least $${least}` : `The ${what} cannot be negative`)
    .max(1_000_000, `The ${what} must be at most $1,000,000`);

// ---------------------------------------------------------------------------------------------------------------
// Units

/**
 * How the office reads a unit's availability (Rentsync's words): a unit can be rented from today, from a later date,
 * or not at all for now (`available` false: leased, no date yet). Whether it is listed at all is `active`, apart.
 */
export const UNIT_AVAILABILITIES = ['now', 'on', 'unavailable'] as const;
export type UnitAvailability = (typeof UNIT_AVAILABILITIES)[number];
export const UNIT_AVAILABILITY_LABELS: Record<UnitAvailability, string> = {
  now: 'Available Now',
  on: 'Available On',
  unavailable: 'Unavailable',
};

/** A pet setting (a unit's or a floor plan's, spec section 9) in the office's words. */
export const PET_SETTING_LABELS: Record<Pet, string> = {
  LARGE_DOG_SMALL_DOG_CAT: 'Large dogs, small dogs and cats',
  SMALL_DOG_CAT: 'Small dogs and cats',
  CAT: 'Cats only',
  NO_PET: 'No pets',
};

/** `GET api/staff/catalog/communities/{id}/units`: a community's units as the grid edits them. */
export interface EditableUnit {
  id: number;
  floorplanId: number;
  floorplanName: string;
  version: number;
  /** Listed on the site at all. */
  active: boolean;
  /** false: listed but not available for now (no date); the site offers only units active and available. */
  available: boolean;
  moveInDate: IsoDate;
  availabilityExtensionMonths: number;
  rent: number;
  deposit: number;
  squareFoot: number;
  allowedPet: Pet | null;
  petPolicy: string | null;
}

/**
 * The fields of a unit the office edits, each checked as the API checks it. A rent of 0 is refused: a unit on the
 * site always has a price.
 */
export const unitFieldsSchema = z.object({
  active: z.boolean(),
  available: z.boolean(),
  moveInDate: catalogDay,
  availabilityExtensionMonths: z
    .number({ error: 'Enter a number of months' })
    .int('Enter a whole number of months')
    .min(0, 'Months cannot be negative')
    .max(24, 'At most 24 months'),
  rent: dollars('rent', 1),
  deposit: dollars('deposit', 0),
  squareFoot: z.number({ error: 'Enter the square feet' }).int('Enter whole square feet').min(1, 'Enter the square feet').max(100_000, 'At most 100,000 square feet'),
  allowedPet: z.enum(PETS).nullable(),
  petPolicy: z.string().trim().max(500, 'At most 500 characters').nullable(),
});
export type UnitFields = z.infer<typeof unitFieldsSchema>;

/** `PATCH api/staff/catalog/units/{id}`: any of the fields, with the version the change was made from. */
export const unitChangeSchema = unitFieldsSchema.partial().extend({ version });
export type UnitChange = z.infer<typeof unitChangeSchema>;

/** `POST api/staff/catalog/units/bulk`: one action on the selected units, each at the version the grid showed. */
export const unitBulkSchema = z.object({
  units: z.array(z.object({ id, version })).min(1, 'Select at least one unit').max(5_000),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('available-on'), date: catalogDay }),
    z.object({ kind: z.literal('available-now') }),
    z.object({ kind: z.literal('rent-percent'), percent: z.number().min(-50, 'At most 50% down').max(50, 'At most 50% up') }),
    z.object({ kind: z.literal('active'), active: z.boolean() }),
  ]),
});
export type UnitBulk = z.infer<typeof unitBulkSchema>;

/** The editable fields of a unit, in the order the grid, the CSV and the audit entries name them. */
export const UNIT_FIELDS = Object.keys(unitFieldsSchema.shape) as (keyof UnitFields)[];

/** The largest file `POST units/import` takes (413 above it); the page refuses a larger one before sending it. */
export const UNIT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Why a larger file is refused, by the page before sending it and by the API (413) alike. */
export const UNIT_IMPORT_TOO_LARGE = `That file is larger than ${UNIT_IMPORT_MAX_BYTES / 1024 / 1024} MB: import it in parts (one community at a time).`;

/** `POST api/staff/catalog/units/import?mode=`: check every row and write nothing, or write every row at once. */
export const UNIT_IMPORT_MODES = ['dry-run', 'apply'] as const;
export const unitImportQuerySchema = z.object({
  mode: z.enum(UNIT_IMPORT_MODES, { error: 'Choose mode=dry-run or mode=apply' }),
});
export type UnitImportMode = (typeof UNIT_IMPORT_MODES)[number];

/** One problem of an imported file: its row as a spreadsheet numbers it (the header is row 1) and its column's header. */
export interface UnitImportError {
  row: number;
  column: string;
  message: string;
}

/**
 * The answer of an import (200; 400 for an `apply` that had errors, which wrote nothing): the file's unit rows, how many
 * of them change a unit (would change, in a dry run), and every problem found.
 */
export interface UnitImportResult {
  rows: number;
  changed: number;
  errors: UnitImportError[];
}

// ---------------------------------------------------------------------------------------------------------------
// Answers

/** 409: the record changed since it was opened. `current` holds it as it is now; nothing was written. */
export interface CatalogConflict<T> {
  message: string;
  current: T;
}

/** `GET api/staff/catalog/communities`: the communities the office can edit, for the picker. */
export interface CatalogCommunity {
  id: number;
  name: string;
  units: number;
}

/** Whole ids of the selected rows, as the URL and the bulk body carry them. */
export const catalogIdSchema = id;

/**
 * The audit entry's before and after of a change: only the fields whose value moved, by their wire names (a list
 * compares by its items). null: nothing changed (no entry is written).
 */
export function changedFields<T extends object, K extends keyof T>(before: T, after: T, fields: readonly K[]): { before: Pick<T, K>; after: Pick<T, K> } | null {
  const moved = fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  if (moved.length === 0) return null;
  const pick = (of: T) => Object.fromEntries(moved.map((field) => [field, of[field]])) as Pick<T, K>;
  return { before: pick(before), after: pick(after) };
}
