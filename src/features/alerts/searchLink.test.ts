import { describe, expect, it } from 'vitest';
import { parseFilters } from '@/features/floorplans/filterQuery';
import { COMMUNITY_UNITS_DEFAULTS, HOME_SEARCH_DEFAULTS } from '@/features/floorplans/filters';
import { savedSearch } from './savedSearch';
import { savedSearchPath } from './searchLink';

const filters = { bedroom: 2, availability: '2027-08', style: null, rent: { min: 500, max: 1400 }, floorplanIds: [4, 9] } as const;

describe('issue 25 sending: the "see all" link of an alert opens the saved search', () => {
  it('issue 25 sending: a home search links to the home page with its filters, read back by the URL parser as saved', () => {
    const path = savedSearchPath(savedSearch({ ...filters, floorplanIds: [4, 9] }, null));
    expect(path).toBe('/?bedroom=2&availability=2027-08&minRent=500&maxRent=1400&floorplans=4%2C9');
    const { sort: _sort, ...read } = parseFilters(new URL(path, 'https://x.example').searchParams, HOME_SEARCH_DEFAULTS);
    expect(read).toEqual({ ...filters, floorplanIds: [4, 9] });
  });

  it("issue 25 sending: a community's search links to its units; each list's own default is left out of the URL", () => {
    expect(savedSearchPath(savedSearch({ ...filters, availability: 'any', floorplanIds: [] }, 3))).toBe('/communities/3?bedroom=2&minRent=500&maxRent=1400');
    expect(savedSearchPath(savedSearch({ ...COMMUNITY_UNITS_DEFAULTS, availability: 'now' }, null))).toBe('/');
  });
});
