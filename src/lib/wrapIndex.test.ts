import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrapIndex';

describe('spec 2 arrows that wrap around', () => {
  it('goes from the last item to the first and from the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
