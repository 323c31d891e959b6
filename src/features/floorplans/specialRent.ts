import type { IsoDate } from '@/lib/dates';
import type { WebSpecial } from './types';

/** The special-rent fields a floor plan (and every unit card, which inherits them) carries. */
export interface SpecialRentFields {
  specialRent: number | null;
  specialRentStartDate: IsoDate | null;
  specialRentEndDate: IsoDate | null;
}

/** Inclusive on both ends; a missing bound means the period is not known, so it is not running. */
function isBetween(today: IsoDate, start: IsoDate | null, end: IsoDate | null): boolean {
  return Boolean(start && end) && start!.slice(0, 10) <= today && today <= end!.slice(0, 10);
}

/**
 * Spec section 9: a special rent applies only if it is at least 1 and today lies between its start and end dates.
 * Returns the special rent, or null when it does not apply.
 */
export function activeSpecialRent(plan: SpecialRentFields, today: IsoDate): number | null {
  const { specialRent, specialRentStartDate, specialRentEndDate } = plan;
  if (specialRent === null || !(specialRent >= 1)) return null;
  return isBetween(today, specialRentStartDate, specialRentEndDate) ? specialRent : null;
}

/** Spec section 9: web specials are active only between their start and end dates. */
export function activeWebSpecials(specials: readonly WebSpecial[], today: IsoDate): WebSpecial[] {
  return specials.filter((special) => isBetween(today, special.startDate, special.endDate));
}

/** The office's words when a special rent cannot be saved (issue 23); the editor and the API say the same. */
export const SPECIAL_RENT_PROBLEMS = {
  incomplete: 'Give the special rent with its start and end dates, or clear all three',
  belowOne: 'A special rent must be at least $1',
  endsBeforeStart: 'The end date cannot be before the start date',
} as const;

/** Whether a period ends before it starts (calendar dates, `YYYY-MM-DD`); a missing bound is not a problem here. */
export function endsBeforeStart(start: IsoDate | null, end: IsoDate | null): boolean {
  return Boolean(start && end) && end!.slice(0, 10) < start!.slice(0, 10);
}

/**
 * Spec section 9 turned into what the office may save (issue 23): a special rent that could never apply is refused.
 * The three fields go together (all set, or none: no special); a rent below 1 or an end before the start would
 * never show (`activeSpecialRent`), so they are refused with a message rather than stored and silently ignored.
 */
export function specialRentProblem(special: SpecialRentFields): string | undefined {
  const { specialRent, specialRentStartDate, specialRentEndDate } = special;
  const given = [specialRent, specialRentStartDate, specialRentEndDate].filter((value) => value !== null).length;
  if (given === 0) return undefined;
  if (given < 3) return SPECIAL_RENT_PROBLEMS.incomplete;
  if (!(specialRent! >= 1)) return SPECIAL_RENT_PROBLEMS.belowOne;
  if (endsBeforeStart(specialRentStartDate, specialRentEndDate)) return SPECIAL_RENT_PROBLEMS.endsBeforeStart;
  return undefined;
}
