import type { ShortTermListItem } from '../types';
import { IMMEDIATE_ARRIVALS_NOTE, isBelowMinimumStay, SHORT_TERM_TIERS } from '../tiers';
import { TierPrice } from './TierPrice';
import styles from './ShortTermPricingTable.module.css';

/** Spec section 2: 'Short Term Pricing', one column per floor plan, one row per tier, prices per day. */
export function ShortTermPricingTable({ plans }: { plans: ShortTermListItem[] }) {
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="pricing-title" className={styles.wrap}>
      <h2 id="pricing-title">Short Term Pricing</h2>
      <div className={styles.scroller} role="region" aria-labelledby="pricing-title" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>Price per day by length of stay, plus tax</caption>
          <thead>
            <tr>
              <th scope="col">Length of stay</th>
              {plans.map((plan) => (
                <th scope="col" key={plan.id}>
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SHORT_TERM_TIERS.map((tier) => (
              <tr key={tier.key}>
                <th scope="row">
                  {tier.label}
                  {isBelowMinimumStay(tier) && <span aria-hidden="true">*</span>}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id}>
                    <TierPrice daily={plan.shortTerm[tier.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.footnote}>{IMMEDIATE_ARRIVALS_NOTE}</p>
    </section>
  );
}
