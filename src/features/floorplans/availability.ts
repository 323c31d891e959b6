import dayjs from 'dayjs';
import type { IsoDate } from '@/lib/dates';
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

/** Months counted from year 0, so month arithmetic is integer arithmetic: '2026-03-10' -> 2026 * 12 + 2. */
function monthNumber(date: IsoDate | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? Number(match[1]) * 12 + month - 1 : null;
}

const monthOf = (number: number): AvailabilityMonth =>
  `${Math.floor(number / 12)}-${String((number % 12) + 1).padStart(2, '0')}`;

/**
 * Spec section 9: a unit is offered in its move-in month and the `availabilityExtensionMonths` months that follow,
 * limited to the 12 months (`windowMonths`) that start with the current one (earlier months have passed; later ones
 * are too far).
 * Plain month numbers rather than date objects: the home search works this out for every unit on load.
 */
export function unitAvailabilityMonths(
  unit: Pick<Unit, 'moveInDate' | 'availabilityExtensionMonths'>,
  today: IsoDate,
  windowMonths = AVAILABILITY_WINDOW_MONTHS,
): AvailabilityMonth[] {
  const moveIn = monthNumber(unit.moveInDate);
  const current = monthNumber(today);
  if (moveIn === null || current === null) return [];
  const extension = Math.max(0, Math.floor(unit.availabilityExtensionMonths) || 0);
  const first = Math.max(moveIn, current);
  const last = Math.min(moveIn + extension, current + windowMonths - 1);
  const months: AvailabilityMonth[] = [];
  for (let month = first; month <= last; month += 1) months.push(monthOf(month));
  return months;
}

const distinctAscending = (months: AvailabilityMonth[]): AvailabilityMonth[] => [...new Set(months)].sort();

/** Spec section 9: the months the home search offers a floor plan in: every month one of its units offers, once. */
export function offeredMonths(
  units: readonly Pick<Unit, 'moveInDate' | 'availabilityExtensionMonths'>[],
  today: IsoDate,
): AvailabilityMonth[] {
  return distinctAscending(units.flatMap((unit) => unitAvailabilityMonths(unit, today)));
}

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
  return distinctAscending(
    units.flatMap((unit) =>
      unitAvailabilityMonths(unit, today, AVAILABILITY_WINDOW_MONTHS + 1).filter(
        (month) => firstDay(unit.moveInDate, month) < yearFromToday,
      ),
    ),
  );
}

/** '2026-03' -> 'March 2026'. */
export function monthLabel(month: AvailabilityMonth): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}
