import { isRentalHome } from '@/features/floorplans/catalog';
import { defaultFilters, matchesFilters } from '@/features/floorplans/filters';
import { searchFiltersOf, type SearchFilters } from '@/features/floorplans/filterSchema';
import { unitFacts, type ListingFacts, type UnitWithPlanFields } from '@/features/floorplans/listing';
import type { FloorplanProperty, FloorplanStyle } from '@/features/floorplans/types';
import type { IsoDate } from '@/lib/dates';
import type { SavedSearch } from './savedSearch';

/**
 * Issue 25, why a unit is reported to a saved search (the `reason` of migration 056's alert_matches):
 * listed: made active or available; date: its availability date entered the saved month; price: its rent or active
 * special rent fell into the range; special: a special started on its plan.
 */
export const ALERT_REASONS = ['listed', 'date', 'price', 'special'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

/**
 * The reasons a unit gives when it starts to match a search, having not matched it before. Any of them within 14 days
 * of another is the same unit flipping back (issue 25: it does not re-alert); a special is news on a unit that may
 * match all along, and is kept apart.
 */
export const STARTED_MATCHING_REASONS: readonly AlertReason[] = ['listed', 'date', 'price'];

/** A unit as the database holds it, with its plan and community: what its alert facts are worked out from. */
export interface AlertUnit extends UnitWithPlanFields {
  /** Offered by the site (listed and available, migration 050): the wire's `active`. */
  active: boolean;
  planActive: boolean;
  style: FloorplanStyle;
  community: Pick<FloorplanProperty, 'id' | 'active' | 'leaseType'>;
}

/** What a renter's search can see of one unit on one day; the matcher keeps the last of these per unit. */
export interface AlertFacts {
  /** On the site's lists: offered, on an active plan to rent by the year, in an active community. */
  listed: boolean;
  communityId: number;
  listing: ListingFacts;
}

/** The unit's facts on `today` (the company's calendar date), by the unit list's own rule (listing.ts unitFacts). */
export function alertFacts(unit: AlertUnit, today: IsoDate): AlertFacts {
  const { community } = unit;
  const listed = unit.active && community.active && community.leaseType === 'YEARLY' && isRentalHome({ active: unit.planActive, style: unit.style });
  return { listed, communityId: community.id, listing: unitFacts(unit, today) };
}

/** Whether the search would show the unit: the site's filters (filters.ts), within its community when it names one. */
export function matchesSearch(search: SavedSearch, facts: AlertFacts): boolean {
  return facts.listed && (search.propertyId === null || search.propertyId === facts.communityId) && matchesFilters(facts.listing, search.filters);
}

const NO_FILTER: SearchFilters = searchFiltersOf(defaultFilters('any'));

/**
 * Each reason with the part of the search it stands for: a reason is given when the unit failed that part before and
 * passes it now, judged by matchesFilters on that part alone (no second copy of the filters' semantics).
 */
const REASON_PARTS: readonly [AlertReason, (filters: SearchFilters) => Partial<SearchFilters>][] = [
  ['listed', ({ availability }) => ({ availability: availability === 'now' ? 'now' : 'any' })],
  ['date', ({ availability }) => ({ availability: availability === 'now' ? 'any' : availability })],
  ['price', ({ rent }) => ({ rent })],
];

/** The lowest rent the range is matched on (spec section 9: the special rent while it applies, or the regular rent). */
const lowestRent = ({ price }: ListingFacts) => Math.min(...[price.rent, price.regularRent].filter((rent) => rent !== null));

/** A special rent applies exactly when the listed price carries a regular rent to strike through (pricing.ts). */
const hasActiveSpecial = (facts: AlertFacts) => facts.listing.price.regularRent !== null;

/**
 * The reasons `search` is told about the unit whose facts went from `before` to `after` (null: not seen before). A
 * unit that matched before reports nothing for listing, date or price; one not listed before reports 'listed' only
 * (its price did not fall, it appeared). A rent that rose never reports 'price'. A special that starts on a plan the
 * search matches reports 'special' even when the unit matched before (issue 25: "a special starting on a matching
 * plan"). A unit that starts matching only by a change the reasons do not name (a plan's bedrooms) reports nothing.
 */
export function startedMatching(search: SavedSearch, before: AlertFacts | null, after: AlertFacts): AlertReason[] {
  if (!matchesSearch(search, after)) return [];
  const reasons: AlertReason[] = [];
  if (before === null || !before.listed) {
    reasons.push('listed');
  } else if (!matchesSearch(search, before)) {
    for (const [reason, part] of REASON_PARTS) {
      const filters = { ...NO_FILTER, ...part(search.filters) };
      if (matchesFilters(before.listing, filters) || (reason === 'price' && lowestRent(after.listing) >= lowestRent(before.listing))) continue;
      reasons.push(reason);
    }
  }
  if (before !== null && before.listed && !hasActiveSpecial(before) && hasActiveSpecial(after)) reasons.push('special');
  return reasons;
}
