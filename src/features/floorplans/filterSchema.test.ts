import { describe, expect, it } from 'vitest';
import { defaultFilters } from './filters';
import { parseFilters } from './filterQuery';
import { searchFiltersOf, searchFiltersSchema } from './filterSchema';

const HOME = defaultFilters('now');
const fromUrl = (query: string) => searchFiltersOf(parseFilters(new URLSearchParams(query), HOME));

describe('issue 25 saved search filters: one set of rules with the search URL', () => {
  it.each([
    '',
    'bedroom=2&availability=2027-08&style=APARTMENT&minRent=500&maxRent=1400&floorplans=3,10',
    'bedroom=20&availability=any&minRent=0&maxRent=2',
    'availability=2026-12&minRent=3998&maxRent=4000',
  ])('issue 25 saved search filters: every state the URL "%s" reads is a valid saved search', (query) => {
    const filters = fromUrl(query);
    expect(searchFiltersSchema.parse(filters)).toEqual(filters);
  });

  it.each([
    ['bedroom=21', { bedroom: 21 }],
    ['availability=2027-13', { availability: '2027-13' }],
    ['availability=soon', { availability: 'soon' }],
    ['style=Castle', { style: 'Castle' }],
    ['minRent=1000&maxRent=1001', { rent: { min: 1000, max: 1001 } }],
    ['minRent=0&maxRent=4001', { rent: { min: 0, max: 4001 } }],
    ['bedroom=1.5', { bedroom: 1.5 }],
  ])('issue 25 saved search filters: what the URL drops to its default (%s) a saved search refuses', (query, bad) => {
    // The URL's parser falls back to the default...
    expect(fromUrl(query)).toEqual(searchFiltersOf(HOME));
    // ...and the saved search's schema refuses the same value.
    expect(searchFiltersSchema.safeParse({ ...searchFiltersOf(HOME), ...bad }).success).toBe(false);
  });

  it('issue 25 saved search filters: the sort is no filter, and an unknown field is refused', () => {
    expect(searchFiltersSchema.safeParse(HOME).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ ...searchFiltersOf(HOME), pets: true }).success).toBe(false);
  });
});
