import { AVAILABILITY_WINDOW_MONTHS, unitAvailabilityMonths, type AvailabilityMonth } from '@/features/floorplans/availability';
import type { Unit, Utility } from '@/features/floorplans/types';
import type { IsoDate } from '@/lib/dates';

/**
 * Spec section 9, the availability card: every month a unit of the plan can be moved into, ascending, only the
 * months before one year from today. A month counts when its first move-in day (the move-in date in the move-in
 * month, else the 1st) comes before that day, so the month a year ahead is listed while part of it is near enough.
 */
export function planAvailabilityMonths(
  units: readonly Pick<Unit, 'moveInDate' | 'availabilityExtensionMonths'>[],
  today: IsoDate,
): AvailabilityMonth[] {
  const yearFromToday = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 10)}`;
  const firstDay = (moveInDate: IsoDate, month: AvailabilityMonth) =>
    moveInDate.startsWith(month) ? moveInDate.slice(0, 10) : `${month}-01`;
  const months = new Set(
    units.flatMap((unit) =>
      unitAvailabilityMonths(unit, today, AVAILABILITY_WINDOW_MONTHS + 1).filter(
        (month) => firstDay(unit.moveInDate, month) < yearFromToday,
      ),
    ),
  );
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
