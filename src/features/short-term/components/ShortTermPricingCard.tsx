import type { ShortTerm } from '@/features/floorplans/types';
import { IMMEDIATE_ARRIVALS_NOTE, isBelowMinimumStay, isMonthlyTier, MINIMUM_STAY_TEXT, SHORT_TERM_TIERS } from '../tiers';
import { TierPrice } from './TierPrice';
import styles from './ShortTermPricingCard.module.css';

/**
 * Spec section 9: a short-term plan's five tiers per day 'plus tax', and the monthly figure (daily x 30) of the tiers
 * of a month or more (issue 27: '$3,870 per month' for a 5-13 day stay meant nothing). The tiers shorter than the
 * minimum stay carry the list table's footnote, and the minimum names them, so the card does not contradict itself.
 */
export function ShortTermPricingCard({ shortTerm }: { shortTerm: ShortTerm }) {
  return (
    <section className={`card ${styles.card}`} aria-labelledby="short-term-pricing-title">
      <h2 id="short-term-pricing-title">Pricing</h2>
      <p className={styles.minimum}>{MINIMUM_STAY_TEXT}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Length of stay</th>
            <th scope="col">Per day</th>
            <th scope="col">Per month</th>
          </tr>
        </thead>
        <tbody>
          {SHORT_TERM_TIERS.map((tier) => (
            <tr key={tier.key}>
              <th scope="row">
                {tier.label}
                {isBelowMinimumStay(tier) && <span aria-hidden="true">*</span>}
              </th>
              <td>
                <TierPrice daily={shortTerm[tier.key]} plusTax />
              </td>
              <td>
                {isMonthlyTier(tier) ? (
                  <TierPrice daily={shortTerm[tier.key]} monthly />
                ) : (
                  <>
                    <span aria-hidden="true" className="muted">
                      –
                    </span>
                    <span className="visually-hidden">Not priced by the month</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{IMMEDIATE_ARRIVALS_NOTE}</p>
      <p className="muted">{shortTerm.squareFoot} sq ft · fully furnished · all utilities and internet included</p>
    </section>
  );
}
