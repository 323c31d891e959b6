/**
 * A list the user orders one step at a time (a sublet's photos, a plan's photos, amenities and utilities): the item at
 * `index` moved one place earlier (-1) or later (1). At either end, or for an index outside the list, nothing moves.
 */
export function movedOnePlace<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}
