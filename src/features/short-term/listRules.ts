import { SORT_OPTIONS, type SortKey } from '@/features/floorplans/sort';
import type { FloorplanStyle } from '@/features/floorplans/types';
import type { ShortTermListItem } from './types';

const SHORT_TERM_SORT_KEYS = ['priceAsc', 'priceDesc', 'bedroomsAsc', 'bedroomsDesc'] as const satisfies SortKey[];
export type ShortTermSort = (typeof SHORT_TERM_SORT_KEYS)[number];

const isShortTermOption = (option: (typeof SORT_OPTIONS)[number]): option is Extract<(typeof SORT_OPTIONS)[number], { key: ShortTermSort }> =>
  (SHORT_TERM_SORT_KEYS as readonly string[]).includes(option.key);

/**
 * Spec section 3: the short-term sorts are the listing sorts by price and by bedrooms, with the same labels;
 * 'priceAsc' is the default. Price means the 5-13 day price (spec section 9).
 */
export const SHORT_TERM_SORTS = SORT_OPTIONS.filter(isShortTermOption);
export const DEFAULT_SHORT_TERM_SORT: ShortTermSort = 'priceAsc';

export interface ShortTermFilters {
  /** Checked bedroom counts; none checked means any. */
  bedrooms: number[];
  /** Checked 'Home Type' styles; none checked means any. */
  styles: FloorplanStyle[];
}

/** Spec section 7: the short-term list keeps active plans only. */
export function activeShortTermPlans(items: ShortTermListItem[]): ShortTermListItem[] {
  return items.filter((item) => item.active);
}

export function filterShortTermPlans(items: ShortTermListItem[], filters: ShortTermFilters): ShortTermListItem[] {
  return items.filter(
    (item) =>
      (filters.bedrooms.length === 0 || filters.bedrooms.includes(item.bedroom)) &&
      (filters.styles.length === 0 || filters.styles.includes(item.style)),
  );
}

const comparators: Record<ShortTermSort, (a: ShortTermListItem, b: ShortTermListItem) => number> = {
  priceAsc: (a, b) => a.shortTerm.priceFor5To13Days - b.shortTerm.priceFor5To13Days,
  priceDesc: (a, b) => b.shortTerm.priceFor5To13Days - a.shortTerm.priceFor5To13Days,
  bedroomsAsc: (a, b) => a.bedroom - b.bedroom,
  bedroomsDesc: (a, b) => b.bedroom - a.bedroom,
};

/** A sorted copy; ties keep their original order. */
export function sortShortTermPlans(items: ShortTermListItem[], sort: ShortTermSort): ShortTermListItem[] {
  return [...items].sort(comparators[sort]);
}

/** The distinct values present in the list, ascending / in enumeration order, for the filter checkboxes. */
export function bedroomOptions(items: ShortTermListItem[]): number[] {
  return [...new Set(items.map((item) => item.bedroom))].sort((a, b) => a - b);
}

export function styleOptions(items: ShortTermListItem[], order: readonly FloorplanStyle[]): FloorplanStyle[] {
  const present = new Set(items.map((item) => item.style));
  return order.filter((style) => present.has(style));
}

export function isShortTermSort(value: string | null): value is ShortTermSort {
  return SHORT_TERM_SORTS.some((sort) => sort.key === value);
}
