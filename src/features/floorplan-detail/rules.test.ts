import { describe, expect, it } from 'vitest';
import type { Utility } from '@/features/floorplans/types';
import { estimatedMonthlyTotal } from './rules';

const utility = (overrides: Partial<Utility>): Utility => ({
  id: 1,
  name: 'Electric',
  type: 'RESIDENT_UTILITY',
  averageMonthlyBill: 60,
  ...overrides,
});

describe('estimated monthly total', () => {
  it('adds the average bills of resident-paid utilities to the rent', () => {
    const utilities = [
      utility({ averageMonthlyBill: 60 }),
      utility({ id: 2, name: 'Water', type: 'INCLUDED_UTILITY', averageMonthlyBill: 30 }),
      utility({ id: 3, name: 'Gas', averageMonthlyBill: null }),
      utility({ id: 4, name: 'Internet', averageMonthlyBill: 45 }),
    ];
    expect(estimatedMonthlyTotal(850, utilities)).toEqual({ rent: 850, bills: 105, total: 955 });
  });

  it('has nothing to estimate without a rent', () => {
    expect(estimatedMonthlyTotal(null, [utility({})])).toBeNull();
  });
});
