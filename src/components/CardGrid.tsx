import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/** How wide a card's full-width image is shown: the whole screen on phones, at most about 24rem beside others. */
export const CARD_IMAGE_SIZES = '(min-width: 36rem) 24rem, 100vw';

/**
 * A responsive grid of cards, as a list: one column on phones, as many 17rem columns (or `--card-min-width`) as fit
 * on wider screens.
 */
export function CardGrid({ children, busy = false, label }: { children: ReactNode; busy?: boolean; label?: string }) {
  return (
    <ul className={styles.grid} aria-busy={busy || undefined} aria-label={label}>
      {children}
    </ul>
  );
}
