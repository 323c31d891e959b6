/**
 * Issue 27: the featured section leaves out the plans the search above it already shows (all of them while the
 * search's results are not known).
 */
export function featuredBeyondSearch<Plan extends { id: number }>(featured: readonly Plan[], shownAbove: ReadonlySet<number> | undefined): Plan[] {
  return shownAbove ? featured.filter((plan) => !shownAbove.has(plan.id)) : [...featured];
}
