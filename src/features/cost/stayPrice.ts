import type { StayTax, StayTaxRules } from '@/config';
import type { ShortTerm } from '@/features/floorplans/types';
import { MINIMUM_STAY_DAYS, SHORT_TERM_TIERS, type ShortTermTierKey } from '@/features/short-term/tiers';
import { parseIsoDate, type IsoDate } from '@/lib/dates';
import { formatCount, formatMoney } from '@/lib/format';

/** The messages a visitor sees for dates that cannot be priced. */
export const STAY_DATE_MESSAGES = {
  missing: 'Choose an arrival and a departure date.',
  past: 'The arrival date has passed: choose today or a later date.',
  order: 'The departure date must be after the arrival date.',
} as const;

/** Nights in a month: spec section 9 makes the monthly figure the daily price times 30. */
const NIGHTS_PER_MONTH = 30;

/**
 * Spec section 9's tier for a stay of `nights` nights: 2-4 days, 5-13 days, 14-29 days, 1-4 months (30 to 119
 * nights, a month being 30 nights as in the monthly figure), 4+ months (120 nights on). A single night has no tier.
 */
export function stayTier(nights: number): (typeof SHORT_TERM_TIERS)[number] | null {
  const key: ShortTermTierKey | null =
    nights >= 4 * NIGHTS_PER_MONTH ? 'priceFor4andMoreMonths'
    : nights >= NIGHTS_PER_MONTH ? 'priceFor1To4Months'
    : nights >= 14 ? 'priceFor14To29Days'
    : nights >= 5 ? 'priceFor5To13Days'
    : nights >= 2 ? 'priceFor2To4Days'
    : null;
  return SHORT_TERM_TIERS.find((tier) => tier.key === key) ?? null;
}

export interface TaxLine extends StayTax {
  amount: number;
}

export type StayQuote =
  | { kind: 'invalid'; message: string }
  /** One night: no tier prices it. */
  | { kind: 'noTier'; nights: number }
  /** Spec section 9: a non-positive tier price is no price; the visitor is asked to call. */
  | { kind: 'call'; nights: number; tierLabel: string }
  | {
      kind: 'priced';
      nights: number;
      tierLabel: string;
      dailyPrice: number;
      /** nights x daily price */
      subtotal: number;
      taxes: TaxLine[];
      total: number;
      /** Under the 14-day minimum stay: quoted with the spec's footnote, for immediate arrivals only. */
      belowMinimum: boolean;
    };

/**
 * Issue 27: a quote is in whole dollars, as every price of the site is (spec section 9). Each line is rounded on its
 * own and the total is the sum of the rounded lines, so the lines a renter reads add up to the total they read.
 */
const toDollars = (amount: number) => Math.round(amount);

/**
 * The price of a short-term stay from `arrival` to `departure` (calendar dates): the nights between them, the
 * tier that applies (spec section 9), nights x that tier's daily price, each tax at its configured rate, and the
 * total, in whole dollars. Arrival may be today but not earlier; departure must come after arrival. The site's
 * calculator and the API's stay request (issue 27) both price with it.
 */
export function stayQuote(shortTerm: ShortTerm, arrival: IsoDate, departure: IsoDate, today: IsoDate, rules: StayTaxRules): StayQuote {
  const from = parseIsoDate(arrival);
  const to = parseIsoDate(departure);
  if (!from || !to) return { kind: 'invalid', message: STAY_DATE_MESSAGES.missing };
  if (arrival < today) return { kind: 'invalid', message: STAY_DATE_MESSAGES.past };
  const nights = to.diff(from, 'day');
  if (nights <= 0) return { kind: 'invalid', message: STAY_DATE_MESSAGES.order };
  const tier = stayTier(nights);
  if (!tier) return { kind: 'noTier', nights };
  const dailyPrice = shortTerm[tier.key];
  if (!(dailyPrice > 0)) return { kind: 'call', nights, tierLabel: tier.label };
  const subtotal = toDollars(nights * dailyPrice);
  const taxes = nights < rules.taxedBelowNights ? rules.taxes.map((tax) => ({ ...tax, amount: toDollars((subtotal * tax.ratePercent) / 100) })) : [];
  return {
    kind: 'priced',
    nights,
    tierLabel: tier.label,
    dailyPrice,
    subtotal,
    taxes,
    total: taxes.reduce((sum, tax) => sum + tax.amount, subtotal),
    belowMinimum: nights < MINIMUM_STAY_DAYS,
  };
}

export type PricedStay = Extract<StayQuote, { kind: 'priced' }>;

/** How the quote names its lines, on the page and in the stay request's mails (issue 27). */
export const quoteLineLabels = {
  stay: (quote: PricedStay) => `${formatCount(quote.nights, 'night')} × ${formatMoney(quote.dailyPrice)} (${quote.tierLabel} price)`,
  tax: (tax: StayTax) => `${tax.label} (${tax.ratePercent}%)`,
};

/** Why a stay has no quote: the message of invalid dates, or what to ask the office for (spec section 9). */
export function unpricedMessage(quote: Exclude<StayQuote, PricedStay>): string {
  if (quote.kind === 'invalid') return quote.message;
  if (quote.kind === 'noTier') return 'One night is shorter than our shortest priced stay (2 nights).';
  return `${quote.nights} nights fall in the ${quote.tierLabel} price, which has no set rate: ask us for a price.`;
}
