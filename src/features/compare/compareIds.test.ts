import { describe, expect, it } from 'vitest';
import { compareUrl, parseCompareIds } from './compareIds';

describe('issue 16 compare: the shareable URL', () => {
  it('round-trips the plan ids in their order', () => {
    expect(compareUrl([3, 10, 12])).toBe('/compare?ids=3,10,12');
    expect(parseCompareIds('?ids=3,10,12')).toEqual({ ids: [3, 10, 12], invalid: [], extra: 0 });
  });

  it('names entries that are not plan ids, and counts each plan once', () => {
    expect(parseCompareIds('?ids=3,abc,3,,-1,0,10')).toEqual({ ids: [3, 10], invalid: ['abc', '-1', '0'], extra: 0 });
  });

  it('keeps at most four plans and says how many were left out', () => {
    expect(parseCompareIds('?ids=1,2,3,4,5,6')).toEqual({ ids: [1, 2, 3, 4], invalid: [], extra: 2 });
  });

  it('reads a missing list as no plans', () => {
    expect(parseCompareIds('')).toEqual({ ids: [], invalid: [], extra: 0 });
  });
});
