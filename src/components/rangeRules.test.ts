import { describe, expect, it } from 'vitest';
import { moveThumb } from './rangeRules';

const bounds = { min: 0, max: 4000 };

describe('spec 5 range slider', () => {
  it('moves the minimum freely below the maximum', () => {
    expect(moveThumb({ min: 0, max: 4000 }, 'min', 900, bounds)).toEqual({ min: 900, max: 4000 });
  });

  it('keeps the minimum at least 2 below the maximum', () => {
    expect(moveThumb({ min: 0, max: 1500 }, 'min', 1499, bounds)).toEqual({ min: 1498, max: 1500 });
    expect(moveThumb({ min: 0, max: 1500 }, 'min', 3000, bounds)).toEqual({ min: 1498, max: 1500 });
  });

  it('keeps the maximum at least 2 above the minimum', () => {
    expect(moveThumb({ min: 1000, max: 4000 }, 'max', 1001, bounds)).toEqual({ min: 1000, max: 1002 });
    expect(moveThumb({ min: 1000, max: 4000 }, 'max', 0, bounds)).toEqual({ min: 1000, max: 1002 });
  });

  it('never leaves the bounds 0-4000', () => {
    expect(moveThumb({ min: 10, max: 4000 }, 'min', -50, bounds)).toEqual({ min: 0, max: 4000 });
    expect(moveThumb({ min: 0, max: 3000 }, 'max', 9000, bounds)).toEqual({ min: 0, max: 4000 });
  });
});
