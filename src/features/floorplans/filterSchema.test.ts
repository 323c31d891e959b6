import { describe, expect, it } from 'vitest';
import { defaultFilters } from './filters';
import { parseFilters } from './filterQuery';
import { MAX_SEARCH_FLOORPLANS, searchFiltersOf, searchFiltersSchema } from './filterSchema';

const HOME = defaultFilters('now');
const fromUrl = (query: string) => searchFiltersOf(parseFilters(new URLSearchParams(query), HOME));

describe('issue 25 saved search filters: one set of rules with the search URL', () => {
  it.each([
    '',
    'bedroom=2&availability=2027-08&style=APARTMENT&minRent=500&maxRent=1400&floorplans=3,10',
    'bedroom=20&availability=any&minRent=0&maxRent=2',
    'availability=2026-12&minRent=3998&maxRent=4000',
    'floorplans=1,999999',
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
    ['floorplans=0', { floorplanIds: [0] }],
    ['floorplans=1000000', { floorplanIds: [1_000_000] }],
  ])('issue 25 saved search filters: what the URL drops to its default (%s) a saved search refuses', (query, bad) => {
    // The URL's parser falls back to the default...
    expect(fromUrl(query)).toEqual(searchFiltersOf(HOME));
    // ...and the saved search's schema refuses the same value.
    expect(searchFiltersSchema.safeParse({ ...searchFiltersOf(HOME), ...bad }).success).toBe(false);
  });

  it('issue 25 saved search filters: the one difference, a link naming more than 50 floor plans, lists them but is not saved', () => {
    const many = Array.from({ length: MAX_SEARCH_FLOORPLANS + 1 }, (_, index) => index + 1);
    expect(fromUrl(`floorplans=${many.join(',')}`).floorplanIds).toEqual(many);
    expect(searchFiltersSchema.safeParse({ ...searchFiltersOf(HOME), floorplanIds: many }).error?.issues[0].message).toBe('A search names at most 50 floor plans');
  });

  it('issue 25 saved search filters: the sort is no filter, and an unknown field is refused', () => {
    expect(searchFiltersSchema.safeParse(HOME).success).toBe(false);
    expect(searchFiltersSchema.safeParse({ ...searchFiltersOf(HOME), pets: true }).success).toBe(false);
  });
});
