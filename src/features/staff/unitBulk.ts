import type { IsoDate } from '@/lib/dates';
import { isAvailableNow } from '@/features/floorplans/availability';
import { unitFieldsSchema, type UnitBulk, type UnitFields } from './catalogEdits';

/**
 * Issue 23: what the office's availability and rent actions make of a unit, one rule for the grid's cell editor, the
 * API's bulk action (server/routes/staff-catalog-units.ts) and the tests' stand-in API, each on the office's `today`.
 */

/**
 * The move-in date 'Available now' gives a unit: today, unless it is already available from an earlier day (that
 * date stays: it says how long the unit has been waiting). An unavailable unit was not waiting: today.
 */
export function availableNowDate(unit: Pick<UnitFields, 'available' | 'moveInDate'>, today: IsoDate): IsoDate {
  return unit.available && isAvailableNow(unit.moveInDate, today) ? unit.moveInDate : today;
}

/** What a bulk action makes of one unit, or why it cannot (a rent the schema refuses). */
export type BulkOutcome = { fields: UnitFields } | { problem: string };

/**
 * A bulk action applied to one unit.
 * - 'available-on': available from the date.
 * - 'available-now': available from `availableNowDate`.
 * - 'rent-percent': the rent moved by the percentage, rounded to whole dollars; a result the rent's own rule refuses
 *   (below $1, above the maximum) is a problem, never clamped.
 * - 'active': listed or not.
 */
export function bulkOutcome(unit: UnitFields, action: UnitBulk['action'], today: IsoDate): BulkOutcome {
  switch (action.kind) {
    case 'available-on':
      return { fields: { ...unit, available: true, moveInDate: action.date } };
    case 'available-now':
      return { fields: { ...unit, available: true, moveInDate: availableNowDate(unit, today) } };
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
