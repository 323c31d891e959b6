import type { ListingFacts } from './listing';

/** Spec section 3, listing sort options; 'featured' is the default of long-term lists. */
export const SORT_OPTIONS = [
  { key: 'featured', label: 'Featured' },
  { key: 'priceAsc', label: 'Price: low to high' },
  { key: 'priceDesc', label: 'Price: high to low' },
  { key: 'bedroomsAsc', label: 'Bedrooms: fewest first' },
  { key: 'bedroomsDesc', label: 'Bedrooms: most first' },
  { key: 'availabilityAsc', label: 'Availability: soonest first' },
  { key: 'availabilityDesc', label: 'Availability: latest first' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
export const DEFAULT_SORT: SortKey = 'featured';

export function isSortKey(value: unknown): value is SortKey {
  return SORT_OPTIONS.some((option) => option.key === value);
}

type Compare = (a: ListingFacts, b: ListingFacts) => number;

/** Orders by a value that may be missing: missing values go last in both directions (nothing to compare them by). */
function byPresent<V extends number | string>(value: (facts: ListingFacts) => V | null, direction: 1 | -1): Compare {
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return x < y ? -direction : x > y ? direction : 0;
  };
}

const rent = (facts: ListingFacts) => facts.price.rent;
const moveIn = (facts: ListingFacts) => facts.moveInDate;

/**
 * Spec section 3: featured descending; price by the minimum rate (the rent the card shows) ascending or descending;
 * bedrooms ascending or descending; availability by move-in date ascending or descending. Ties keep the order the
 * data came in (Array.prototype.sort is stable).
 */
export const COMPARATORS: Record<SortKey, Compare> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured),
  priceAsc: byPresent(rent, 1),
  priceDesc: byPresent(rent, -1),
  bedroomsAsc: (a, b) => a.bedroom - b.bedroom,
  bedroomsDesc: (a, b) => b.bedroom - a.bedroom,
  availabilityAsc: byPresent(moveIn, 1),
  availabilityDesc: byPresent(moveIn, -1),
};
