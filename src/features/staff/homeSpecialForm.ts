import { fieldErrors } from '@/lib/validation';
import { HOME_SPECIAL_FIELDS, homeSpecialChangeSchema, homeSpecialSchema, type EditableHomeSpecial, type HomeSpecialChange, type HomeSpecialFields } from './planEdits';

/**
 * Issue 23: the home-page special's form, as rules (planForm.ts is the floor plan's): its values, the change they make
 * from the version the agent opened, the problems the API would answer, and a 409 side by side.
 */

type HomeSpecialField = (typeof HOME_SPECIAL_FIELDS)[number];
/** What the form holds: the special's fields, the picture's link as typed ('' for none). */
export type HomeSpecialFormValues = Omit<HomeSpecialFields, 'image'> & { image: string };

export const homeSpecialFormValues = ({ title, description, details, image, startDate, communityIds }: EditableHomeSpecial): HomeSpecialFormValues => ({
  title,
  description,
  details,
  image: image ?? '',
  startDate,
  communityIds,
});

/** A new special's form: empty, starting `today`, on no community yet. */
export const newHomeSpecialValues = (today: string): HomeSpecialFormValues => ({ title: '', description: '', details: '', image: '', startDate: today, communityIds: [] });

const wire = (field: HomeSpecialField, values: HomeSpecialFormValues) => JSON.stringify(field === 'image' ? values.image.trim() || null : values[field]);

/** The fields that moved from `base` (with its version); null: nothing to save. */
export function homeSpecialChangeFrom(values: HomeSpecialFormValues, base: EditableHomeSpecial): HomeSpecialChange | null {
  const seen = homeSpecialFormValues(base);
  const moved = HOME_SPECIAL_FIELDS.filter((field) => wire(field, values) !== wire(field, seen));
  if (moved.length === 0) return null;
  return { version: base.version, ...Object.fromEntries(moved.map((field) => [field, values[field]])) };
}

export const homeSpecialChangeProblems = (change: HomeSpecialChange): Record<string, string> => {
  const checked = homeSpecialChangeSchema.safeParse(change);
  return checked.success ? {} : fieldErrors(checked.error.issues);
};

export const newHomeSpecialProblems = (values: HomeSpecialFormValues): Record<string, string> => {
  const checked = homeSpecialSchema.safeParse(values);
  return checked.success ? {} : fieldErrors(checked.error.issues);
};

const LABELS: Record<HomeSpecialField, string> = {
  title: 'Title',
  description: 'Description',
  details: 'Details (HTML)',
  image: 'Image link',
  startDate: 'Start date',
  communityIds: 'Communities',
};

/** A field's value as a line of the side by side: communities by name. */
function shown(field: HomeSpecialField, values: HomeSpecialFormValues, communityName: (id: number) => string): string {
  if (field === 'communityIds') return values.communityIds.map(communityName).join(', ') || 'None';
  return values[field].trim() || 'None';
}

/** A 409's rows: each field the agent changed or someone else did, with the agent's value and the current one. */
export function homeSpecialConflictRows(
  values: HomeSpecialFormValues,
  seen: EditableHomeSpecial,
  current: EditableHomeSpecial,
  communityName: (id: number) => string,
): [string, string, string][] {
  const change = homeSpecialChangeFrom(values, seen) ?? {};
  const before = homeSpecialFormValues(seen);
  const now = homeSpecialFormValues(current);
  return HOME_SPECIAL_FIELDS.filter((field) => field in change || wire(field, before) !== wire(field, now)).map((field) => [
    LABELS[field],
    field in change ? shown(field, values, communityName) : 'Not changed',
    shown(field, now, communityName),
  ]);
}
