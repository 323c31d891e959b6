import { describe, expect, it } from 'vitest';
import { aFloorplan, aspen, birch, cedar, dogwood } from '@tests/msw/fixtures/floorplans';
import { defaultFilters, filterOptions, type ListingFilters } from './filters';
import { floorplanListing } from './listing';
import { searchListings } from './searchListings';
import type { SortKey } from './sort';

const TODAY = '2026-03-10';
const listings = [aspen, birch, cedar, dogwood].map((plan) => floorplanListing(plan, TODAY));
const names = (filters: Partial<ListingFilters>, from = listings) =>
  searchListings(from, { ...defaultFilters('any'), ...filters }).map((plan) => plan.name);

describe('spec 9 floor plan facts', () => {
  it('prices a plan by its active special rent, else its cheapest unit', () => {
    expect(floorplanListing(aspen, TODAY).facts.price).toEqual({ rent: 850, regularRent: 950 });
    expect(floorplanListing(birch, TODAY).facts.price).toEqual({ rent: 1450, regularRent: null });
    // The Dogwood's special ended yesterday.
    expect(floorplanListing(dogwood, TODAY).facts.price).toEqual({ rent: 2100, regularRent: null });
  });

  it('collects the availability months of all its units', () => {
    expect(floorplanListing(aspen, TODAY).facts.availabilityMonths).toEqual(['2026-03', '2026-05', '2026-06']);
  });
});

describe('spec 4 filters', () => {
  it("'Available Now' keeps plans with a unit moving in today or earlier (not tomorrow)", () => {
    expect(names({ availability: 'now' })).toEqual(['The Aspen', 'The Dogwood', 'The Birch']);
  });

  it('a month keeps plans with a unit offered that month', () => {
    expect(names({ availability: '2026-05' })).toEqual(['The Aspen', 'The Cedar']);
    expect(names({ availability: '2026-06' })).toEqual(['The Aspen']);
    expect(names({ availability: '2026-09' })).toEqual([]);
  });

  it("'any' keeps every plan", () => {
    expect(names({})).toHaveLength(4);
  });

  it('bedroom, style and floor plan ids keep exact matches', () => {
    expect(names({ bedroom: 2 })).toEqual(['The Birch']);
    expect(names({ bedroom: 0 })).toEqual(['The Cedar']);
    expect(names({ style: 'TOWN_HOME' })).toEqual(['The Dogwood']);
    expect(names({ floorplanIds: [103, 102] })).toEqual(['The Birch', 'The Cedar']);
  });

  it('rent matches the active special rent or the minimum unit rent', () => {
    // The Aspen: special $850, regular from $950.
    expect(names({ rent: { min: 800, max: 900 } })).toEqual(['The Aspen']);
    expect(names({ rent: { min: 940, max: 960 } })).toEqual(['The Aspen']);
    expect(names({ rent: { min: 851, max: 949 } })).toEqual([]);
    // Bounds are inclusive.
    expect(names({ rent: { min: 700, max: 700 + 2 } })).toEqual(['The Cedar']);
    expect(names({ rent: { min: 1450, max: 2100 } })).toEqual(['The Dogwood', 'The Birch']);
  });

  it('keeps a plan without a price only while the rent range is the default 0-4000', () => {
    const unpriced = floorplanListing(aFloorplan({ id: 9, name: 'No units', units: [] }), TODAY);
    expect(names({}, [unpriced])).toEqual(['No units']);
    expect(names({ rent: { min: 0, max: 3998 } }, [unpriced])).toEqual([]);
  });

  it('combines filters', () => {
    expect(names({ availability: 'now', bedroom: 1, rent: { min: 0, max: 1000 } })).toEqual(['The Aspen']);
    expect(names({ availability: 'now', style: 'STUDIO' })).toEqual([]);
  });

  it('offers only the bedrooms, styles and months the listings have', () => {
    expect(filterOptions(listings)).toEqual({
      bedrooms: [0, 1, 2, 3],
      styles: ['APARTMENT', 'STUDIO', 'TOWN_HOME'],
      months: ['2026-03', '2026-04', '2026-05', '2026-06'],
    });
  });
});

describe('spec 3 sorts', () => {
  const sorted = (sort: SortKey) => names({ sort });

  it('featured first by default, otherwise in the order the data came', () => {
    expect(sorted('featured')).toEqual(['The Aspen', 'The Dogwood', 'The Birch', 'The Cedar']);
  });

  it('price by the minimum rate, ascending and descending', () => {
    expect(sorted('priceAsc')).toEqual(['The Cedar', 'The Aspen', 'The Birch', 'The Dogwood']);
    expect(sorted('priceDesc')).toEqual(['The Dogwood', 'The Birch', 'The Aspen', 'The Cedar']);
  });

  it('puts a plan without a price last in both price directions', () => {
    const withUnpriced = [floorplanListing(aFloorplan({ id: 9, name: 'No units', units: [] }), TODAY), ...listings];
    expect(names({ sort: 'priceAsc' }, withUnpriced).at(-1)).toBe('No units');
    expect(names({ sort: 'priceDesc' }, withUnpriced).at(-1)).toBe('No units');
  });

  it('bedrooms ascending and descending', () => {
    expect(sorted('bedroomsAsc')).toEqual(['The Cedar', 'The Aspen', 'The Birch', 'The Dogwood']);
    expect(sorted('bedroomsDesc')).toEqual(['The Dogwood', 'The Birch', 'The Aspen', 'The Cedar']);
  });

  it('availability by move-in date ascending and descending', () => {
    expect(sorted('availabilityAsc')).toEqual(['The Dogwood', 'The Aspen', 'The Birch', 'The Cedar']);
    expect(sorted('availabilityDesc')).toEqual(['The Cedar', 'The Birch', 'The Aspen', 'The Dogwood']);
  });

  it('leaves the input list untouched', () => {
    const input = [...listings];
    searchListings(input, { ...defaultFilters('any'), sort: 'priceDesc' });
    expect(input).toEqual(listings);
  });
});
