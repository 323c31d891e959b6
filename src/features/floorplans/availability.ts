import dayjs from 'dayjs';
import { parseIsoDate, type IsoDate } from '@/lib/dates';
import type { Unit } from './types';

/** A month of availability as 'YYYY-MM'; it reads 'March 2026' (`monthLabel`). */
export type AvailabilityMonth = string;

/** How far ahead availability months are offered (spec section 9: within 12 months). */
export const AVAILABILITY_WINDOW_MONTHS = 12;

/**
 * Spec section 9: 'Available Now' means a move-in date before tomorrow; for unit cards, today or earlier.
 * With calendar dates the two phrasings name the same days, so one rule serves floor plans and unit cards.
 */
export function isAvailableNow(moveInDate: IsoDate | null | undefined, today: IsoDate): boolean {
  return Boolean(moveInDate) && moveInDate!.slice(0, 10) <= today;
}

/** A floor plan is available now when one of its units is. */
export function hasUnitAvailableNow(units: readonly Pick<Unit, 'moveInDate'>[], today: IsoDate): boolean {
  return units.some((unit) => isAvailableNow(unit.moveInDate, today));
}

/** The earliest move-in date of the units, or null when there are none. */
export function earliestMoveIn(units: readonly Pick<Unit, 'moveInDate'>[]): IsoDate | null {
  let earliest: IsoDate | null = null;
  for (const { moveInDate } of units) {
    if (moveInDate && (earliest === null || moveInDate < earliest)) earliest = moveInDate;
  }
  return earliest;
}

/**
 * Spec section 9: a unit is offered in its move-in month and the `availabilityExtensionMonths` months that follow,
 * limited to the 12 months that start with the current one (earlier months have passed; later ones are too far).
 */
export function unitAvailabilityMonths(
  unit: Pick<Unit, 'moveInDate' | 'availabilityExtensionMonths'>,
  today: IsoDate,
): AvailabilityMonth[] {
  const moveIn = parseIsoDate(unit.moveInDate);
  if (!moveIn) return [];
  const extension = Math.max(0, Math.floor(unit.availabilityExtensionMonths) || 0);
  const windowStart = dayjs(today).startOf('month');
  const windowEnd = windowStart.add(AVAILABILITY_WINDOW_MONTHS, 'month');
  const last = moveIn.startOf('month').add(extension, 'month');
  const months: AvailabilityMonth[] = [];
  let month = moveIn.isBefore(windowStart) ? windowStart : moveIn.startOf('month');
  while (!month.isAfter(last) && month.isBefore(windowEnd)) {
    months.push(month.format('YYYY-MM'));
    month = month.add(1, 'month');
  }
  return months;
}

/** '2026-03' -> 'March 2026'. */
export function monthLabel(month: AvailabilityMonth): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}
