import { describe, expect, it } from 'vitest';
import { conversionRate, funnelLines } from './funnelRates';

describe('issue 22 funnel conversion rates', () => {
  it('gives the share of clicks, rounded to a tenth of a percent', () => {
    expect(conversionRate(10, 40)).toBe('25%');
    expect(conversionRate(16, 52)).toBe('30.8%');
    expect(conversionRate(12, 12)).toBe('100%');
    expect(conversionRate(0, 12)).toBe('0%');
  });

  it('shows a dash, never NaN or Infinity, when nothing was clicked', () => {
    expect(conversionRate(0, 0)).toBe('—');
    expect(conversionRate(3, 0)).toBe('—');
  });

  it('builds a line a period and a total line', () => {
    const { periods, total } = funnelLines(
      { rows: [{ period: '2026-03-08', clicked: 40, initiated: 10, submitted: 4 }], totals: { clicked: 40, initiated: 10, submitted: 4 } },
      (period) => `Day ${period}`,
    );
    expect(periods).toEqual([{ label: 'Day 2026-03-08', clicked: 40, initiated: 10, submitted: 4, initiatedRate: '25%', submittedRate: '10%' }]);
    expect(total.label).toBe('Total');
  });
});
