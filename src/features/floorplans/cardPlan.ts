import type { IsoDate } from '@/lib/dates';
import { formatDate, formatMoney } from '@/lib/format';
import { listedPrice, minUnitRent, type ListedPrice } from './pricing';
import { activeWebSpecials } from './specialRent';
import type { CardDetails, Floorplan, FloorplanStyle } from './types';

/**
 * What a floor plan card shows (spec section 2), worked out for one day: a full plan (a similar plan) and an entry of
 * the home search's index (issue 28, searchIndex.ts) both become one, so the card has one source of each fact.
 */
export interface CardPlan {
  id: number;
  bedroom: number;
  bathroom: number;
  style: FloorplanStyle;
  /** Its name and photos, or undefined when the card is to fetch them as it is shown (an entry of the home index). */
  details: CardDetails | undefined;
  /** The plan's community, which the card names and links. */
  community: { id: number; name: string } | null;
  price: ListedPrice;
  /** The special-offer banner's text, or null when nothing is on offer. */
  offer: string | null;
}

/**
 * Spec section 2: the banner offers the first running web special, else the special rent while it applies
 * ('$X/mo until {date}').
 */
function specialOffer(plan: Pick<Floorplan, 'webSpecials' | 'specialRentEndDate'>, price: ListedPrice, today: IsoDate): string | null {
  const webSpecial = activeWebSpecials(plan.webSpecials ?? [], today)[0];
  if (webSpecial) return webSpecial.description;
  return price.regularRent !== null && price.rent !== null ? `${formatMoney(price.rent)}/mo until ${formatDate(plan.specialRentEndDate ?? '')}` : null;
}

/** The card of `plan` on `today`: its price from its units and special rent, its offer, its community. */
export function cardPlan(plan: Floorplan, today: IsoDate): CardPlan {
  const price = listedPrice(minUnitRent(plan.units ?? []), plan, today);
  return {
    id: plan.id,
    bedroom: plan.bedroom,
    bathroom: plan.bathroom,
    style: plan.style,
    details: { name: plan.name, coverImage: plan.coverImage, coverAlt: plan.coverAlt ?? null, photosFolderId: plan.photosFolderId },
    community: plan.property ? { id: plan.property.id, name: plan.property.name } : null,
    price,
    offer: specialOffer(plan, price, today),
  };
}
