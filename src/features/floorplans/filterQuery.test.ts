import { describe, expect, it } from 'vitest';
import { defaultFilters, type ListingFilters } from './filters';
import { parseFilters, serializeFilters } from './filterQuery';

const search = defaultFilters('now');
const parse = (query: string, defaults = search) => parseFilters(new URLSearchParams(query), defaults);
const serialize = (filters: Partial<ListingFilters>, defaults = search) =>
  serializeFilters({ ...defaults, ...filters }, defaults).toString();

describe('spec 4 filters in the URL', () => {
  it("an empty query is the default state: 'Available Now', rent 0-4000, featured first", () => {
    expect(parse('')).toEqual({
      bedroom: null,
      availability: 'now',
      style: null,
      rent: { min: 0, max: 4000 },
      sort: 'featured',
      floorplanIds: [],
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(serialize({})).toBe('');
    expect(serialize({ bedroom: 2, rent: { min: 500, max: 1500 } })).toBe('bedroom=2&minRent=500&maxRent=1500');
    expect(serialize({ availability: '2026-05', style: 'TOWN_HOME', sort: 'priceAsc', floorplanIds: [3, 12] })).toBe(
      'availability=2026-05&style=TOWN_HOME&sort=priceAsc&floorplans=3%2C12',
    );
    expect(serialize({ availability: 'any' })).toBe('availability=any');
    expect(serialize({ availability: 'now' }, defaultFilters('any'))).toBe('availability=now');
  });

  it('round-trips every kind of value', () => {
    const states: ListingFilters[] = [
      { ...search, bedroom: 0 },
      { ...search, availability: 'any', sort: 'availabilityDesc' },
      { ...search, availability: '2027-01', style: 'STUDIO', rent: { min: 0, max: 2 }, floorplanIds: [101, 7] },
      { ...search, rent: { min: 3998, max: 4000 } },
    ];
    for (const state of states) expect(parse(serializeFilters(state, search).toString())).toEqual(state);
  });

  it('keeps parameters that are not filters', () => {
    const params = serializeFilters({ ...search, bedroom: 1 }, search, new URLSearchParams('utm_source=mail&bedroom=3'));
    expect(params.toString()).toBe('utm_source=mail&bedroom=1');
  });

  it('falls back to the default of each invalid value, never throwing', () => {
    expect(parse('bedroom=two&availability=someday&style=castle&sort=cheapest&floorplans=x,-1,0')).toEqual(search);
    expect(parse('bedroom=-1')).toEqual(search);
    expect(parse('bedroom=1.5')).toEqual(search);
    expect(parse('availability=2026-13')).toEqual(search);
    expect(parse('sort=__proto__')).toEqual(search);
    expect(parse('style=toString')).toEqual(search);
    expect(parse('%E0%A4%A')).toEqual(search);
  });

  it('drops a rent range that is out of bounds, reversed, too narrow or not a number', () => {
    for (const query of ['minRent=-5', 'maxRent=4001', 'minRent=2000&maxRent=1000', 'minRent=1000&maxRent=1001', 'minRent=abc', 'maxRent=1e3']) {
      expect(parse(query).rent, query).toEqual({ min: 0, max: 4000 });
    }
    expect(parse('minRent=1000').rent).toEqual({ min: 1000, max: 4000 });
    expect(parse('maxRent=1200').rent).toEqual({ min: 0, max: 1200 });
  });

  it('keeps the valid floor plan ids once each', () => {
    expect(parse('floorplans=12,abc,12,7').floorplanIds).toEqual([12, 7]);
  });
});
