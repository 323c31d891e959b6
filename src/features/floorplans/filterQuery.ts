import type { SetUrlState, UrlStateCodec } from '@/components/useUrlState';
import { RANGE_GAP } from '@/components/rangeRules';
import { isDefaultRent, RENT_BOUNDS, type AvailabilityFilter, type ListingFilters } from './filters';
import { isSortKey } from './sort';
import { FLOORPLAN_STYLES, type FloorplanStyle } from './types';

/** The query-string names of the filter state, so a filtered list can be shared, reloaded and stepped through. */
export const FILTER_PARAMS = {
  bedroom: 'bedroom',
  availability: 'availability',
  style: 'style',
  minRent: 'minRent',
  maxRent: 'maxRent',
  sort: 'sort',
  floorplanIds: 'floorplans',
} as const;

/** A month of the availability filter, 'YYYY-MM' (also what a saved search accepts: filterSchema.ts). */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The most bedrooms the filter reads from a URL. */
export const MAX_BEDROOMS = 20;
const WHOLE = /^\d{1,6}$/;

function wholeNumber(value: string | null): number | null {
  return value !== null && WHOLE.test(value) ? Number(value) : null;
}

function parseAvailability(value: string | null, fallback: AvailabilityFilter): AvailabilityFilter {
  return value === 'now' || value === 'any' || (value !== null && MONTH.test(value)) ? value : fallback;
}

function parseStyle(value: string | null): FloorplanStyle | null {
  return FLOORPLAN_STYLES.find((style) => style === value) ?? null;
}

/** Both ends must be whole numbers inside 0-4000 and keep the slider's gap; otherwise the default range. */
function parseRent(minValue: string | null, maxValue: string | null): ListingFilters['rent'] {
  const min = minValue === null ? RENT_BOUNDS.min : wholeNumber(minValue);
  const max = maxValue === null ? RENT_BOUNDS.max : wholeNumber(maxValue);
  if (min === null || max === null || min < RENT_BOUNDS.min || max > RENT_BOUNDS.max || max - min < RANGE_GAP) {
    return { ...RENT_BOUNDS };
  }
  return { min, max };
}

function parseIds(value: string | null): number[] {
  const ids = (value ?? '').split(',').map(wholeNumber);
  return [...new Set(ids.filter((id): id is number => id !== null && id > 0))];
}

/**
 * The filter state a query string describes. Anything missing or invalid (a typo, an old link, a hand-edited URL)
 * falls back to its default; parsing never throws.
 */
export function parseFilters(params: URLSearchParams, defaults: ListingFilters): ListingFilters {
  const bedroom = wholeNumber(params.get(FILTER_PARAMS.bedroom));
  const sort = params.get(FILTER_PARAMS.sort);
  return {
    bedroom: bedroom !== null && bedroom <= MAX_BEDROOMS ? bedroom : defaults.bedroom,
    availability: parseAvailability(params.get(FILTER_PARAMS.availability), defaults.availability),
    style: parseStyle(params.get(FILTER_PARAMS.style)) ?? defaults.style,
    rent: parseRent(params.get(FILTER_PARAMS.minRent), params.get(FILTER_PARAMS.maxRent)),
    sort: isSortKey(sort) ? sort : defaults.sort,
    floorplanIds: parseIds(params.get(FILTER_PARAMS.floorplanIds)),
  };
}

/**
 * The query string for a filter state: only what differs from the defaults, so an untouched list has a clean URL.
 * Parameters that are not filters (e.g. a campaign tag) are kept.
 */
export function serializeFilters(
  filters: ListingFilters,
  defaults: ListingFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
  const set = (name: string, value: string, isDefault: boolean) => {
    if (!isDefault) params.set(name, value);
  };
  set(FILTER_PARAMS.bedroom, String(filters.bedroom), filters.bedroom === defaults.bedroom);
  set(FILTER_PARAMS.availability, filters.availability, filters.availability === defaults.availability);
  set(FILTER_PARAMS.style, String(filters.style), filters.style === defaults.style);
  if (!isDefaultRent(filters.rent)) {
    params.set(FILTER_PARAMS.minRent, String(filters.rent.min));
    params.set(FILTER_PARAMS.maxRent, String(filters.rent.max));
  }
  set(FILTER_PARAMS.sort, filters.sort, filters.sort === defaults.sort);
  set(FILTER_PARAMS.floorplanIds, filters.floorplanIds.join(','), filters.floorplanIds.length === 0);
  return params;
}

/** The filter state as the URL carries it (`useUrlState`). */
export const FILTER_CODEC: UrlStateCodec<ListingFilters> = { parse: parseFilters, serialize: serializeFilters };

export type SetFilters = SetUrlState<ListingFilters>;
