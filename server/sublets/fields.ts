import type { SubletFields } from '@/features/sublets/schema';
import type { IsoDate } from '@/lib/dates';

/** How far ahead a sublet may be offered: anything later is a typo (year 9999), not a plan. */
export const MAX_YEARS_AHEAD = 5;

/**
 * The dates a sublet may name, as of `today`: from January 1 of last year (a sublet may have begun before it is
 * posted, or before a renewal in January) to the end of the fifth year ahead.
 */
export function allowedSubletDates(today: IsoDate): { first: IsoDate; last: IsoDate } {
  const year = Number(today.slice(0, 4));
  return { first: `${year - 1}-01-01`, last: `${year + MAX_YEARS_AHEAD}-12-31` };
}

/**
 * What the form's schema cannot know on its own (issue 15): the dates against today, and the available bedrooms
 * against the place's bedrooms. The first problem as `{ path, message }`, or undefined when the fields hold.
 */
export function subletFieldsProblem(fields: Pick<SubletFields, 'bedroom' | 'availableBedrooms' | 'availableFrom' | 'availableTo'>, today: IsoDate) {
  const { first, last } = allowedSubletDates(today);
  const dates = [['availableFrom', 'Available From'], ['availableTo', 'Available To']] as const;
  for (const [path, name] of dates) {
    const date = fields[path];
    if (date < first || date > last) return { path, message: `${name} must be between ${first} and ${last}` };
  }
  if (fields.availableBedrooms > fields.bedroom) {
    return { path: 'availableBedrooms', message: `Available bedrooms must not be more than the ${fields.bedroom} bedroom(s) of the place` };
  }
  return undefined;
}
