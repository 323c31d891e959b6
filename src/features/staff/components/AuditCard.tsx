import type { ReactNode } from 'react';
import { auditChangeLines } from '../auditChange';
import { auditActionLabel, type AuditEntry } from '../types';
import { CompanyTime } from './CompanyTime';
import styles from './AuditCard.module.css';

/**
 * An audit entry on a phone: what was done and to what, by whom, when and from where, what it changed a line each,
 * and `undo` (the row's Undo, or why there is none) at the card's foot, where a thumb reaches it without scrolling
 * sideways. Stored values are written as text, never as markup.
 */
export function AuditCard({ entry, undo }: { entry: AuditEntry; undo: ReactNode }) {
  const changes = auditChangeLines(entry.before, entry.after);
  return (
    <div className={styles.entry}>
      <p className={styles.what}>
        {auditActionLabel(entry.action)}
        {entry.target !== null && ` · ${entry.target}`}
      </p>
      <p className={styles.facts}>
        {entry.actorName ?? 'Nobody signed in'} · <CompanyTime instant={entry.at} />
        {entry.from !== null && ` · from ${entry.from}`}
      </p>
      {changes.length > 0 && (
        <ul className={styles.changes}>
          {changes.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {undo}
    </div>
  );
}
