import { fieldErrors } from '@/lib/validation';
import { formatDate, formatMoney } from '@/lib/format';
import type { Pet } from '@/features/floorplans/types';
import { PET_SETTING_LABELS } from './catalogEdits';
import { PLAN_FIELDS, planChangeSchema, type EditablePlan, type PlanChange, type PlanField } from './planEdits';

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
}

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
});

const SPECIAL_RENT_FIELDS = ['specialRent', 'specialRentStartDate', 'specialRentEndDate'] as const;

/** A typed value as the wire carries it: empty text is none, a rent is a number (NaN when it is not one: the schema says so). */
function wireValue(field: PlanField, values: PlanFormValues): PlanChange[PlanField] {
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
  const moved = PLAN_FIELDS.filter((field) => wireValue(field, values) !== wireValue(field, seen));
  if (moved.length === 0) return null;
  const fields = moved.some((field) => (SPECIAL_RENT_FIELDS as readonly string[]).includes(field)) ? [...new Set([...moved, ...SPECIAL_RENT_FIELDS])] : moved;
  return { version: base.version, ...Object.fromEntries(fields.map((field) => [field, wireValue(field, values)])) };
}

/** The change's problems by field, from the API's own schema (the same words the API would answer). */
export function planChangeProblems(change: PlanChange): Partial<Record<PlanField, string>> {
  const checked = planChangeSchema.safeParse(change);
  return checked.success ? {} : fieldErrors(checked.error.issues);
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
};

/** One field's value as the conflict table shows it. */
function shown(field: PlanField, values: PlanFormValues): string {
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
