import { useEffect, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './Banner.module.css';

/** Spec section 9: the banner shows its announcement 3000 ms after the page opens. */
export const BANNER_DELAY_MS = 3000;

export interface BannerProps {
  /** Names the announcement for screen readers. */
  label: string;
  children: ReactNode;
  delayMs?: number;
  /** While true (a dialog holds the screen) the banner stays out of sight; it shows once this turns false. */
  held?: boolean;
  /** Called when the visitor dismisses it, e.g. to remember that for the next visit. */
  onDismiss?: () => void;
}

/**
 * An announcement that appears after a delay (spec section 2). It floats over the bottom of the page rather than
 * pushing the page down, so its arrival moves nothing the visitor is reading; it can be dismissed.
 */
export function Banner({ label, children, delayMs = BANNER_DELAY_MS, held = false, onDismiss }: BannerProps) {
  const [shown, setShown] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!shown || dismissed || held) return null;
  return (
    <aside className={styles.banner} aria-label={label}>
      <div className={styles.content}>{children}</div>
      <button
        type="button"
        className={`icon-button ${styles.dismiss}`}
        onClick={() => {
          setDismissed(true);
          onDismiss?.();
        }}
      >
        <Icon name="close" label="Dismiss announcement" />
      </button>
    </aside>
  );
}
