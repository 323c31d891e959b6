import type { ReactNode } from 'react';
import styles from './ConflictSideBySide.module.css';

interface ConflictSideBySideProps {
  /** What happened and that nothing the member typed is lost. */
  children: ReactNode;
  /** Names the table for screen readers: 'Your change and the lead as it is now'. */
  caption: string;
  /** Field, the member's value, the value it now has. */
  rows: [string, string, string][];
  applyMine: { label: string; onClick: () => void };
  keepTheirs: { label: string; onClick: () => void };
  pending: boolean;
}

/** Someone saved a record first: what the member chose beside what it now is, and the two ways on (issues 22, 23). */
export function ConflictSideBySide({ children, caption, rows, applyMine, keepTheirs, pending }: ConflictSideBySideProps) {
  return (
    <div role="alert" className="alert alert-error">
      {children}
      <table className={styles.sideBySide}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Your change</th>
            <th scope="col">Now</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, mine, now]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{mine}</td>
              <td>{now}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={applyMine.onClick} disabled={pending}>
          {applyMine.label}
        </button>
        <button type="button" className="btn btn-secondary" onClick={keepTheirs.onClick} disabled={pending}>
          {keepTheirs.label}
        </button>
      </div>
    </div>
  );
}
