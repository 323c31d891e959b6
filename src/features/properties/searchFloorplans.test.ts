import { describe, expect, it } from 'vitest';
import { searchProperties } from '@tests/msw/fixtures/properties';
import { isGarage, searchFloorplans } from './searchFloorplans';

describe('spec 7 home search list', () => {
  it("excludes properties whose name contains 'garage' in any case", () => {
    expect(isGarage({ name: 'Kirkwood GARAGE' })).toBe(true);
    expect(isGarage({ name: 'Garage Row' })).toBe(true);
    expect(isGarage({ name: 'The Kirkwood' })).toBe(false);
  });

  it('flattens the floor plans of the active YEARLY properties, keeping active plans and units', () => {
    const plans = searchFloorplans(searchProperties);
    expect(plans.map((plan) => plan.name)).toEqual(['The Aspen', 'The Birch', 'The Cedar', 'The Dogwood', 'The Fir']);
    expect(plans.find((plan) => plan.name === 'The Fir')?.units).toEqual([]);
  });

  it('gives each plan its property, so its card can name and link the community', () => {
    const [aspen, , , dogwood] = searchFloorplans(searchProperties);
    expect(aspen.property).toMatchObject({ id: 1, name: 'The Kirkwood' });
    expect(dogwood.property).toMatchObject({ id: 2, name: 'Jordan Commons' });
  });

  it('copes with a property that has no floorplans field', () => {
    expect(searchFloorplans([{ ...searchProperties[0], floorplans: undefined }])).toEqual([]);
  });
});
