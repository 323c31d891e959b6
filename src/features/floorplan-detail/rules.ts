import { unitAvailabilityMonths, type AvailabilityMonth } from '@/features/floorplans/availability';
import type { Unit } from '@/features/floorplans/types';
import type { IsoDate } from '@/lib/dates';

/**
 * Spec section 9, the availability card: every month a unit of the plan can be moved into, ascending, only the
 * months before one year from today.
 */
export function planAvailabilityMonths(
  units: readonly Pick<Unit, 'moveInDate' | 'availabilityExtensionMonths'>[],
  today: IsoDate,
): AvailabilityMonth[] {
  const months = new Set(units.flatMap((unit) => unitAvailabilityMonths(unit, today)));
  return [...months].sort();
}
