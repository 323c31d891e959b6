import { describe, expect, it } from 'vitest';
import { parseShortTermQuery, toShortTermParams } from './query';

describe('spec 2 short-term list state in the URL', () => {
  it('round-trips sort, bedrooms and Home Types', () => {
    const query = { sort: 'bedroomsDesc' as const, bedrooms: [1, 2], styles: ['STUDIO' as const] };
    expect(parseShortTermQuery(toShortTermParams(query))).toEqual(query);
    expect(toShortTermParams(query).toString()).toBe('sort=bedroomsDesc&bed=1&bed=2&type=STUDIO');
  });

  it('leaves defaults out of the URL', () => {
    expect(toShortTermParams({ sort: 'priceAsc', bedrooms: [], styles: [] }).toString()).toBe('');
  });

  it('falls back to defaults for invalid values', () => {
    expect(parseShortTermQuery(new URLSearchParams('sort=cheapest&bed=two&bed=-1&bed=1&bed=1&type=CASTLE'))).toEqual({
      sort: 'priceAsc',
      bedrooms: [1],
      styles: [],
    });
  });
});
