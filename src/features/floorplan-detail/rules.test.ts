import { describe, expect, it } from 'vitest';
import type { Utility } from '@/features/floorplans/types';
import { estimatedMonthlyTotal, planAvailabilityMonths } from './rules';

const utility = (overrides: Partial<Utility>): Utility => ({
  id: 1,
  name: 'Electric',
  type: 'RESIDENT_UTILITY',
  averageMonthlyBill: 60,
  ...overrides,
});

describe('spec 9 availability card', () => {
  it('lists each month once, ascending, and none a year or more from today', () => {
    const units = [
      { moveInDate: '2026-05-15', availabilityExtensionMonths: 1 },
      { moveInDate: '2026-03-01', availabilityExtensionMonths: 2 },
      // Issue 14: 2027-03-01 is before one year from today (2027-03-10), so March 2027 is listed.
      { moveInDate: '2027-03-01', availabilityExtensionMonths: 0 },
      { moveInDate: '2027-03-10', availabilityExtensionMonths: 0 },
      { moveInDate: '2027-04-01', availabilityExtensionMonths: 0 },
    ];
    expect(planAvailabilityMonths(units, '2026-03-10')).toEqual(['2026-03', '2026-04', '2026-05', '2026-06', '2027-03']);
  });

  it('issue 14: on 2026-11-23 a move-in on 2027-11-01 is listed, one on 2027-11-23 is not', () => {
    expect(planAvailabilityMonths([{ moveInDate: '2027-11-01', availabilityExtensionMonths: 0 }], '2026-11-23')).toEqual(['2027-11']);
    expect(planAvailabilityMonths([{ moveInDate: '2027-11-23', availabilityExtensionMonths: 0 }], '2026-11-23')).toEqual([]);
    // An extension reaching into the thirteenth month: its first day is before one year from today.
    expect(planAvailabilityMonths([{ moveInDate: '2027-09-20', availabilityExtensionMonths: 3 }], '2026-11-23')).toEqual([
      '2027-09',
      '2027-10',
      '2027-11',
    ]);
  });
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
