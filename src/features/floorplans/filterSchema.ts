import { RANGE_GAP } from '@/components/rangeRules';
import { z } from '@/lib/zod';
import { RENT_BOUNDS, type ListingFilters } from './filters';
import { MAX_BEDROOMS, MONTH } from './filterQuery';
import { FLOORPLAN_STYLES } from './types';

/** The most floor plans one search names (a shared link naming more is someone's script, not a renter). */
export const MAX_SEARCH_FLOORPLANS = 50;

const whole = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);

/**
 * The search's filters (spec section 4) as data, for what keeps them outside a URL (a saved search, issue 25): it
 * accepts the values the URL's parser (filterQuery.ts) keeps and refuses the ones it would drop to their default, but
 * for one limit of its own (at most MAX_SEARCH_FLOORPLANS plans); filterSchema.test.ts holds the two together. The sort is not a filter: it orders a list, it selects nothing.
 * The URL keeps its own parser, which never throws and costs the first page no zod.
 */
export const searchFiltersSchema = z.strictObject({
  bedroom: whole('Bedrooms').min(0, 'Bedrooms must be 0 or more').max(MAX_BEDROOMS, `Bedrooms must be at most ${MAX_BEDROOMS}`).nullable(),
  availability: z.union([z.literal('now'), z.literal('any'), z.string().regex(MONTH, "Availability must be 'now', 'any' or a month (YYYY-MM)")], {
    error: "Availability must be 'now', 'any' or a month (YYYY-MM)",
  }),
  style: z.enum(FLOORPLAN_STYLES, { error: 'Unknown style' }).nullable(),
  rent: z
    .strictObject({
      min: whole('The lowest rent').min(RENT_BOUNDS.min, `The lowest rent must be at least ${RENT_BOUNDS.min}`),
      max: whole('The highest rent').max(RENT_BOUNDS.max, `The highest rent must be at most ${RENT_BOUNDS.max}`),
    })
    .refine(({ min, max }) => max - min >= RANGE_GAP, `The highest rent must be at least ${RANGE_GAP} above the lowest`),
  floorplanIds: z
    .array(whole('A floor plan id').positive('A floor plan id must be positive').max(999_999, 'Unknown floor plan'))
    .max(MAX_SEARCH_FLOORPLANS, `A search names at most ${MAX_SEARCH_FLOORPLANS} floor plans`)
    .refine((ids) => new Set(ids).size === ids.length, 'A floor plan is named twice'),
});

export type SearchFilters = Omit<ListingFilters, 'sort'>;

/** The filters of a list's state, without its sort. */
export function searchFiltersOf({ sort: _sort, ...filters }: ListingFilters): SearchFilters {
  return filters;
}
