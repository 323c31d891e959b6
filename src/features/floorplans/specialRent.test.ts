import { describe, expect, it } from 'vitest';
import { activeSpecialRent, activeWebSpecials, endsBeforeStart, SPECIAL_RENT_PROBLEMS, specialRentProblem } from './specialRent';
import { listedPrice, minUnitRent } from './pricing';

const TODAY = '2026-03-10';
const march = { specialRentStartDate: '2026-03-01', specialRentEndDate: '2026-03-31' };

describe('spec 9 special rent', () => {
  it('applies while today lies between its start and end dates, both days included', () => {
    expect(activeSpecialRent({ specialRent: 850, ...march }, TODAY)).toBe(850);
    expect(activeSpecialRent({ specialRent: 850, ...march }, '2026-03-01')).toBe(850);
    expect(activeSpecialRent({ specialRent: 850, ...march }, '2026-03-31')).toBe(850);
  });

  it('does not apply before it starts or after it ends', () => {
    expect(activeSpecialRent({ specialRent: 850, ...march }, '2026-02-28')).toBeNull();
    expect(activeSpecialRent({ specialRent: 850, ...march }, '2026-04-01')).toBeNull();
  });

  it('applies only if it is at least 1', () => {
    expect(activeSpecialRent({ specialRent: 1, ...march }, TODAY)).toBe(1);
    expect(activeSpecialRent({ specialRent: 0.5, ...march }, TODAY)).toBeNull();
    expect(activeSpecialRent({ specialRent: 0, ...march }, TODAY)).toBeNull();
    expect(activeSpecialRent({ specialRent: -100, ...march }, TODAY)).toBeNull();
    expect(activeSpecialRent({ specialRent: null, ...march }, TODAY)).toBeNull();
  });

  it('does not apply when a date is missing', () => {
    expect(activeSpecialRent({ specialRent: 850, specialRentStartDate: null, specialRentEndDate: '2026-03-31' }, TODAY)).toBeNull();
    expect(activeSpecialRent({ specialRent: 850, specialRentStartDate: '2026-03-01', specialRentEndDate: null }, TODAY)).toBeNull();
  });

  it('reads date-times by their calendar date', () => {
    expect(
      activeSpecialRent({ specialRent: 850, specialRentStartDate: '2026-03-10T18:00:00', specialRentEndDate: '2026-03-10T09:00:00' }, TODAY),
    ).toBe(850);
  });
});

describe('spec 9 web specials', () => {
  const specials = [
    { startDate: '2026-03-01', endDate: '2026-04-30', description: 'Running' },
    { startDate: '2026-03-11', endDate: '2026-04-30', description: 'Starts tomorrow' },
    { startDate: '2026-01-01', endDate: '2026-03-09', description: 'Ended yesterday' },
    { startDate: '2026-03-10', endDate: '2026-03-10', description: 'Today only' },
  ];

  it('are active only between their start and end dates', () => {
    expect(activeWebSpecials(specials, TODAY).map((special) => special.description)).toEqual(['Running', 'Today only']);
  });
});

describe('spec 9 prices', () => {
  it("shows the special rent as the price with the normal rent struck through ('Now starting at $X/mo')", () => {
    expect(listedPrice(950, { specialRent: 850, ...march }, TODAY)).toEqual({ rent: 850, regularRent: 950 });
  });

  it('shows the regular rent alone when no special applies', () => {
    expect(listedPrice(950, { specialRent: 850, ...march }, '2026-04-02')).toEqual({ rent: 950, regularRent: null });
    expect(listedPrice(null, { specialRent: null, ...march }, TODAY)).toEqual({ rent: null, regularRent: null });
  });

  it("takes a floor plan's regular rent from its cheapest unit", () => {
    expect(minUnitRent([{ rent: 1200 }, { rent: 950 }, { rent: 1000 }])).toBe(950);
    expect(minUnitRent([])).toBeNull();
  });
});

describe('issue 23 special rent the office may save', () => {
  it('issue 23 special rent: all three fields or none', () => {
    expect(specialRentProblem({ specialRent: null, specialRentStartDate: null, specialRentEndDate: null })).toBeUndefined();
    expect(specialRentProblem({ specialRent: 850, ...march })).toBeUndefined();
    expect(specialRentProblem({ specialRent: 850, specialRentStartDate: '2026-03-01', specialRentEndDate: null })).toBe(SPECIAL_RENT_PROBLEMS.incomplete);
    expect(specialRentProblem({ specialRent: null, ...march })).toBe(SPECIAL_RENT_PROBLEMS.incomplete);
  });

  it('issue 23 special rent: a rent below 1 is refused, 1 is taken', () => {
    expect(specialRentProblem({ specialRent: 0.5, ...march })).toBe('A special rent must be at least $1');
    expect(specialRentProblem({ specialRent: 0, ...march })).toBe('A special rent must be at least $1');
    expect(specialRentProblem({ specialRent: 1, ...march })).toBeUndefined();
  });

  it('issue 23 special rent: an end before its start is refused; a one-day special is taken', () => {
    expect(specialRentProblem({ specialRent: 850, specialRentStartDate: '2026-03-31', specialRentEndDate: '2026-03-30' })).toBe('The end date cannot be before the start date');
    expect(specialRentProblem({ specialRent: 850, specialRentStartDate: '2026-03-31', specialRentEndDate: '2026-03-31' })).toBeUndefined();
    expect(endsBeforeStart('2026-03-02', '2026-03-01')).toBe(true);
    expect(endsBeforeStart('2026-03-01', null)).toBe(false);
  });
});
