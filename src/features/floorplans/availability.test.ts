import { describe, expect, it } from 'vitest';
import { earliestMoveIn, hasUnitAvailableNow, isAvailableNow, monthLabel, offeredMonths, planAvailabilityMonths, unitAvailabilityMonths } from './availability';

const TODAY = '2026-03-10';

describe("spec 9 'Available Now'", () => {
  it('means a move-in date before tomorrow: today and earlier count, tomorrow does not', () => {
    expect(isAvailableNow('2026-03-10', TODAY)).toBe(true);
    expect(isAvailableNow('2025-08-01', TODAY)).toBe(true);
    expect(isAvailableNow('2026-03-11', TODAY)).toBe(false);
  });

  it('for unit cards: today or earlier, also when the date carries a time of day', () => {
    expect(isAvailableNow('2026-03-10T23:30:00', TODAY)).toBe(true);
    expect(isAvailableNow('2026-03-11T00:00:00', TODAY)).toBe(false);
  });

  it('is false without a move-in date', () => {
    expect(isAvailableNow(null, TODAY)).toBe(false);
    expect(isAvailableNow('', TODAY)).toBe(false);
  });

  it('holds for a floor plan when one of its units is available now', () => {
    expect(hasUnitAvailableNow([{ moveInDate: '2026-06-01' }, { moveInDate: '2026-03-09' }], TODAY)).toBe(true);
    expect(hasUnitAvailableNow([{ moveInDate: '2026-06-01' }], TODAY)).toBe(false);
    expect(hasUnitAvailableNow([], TODAY)).toBe(false);
  });

  it('dates a floor plan by its earliest move-in', () => {
    expect(earliestMoveIn([{ moveInDate: '2026-06-01' }, { moveInDate: '2026-04-15' }])).toBe('2026-04-15');
    expect(earliestMoveIn([])).toBeNull();
  });
});

describe('spec 9 availability months', () => {
  it('offers the move-in month and the availabilityExtensionMonths months that follow', () => {
    expect(unitAvailabilityMonths({ moveInDate: '2026-05-15', availabilityExtensionMonths: 2 }, TODAY)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
    ]);
    expect(unitAvailabilityMonths({ moveInDate: '2026-05-15', availabilityExtensionMonths: 0 }, TODAY)).toEqual(['2026-05']);
  });

  it('stays within 12 months: from this month up to 11 months ahead', () => {
    expect(unitAvailabilityMonths({ moveInDate: '2027-01-20', availabilityExtensionMonths: 3 }, TODAY)).toEqual([
      '2027-01',
      '2027-02',
    ]);
    expect(unitAvailabilityMonths({ moveInDate: '2027-03-01', availabilityExtensionMonths: 0 }, TODAY)).toEqual([]);
  });

  it('drops months that have passed but keeps the extension months still ahead', () => {
    expect(unitAvailabilityMonths({ moveInDate: '2026-01-05', availabilityExtensionMonths: 3 }, TODAY)).toEqual([
      '2026-03',
      '2026-04',
    ]);
    expect(unitAvailabilityMonths({ moveInDate: '2025-06-01', availabilityExtensionMonths: 1 }, TODAY)).toEqual([]);
  });

  it('crosses the year end', () => {
    expect(unitAvailabilityMonths({ moveInDate: '2026-11-30', availabilityExtensionMonths: 2 }, TODAY)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it('treats a missing or negative extension as none and ignores an invalid date', () => {
    expect(unitAvailabilityMonths({ moveInDate: '2026-04-01', availabilityExtensionMonths: -2 }, TODAY)).toEqual(['2026-04']);
    expect(unitAvailabilityMonths({ moveInDate: '2026-04-01', availabilityExtensionMonths: null as never }, TODAY)).toEqual([
      '2026-04',
    ]);
    expect(unitAvailabilityMonths({ moveInDate: 'soon', availabilityExtensionMonths: 1 }, TODAY)).toEqual([]);
  });

  it("reads 'March 2025'", () => {
    expect(monthLabel('2025-03')).toBe('March 2025');
  });
});

const PLAN_UNITS = [
  { moveInDate: '2026-05-15', availabilityExtensionMonths: 1 },
  { moveInDate: '2026-03-01', availabilityExtensionMonths: 2 },
  // Issue 14: 2027-03-01 is before one year from today (2027-03-10), so the card lists March 2027.
  { moveInDate: '2027-03-01', availabilityExtensionMonths: 0 },
  { moveInDate: '2027-03-10', availabilityExtensionMonths: 0 },
  { moveInDate: '2027-04-01', availabilityExtensionMonths: 0 },
];

describe('spec 9 availability card', () => {
  it('lists each month once, ascending, and none a year or more from today', () => {
    expect(planAvailabilityMonths(PLAN_UNITS, '2026-03-10')).toEqual(['2026-03', '2026-04', '2026-05', '2026-06', '2027-03']);
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

describe('spec 9 the months the home search offers a plan in', () => {
  it('lists each month once, ascending, within the 12 months that start with this one (no March 2027)', () => {
    expect(offeredMonths(PLAN_UNITS, '2026-03-10')).toEqual(['2026-03', '2026-04', '2026-05', '2026-06']);
  });
});
