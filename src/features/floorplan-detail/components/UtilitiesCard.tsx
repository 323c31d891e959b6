import { ESTIMATE_DISCLAIMER } from '@/features/cost/monthlyCost';
import type { Utility } from '@/features/floorplans/types';
import { formatMoney } from '@/lib/format';
import styles from './DetailCard.module.css';

/** Spec section 2: who pays each utility, and a resident's average monthly bill, which is only an estimate. */
export function UtilitiesCard({ utilities }: { utilities: Utility[] }) {
  if (utilities.length === 0) return null;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="utilities-title">
      <h2 id="utilities-title">Utilities</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Utility</th>
            <th scope="col">Average monthly bill</th>
          </tr>
        </thead>
        <tbody>
          {utilities.map((utility) => (
            <tr key={utility.id}>
              <th scope="row">{utility.name}</th>
              <td>
                {utility.type === 'INCLUDED_UTILITY'
                  ? 'Included in rent'
                  : utility.averageMonthlyBill === null
                    ? 'Paid by resident'
                    : formatMoney(utility.averageMonthlyBill)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{ESTIMATE_DISCLAIMER}</p>
    </section>
  );
}
