import { formatDailyPrice, formatMonthlyPrice } from '../tiers';

export interface TierPriceProps {
  /** The tier's price per day. */
  daily: number;
  /** Show the monthly figure (daily x 30) instead of the daily price. */
  monthly?: boolean;
  /** Add 'plus tax' after a daily price (spec section 9: daily prices are shown plus tax). */
  plusTax?: boolean;
}

/**
 * One short-term price. A non-positive price is displayed as given (spec section 9) with a note saying what it
 * means, so a bare "0" never reads as free.
 */
export function TierPrice({ daily, monthly = false, plusTax = false }: TierPriceProps) {
  if (daily <= 0) {
    return (
      <>
        {formatDailyPrice(daily)} <span className="muted">(call us)</span>
      </>
    );
  }
  if (monthly) return <>{formatMonthlyPrice(daily)}</>;
  return (
    <>
      {formatDailyPrice(daily)}
      {plusTax && (
        <>
          {' '}
          <span className="muted">plus tax</span>
        </>
      )}
    </>
  );
}
