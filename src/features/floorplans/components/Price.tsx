import { formatMoney } from '@/lib/format';
import type { ListedPrice } from '../pricing';
import styles from './Price.module.css';

/**
 * Spec section 9: a special rent reads 'Now starting at $X/mo' with the normal rent struck through. A floor plan's
 * price is where its cheapest unit starts; a unit's is its own rent.
 */
export function Price({ price, startingAt }: { price: ListedPrice; startingAt: boolean }) {
  if (price.rent === null) return <p className={styles.price}>Call for pricing</p>;
  if (price.regularRent === null) {
    return (
      <p className={styles.price}>
        {startingAt ? 'Starting at ' : ''}
        <strong>{formatMoney(price.rent)}/mo</strong>
      </p>
    );
  }
  return (
    <p className={styles.price}>
      {/* A no-break space: the struck rent never wraps onto a line of its own, away from the price it gives way to. */}
      <strong className={styles.special}>Now starting at {formatMoney(price.rent)}/mo</strong>{'\u00a0'}
      <s className={styles.regular}>
        <span className="visually-hidden">regular rent </span>
        {formatMoney(price.regularRent)}/mo
      </s>
    </p>
  );
}
