import type { ShortTerm } from '@/features/floorplans/types';
import { formatMoney } from '@/lib/format';

/** Spec section 9: the five short-term price tiers, shortest stay first. */
export const SHORT_TERM_TIERS = [
  { key: 'priceFor2To4Days', label: '2-4 days', shortestDays: 2 },
  { key: 'priceFor5To13Days', label: '5-13 days', shortestDays: 5 },
  { key: 'priceFor14To29Days', label: '14-29 days', shortestDays: 14 },
  { key: 'priceFor1To4Months', label: '1-4 months', shortestDays: 30 },
  { key: 'priceFor4andMoreMonths', label: '4+ months', shortestDays: 120 },
] as const satisfies ReadonlyArray<{ key: keyof ShortTerm; label: string; shortestDays: number }>;

export type ShortTermTierKey = (typeof SHORT_TERM_TIERS)[number]['key'];

/** Spec section 9: minimum stay. */
export const MINIMUM_STAY_DAYS = 14;

/**
 * Spec section 2, the Short Term Pricing table's footnote. It marks the tiers shorter than the minimum stay, which only
 * it allows, and a stay under the minimum carries it too.
 */
export const IMMEDIATE_ARRIVALS_NOTE = '* for immediate arrivals only, call or text for availability';

export function isBelowMinimumStay(tier: { shortestDays: number }): boolean {
  return tier.shortestDays < MINIMUM_STAY_DAYS;
}

/** Issue 27: the stays a tier prices are a month or longer; only those have a monthly figure worth reading. */
export function isMonthlyTier(tier: { shortestDays: number }): boolean {
  return tier.shortestDays >= 30;
}

/**
 * Issue 27: the minimum stay with the tiers below it named, so '14 days' does not read as a contradiction of the
 * 2-4 day prices under it. The '*' ties it to IMMEDIATE_ARRIVALS_NOTE.
 */
export const MINIMUM_STAY_TEXT = `Minimum stay ${MINIMUM_STAY_DAYS} days. Shorter stays (${SHORT_TERM_TIERS[0].shortestDays}-${MINIMUM_STAY_DAYS - 1} days*) are for immediate arrivals only.`;

/** Spec section 9: the monthly figure is the daily price times 30. */
export function monthlyFromDaily(dailyPrice: number): number {
  return dailyPrice * 30;
}

/**
 * How a daily price reads: a positive price in dollars; a non-positive price is displayed as given
 * (spec section 9), since it stands for "ask us" rather than a real rate.
 */
export function formatDailyPrice(dailyPrice: number): string {
  return dailyPrice > 0 ? formatMoney(dailyPrice) : String(dailyPrice);
}

/** The monthly equivalent of a daily price; a non-positive daily price is displayed as given. */
export function formatMonthlyPrice(dailyPrice: number): string {
  return dailyPrice > 0 ? formatMoney(monthlyFromDaily(dailyPrice)) : String(dailyPrice);
}

/**
 * The true lowest daily price among the tiers and the stay it is for; non-positive prices are not prices (they
 * stand for "ask us"), so they never count. Null when no tier has a positive price.
 */
export function lowestDailyPrice(shortTerm: ShortTerm): { price: number; stay: string } | null {
  let lowest: { price: number; stay: string } | null = null;
  for (const tier of SHORT_TERM_TIERS) {
    const price = shortTerm[tier.key];
    if (price > 0 && (lowest === null || price < lowest.price)) lowest = { price, stay: tier.label };
  }
  return lowest;
}
