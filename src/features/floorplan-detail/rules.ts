import type { Utility } from '@/features/floorplans/types';

export interface MonthlyEstimate {
  rent: number;
  bills: number;
  total: number;
}

/**
 * The 'Estimated monthly total': the lowest current rent plus the average bills of the utilities the resident
 * pays. Null without a rent; utilities without an average add nothing.
 */
export function estimatedMonthlyTotal(rent: number | null, utilities: readonly Utility[]): MonthlyEstimate | null {
  if (rent === null) return null;
  const bills = utilities
    .filter((utility) => utility.type === 'RESIDENT_UTILITY')
    .reduce((sum, utility) => sum + (utility.averageMonthlyBill ?? 0), 0);
  return { rent, bills, total: rent + bills };
}
