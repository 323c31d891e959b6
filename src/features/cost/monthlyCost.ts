import { listedPrice, minUnitRent } from '@/features/floorplans/pricing';
import type { SpecialRentFields } from '@/features/floorplans/specialRent';
import type { Unit, Utility } from '@/features/floorplans/types';
import type { IsoDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';

/** Spec section 2: a utility's average monthly bill is shown with an estimate disclaimer. */
export const ESTIMATE_DISCLAIMER =
  "Average monthly bills are estimates from past residents' usage; your bills depend on your own use and rates.";

export interface UtilityBill {
  name: string;
  amount: number;
}

export interface MonthlyCost {
  /** The rent paid from now: the special rent while it applies (spec section 9), else the lowest unit rent. */
  rent: number;
  /** The regular rent, only while a special rent applies, so a screen can show what the special saves. */
  regularRent: number | null;
  /** Each resident-paid utility with an average bill: estimates, shown with `ESTIMATE_DISCLAIMER`. */
  bills: UtilityBill[];
  /** Resident-paid utilities the company gives no average for: paid, but not in the total. */
  unestimated: string[];
  /** Utilities included in the rent. */
  included: string[];
  /** Rent plus every estimated bill. */
  total: number;
}

type CostFields = SpecialRentFields & { units: readonly Pick<Unit, 'rent'>[]; utilities: readonly Utility[] };

/**
 * The estimated monthly total of a yearly plan: the rent a visitor would pay now (spec section 9: the special rent
 * when it is at least 1 and running today, else the plan's lowest unit rent) plus the average monthly bill of each
 * utility the resident pays. Null when the plan has no rent to start from (no units).
 */
export function monthlyCost(plan: CostFields, today: IsoDate): MonthlyCost | null {
  const price = listedPrice(minUnitRent(plan.units), plan, today);
  if (price.rent === null) return null;
  const paid = plan.utilities.filter((utility) => utility.type === 'RESIDENT_UTILITY');
  const bills = paid
    .filter((utility) => utility.averageMonthlyBill !== null && utility.averageMonthlyBill > 0)
    .map((utility) => ({ name: utility.name, amount: utility.averageMonthlyBill! }));
  return {
    rent: price.rent,
    regularRent: price.regularRent,
    bills,
    unestimated: paid.filter((utility) => !(utility.averageMonthlyBill! > 0)).map((utility) => utility.name),
    included: plan.utilities.filter((utility) => utility.type === 'INCLUDED_UTILITY').map((utility) => utility.name),
    total: bills.reduce((sum, bill) => sum + bill.amount, price.rent),
  };
}

export interface Deposit {
  min: number;
  max: number;
}

/**
 * The one-time deposit, kept apart from the monthly total: the lowest and highest deposit among the plan's units.
 * Null when no unit names one.
 */
export function depositRange(units: readonly Pick<Unit, 'deposit'>[]): Deposit | null {
  const deposits = units.map((unit) => unit.deposit).filter((deposit) => Number.isFinite(deposit) && deposit > 0);
  return deposits.length === 0 ? null : { min: Math.min(...deposits), max: Math.max(...deposits) };
}

/** '$500', or '$500 - $700' when the units ask different deposits. */
export function formatDeposit(deposit: Deposit): string {
  return deposit.min === deposit.max ? formatMoney(deposit.min) : `${formatMoney(deposit.min)} - ${formatMoney(deposit.max)}`;
}
