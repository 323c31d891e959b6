import { describe, expect, it } from 'vitest';
import { itemsOf, unwrapEmbedded } from './hal';

describe('spec 7 HAL collections', () => {
  it('reads the named list from _embedded', () => {
    const body = { _embedded: { sublets: [{ id: 1 }, { id: 2 }] }, page: { size: 20, totalElements: 2, totalPages: 1, number: 0 } };
    expect(unwrapEmbedded(body, 'sublets')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('yields an empty list for an empty or malformed body', () => {
    expect(unwrapEmbedded({}, 'sublets')).toEqual([]);
    expect(unwrapEmbedded(null, 'sublets')).toEqual([]);
    expect(unwrapEmbedded({ _embedded: { other: [] } } as never, 'sublets')).toEqual([]);
  });
});

describe('spec 7 lists sent bare or as HAL', () => {
  it('reads a bare array and a HAL collection alike', () => {
    expect(itemsOf([{ id: 1 }], 'properties')).toEqual([{ id: 1 }]);
    expect(itemsOf({ _embedded: { properties: [{ id: 2 }] } }, 'properties')).toEqual([{ id: 2 }]);
    expect(itemsOf('oops', 'properties')).toEqual([]);
    expect(itemsOf(undefined, 'properties')).toEqual([]);
  });
});
