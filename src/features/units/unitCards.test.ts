import { describe, expect, it } from 'vitest';
import { aFloorplan, aspen, aUnit, cedar } from '@tests/msw/fixtures/floorplans';
import { availabilityLine, planUnitCards, toUnitCards, unitBadge, unitListing } from './unitCards';

const TODAY = '2026-03-10';

describe('spec 3 unit cards', () => {
  it('flattens each unit with what it inherits from its floor plan, keeping only running web specials', () => {
    const [first, second] = toUnitCards([aspen], TODAY);
    expect(first).toMatchObject({
      id: 1001,
      floorplanId: 101,
      floorplanName: 'The Aspen',
      bedroom: 1,
      bathroom: 1,
      rent: 950,
      featured: true,
      specialRent: 850,
      photosFolderId: 'folder-aspen',
      webSpecials: ['First month free on 12-month leases'],
    });
    expect(second.id).toBe(1002);
  });

  it("prices a unit by its own rent (spec 9: regular rent for units) and dates it by its own move-in", () => {
    const [now, later] = toUnitCards([aspen], TODAY).map((unit) => unitListing(unit, TODAY).facts);
    expect(now.price).toEqual({ rent: 850, regularRent: 950 });
    expect(later.price).toEqual({ rent: 850, regularRent: 1000 });
    expect(now.availableNow).toBe(true);
    expect(later.availableNow).toBe(false);
    expect(later.availabilityMonths).toEqual(['2026-05', '2026-06']);
  });
});

describe('spec 2 unit badges', () => {
  it("reads 'Featured & Available Now', 'Featured' or 'Available Now' (today or earlier)", () => {
    expect(unitBadge({ featured: true, moveInDate: '2026-03-10' }, TODAY)).toBe('Featured & Available Now');
    expect(unitBadge({ featured: true, moveInDate: '2026-03-11' }, TODAY)).toBe('Featured');
    expect(unitBadge({ featured: false, moveInDate: '2026-01-01' }, TODAY)).toBe('Available Now');
    expect(unitBadge(toUnitCards([cedar], TODAY)[0], TODAY)).toBeNull();
  });
});

describe('issue 14 unit availability line', () => {
  it("reads 'Available Now' for a move-in today or earlier, the date otherwise", () => {
    expect(availabilityLine('2026-02-01', '2026-03-10')).toBe('Available Now');
    expect(availabilityLine('2026-03-10', '2026-03-10')).toBe('Available Now');
    expect(availabilityLine('2026-03-11', '2026-03-10')).toBe('Available Mar 11, 2026');
  });
});

describe('issue 27 units on the plan page', () => {
  it("lists the plan's active units as the community page does, soonest available first, then the cheaper", () => {
    const plan = aFloorplan({
      units: [
        aUnit({ id: 1, rent: 1200, moveInDate: '2026-05-02' }),
        aUnit({ id: 2, rent: 1150, moveInDate: '2026-05-02' }),
        aUnit({ id: 3, active: false, moveInDate: '2026-01-01' }),
        aUnit({ id: 4, rent: 1300, moveInDate: '2026-02-01' }),
      ],
    });
    expect(planUnitCards(plan, TODAY).map((unit) => unit.id)).toEqual([4, 2, 1]);
  });

  it('has none for a plan whose units are all off the market', () => {
    expect(planUnitCards(aFloorplan({ units: [aUnit({ active: false })] }), TODAY)).toEqual([]);
  });
});
