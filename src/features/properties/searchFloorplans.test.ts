import { describe, expect, it } from 'vitest';
import { aFloorplan } from '@tests/msw/fixtures/floorplans';
import { aProperty, searchProperties } from '@tests/msw/fixtures/properties';
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

  it('issue 27 garage spaces are not homes: a parking plan of a community is left out of the search', () => {
    const community = aProperty({ floorplans: [aFloorplan({ id: 1, name: 'The Loft' }), aFloorplan({ id: 2, name: 'Covered Space', style: 'GARAGE' })] });
    expect(searchFloorplans([community]).map((plan) => plan.name)).toEqual(['The Loft']);
  });

  it('copes with a property that has no floorplans field', () => {
    expect(searchFloorplans([{ ...searchProperties[0], floorplans: undefined }])).toEqual([]);
  });
});
