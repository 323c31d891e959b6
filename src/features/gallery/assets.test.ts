import { describe, expect, it } from 'vitest';
import { sortAssets } from './assets';

describe('spec 3 folder photos', () => {
  it('are ordered by their numeric name, ascending', () => {
    const assets = [
      { id: 'c', name: '10' },
      { id: 'a', name: '2' },
      { id: 'b', name: '1' },
      { id: 'z', name: 'cover' },
      { id: 'd', name: '03' },
    ];
    expect(sortAssets(assets).map((asset) => asset.id)).toEqual(['b', 'a', 'd', 'c', 'z']);
    expect(assets[0].id).toBe('c');
  });
});
