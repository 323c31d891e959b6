import { describe, expect, it } from 'vitest';
import { aFloorplan, aUnit, spotlight } from '@tests/msw/fixtures/floorplans';
import { kirkwoodFloorplans } from '@tests/msw/fixtures/properties';
import { activeFloorplans, isNoLongerOffered, spotlightFloorplans, takesApplicationsAndTours } from './catalog';

describe('spec 7 floor plan lists', () => {
  it('properties/{id}/floorplans/filter keeps active floor plans and active units', () => {
    const plans = activeFloorplans(kirkwoodFloorplans);
    expect(plans.map((plan) => plan.name)).toEqual(['The Aspen', 'The Birch', 'The Cedar', 'The Willow']);
    expect(plans.find((plan) => plan.id === 105)?.units.map((unit) => unit.id)).toEqual([1006]);
  });

  it('floorplans?projection=spotlight keeps featured plans whose property is active', () => {
    expect(spotlightFloorplans(spotlight).map((plan) => plan.name)).toEqual(['The Aspen', 'The Dogwood']);
  });

  it('issue 14: the spotlight is filtered like projection=details (active, non-GARAGE), without short-term plans or inactive units', () => {
    const shown = spotlightFloorplans([
      ...spotlight,
      aFloorplan({ id: 305, name: 'Half Let', featured: true, units: [aUnit({ id: 1 }), aUnit({ id: 2, active: false })] }),
    ]);
    expect(shown.map((plan) => plan.name)).toEqual(['The Aspen', 'The Dogwood', 'Half Let']);
    expect(shown[2].units.map((unit) => unit.id)).toEqual([1]);
  });

  it('issue 27: a plan taken off the market (inactive) is no longer offered; an active one is, units or not', () => {
    expect(isNoLongerOffered(aFloorplan({ active: false }))).toBe(true);
    expect(isNoLongerOffered(aFloorplan({ active: true, units: [] }))).toBe(false);
  });
});

describe('issues 24 and 27: who applies and tours', () => {
  it('a home let by the year takes applications and tours; a short-term stay and a parking space do not', () => {
    expect(takesApplicationsAndTours(aFloorplan())).toBe(true);
    expect(takesApplicationsAndTours(aFloorplan({ style: 'GARAGE' }))).toBe(false);
    const stay = aFloorplan({ property: { ...aFloorplan().property, leaseType: 'SHORT_TERM' } });
    expect(takesApplicationsAndTours(stay)).toBe(false);
  });
});
