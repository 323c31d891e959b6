import { isAvailableNow } from '@/features/floorplans/availability';
import { withActiveUnits } from '@/features/floorplans/catalog';
import { unitFacts, type Listing } from '@/features/floorplans/listing';
import { activeWebSpecials } from '@/features/floorplans/specialRent';
import type { Floorplan } from '@/features/floorplans/types';
import type { IsoDate } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import type { UnitCardView } from './types';

/** Spec section 3: one card per unit, carrying what it inherits from its floor plan (only web specials running today). */
export function toUnitCards(plans: readonly Floorplan[], today: IsoDate): UnitCardView[] {
  return plans.flatMap((plan) => {
    const webSpecials = activeWebSpecials(plan.webSpecials ?? [], today).map((special) => special.description);
    return (plan.units ?? []).map((unit) => ({
      ...unit,
      floorplanId: plan.id,
      floorplanName: plan.name,
      bedroom: plan.bedroom,
      bathroom: plan.bathroom,
      coverImage: plan.coverImage,
      coverAlt: plan.coverAlt,
      featured: plan.featured,
      style: plan.style,
      specialRent: plan.specialRent,
      specialRentStartDate: plan.specialRentStartDate,
      specialRentEndDate: plan.specialRentEndDate,
      virtualTourLink: plan.virtualTourLink,
      videoTourLink: plan.videoTourLink,
      photosFolderId: plan.photosFolderId,
      webSpecials,
    }));
  });
}

/**
 * Issue 27, the units of one floor plan page: the plan's cards by the community page's rule (active units only),
 * soonest available first, then the cheaper.
 */
export function planUnitCards(plan: Floorplan, today: IsoDate): UnitCardView[] {
  return toUnitCards([withActiveUnits(plan)], today).sort((a, b) => a.moveInDate.localeCompare(b.moveInDate) || a.rent - b.rent);
}

/** A unit card as the shared filters see it (floorplans/listing.ts unitFacts). */
export function unitListing(unit: UnitCardView, today: IsoDate): Listing<UnitCardView> {
  return { item: unit, facts: unitFacts(unit, today) };
}

/** Spec section 2: 'Featured & Available Now', 'Featured' or 'Available Now'; null when neither applies. */
export function unitBadge(unit: Pick<UnitCardView, 'featured' | 'moveInDate'>, today: IsoDate): string | null {
  const availableNow = isAvailableNow(unit.moveInDate, today);
  if (unit.featured && availableNow) return 'Featured & Available Now';
  if (unit.featured) return 'Featured';
  return availableNow ? 'Available Now' : null;
}

/** The card's availability line: 'Available Now' for a unit available now (never a date in the past), else its date. */
export function availabilityLine(moveInDate: IsoDate, today: IsoDate): string {
  return isAvailableNow(moveInDate, today) ? 'Available Now' : `Available ${formatDate(moveInDate)}`;
}
