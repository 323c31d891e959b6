import { formatMoney } from '@/lib/format';
import { ESTIMATE_DISCLAIMER, formatDeposit, type Deposit, type MonthlyCost } from '../monthlyCost';
import styles from './MonthlyCostBreakdown.module.css';

export interface MonthlyCostBreakdownProps {
  cost: MonthlyCost;
  deposit: Deposit | null;
  /** The heading level of the total where the breakdown sits; none keeps it a paragraph (a table cell). */
  headingLevel?: 2 | 3;
  /**
   * In a comparison: only the parts of the total; the utilities row already says what is included, and the
   * disclaimer is given once under the table.
   */
  compact?: boolean;
}

/**
 * Issue 16, the true cost of a yearly plan: the estimated monthly total, then its parts (rent, each resident-paid
 * utility's average bill), what is paid without an estimate, what is included, and the deposit apart, once.
 */
export function MonthlyCostBreakdown({ cost, deposit, headingLevel, compact = false }: MonthlyCostBreakdownProps) {
  const Total = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.breakdown}>
      <Total className={styles.total}>Estimated monthly total: {formatMoney(cost.total)}</Total>
      <dl className={styles.parts}>
        <div>
          <dt>{cost.regularRent === null ? 'Rent' : 'Special rent'}</dt>
          <dd>{formatMoney(cost.rent)}</dd>
        </div>
        {cost.bills.map((bill) => (
          <div key={bill.name}>
            <dt>{bill.name} (average bill)</dt>
            <dd>{formatMoney(bill.amount)}</dd>
          </div>
        ))}
        {!compact && cost.unestimated.length > 0 && (
          <div>
            <dt>Also paid by you, no estimate</dt>
            <dd>{cost.unestimated.join(', ')}</dd>
          </div>
        )}
        {!compact && cost.included.length > 0 && (
          <div>
            <dt>Included in rent</dt>
            <dd>{cost.included.join(', ')}</dd>
          </div>
        )}
        {deposit && (
          <div className={styles.oneTime}>
            <dt>Deposit (one-time, not monthly)</dt>
            <dd>{formatDeposit(deposit)}</dd>
          </div>
        )}
      </dl>
      {!compact && cost.bills.length > 0 && <p className={styles.note}>{ESTIMATE_DISCLAIMER}</p>}
    </div>
  );
}
