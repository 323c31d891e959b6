import { describe, expect, it } from 'vitest';
import type { Utility } from '@/features/floorplans/types';
import { aFloorplan, aUnit } from '@tests/msw/fixtures/floorplans';
import { depositRange, monthlyCost } from './monthlyCost';

const TODAY = '2026-03-10';
const utility = (overrides: Partial<Utility>): Utility => ({ id: 1, name: 'Electric', type: 'RESIDENT_UTILITY', averageMonthlyBill: 60, ...overrides });
const utilities = [
  utility({ averageMonthlyBill: 60 }),
  utility({ id: 2, name: 'Water', type: 'INCLUDED_UTILITY', averageMonthlyBill: 30 }),
  utility({ id: 3, name: 'Gas', averageMonthlyBill: null }),
  utility({ id: 4, name: 'Internet', averageMonthlyBill: 45 }),
];

describe('issue 16 true cost: the estimated monthly total', () => {
  it('spec 2 utilities: adds the average bill of each resident-paid utility to the lowest unit rent', () => {
    const plan = aFloorplan({ utilities, units: [aUnit({ rent: 1000 }), aUnit({ rent: 900 })] });
    expect(monthlyCost(plan, TODAY)).toEqual({
      rent: 900,
      regularRent: null,
      bills: [
        { name: 'Electric', amount: 60 },
        { name: 'Internet', amount: 45 },
      ],
      unestimated: ['Gas'],
      included: ['Water'],
      total: 1005,
    });
  });

  it('spec 9 special rent: starts from the special rent while it runs, and keeps the regular rent beside it', () => {
    const plan = aFloorplan({ utilities, specialRent: 850, specialRentStartDate: '2026-03-01', specialRentEndDate: '2026-03-31', units: [aUnit({ rent: 950 })] });
    expect(monthlyCost(plan, TODAY)).toMatchObject({ rent: 850, regularRent: 950, total: 955 });
    expect(monthlyCost(plan, '2026-04-01')).toMatchObject({ rent: 950, regularRent: null, total: 1055 });
  });

  it('spec 9 special rent: a special rent below 1 does not apply', () => {
    const plan = aFloorplan({ specialRent: 0, specialRentStartDate: '2026-03-01', specialRentEndDate: '2026-03-31', units: [aUnit({ rent: 950 })] });
    expect(monthlyCost(plan, TODAY)).toMatchObject({ rent: 950, total: 950 });
  });

  it('has nothing to estimate for a plan without units', () => {
    expect(monthlyCost(aFloorplan({ units: [], utilities }), TODAY)).toBeNull();
  });
});

describe('issue 16 true cost: the deposit is one-time, apart from the monthly total', () => {
  it('gives the lowest and highest unit deposit, or null when none is named', () => {
    expect(depositRange([aUnit({ deposit: 700 }), aUnit({ deposit: 500 })])).toEqual({ min: 500, max: 700 });
    expect(depositRange([aUnit({ deposit: 0 })])).toBeNull();
  });
});
