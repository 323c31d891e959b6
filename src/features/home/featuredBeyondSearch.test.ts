import { describe, expect, it } from 'vitest';
import { featuredBeyondSearch } from './featuredBeyondSearch';

describe('issue 27 home: the featured section repeats no card of the search above it', () => {
  it('leaves out the plans the search shows, in the featured order', () => {
    expect(featuredBeyondSearch([{ id: 3 }, { id: 1 }, { id: 2 }], new Set([1]))).toEqual([{ id: 3 }, { id: 2 }]);
  });

  it('shows every featured plan while the search has no results yet', () => {
    expect(featuredBeyondSearch([{ id: 3 }, { id: 1 }], undefined)).toEqual([{ id: 3 }, { id: 1 }]);
  });
});
