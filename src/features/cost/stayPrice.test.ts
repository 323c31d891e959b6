import { describe, expect, it } from 'vitest';
import type { ShortTerm } from '@/features/floorplans/types';
import { STAY_DATE_MESSAGES, stayQuote, stayTier } from './stayPrice';

const TODAY = '2026-03-10';
const shortTerm: ShortTerm = {
  squareFoot: 430,
  priceFor2To4Days: 129,
  priceFor5To13Days: 109,
  priceFor14To29Days: 95,
  priceFor1To4Months: 79,
  priceFor4andMoreMonths: 0,
};
const rules = {
  taxes: [
    { label: 'Indiana sales tax', ratePercent: 7 },
    { label: "Monroe County innkeeper's tax", ratePercent: 5 },
  ],
  taxedBelowNights: 30,
};

describe('issue 16 stay price: spec 9 short-term tiers', () => {
  it.each([
    [1, null],
    [2, '2-4 days'],
    [4, '2-4 days'],
    [5, '5-13 days'],
    [13, '5-13 days'],
    [14, '14-29 days'],
    [29, '14-29 days'],
    [30, '1-4 months'],
    [119, '1-4 months'],
    [120, '4+ months'],
  ])('%i nights fall in the %s tier', (nights, label) => {
    expect(stayTier(nights)?.label ?? null).toBe(label);
  });
});

describe('issue 16 stay price: the quote', () => {
  it('spec 9: 20 nights are priced at the 14-29 day tier, each tax its own line, then the total', () => {
    expect(stayQuote(shortTerm, '2026-03-10', '2026-03-30', TODAY, rules)).toEqual({
      kind: 'priced',
      nights: 20,
      tierLabel: '14-29 days',
      dailyPrice: 95,
      subtotal: 1900,
      taxes: [
        { label: 'Indiana sales tax', ratePercent: 7, amount: 133 },
        { label: "Monroe County innkeeper's tax", ratePercent: 5, amount: 95 },
      ],
      total: 2128,
      belowMinimum: false,
    });
  });

  it('spec 9 minimum stay 14 days: a shorter stay is priced but marked below the minimum', () => {
    expect(stayQuote(shortTerm, '2026-03-12', '2026-03-15', TODAY, rules)).toMatchObject({ nights: 3, dailyPrice: 129, belowMinimum: true });
  });

  it('issue 27 one format for a quote (spec 9 prices without cents): each line in whole dollars, and the lines add up to the total', () => {
    // 3 nights at $129: 7% of $387 is $27.09 and 5% is $19.35, which the quote showed beside '$387'.
    expect(stayQuote(shortTerm, '2026-03-12', '2026-03-15', TODAY, rules)).toMatchObject({
      subtotal: 387,
      taxes: [{ amount: 27 }, { amount: 19 }],
      total: 433,
    });
    const quote = stayQuote({ ...shortTerm, priceFor5To13Days: 101.5 }, '2026-03-10', '2026-03-17', TODAY, rules);
    expect(quote).toMatchObject({ subtotal: 711, taxes: [{ amount: 50 }, { amount: 36 }], total: 797 });
  });

  it('stays of 30 nights or more owe no lodging tax', () => {
    expect(stayQuote(shortTerm, '2026-04-01', '2026-05-01', TODAY, rules)).toMatchObject({ nights: 30, dailyPrice: 79, subtotal: 2370, taxes: [], total: 2370 });
  });

  it('spec 9: a non-positive tier price asks the visitor to call instead of giving a total', () => {
    expect(stayQuote(shortTerm, '2026-04-01', '2026-08-01', TODAY, rules)).toEqual({ kind: 'call', nights: 122, tierLabel: '4+ months' });
  });

  it('a single night has no tier to price it', () => {
    expect(stayQuote(shortTerm, '2026-04-01', '2026-04-02', TODAY, rules)).toEqual({ kind: 'noTier', nights: 1 });
  });

  it('refuses a past arrival, a departure not after arrival, and missing dates, each with its message', () => {
    expect(stayQuote(shortTerm, '2026-03-09', '2026-03-30', TODAY, rules)).toEqual({ kind: 'invalid', message: STAY_DATE_MESSAGES.past });
    expect(stayQuote(shortTerm, '2026-03-20', '2026-03-20', TODAY, rules)).toEqual({ kind: 'invalid', message: STAY_DATE_MESSAGES.order });
    expect(stayQuote(shortTerm, '2026-03-20', '2026-03-19', TODAY, rules)).toEqual({ kind: 'invalid', message: STAY_DATE_MESSAGES.order });
    expect(stayQuote(shortTerm, '', '2026-03-19', TODAY, rules)).toEqual({ kind: 'invalid', message: STAY_DATE_MESSAGES.missing });
  });
});
