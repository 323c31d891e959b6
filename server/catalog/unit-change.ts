import { UNIT_FIELDS, type EditableUnit, type UnitFields } from '@/features/staff/catalogEdits';

/** A unit's editable fields alone (what a change, the CSV and the audit entries speak of). */
export function unitFieldsOf(unit: EditableUnit): UnitFields {
  return Object.fromEntries(UNIT_FIELDS.map((field) => [field, unit[field]])) as UnitFields;
}

/** The fields that moved between two states of a unit, each side holding only those (an audit entry's before/after). */
export interface UnitFieldChanges {
  before: Partial<UnitFields>;
  after: Partial<UnitFields>;
}

/** What changed from `before` to `after`; undefined when nothing did (such a unit is not written, nor audited). */
export function changedUnitFields(before: UnitFields, after: UnitFields): UnitFieldChanges | undefined {
  const moved = UNIT_FIELDS.filter((field) => before[field] !== after[field]);
  if (moved.length === 0) return undefined;
  const pick = (fields: UnitFields) => Object.fromEntries(moved.map((field) => [field, fields[field]])) as Partial<UnitFields>;
  return { before: pick(before), after: pick(after) };
}
