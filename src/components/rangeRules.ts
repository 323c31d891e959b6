/** Spec section 5: the minimum thumb stays at least `gap` below the maximum, and the maximum `gap` above the minimum. */
export const RANGE_GAP = 2;

export interface Range {
  min: number;
  max: number;
}

/** The range after one thumb moved to `value`: the moved thumb stops `gap` short of the other, within the bounds. */
export function moveThumb(
  range: Range,
  thumb: 'min' | 'max',
  value: number,
  bounds: Range,
  gap: number = RANGE_GAP,
): Range {
  if (thumb === 'min') {
    return { min: Math.max(bounds.min, Math.min(value, range.max - gap)), max: range.max };
  }
  return { min: range.min, max: Math.min(bounds.max, Math.max(value, range.min + gap)) };
}
