/** The index `step` places from `index` in a list of `length` items whose ends join (arrows that wrap around). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
