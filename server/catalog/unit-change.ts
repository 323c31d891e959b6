import { UNIT_FIELDS, type EditableUnit, type UnitFields } from '@/features/staff/catalogEdits';

/** A unit's editable fields alone (what a change, the CSV and the audit entries speak of). */
export function unitFieldsOf(unit: EditableUnit): UnitFields {
  return Object.fromEntries(UNIT_FIELDS.map((field) => [field, unit[field]])) as UnitFields;
}
