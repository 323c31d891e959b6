import type { IsoDate } from '@/lib/dates';
import { formatDate, formatMoney } from '@/lib/format';
import { isAvailableNow } from '@/features/floorplans/availability';
import { PETS, type Pet } from '@/features/floorplans/types';
import { catalogDay, PET_SETTING_LABELS, UNIT_AVAILABILITIES, UNIT_AVAILABILITY_LABELS, unitFieldsSchema, type EditableUnit, type UnitAvailability, type UnitFields } from './catalogEdits';
import { availableNowDate } from './unitBulk';

/**
 * Issue 23: the rules of the listings grid, apart from its rendering. What a cell shows, what its editor starts from,
 * and the change an edit makes are worked out here from the unit and the office's date (`today`, companyTime.ts).
 */

/** What a unit shows in the Availability column (and what the site makes of it, spec section 9). */
export interface AvailabilityState {
  kind: UnitAvailability;
  /** The move-in date: the day it is available from ('on'), or since ('now'). */
  date: IsoDate;
}

/**
 * Not available: 'Unavailable', whatever its date. Available from today or earlier: 'Available Now' (the site's own
 * rule, `isAvailableNow`). Available from a later day: 'Available On' that day.
 */
export function unitAvailability(unit: Pick<EditableUnit, 'available' | 'moveInDate'>, today: IsoDate): AvailabilityState {
  if (!unit.available) return { kind: 'unavailable', date: unit.moveInDate };
  return { kind: isAvailableNow(unit.moveInDate, today) ? 'now' : 'on', date: unit.moveInDate };
}

export function availabilityText(unit: Pick<EditableUnit, 'available' | 'moveInDate'>, today: IsoDate): string {
  const { kind, date } = unitAvailability(unit, today);
  return kind === 'on' ? `${UNIT_AVAILABILITY_LABELS.on} ${formatDate(date)}` : UNIT_AVAILABILITY_LABELS[kind];
}

/** A unit without a setting of its own follows its floor plan's. */
export const NO_PET_SETTING = 'As the floor plan';

/** How a cell is edited: typed text, a choice, or the availability's choice with its date. */
export type EditorKind = 'text' | 'number' | 'choice' | 'availability';

export interface UnitColumn {
  key: string;
  header: string;
  /** undefined: read only. */
  editor?: EditorKind;
  text: (unit: EditableUnit, today: IsoDate) => string;
}

export const UNIT_COLUMNS: readonly UnitColumn[] = [
  { key: 'unit', header: 'Unit', text: (unit) => String(unit.id) },
  { key: 'floorplan', header: 'Floor plan', text: (unit) => unit.floorplanName },
  { key: 'active', header: 'Listed', editor: 'choice', text: (unit) => (unit.active ? 'Yes' : 'No') },
  { key: 'availability', header: 'Availability', editor: 'availability', text: availabilityText },
  { key: 'availabilityExtensionMonths', header: 'Extension months', editor: 'number', text: (unit) => String(unit.availabilityExtensionMonths) },
  { key: 'rent', header: 'Rent', editor: 'number', text: (unit) => formatMoney(unit.rent) },
  { key: 'deposit', header: 'Deposit', editor: 'number', text: (unit) => formatMoney(unit.deposit) },
  { key: 'squareFoot', header: 'Sq ft', editor: 'number', text: (unit) => String(unit.squareFoot) },
  { key: 'allowedPet', header: 'Pets', editor: 'choice', text: (unit) => (unit.allowedPet ? PET_SETTING_LABELS[unit.allowedPet] : NO_PET_SETTING) },
  { key: 'petPolicy', header: 'Pet policy', editor: 'text', text: (unit) => unit.petPolicy ?? '' },
];

/** The choices of a 'choice' or 'availability' column, as value and label. */
export function columnChoices(key: string): { value: string; label: string }[] {
  if (key === 'active') return [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];
  if (key === 'allowedPet') return [{ value: '', label: NO_PET_SETTING }, ...PETS.map((pet) => ({ value: pet, label: PET_SETTING_LABELS[pet] }))];
  if (key === 'availability') return UNIT_AVAILABILITIES.map((kind) => ({ value: kind, label: UNIT_AVAILABILITY_LABELS[kind] }));
  return [];
}

