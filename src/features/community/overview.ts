import { isRentalHome } from '@/features/floorplans/catalog';
import { listedPrice, minUnitRent } from '@/features/floorplans/pricing';
import type { Floorplan } from '@/features/floorplans/types';
import { formatDailyPrice, lowestDailyPrice } from '@/features/short-term/tiers';
import type { IsoDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';

const bedrooms = (count: number) => (count === 0 ? 'Studio' : String(count));

/**
 * Issue 27, the line a community's overview opens with: '1-3 bed from $900/mo', over the plans a renter can take
 * (a long-term plan with a unit, a short-term plan with a price), from the lowest price a renter pays today (a
 * special rent while it runs, spec 9). Short-term plans are priced by the day. A parking space (a GARAGE plan) is no
 * home and offers nothing here. Null when no plan has a price.
 */
export function communityOffer(plans: readonly Floorplan[], today: IsoDate): string | null {
  const offers = plans.filter(isRentalHome).flatMap((plan) => {
    if (plan.shortTerm) {
      const lowest = lowestDailyPrice(plan.shortTerm);
      return lowest ? [{ bedroom: plan.bedroom, price: lowest.price, perDay: true }] : [];
    }
    const rent = listedPrice(minUnitRent(plan.units ?? []), plan, today).rent;
    return rent === null ? [] : [{ bedroom: plan.bedroom, price: rent, perDay: false }];
  });
  if (offers.length === 0) return null;
  const beds = offers.map((offer) => offer.bedroom);
  const [fewest, most] = [Math.min(...beds), Math.max(...beds)];
  const span = fewest === most ? bedrooms(fewest) : `${bedrooms(fewest)}-${most}`;
  const cheapest = offers.reduce((low, offer) => (offer.price < low.price ? offer : low));
  const price = cheapest.perDay ? `${formatDailyPrice(cheapest.price)}/day` : `${formatMoney(cheapest.price)}/mo`;
  return `${span} bed from ${price}`;
}
