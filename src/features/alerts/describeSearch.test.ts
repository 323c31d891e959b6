import { describe, expect, it } from 'vitest';
import { describeSearch } from './describeSearch';
import { savedSearch } from './savedSearch';

describe('issue 25 a saved search in words', () => {
  it('issue 25 describe: names each filter as the pills do, and where it searches', () => {
    const search = savedSearch({ bedroom: 2, availability: '2027-08', style: null, rent: { min: 500, max: 1400 }, floorplanIds: [] }, null);
    expect(describeSearch(search, null)).toBe('2 bedroom, August 2027 availability, $500 - $1,400 at every community');
  });

  it('issue 25 describe: an untouched search at a community', () => {
    const search = savedSearch({ bedroom: null, availability: 'any', style: null, rent: { min: 0, max: 4000 }, floorplanIds: [] }, 7);
    expect(describeSearch(search, 'Maple Court')).toBe('Every home at Maple Court');
    expect(describeSearch({ ...search, filters: { ...search.filters, availability: 'now' } }, null)).toBe('Available Now at one community');
  });
});