/** An editor's value as typed: `value` for every column, and the availability's date. */
export interface CellDraft {
  value: string;
  date: string;
}

/** What an editor opens with: the unit's value, or the character the agent started typing. */
export function cellDraft(unit: EditableUnit, key: string, today: IsoDate, typed?: string): CellDraft {
  const { kind, date } = unitAvailability(unit, today);
  const values: Record<string, string> = {
    active: unit.active ? 'yes' : 'no',
    availability: kind,
    availabilityExtensionMonths: String(unit.availabilityExtensionMonths),
    rent: String(unit.rent),
    deposit: String(unit.deposit),
    squareFoot: String(unit.squareFoot),
    allowedPet: unit.allowedPet ?? '',
    petPolicy: unit.petPolicy ?? '',
  };
  const column = UNIT_COLUMNS.find((one) => one.key === key);
  const typedOver = typed !== undefined && (column?.editor === 'text' || column?.editor === 'number');
  return { value: typedOver ? typed : (values[key] ?? ''), date: kind === 'on' ? date : '' };
}

/** Whole numbers as an agent types them: '$1,250' is 1250; anything else is not a number (NaN), and the schema says why. */
const typedNumber = (text: string): number => (/^\$?\s*-?[\d,]+(\.\d+)?$/.test(text.trim()) ? Number(text.trim().replace(/[$,\s]/g, '')) : Number.NaN);

/** The fields an availability choice sets: 'now' gives the bulk action's date (`availableNowDate`). */
function availabilityFields(unit: EditableUnit, draft: CellDraft, today: IsoDate): Partial<UnitFields> | string {
  if (draft.value === 'unavailable') return { available: false };
  if (draft.value === 'now') return { available: true, moveInDate: availableNowDate(unit, today) };
  if (!draft.date) return 'Choose the date it is available on';
  const day = catalogDay.safeParse(draft.date);
  return day.success ? { available: true, moveInDate: day.data } : (day.error.issues[0]?.message ?? 'Choose a date');
}

function typedFields(key: string, draft: CellDraft): Partial<UnitFields> {
  switch (key) {
    case 'active':
      return { active: draft.value === 'yes' };
    case 'allowedPet':
      return { allowedPet: (draft.value || null) as Pet | null };
    case 'petPolicy':
      return { petPolicy: draft.value.trim() || null };
    default:
      return { [key]: typedNumber(draft.value) };
  }
}

export type CellChange = { fields: Partial<UnitFields> } | { problem: string };

/**
 * The change an edit makes, checked with the API's own schema (the same messages): only the fields whose value
 * differs from the unit's (none: nothing to save), or the first problem.
 */
export function cellChange(unit: EditableUnit, key: string, draft: CellDraft, today: IsoDate): CellChange {
  const wanted = key === 'availability' ? availabilityFields(unit, draft, today) : typedFields(key, draft);
  if (typeof wanted === 'string') return { problem: wanted };
  const checked = unitFieldsSchema.partial().safeParse(wanted);
  if (!checked.success) return { problem: checked.error.issues[0]?.message ?? 'Check this value' };
  const fields: Partial<UnitFields> = {};
  for (const [field, value] of Object.entries(checked.data) as [keyof UnitFields, unknown][]) {
    if (unit[field] !== value) Object.assign(fields, { [field]: value });
  }
  return { fields };
}

/** The column a unit field is shown in (the availability shows two). */
const columnOfField = (field: string) => UNIT_COLUMNS.find((column) => column.key === (field === 'available' || field === 'moveInDate' ? 'availability' : field))!;

/**
 * A conflict side by side: for each column the agent changed, what they typed (their fields on the unit as it now
 * is) and what it is now.
 */
export function unitConflictRows(fields: Partial<UnitFields>, current: EditableUnit, today: IsoDate): [string, string, string][] {
  const mine = { ...current, ...fields };
  const columns = [...new Set(Object.keys(fields).map(columnOfField))];
  return columns.map((column) => [column.header, column.text(mine, today), column.text(current, today)]);
}
