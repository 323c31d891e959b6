import { describe, expect, it } from 'vitest';
import { formatDailyPrice, formatMonthlyPrice, lowestDailyPrice, MINIMUM_STAY_DAYS, monthlyFromDaily, SHORT_TERM_TIERS } from './tiers';

describe('spec 9 short-term tiers', () => {
  it('has the five tiers in order: 2-4 days, 5-13 days, 14-29 days, 1-4 months, 4+ months', () => {
    expect(SHORT_TERM_TIERS.map((tier) => tier.label)).toEqual(['2-4 days', '5-13 days', '14-29 days', '1-4 months', '4+ months']);
  });

  it('the monthly figure is the daily price times 30', () => {
    expect(monthlyFromDaily(95)).toBe(2850);
    expect(formatMonthlyPrice(95)).toBe('$2,850');
    expect(formatMonthlyPrice(72.5)).toBe('$2,175');
  });

  it('shows positive daily prices in dollars without cents', () => {
    expect(formatDailyPrice(129)).toBe('$129');
    expect(formatDailyPrice(89.6)).toBe('$90');
  });

  it('displays non-positive prices as given', () => {
    expect(formatDailyPrice(0)).toBe('0');
    expect(formatDailyPrice(-1)).toBe('-1');
    expect(formatMonthlyPrice(-1)).toBe('-1');
  });

  it('the minimum stay is 14 days', () => {
    expect(MINIMUM_STAY_DAYS).toBe(14);
  });
});

describe('issue 14 lowest daily price', () => {
  const prices = { squareFoot: 400, priceFor2To4Days: 129, priceFor5To13Days: 109, priceFor14To29Days: 95, priceFor1To4Months: 79, priceFor4andMoreMonths: 69 };
  it('is the cheapest tier, named by its stay', () => {
    expect(lowestDailyPrice(prices)).toEqual({ price: 69, stay: '4+ months' });
  });
  it("skips non-positive prices ('call us'), and is null when no tier has a price", () => {
    expect(lowestDailyPrice({ ...prices, priceFor4andMoreMonths: 0 })).toEqual({ price: 79, stay: '1-4 months' });
    const none = { squareFoot: 400, priceFor2To4Days: 0, priceFor5To13Days: -1, priceFor14To29Days: 0, priceFor1To4Months: 0, priceFor4andMoreMonths: 0 };
    expect(lowestDailyPrice(none)).toBeNull();
  });
});
