import type { UrlStateCodec } from '@/components/useUrlState';
import { FLOORPLAN_STYLES, type FloorplanStyle } from '@/features/floorplans/types';
import { DEFAULT_SHORT_TERM_SORT, isShortTermSort, type ShortTermFilters, type ShortTermSort } from './listRules';

export interface ShortTermQuery extends ShortTermFilters {
  sort: ShortTermSort;
}

const isStyle = (value: string): value is FloorplanStyle => (FLOORPLAN_STYLES as readonly string[]).includes(value);

/** Reads the short-term list state from the URL; anything unknown falls back to the default, never throws. */
export function parseShortTermQuery(params: URLSearchParams): ShortTermQuery {
  const sort = params.get('sort');
  const bedrooms = params
    .getAll('bed')
    .map(Number)
    .filter((bedroom) => Number.isInteger(bedroom) && bedroom >= 0 && bedroom <= 10);
  return {
    sort: isShortTermSort(sort) ? sort : DEFAULT_SHORT_TERM_SORT,
    bedrooms: [...new Set(bedrooms)],
    styles: [...new Set(params.getAll('type').filter(isStyle))],
  };
}

/** The URL form of the state; defaults are left out so the plain page keeps a plain URL. */
export function toShortTermParams(query: ShortTermQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sort !== DEFAULT_SHORT_TERM_SORT) params.set('sort', query.sort);
  query.bedrooms.forEach((bedroom) => params.append('bed', String(bedroom)));
  query.styles.forEach((style) => params.append('type', style));
  return params;
}

/** The untouched list: sorted by price, every bedroom count and home type. */
export const DEFAULT_SHORT_TERM_QUERY: ShortTermQuery = { sort: DEFAULT_SHORT_TERM_SORT, bedrooms: [], styles: [] };

/** The short-term list state as the URL carries it (`useUrlState`). */
export const SHORT_TERM_CODEC: UrlStateCodec<ShortTermQuery> = {
  parse: (params) => parseShortTermQuery(params),
  serialize: (query) => toShortTermParams(query),
};
