import { UNIT_FIELDS, unitFieldsSchema, type EditableUnit, type UnitBulk, type UnitFields } from '@/features/staff/catalogEdits';
import type { IsoDate } from '@/lib/dates';

/** A unit's editable fields alone (what a change, the CSV and the audit entries speak of). */
export function unitFieldsOf(unit: EditableUnit): UnitFields {
  return Object.fromEntries(UNIT_FIELDS.map((field) => [field, unit[field]])) as UnitFields;
}

export type UnitBulkAction = UnitBulk['action'];

/** What a bulk action makes of one unit, or why it cannot (a rent the schema refuses). */
export type BulkOutcome = { fields: UnitFields } | { problem: string };

/**
 * Issue 23: a bulk action applied to one unit, on the office's `today`.
 * - 'available-on': available from the date.
 * - 'available-now': available from today, unless it is already available from an earlier day (that date stays: it
 *   says how long the unit has been waiting).
 * - 'rent-percent': the rent moved by the percentage, rounded to whole dollars; a result the rent's own rule refuses
 *   (below $1, above the maximum) is a problem, never clamped.
 * - 'active': listed or not.
 */
export function bulkOutcome(unit: UnitFields, action: UnitBulkAction, today: IsoDate): BulkOutcome {
  switch (action.kind) {
    case 'available-on':
      return { fields: { ...unit, available: true, moveInDate: action.date } };
    case 'available-now': {
      const earlier = unit.available && unit.moveInDate < today;
      return { fields: { ...unit, available: true, moveInDate: earlier ? unit.moveInDate : today } };
    }
    case 'rent-percent': {
      // In hundredths first, so 3% of $1,050 is $31.50 exactly before rounding (1050 * 1.03 is 1081.5000000000002).
      const rent = Math.round((unit.rent * (100 + action.percent)) / 100);
      const checked = unitFieldsSchema.shape.rent.safeParse(rent);
      return checked.success ? { fields: { ...unit, rent } } : { problem: checked.error.issues[0].message };
    }
    case 'active':
      return { fields: { ...unit, active: action.active } };
  }
}
