import { unitAvailabilityMonths, type AvailabilityMonth } from '@/features/floorplans/availability';
import type { Unit, Utility } from '@/features/floorplans/types';
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

export interface MonthlyEstimate {
  rent: number;
  bills: number;
  total: number;
}

/**
 * The 'Estimated monthly total': the lowest current rent plus the average bills of the utilities the resident
 * pays. Null without a rent; utilities without an average add nothing.
 */
export function estimatedMonthlyTotal(rent: number | null, utilities: readonly Utility[]): MonthlyEstimate | null {
  if (rent === null) return null;
  const bills = utilities
    .filter((utility) => utility.type === 'RESIDENT_UTILITY')
    .reduce((sum, utility) => sum + (utility.averageMonthlyBill ?? 0), 0);
  return { rent, bills, total: rent + bills };
}
