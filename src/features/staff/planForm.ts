import { formatDate, formatMoney } from '@/lib/format';
import type { Pet } from '@/features/floorplans/types';
import { PET_SETTING_LABELS } from './catalogEdits';
import { PLAN_FIELDS, planChangeSchema, type EditablePlan, type PlanChange, type PlanField } from './planEdits';
import type { PlanAmenity, PlanUtility } from './planFeatures';

/** A plan's utility as its form holds it: the bill as typed (empty: no estimate). */
export type UtilityRow = Omit<PlanUtility, 'averageMonthlyBill'> & { bill: string };

/** A floor plan as its form holds it: text as typed, ticks as ticks. */
export interface PlanFormValues {
  name: string;
  description: string;
  featured: boolean;
  active: boolean;
  allowedPet: Pet | '';
  petPolicy: string;
  specialRent: string;
  specialRentStartDate: string;
  specialRentEndDate: string;
  virtualTourLink: string;
  videoTourLink: string;
  threeSixtyVideoTourLink: string;
  htmlTitle: string;
  amenities: PlanAmenity[];
  utilities: UtilityRow[];
}

/** A bill as the form shows it: '45', '45.5', or empty for none. */
export const billText = (bill: number | null) => (bill === null ? '' : String(bill));

export const planFormValues = (plan: EditablePlan): PlanFormValues => ({
  name: plan.name,
  description: plan.description,
  featured: plan.featured,
  active: plan.active,
  allowedPet: plan.allowedPet ?? '',
  petPolicy: plan.petPolicy ?? '',
  specialRent: plan.specialRent === null ? '' : String(plan.specialRent),
  specialRentStartDate: plan.specialRentStartDate ?? '',
  specialRentEndDate: plan.specialRentEndDate ?? '',
  virtualTourLink: plan.virtualTourLink ?? '',
  videoTourLink: plan.videoTourLink ?? '',
  threeSixtyVideoTourLink: plan.threeSixtyVideoTourLink ?? '',
  htmlTitle: plan.htmlTitle ?? '',
  amenities: plan.amenities,
  utilities: plan.utilities.map(({ averageMonthlyBill, ...utility }) => ({ ...utility, bill: billText(averageMonthlyBill) })),
});

const SPECIAL_RENT_FIELDS = ['specialRent', 'specialRentStartDate', 'specialRentEndDate'] as const;

/** A typed bill as the wire carries it: empty is none, else a number (NaN when it is not one: the schema says so). */
const billOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * A typed value as the wire carries it: empty text is none, a rent is a number (NaN when it is not one: the schema
 * says so), a list is its items' ids in order (and each utility's bill).
 */
function wireValue(field: PlanField, values: PlanFormValues): PlanChange[PlanField] {
  if (field === 'amenities') return values.amenities.map(({ id }) => ({ id }));
  if (field === 'utilities') return values.utilities.map(({ id, bill }) => ({ id, averageMonthlyBill: billOf(bill) }));
  const value = values[field];
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  if (field === 'specialRent') return text === '' ? null : Number(text);
  if (field === 'name' || field === 'description') return text;
  return text === '' ? null : text;
}

/**
 * The change that turns `base` into `values`, made from `base`'s version: only the fields that differ (the special
 * rent with both its dates, as they travel together), so applying it again on a newer version leaves alone what the
 * other person changed and the agent did not. null: nothing to save.
 */
export function planChangeFrom(values: PlanFormValues, base: EditablePlan): PlanChange | null {
  const seen = planFormValues(base);
  const moved = PLAN_FIELDS.filter((field) => JSON.stringify(wireValue(field, values)) !== JSON.stringify(wireValue(field, seen)));
  if (moved.length === 0) return null;
  const fields = moved.some((field) => (SPECIAL_RENT_FIELDS as readonly string[]).includes(field)) ? [...new Set([...moved, ...SPECIAL_RENT_FIELDS])] : moved;
  return { version: base.version, ...Object.fromEntries(fields.map((field) => [field, wireValue(field, values)])) };
}

/** A change's problems: by field, and a utility's bill by its place in the list (`utilities.2`). */
export type PlanProblems = Partial<Record<PlanField | `utilities.${number}`, string>>;

/** The change's problems, from the API's own schema (the same words the API would answer). */
export function planChangeProblems(change: PlanChange): PlanProblems {
  const checked = planChangeSchema.safeParse(change);
  const problems: PlanProblems = {};
  for (const { path, message } of checked.error?.issues ?? []) {
    const [field, row] = path;
    const key = field === 'utilities' && typeof row === 'number' ? (`utilities.${row}` as const) : (field as PlanField);
    problems[key] ??= message;
  }
  return problems;
}

export const PLAN_FIELD_LABELS: Record<PlanField, string> = {
  name: 'Name',
  description: 'Description',
  featured: 'Featured',
  active: 'Shown on the site',
  allowedPet: 'Pets allowed',
  petPolicy: 'Pet policy',
  specialRent: 'Special rent',
  specialRentStartDate: 'Special rent from',
  specialRentEndDate: 'Special rent until',
  virtualTourLink: 'Virtual tour link',
  videoTourLink: 'Video tour link',
  threeSixtyVideoTourLink: '360° video tour link',
  htmlTitle: 'Page title',
  amenities: 'Amenities',
  utilities: 'Utilities',
};

/** A utility as a conflict and the list say it: 'Water (included)', 'Electric ($65 a month)', 'Gas (no estimate)'. */
export function utilityText({ name, type, bill }: Pick<UtilityRow, 'name' | 'type' | 'bill'>): string {
  if (type === 'INCLUDED_UTILITY') return `${name} (included)`;
  const amount = billOf(bill);
  return amount === null || !Number.isFinite(amount) ? `${name} (no estimate)` : `${name} (${formatMoney(amount)} a month)`;
}

/** One field's value as the conflict table shows it. */
function shown(field: PlanField, values: PlanFormValues): string {
  if (field === 'amenities') return values.amenities.map((amenity) => amenity.name).join(', ') || '—';
  if (field === 'utilities') return values.utilities.map(utilityText).join(', ') || '—';
  const value = values[field];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value.trim() === '') return '—';
  if (field === 'allowedPet') return PET_SETTING_LABELS[value as Pet];
  if (field === 'specialRent') return Number.isFinite(Number(value)) ? formatMoney(Number(value)) : value;
  if (field === 'specialRentStartDate' || field === 'specialRentEndDate') return formatDate(value);
  return value;
}

/**
 * A conflict side by side, as text: each field the agent changed or the other person changed, with the agent's value
 * ('Not changed' where they left it) and the value it now has.
 */
export function planConflictRows(values: PlanFormValues, seen: EditablePlan, current: EditablePlan): [string, string, string][] {
  const change = planChangeFrom(values, seen) ?? { version: seen.version };
  const before = planFormValues(seen);
  const now = planFormValues(current);
  return PLAN_FIELDS.filter((field) => field in change || shown(field, before) !== shown(field, now)).map((field) => [
    PLAN_FIELD_LABELS[field],
    field in change ? shown(field, values) : 'Not changed',
    shown(field, now),
  ]);
}
