import styles from './Spinner.module.css';

/** A busy indicator with a text for screen readers ('Loading' unless told otherwise). */
export function Spinner({ label = 'Loading', size = 'medium' }: { label?: string; size?: 'small' | 'medium' }) {
  return (
    <span className={`${styles.spinner} ${styles[size]}`} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
