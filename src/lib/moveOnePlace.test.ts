import { describe, expect, it } from 'vitest';
import { movedOnePlace } from './moveOnePlace';

describe('issue 27 / issue 23 a list ordered one step at a time (photos, amenities, utilities)', () => {
  it('moves an item one place up or down; at either end, or outside the list, nothing moves', () => {
    expect(movedOnePlace(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedOnePlace(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedOnePlace(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedOnePlace(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(movedOnePlace(['a', 'b', 'c'], 5, -1)).toEqual(['a', 'b', 'c']);
  });
});
